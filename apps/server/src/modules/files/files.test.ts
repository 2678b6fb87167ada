import {
  IMAGE_MAX_BYTES,
  IMMUTABLE_CACHE_CONTROL,
  type ImageContentType,
} from '@archive/domain/images/image-limits';
import { IMAGE_MESSAGES } from '@archive/domain/images/image.messages';
import { Readable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadTarget } from '../../adapters/storage/storage-port';
import { expectError } from '../../test/api';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { hasGpsTag, makeTestImages, type TestImages } from '../../test/test-images';

let t: TestApp;
let images: TestImages;
beforeAll(async () => {
  [t, images] = await Promise.all([buildTestApp(), makeTestImages()]);
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
function newKey(): string {
  counter += 1;
  return `images/test-user/${Date.now().toString(36)}-${counter}`;
}

/** The path and query of an upload address, for app.inject. */
function pathOf(uploadURL: string): string {
  const url = new URL(uploadURL);
  return `${url.pathname}${url.search}`;
}

function put(url: string, bytes: Buffer, contentType: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'PUT',
    url: pathOf(url),
    headers: { 'content-type': contentType, 'cache-control': IMMUTABLE_CACHE_CONTROL },
    payload: bytes,
  });
}

async function signedFor(contentType: ImageContentType): Promise<UploadTarget> {
  return t.app.files.createUploadUrl(newKey(), contentType);
}

function get(path: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url: `/files/${path}` });
}

async function expectStillServing(): Promise<void> {
  const health = await t.app.inject({ method: 'GET', url: '/health' });
  expect(health.statusCode).toBe(200);
}

async function expectNothingStored(key: string): Promise<void> {
  expect(await t.app.storage.headObject(key)).toBeNull();
  expect(await t.app.storage.headObject(`${key}/preview.jpg`)).toBeNull();
  expect((await get(key)).statusCode).toBe(404);
}

describe('local files: upload and serve', () => {
  it('hands out upload addresses on this server under /files', async () => {
    const target = await signedFor('image/jpeg');
    expect(target.uploadURL.startsWith(`${t.config.publicUrl}/files/upload/${target.key}?`)).toBe(
      true,
    );
    expect(t.app.files.publicUrl(target.key)).toBe(`${t.config.publicUrl}/files/${target.key}`);
    await expect(t.app.files.createUploadUrl(newKey(), 'image/gif')).rejects.toMatchObject({
      statusCode: 415,
      message: IMAGE_MESSAGES.onlyJpegOrPng,
    });
  });

  it('stores a JPEG as sent and serves upright derivatives without EXIF or GPS', async () => {
    const target = await signedFor('image/jpeg');
    const upload = await put(target.uploadURL, images.jpegWithExif, 'image/jpeg');
    expect(upload.statusCode, upload.body).toBe(200);
    expect(upload.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);

    const original = await get(target.key);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(original.rawPayload.equals(images.jpegWithExif)).toBe(true);
    // Loadable from another origin's pages, never sniffed as anything else.
    expect(original.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(original.headers['x-content-type-options']).toBe('nosniff');

    // Made at upload time, stored beside the original.
    for (const name of ['preview.jpg', 'medium.jpg']) {
      expect(await t.app.storage.headObject(`${target.key}/${name}`)).not.toBeNull();
    }
    const expected = { 'preview.jpg': [200, 400], 'medium.jpg': [400, 800] } as const;
    for (const [name, [width, height]] of Object.entries(expected)) {
      const response = await get(`${target.key}/${name}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(response.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width, height });
      expect(metadata.orientation).toBeUndefined();
      expect(hasGpsTag(metadata.exif)).toBe(false);
      expect(metadata.exif).toBeUndefined();
    }
  });

  it('stores a PNG with 400 and 1600 px derivatives', async () => {
    const target = await signedFor('image/png');
    expect((await put(target.uploadURL, images.png, 'image/png')).statusCode).toBe(200);
    expect((await get(target.key)).headers['content-type']).toBe('image/png');
    const preview = await sharp((await get(`${target.key}/preview.jpg`)).rawPayload).metadata();
    const medium = await sharp((await get(`${target.key}/medium.jpg`)).rawPayload).metadata();
    expect(preview).toMatchObject({ format: 'jpeg', width: 400, height: 200 });
    expect(medium).toMatchObject({ format: 'jpeg', width: 1000, height: 500 });
  });

  it.each([
    ['a PNG named .jpg and sent as image/jpeg', 'png', 'image/jpeg', IMAGE_MESSAGES.pngNamedJpeg],
    [
      'a JPEG named .png and sent as image/png',
      'jpegWithExif',
      'image/png',
      IMAGE_MESSAGES.jpegNamedPng,
    ],
  ] as const)('refuses %s: the name is wrong', async (_name, image, contentType, message) => {
    const target = await signedFor(contentType);
    const response = await put(target.uploadURL, images[image], contentType);
    expectError(response, 415, { code: 'UNSUPPORTED_MEDIA_TYPE', message });
    await expectNothingStored(target.key);
  });

  it.each([
    [
      'a text file sent as image/png',
      'text',
      'image/png',
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      IMAGE_MESSAGES.onlyJpegOrPng,
    ],
    [
      'a GIF sent as image/png',
      'gif',
      'image/png',
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      IMAGE_MESSAGES.onlyJpegOrPng,
    ],
    ['a truncated JPEG', 'truncatedJpeg', 'image/jpeg', 400, 'VALIDATION', IMAGE_MESSAGES.damaged],
    ['a decompression bomb', 'bomb', 'image/png', 400, 'VALIDATION', IMAGE_MESSAGES.tooManyPixels],
  ] as const)(
    'refuses %s, stores nothing and keeps serving',
    async (_name, image, contentType, status, code, message) => {
      const target = await signedFor(contentType);
      const response = await put(target.uploadURL, images[image], contentType);
      expectError(response, status, { code, message });
      await expectNothingStored(target.key);
      await expectStillServing();
    },
  );

  it('refuses more than 50 MB with 413', async () => {
    const target = await signedFor('image/jpeg');
    const big = Buffer.alloc(IMAGE_MAX_BYTES + 1);
    images.jpegWithExif.copy(big);
    const response = await put(target.uploadURL, big, 'image/jpeg');
    expectError(response, 413, { code: 'BODY_TOO_LARGE', message: IMAGE_MESSAGES.tooLarge });
    await expectNothingStored(target.key);
    await expectStillServing();
  });

  it('refuses a body streamed past 50 MB without a Content-Length', async () => {
    const target = await signedFor('image/jpeg');
    const chunk = Buffer.alloc(1024 * 1024);
    const body = Readable.from(
      (function* chunks() {
        for (let i = 0; i <= IMAGE_MAX_BYTES / chunk.length; i += 1) yield chunk;
      })(),
    );
    const response = await t.app.inject({
      method: 'PUT',
      url: pathOf(target.uploadURL),
      headers: { 'content-type': 'image/jpeg' },
      payload: body,
    });
    expectError(response, 413, { code: 'BODY_TOO_LARGE', message: IMAGE_MESSAGES.tooLarge });
    await expectNothingStored(target.key);
  });

  it('refuses a tampered signature, another key or another content type with 403', async () => {
    const target = await signedFor('image/jpeg');
    const url = new URL(target.uploadURL);
    const signature = url.searchParams.get('signature') ?? '';
    url.searchParams.set(
      'signature',
      `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`,
    );
    const invalid = { code: 'FORBIDDEN', message: IMAGE_MESSAGES.uploadAddressInvalid };
    expectError(await put(url.toString(), images.jpegWithExif, 'image/jpeg'), 403, invalid);

    const otherKey = newKey();
    const moved = target.uploadURL.replace(target.key, otherKey);
    expectError(await put(moved, images.jpegWithExif, 'image/jpeg'), 403, invalid);

    expectError(await put(target.uploadURL, images.png, 'image/png'), 403, invalid);
    const noSignature = target.uploadURL.replace(/signature=[^&]+/, '');
    expectError(await put(noSignature, images.jpegWithExif, 'image/jpeg'), 403, invalid);

    await expectNothingStored(target.key);
    await expectNothingStored(otherKey);
    // The untouched address still works.
    expect((await put(target.uploadURL, images.jpegWithExif, 'image/jpeg')).statusCode).toBe(200);
  });

  it('refuses an address once its 15 minutes are over', async () => {
    const target = await signedFor('image/png');
    t.advance(15 * 60_000 + 1000);
    const response = await put(target.uploadURL, images.png, 'image/png');
    expectError(response, 403, { code: 'FORBIDDEN', message: IMAGE_MESSAGES.uploadAddressExpired });
    await expectNothingStored(target.key);
  });

  it('makes a missing derivative on first request and keeps it', async () => {
    const key = newKey();
    await t.app.storage.putObject(key, images.png, 'image/png', IMMUTABLE_CACHE_CONTROL);
    expect(await t.app.storage.headObject(`${key}/medium.jpg`)).toBeNull();
    const [first, second] = await Promise.all([get(`${key}/medium.jpg`), get(`${key}/medium.jpg`)]);
    expect(first.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await t.app.storage.headObject(`${key}/medium.jpg`)).not.toBeNull();
    expect(await t.app.storage.headObject(`${key}/preview.jpg`)).not.toBeNull();
  });

  it('works over real HTTP: a forged upload is refused before its body, a good one lands', async () => {
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const onServer = (uploadURL: string) => `${origin}${pathOf(uploadURL)}`;
    const target = await signedFor('image/jpeg');
    const forged = await fetch(onServer(target.uploadURL.replace(target.key, newKey())), {
      method: 'PUT',
      headers: target.headers,
      body: Buffer.alloc(8 * 1024 * 1024),
    });
    expect(forged.status).toBe(403);
    await forged.arrayBuffer();
    const good = await fetch(onServer(target.uploadURL), {
      method: 'PUT',
      headers: target.headers,
      body: images.jpegWithExif,
    });
    expect(good.status).toBe(200);
    const preview = await fetch(`${origin}/files/${target.key}/preview.jpg`);
    expect(preview.headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL);
    const metadata = await sharp(Buffer.from(await preview.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ width: 200, height: 400 });
  });

  it('answers 404 in the error shape for a missing file or a bad path', async () => {
    for (const path of [newKey(), `${newKey()}/preview.jpg`, '..%2Fdb', 'a~object']) {
      expectError(await get(path), 404, { code: 'NOT_FOUND', message: IMAGE_MESSAGES.notFound });
    }
  });
});
