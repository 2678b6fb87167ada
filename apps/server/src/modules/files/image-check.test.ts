import { IMAGE_MAX_BYTES } from '@archive/domain/images/image-limits';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { sniffImageType } from '@archive/domain/images/image-content';
import { createSharpMedia } from '../../adapters/media/sharp-media';
import { checkImage } from './image-check';
import { makeDerivatives } from './image-derivatives';
import { hasGpsTag, makeTestImages, type TestImages } from '../../test/test-images';

const media = createSharpMedia();
let images: TestImages;
beforeAll(async () => {
  images = await makeTestImages();
});

describe('checkImage', () => {
  it('accepts a JPEG and reports its size as shown, after the EXIF orientation', async () => {
    const source = await sharp(images.jpegWithExif).metadata();
    expect(source).toMatchObject({ width: 800, height: 400, orientation: 6 });
    expect(hasGpsTag(source.exif)).toBe(true);
    expect(await checkImage(media, images.jpegWithExif)).toEqual({
      ok: true,
      image: { contentType: 'image/jpeg', width: 400, height: 800 },
    });
  });

  it('accepts a PNG', async () => {
    expect(await checkImage(media, images.png)).toEqual({
      ok: true,
      image: { contentType: 'image/png', width: 1000, height: 500 },
    });
  });

  it.each([
    ['an empty file', () => Buffer.alloc(0), 'empty'],
    ['a text file', () => images.text, 'notJpegOrPng'],
    ['a GIF', () => images.gif, 'notJpegOrPng'],
    ['a truncated JPEG', () => images.truncatedJpeg, 'damaged'],
    [
      'JPEG magic bytes followed by junk',
      () => Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3, 4]),
      'damaged',
    ],
    [
      'a PNG whose pixel data was cut off',
      () => images.png.subarray(0, images.png.length - 40),
      'damaged',
    ],
    ['a 120-megapixel PNG (decompression bomb)', () => images.bomb, 'tooManyPixels'],
  ] as const)('refuses %s', async (_name, bytes, reason) => {
    expect(await checkImage(media, bytes())).toEqual({ ok: false, reason });
  });

  it('refuses a file whose declared type is not the type of its bytes', async () => {
    expect(await checkImage(media, images.png, 'image/jpeg')).toEqual({
      ok: false,
      reason: 'pngDeclaredJpeg',
    });
    expect(await checkImage(media, images.jpegWithExif, 'image/png')).toEqual({
      ok: false,
      reason: 'jpegDeclaredPng',
    });
    expect(await checkImage(media, images.png, 'image/png')).toMatchObject({ ok: true });
  });

  it('refuses more than 50 MB before looking inside', async () => {
    const big = Buffer.alloc(IMAGE_MAX_BYTES + 1);
    images.png.copy(big);
    expect(await checkImage(media, big)).toEqual({ ok: false, reason: 'tooLarge' });
  });

  it('reads the type from the first bytes', () => {
    expect(sniffImageType(images.png)).toBe('image/png');
    expect(sniffImageType(images.jpegWithExif)).toBe('image/jpeg');
    expect(sniffImageType(images.gif)).toBeNull();
    expect(sniffImageType(images.text)).toBeNull();
  });
});

describe('makeDerivatives', () => {
  it('turns the picture upright, fits 400 and 1600 px and drops EXIF and GPS', async () => {
    const made = await makeDerivatives(media, images.jpegWithExif);
    const preview = await sharp(made.preview).metadata();
    const medium = await sharp(made.medium).metadata();
    expect(preview).toMatchObject({ format: 'jpeg', width: 200, height: 400 });
    // Never enlarged: the original is shown 400×800.
    expect(medium).toMatchObject({ format: 'jpeg', width: 400, height: 800 });
    for (const metadata of [preview, medium]) {
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(hasGpsTag(metadata.exif)).toBe(false);
    }
  });

  it('makes JPEGs of a transparent PNG on white', async () => {
    const made = await makeDerivatives(media, images.png);
    const preview = await sharp(made.preview).metadata();
    expect(preview).toMatchObject({ format: 'jpeg', width: 400, height: 200, hasAlpha: false });
    const { data } = await sharp(made.preview).raw().toBuffer({ resolveWithObject: true });
    // Half-transparent blue over white is a light blue, not the dark blue over black.
    expect(data[0]).toBeGreaterThan(100);
  });
});
