import type { ImageUrlsResponse } from '@archive/domain/images/image.schema';
import { IMAGE_MESSAGES } from '@archive/domain/images/image.messages';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/api';
import { newArtwork, newOwner } from '../../test/artwork-api';
import { startBothStorages, type BothStorages } from '../../test/both-storages';
import type { TestApp } from '../../test/build-test-app';
import { imageUrls, linkImage, putUpload } from '../../test/image-api';
import { makeTestImages, type TestImages } from '../../test/test-images';

/*
 * One object per key (issue 15, item 5): an upload address lives 15 minutes, and a second PUT
 * to it after the image was linked used to replace the original and its derivatives behind a
 * year-long cache while the record kept the first file's size.
 */

let images: TestImages;
let other: Buffer;
let storages: BothStorages;

beforeAll(async () => {
  [images, storages] = await Promise.all([makeTestImages(), startBothStorages()]);
  other = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#c00' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await storages.close();
});

describe.each(['local', 's3'] as const)('an upload address on %s storage', (kind) => {
  /** The browser's PUT: to this server with app.inject, to the bucket over HTTP. */
  async function browserPut(
    t: TestApp,
    upload: ImageUrlsResponse['imageUploads'][number],
    bytes: Buffer,
  ) {
    if (kind === 'local') {
      const response = await putUpload(t.app, upload.uploadURL, upload.headers, bytes);
      return { status: response.statusCode, response };
    }
    const response = await fetch(upload.uploadURL, {
      method: 'PUT',
      headers: upload.headers,
      body: bytes,
    });
    await response.arrayBuffer();
    return { status: response.status, response: null };
  }

  it('stores one object: a second PUT after linking is refused and changes nothing', async () => {
    const t = storages.app(kind);
    const owner = await newOwner(t.app);
    const id = await newArtwork(t.app, owner);
    const urls = await imageUrls(t.app, owner.token, 'artworks', id);
    const upload = urls.json<ImageUrlsResponse>().imageUploads[0];
    if (upload === undefined) throw new Error('no upload address');
    // The store refuses a PUT to a key that holds an object; the client sends the header.
    expect(upload.headers).toMatchObject({ 'if-none-match': '*' });

    expect((await browserPut(t, upload, images.jpegWithExif)).status).toBe(200);
    const linked = await linkImage(t.app, owner.token, 'artworks', id, { key: upload.key });
    expect(linked.statusCode, linked.body).toBe(200);
    const keys = [upload.key, `${upload.key}/preview.jpg`, `${upload.key}/medium.jpg`];
    const before = await Promise.all(keys.map((key) => t.app.storage.getObject(key)));

    const second = await browserPut(t, upload, other);
    if (kind === 'local') {
      expect(second.status).toBe(409);
      if (second.response !== null) {
        expectError(second.response, 409, {
          code: 'UPLOAD_ADDRESS_USED',
          message: IMAGE_MESSAGES.uploadAddressUsed,
        });
      }
    } else {
      // S3's answer to a failed If-None-Match.
      expect(second.status).toBe(412);
    }
    const after = await Promise.all(keys.map((key) => t.app.storage.getObject(key)));
    expect(after).toEqual(before);
    expect(after[0]?.bytes.equals(images.jpegWithExif)).toBe(true);
  });
});
