import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  isImageContentType,
  type ImageContentType,
} from './image-limits';

/**
 * Judging an image file by its first bytes, the same rule on the device (when a file is added,
 * also offline) and on the server (before the full decode): the magic bytes decide the type,
 * the header decides the size in pixels. A browser gives a file the type of its name, so a PNG
 * renamed .jpg arrives declared as JPEG; the bytes tell the truth.
 */

/** Why a file is refused by its first bytes (the server's full decode adds 'damaged'). */
export type ImageHeadRejection =
  'empty' | 'tooLarge' | 'notJpegOrPng' | 'pngDeclaredJpeg' | 'jpegDeclaredPng' | 'tooManyPixels';

/**
 * How many first bytes the device reads: enough for a JPEG's frame header behind its EXIF
 * block (at most 64 kB) and a few more segments. A header further in is left to the server.
 */
export const IMAGE_HEAD_BYTES = 256 * 1024;

export type ImageHeadVerdict =
  | {
      ok: true;
      contentType: ImageContentType;
      /** As stored (before any EXIF orientation); null when the head did not say. */
      width: number | null;
      height: number | null;
    }
  | { ok: false; reason: ImageHeadRejection };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The type the first bytes announce: JPEG (FF D8 FF) or PNG (its 8-byte signature). */
export function sniffImageType(bytes: Uint8Array): ImageContentType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  if (bytes.length >= 8 && PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) {
    return 'image/png';
  }
  return null;
}

function uint16(bytes: Uint8Array, at: number): number {
  return ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
}

function uint32(bytes: Uint8Array, at: number): number {
  return uint16(bytes, at) * 0x10000 + uint16(bytes, at + 2);
}

interface PixelSize {
  width: number;
  height: number;
}

/** A PNG's first chunk must be IHDR: width and height at bytes 16 and 20. */
function pngSize(bytes: Uint8Array): PixelSize | null {
  if (bytes.length < 24) return null;
  const ihdr = String.fromCharCode(...bytes.subarray(12, 16));
  if (ihdr !== 'IHDR') return null;
  return { width: uint32(bytes, 16), height: uint32(bytes, 20) };
}

/** Start-of-frame markers C0–CF, except C4 (Huffman tables), C8 (reserved) and CC (arithmetic). */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** Walks a JPEG's segments to its frame header; null when the head ends first. */
function jpegSize(bytes: Uint8Array): PixelSize | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // Markers without a length.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2;
      continue;
    }
    // The pictures' data starts (SOS) or ends (EOI) before any frame header: not a picture.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = uint16(bytes, at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return null;
      return { height: uint16(bytes, at + 5), width: uint16(bytes, at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

/**
 * The picture's size as its header says, or null when `head` ends before saying (or says
 * nothing sensible). A size of 0 is left to the decoder, which refuses it.
 */
export function readImageSize(head: Uint8Array, contentType: ImageContentType): PixelSize | null {
  return contentType === 'image/png' ? pngSize(head) : jpegSize(head);
}

/**
 * Whether a file may be an image we accept, from its size in bytes, its first bytes (`head`,
 * IMAGE_HEAD_BYTES or all of a smaller file) and the type it was declared with (the browser's
 * guess from the name, or the type an upload was signed for; '' or null: none). Never reads
 * further: a file that passes may still be cut off or damaged, which only a full decode finds.
 */
export function judgeImageHead(
  head: Uint8Array,
  byteSize: number,
  declared: string | null,
): ImageHeadVerdict {
  if (byteSize === 0) return { ok: false, reason: 'empty' };
  if (byteSize > IMAGE_MAX_BYTES) return { ok: false, reason: 'tooLarge' };
  const contentType = sniffImageType(head);
  if (contentType === null) return { ok: false, reason: 'notJpegOrPng' };
  // A mislabelled file is refused so the user learns its name is wrong, not silently renamed.
  if (declared !== null && isImageContentType(declared) && declared !== contentType) {
    return {
      ok: false,
      reason: contentType === 'image/png' ? 'pngDeclaredJpeg' : 'jpegDeclaredPng',
    };
  }
  const size = readImageSize(head, contentType);
  if (size !== null && size.width * size.height > IMAGE_MAX_PIXELS) {
    return { ok: false, reason: 'tooManyPixels' };
  }
  return { ok: true, contentType, width: size?.width ?? null, height: size?.height ?? null };
}
