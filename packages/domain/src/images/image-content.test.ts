import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from './image-limits';
import { judgeImageHead, readImageSize, sniffImageType } from './image-content';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function u32(value: number): number[] {
  return [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
}

/** The first bytes of a PNG: signature and IHDR (CRC not checked by the head rule). */
function pngHead(width: number, height: number): Uint8Array {
  return Uint8Array.from([
    ...PNG_SIGNATURE,
    ...u32(13),
    ...[0x49, 0x48, 0x44, 0x52],
    ...u32(width),
    ...u32(height),
    8,
    6,
    0,
    0,
    0,
    ...u32(0),
  ]);
}

function segment(marker: number, body: number[]): number[] {
  const length = body.length + 2;
  return [0xff, marker, (length >> 8) & 0xff, length & 0xff, ...body];
}

/** SOI, an APP1 (EXIF) block of `exifBytes`, a quantisation table, then the frame header. */
function jpegHead(width: number, height: number, exifBytes = 20, frameMarker = 0xc0): Uint8Array {
  return Uint8Array.from([
    0xff,
    0xd8,
    ...segment(0xe1, new Array<number>(exifBytes).fill(0x45)),
    ...segment(0xdb, new Array<number>(65).fill(1)),
    ...segment(frameMarker, [
      8,
      (height >> 8) & 0xff,
      height & 0xff,
      (width >> 8) & 0xff,
      width & 0xff,
      3,
    ]),
    ...segment(0xda, [1, 2, 3]),
  ]);
}

/** Bytes of ASCII text (the domain package has no TextEncoder types: no DOM, no node). */
function ascii(value: string): Uint8Array {
  return Uint8Array.from(value, (char) => char.charCodeAt(0));
}

const text = ascii('These are my notes about the artwork, not a picture.\n');

describe('sniffImageType', () => {
  it('reads the type from the first bytes, not the name', () => {
    expect(sniffImageType(pngHead(10, 10))).toBe('image/png');
    expect(sniffImageType(jpegHead(10, 10))).toBe('image/jpeg');
    expect(sniffImageType(text)).toBeNull();
    expect(sniffImageType(ascii('GIF89a'))).toBeNull();
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8]))).toBeNull();
  });
});

describe('readImageSize', () => {
  it('reads a PNG header and a JPEG frame header behind other segments', () => {
    expect(readImageSize(pngHead(1000, 500), 'image/png')).toEqual({ width: 1000, height: 500 });
    expect(readImageSize(jpegHead(640, 480, 3000), 'image/jpeg')).toEqual({
      width: 640,
      height: 480,
    });
    // A progressive JPEG (SOF2).
    expect(readImageSize(jpegHead(800, 600, 10, 0xc2), 'image/jpeg')).toEqual({
      width: 800,
      height: 600,
    });
  });

  it('answers null when the head ends before the frame header', () => {
    expect(readImageSize(jpegHead(640, 480, 3000).subarray(0, 1000), 'image/jpeg')).toBeNull();
    expect(readImageSize(pngHead(10, 10).subarray(0, 20), 'image/png')).toBeNull();
  });
});

describe('judgeImageHead', () => {
  it('accepts a JPEG and a PNG of their own type, with their size', () => {
    const jpeg = jpegHead(640, 480);
    expect(judgeImageHead(jpeg, 1000, 'image/jpeg')).toEqual({
      ok: true,
      contentType: 'image/jpeg',
      width: 640,
      height: 480,
    });
    expect(judgeImageHead(pngHead(3, 2), 1000, 'image/png')).toMatchObject({
      ok: true,
      contentType: 'image/png',
    });
    // No declared type: the bytes decide.
    expect(judgeImageHead(jpeg, 1000, '')).toMatchObject({ ok: true, contentType: 'image/jpeg' });
  });

  it('refuses a PNG named .jpg and a JPEG named .png', () => {
    expect(judgeImageHead(pngHead(10, 10), 1000, 'image/jpeg')).toEqual({
      ok: false,
      reason: 'pngDeclaredJpeg',
    });
    expect(judgeImageHead(jpegHead(10, 10), 1000, 'image/png')).toEqual({
      ok: false,
      reason: 'jpegDeclaredPng',
    });
  });

  it('refuses a text file named .png, an empty file and one over 50 MB', () => {
    expect(judgeImageHead(text, text.length, 'image/png')).toEqual({
      ok: false,
      reason: 'notJpegOrPng',
    });
    expect(judgeImageHead(new Uint8Array(0), 0, 'image/png')).toEqual({
      ok: false,
      reason: 'empty',
    });
    expect(judgeImageHead(pngHead(10, 10), IMAGE_MAX_BYTES + 1, 'image/png')).toEqual({
      ok: false,
      reason: 'tooLarge',
    });
  });

  it('refuses a decompression bomb by its header, and takes the limit itself', () => {
    expect(judgeImageHead(pngHead(30000, 30000), 5000, 'image/png')).toEqual({
      ok: false,
      reason: 'tooManyPixels',
    });
    expect(judgeImageHead(jpegHead(12000, 10000), 5000, 'image/jpeg')).toEqual({
      ok: false,
      reason: 'tooManyPixels',
    });
    expect(judgeImageHead(pngHead(10000, 10000), 5000, 'image/png')).toMatchObject({ ok: true });
  });

  it('leaves a file whose header is fine but whose data is cut off to the full decode', () => {
    const cut = jpegHead(640, 480).subarray(0, 120);
    expect(judgeImageHead(cut, cut.length, 'image/jpeg')).toMatchObject({ ok: true });
    const beforeFrame = jpegHead(640, 480, 3000).subarray(0, 500);
    expect(judgeImageHead(beforeFrame, 500, 'image/jpeg')).toEqual({
      ok: true,
      contentType: 'image/jpeg',
      width: null,
      height: null,
    });
  });
});
