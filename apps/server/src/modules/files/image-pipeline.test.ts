import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMAGE_MAX_BYTES, IMMUTABLE_CACHE_CONTROL } from '@archive/domain/images/image-limits';
import { IMAGE_MESSAGES } from '@archive/domain/images/image.messages';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../adapters/storage/local/local-storage';
import { startFakeS3, type FakeS3 } from '../../adapters/storage/s3/fake-s3-server.test-support';
import { createS3Storage } from '../../adapters/storage/s3/s3-storage';
import type { StoragePort } from '../../adapters/storage/storage-port';
import { createSharpMedia } from '../../adapters/media/sharp-media';
import { processUploadedImage } from './image-pipeline';
import { hasGpsTag, makeTestImages, type TestImages } from '../../test/test-images';

const media = createSharpMedia();
let images: TestImages;
let fake: FakeS3;
const stores: Record<'local' | 's3', StoragePort> = {} as Record<'local' | 's3', StoragePort>;

beforeAll(async () => {
  [images, fake] = await Promise.all([makeTestImages(), startFakeS3()]);
  stores.local = createLocalStorage({
    directory: mkdtempSync(path.join(tmpdir(), 'archive-pipeline-')),
    publicUrl: 'http://127.0.0.1:3000/files',
    signingSecret: 'pipeline-test-secret',
    clock: () => new Date(),
  });
  stores.s3 = createS3Storage({
    endpoint: fake.endpoint,
    bucket: fake.bucket,
    region: fake.region,
    credentials: { accessKeyId: fake.accessKeyId, secretAccessKey: fake.secretAccessKey },
    publicUrl: 'https://files.example.com',
    clock: () => new Date(),
  });
});
afterAll(async () => {
  await stores.s3.close();
  await fake.close();
});

let counter = 0;
function newKey(): string {
  counter += 1;
  return `images/pipeline/${Date.now().toString(36)}-${counter}`;
}

describe.each(['local', 's3'] as const)('processUploadedImage on %s storage', (kind) => {
  it('checks the uploaded original and writes upright derivatives without GPS', async () => {
    const storage = stores[kind];
    const key = newKey();
    await storage.putObject(key, images.jpegWithExif, 'image/jpeg', IMMUTABLE_CACHE_CONTROL);
    expect(await processUploadedImage(storage, media, key)).toEqual({
      contentType: 'image/jpeg',
      width: 400,
      height: 800,
    });
    const preview = await storage.getObject(`${key}/preview.jpg`);
    const medium = await storage.getObject(`${key}/medium.jpg`);
    expect(preview?.contentType).toBe('image/jpeg');
    const previewMeta = await sharp(preview?.bytes).metadata();
    const mediumMeta = await sharp(medium?.bytes).metadata();
    expect(previewMeta).toMatchObject({ width: 200, height: 400 });
    expect(mediumMeta).toMatchObject({ width: 400, height: 800 });
    expect(hasGpsTag(previewMeta.exif) || hasGpsTag(mediumMeta.exif)).toBe(false);
    // The original is left as uploaded.
    expect((await storage.getObject(key))?.bytes.equals(images.jpegWithExif)).toBe(true);
  });

  it.each([
    ['text', 'image/png', 415, IMAGE_MESSAGES.onlyJpegOrPng],
    ['truncatedJpeg', 'image/jpeg', 400, IMAGE_MESSAGES.damaged],
    ['bomb', 'image/png', 400, IMAGE_MESSAGES.tooManyPixels],
    ['png', 'image/jpeg', 415, IMAGE_MESSAGES.pngNamedJpeg],
    ['jpegWithExif', 'image/png', 415, IMAGE_MESSAGES.jpegNamedPng],
  ] as const)('refuses %s stored as %s and deletes it', async (image, type, status, message) => {
    const storage = stores[kind];
    const key = newKey();
    await storage.putObject(key, images[image], type, IMMUTABLE_CACHE_CONTROL);
    await expect(processUploadedImage(storage, media, key)).rejects.toMatchObject({
      statusCode: status,
      message,
    });
    expect(await storage.headObject(key)).toBeNull();
    expect(await storage.headObject(`${key}/preview.jpg`)).toBeNull();
  });

  it('refuses more than 50 MB without decoding it', async () => {
    const storage = stores[kind];
    const key = newKey();
    await storage.putObject(key, Buffer.alloc(IMAGE_MAX_BYTES + 1), 'image/jpeg', '');
    await expect(processUploadedImage(storage, media, key)).rejects.toMatchObject({
      statusCode: 413,
      message: IMAGE_MESSAGES.tooLarge,
    });
    expect(await storage.headObject(key)).toBeNull();
  });

  it('says when nothing was uploaded under the key', async () => {
    await expect(processUploadedImage(stores[kind], media, newKey())).rejects.toMatchObject({
      statusCode: 404,
      message: IMAGE_MESSAGES.notUploaded,
    });
  });
});

describe('S3: browser upload, then the server processes it', () => {
  it('writes derivatives with the long cache header beside the presigned upload', async () => {
    const storage = stores.s3;
    const target = await storage.createUploadUrl(newKey(), 'image/png');
    const response = await fetch(target.uploadURL, {
      method: 'PUT',
      body: images.png,
      headers: target.headers,
    });
    expect(response.status).toBe(200);
    expect(await processUploadedImage(storage, media, target.key)).toMatchObject({ width: 1000 });
    expect(fake.objects.get(`${target.key}/preview.jpg`)).toMatchObject({
      contentType: 'image/jpeg',
      cacheControl: IMMUTABLE_CACHE_CONTROL,
    });
    expect(storage.publicUrl(`${target.key}/preview.jpg`)).toBe(
      `https://files.example.com/${target.key}/preview.jpg`,
    );
  });
});
