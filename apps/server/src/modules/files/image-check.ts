import { IMAGE_MAX_PIXELS, type ImageContentType } from '@archive/domain/images/image-limits';
import { judgeImageHead, type ImageHeadRejection } from '@archive/domain/images/image-content';
import type { MediaPort } from '../../adapters/media/media-port';
import { limitImageWork } from './image-work-limit';

/** The device refuses by the same first-bytes rule; only the full decode finds 'damaged'. */
export type ImageRejection = ImageHeadRejection | 'damaged';

export interface CheckedImage {
  /** Decided by the bytes; a declared type that disagrees is refused, never believed. */
  contentType: ImageContentType;
  /** As displayed, after the EXIF orientation is applied. */
  width: number;
  height: number;
}

export type ImageCheck = { ok: true; image: CheckedImage } | { ok: false; reason: ImageRejection };

const FORMATS: Record<ImageContentType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png' };

/**
 * Whether `bytes` is an image we accept: at most IMAGE_MAX_BYTES, JPEG or PNG by its magic
 * bytes and by the decoder, of the `declared` type when one is given (the type the upload
 * was signed for, taken by the browser from the file name), at most IMAGE_MAX_PIXELS, and
 * decodable to the last row (a truncated file is refused). Never throws for a bad file.
 */
export async function checkImage(
  media: MediaPort,
  bytes: Buffer,
  declared: string | null = null,
): Promise<ImageCheck> {
  // The rule the device applies when a file is added: size, magic bytes, declared type, header.
  const head = judgeImageHead(bytes, bytes.length, declared);
  if (!head.ok) return { ok: false, reason: head.reason };
  const { contentType } = head;

  let width: number;
  let height: number;
  let orientation: number;
  try {
    // The header alone, without the pixel limit, so a bomb gets its own message.
    const header = await media.readHeader(bytes);
    if (header.format !== FORMATS[contentType]) return { ok: false, reason: 'notJpegOrPng' };
    ({ width, height, orientation } = header);
  } catch {
    return { ok: false, reason: 'damaged' };
  }
  if (width * height > IMAGE_MAX_PIXELS) return { ok: false, reason: 'tooManyPixels' };

  try {
    // A full decode: a truncated file is refused here.
    await limitImageWork(() => media.decodeAll(bytes, IMAGE_MAX_PIXELS));
  } catch {
    return { ok: false, reason: 'damaged' };
  }
  // EXIF orientations 5 to 8 turn the picture a quarter.
  const turned = orientation >= 5 && orientation <= 8;
  return {
    ok: true,
    image: { contentType, width: turned ? height : width, height: turned ? width : height },
  };
}
