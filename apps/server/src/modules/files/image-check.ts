import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  type ImageContentType,
} from '@archive/domain/images/image-limits';
import sharp, { type SharpOptions } from 'sharp';
import { limitImageWork } from './image-work-limit';

/** Every decode of an uploaded file: fail on a cut-off file, refuse decompression bombs. */
export const SHARP_INPUT: SharpOptions = {
  failOn: 'truncated',
  limitInputPixels: IMAGE_MAX_PIXELS,
};

export type ImageRejection =
  | 'empty'
  | 'tooLarge'
  | 'notJpegOrPng'
  | 'pngDeclaredJpeg'
  | 'jpegDeclaredPng'
  | 'tooManyPixels'
  | 'damaged';

export interface CheckedImage {
  /** Decided by the bytes; a declared type that disagrees is refused, never believed. */
  contentType: ImageContentType;
  /** As displayed, after the EXIF orientation is applied. */
  width: number;
  height: number;
}

export type ImageCheck = { ok: true; image: CheckedImage } | { ok: false; reason: ImageRejection };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The type the first bytes announce: JPEG (FF D8 FF) or PNG (its 8-byte signature). */
export function sniffImageType(bytes: Buffer): ImageContentType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  return null;
}

const FORMATS: Record<ImageContentType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png' };

/**
 * Whether `bytes` is an image we accept: at most IMAGE_MAX_BYTES, JPEG or PNG by its magic
 * bytes and by the decoder, of the `declared` type when one is given (the type the upload
 * was signed for, taken by the browser from the file name), at most IMAGE_MAX_PIXELS, and
 * decodable to the last row (a truncated file is refused). Never throws for a bad file.
 */
export async function checkImage(
  bytes: Buffer,
  declared: string | null = null,
): Promise<ImageCheck> {
  if (bytes.length === 0) return { ok: false, reason: 'empty' };
  if (bytes.length > IMAGE_MAX_BYTES) return { ok: false, reason: 'tooLarge' };
  const contentType = sniffImageType(bytes);
  if (contentType === null) return { ok: false, reason: 'notJpegOrPng' };
  // A mislabelled file is refused so the user learns its name is wrong (the issue asks it).
  if (declared === 'image/jpeg' && contentType === 'image/png') {
    return { ok: false, reason: 'pngDeclaredJpeg' };
  }
  if (declared === 'image/png' && contentType === 'image/jpeg') {
    return { ok: false, reason: 'jpegDeclaredPng' };
  }

  let width: number;
  let height: number;
  let orientation: number;
  try {
    // The header alone, without the pixel limit, so a bomb gets its own message.
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (metadata.format !== FORMATS[contentType]) return { ok: false, reason: 'notJpegOrPng' };
    width = metadata.width;
    height = metadata.height;
    orientation = metadata.orientation ?? 1;
  } catch {
    return { ok: false, reason: 'damaged' };
  }
  if (width * height > IMAGE_MAX_PIXELS) return { ok: false, reason: 'tooManyPixels' };

  try {
    // A full decode; JPEGs decode at a reduced scale (cheap) but still read every byte.
    await limitImageWork(() =>
      sharp(bytes, SHARP_INPUT).resize(256, 256, { fit: 'inside' }).raw().toBuffer(),
    );
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
