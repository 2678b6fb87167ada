import { randomUUID } from 'node:crypto';
import { IMMUTABLE_CACHE_CONTROL } from '@archive/domain/images/image-limits';
import type { ArtworkImage, LinkArtworkImageResponse } from '@archive/domain/images/image.schema';
import { IMAGE_MESSAGES } from '@archive/domain/images/image.messages';
import { API_MESSAGES } from '@archive/domain/messages/api-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/api';
import {
  deleteArtwork,
  listArtworks,
  newArtwork,
  newOwner,
  patchArtwork,
  type TestOwner,
} from '../../test/artwork-api';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { getFile, imageUrls, linkImage, uploadImage } from '../../test/image-api';
import { pullAll } from '../../test/sync-api';
import { makeTestImages, type TestImages } from '../../test/test-images';

let t: TestApp;
let images: TestImages;
beforeAll(async () => {
  t = await buildTestApp();
  images = await makeTestImages();
});
afterAll(async () => {
  await t.close();
});

async function linked(
  owner: TestOwner,
  id: string,
  options: { sortIndex?: number; bytes?: Buffer; type?: string } = {},
): Promise<LinkArtworkImageResponse> {
  const bytes = options.bytes ?? images.jpegWithExif;
  const key = await uploadImage(t.app, owner.token, 'artworks', id, bytes, options.type);
  const response = await linkImage(t.app, owner.token, 'artworks', id, {
    key,
    sortIndex: options.sortIndex ?? 0,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function imagesOf(owner: TestOwner, id: string): Promise<ArtworkImage[]> {
  const artwork = (await listArtworks(t.app, owner.token)).artworks.find((a) => a.id === id);
  if (artwork === undefined) throw new Error('The artwork is not listed');
  return artwork.images;
}

describe('artwork images', () => {
  it('uploads, links and shows an image with its derivatives, in the list and the pull', async () => {
    const owner = await newOwner(t.app);
    const id = await newArtwork(t.app, owner);
    const urls = await imageUrls(t.app, owner.token, 'artworks', id);
    expect(urls.statusCode, urls.body).toBe(200);
    const [upload] = urls.json<{ imageUploads: { key: string; headers: object }[] }>().imageUploads;
    expect(upload?.key).toMatch(new RegExp(`^users/[0-9a-f-]{36}/artworks/${id}/[0-9a-f-]{36}$`));
    expect(upload?.headers).toMatchObject({ 'cache-control': IMMUTABLE_CACHE_CONTROL });

    const answer = await linked(owner, id);
    expect(answer).toMatchObject({
      artworkId: id,
      version: 2,
      image: { sortIndex: 0, type: 'image/jpeg', width: 400, height: 800, name: 'photo.jpg' },
    });
    expect(answer.image).not.toHaveProperty('linkedVersion');
    expect(answer.image.url).toBe(`${t.config.storage.publicUrl}/${answer.image.key}`);

    expect(await imagesOf(owner, id)).toEqual([answer.image]);
    const pulled = (await pullAll(t.app, owner.token)).pages
      .flatMap((page) => page.artworks)
      .find((item) => item.id === id);
    expect(pulled).toMatchObject({ images: [answer.image], version: 2 });
    const preview = await getFile(t.app, `${answer.image.url}/preview.jpg`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    expect((await getFile(t.app, answer.image.url)).statusCode).toBe(200);
  });

  it('links the same connectionId once, whatever the retries', async () => {
    const owner = await newOwner(t.app);
    const id = await newArtwork(t.app, owner);
    const key = await uploadImage(t.app, owner.token, 'artworks', id, images.png, 'image/png');
    const connectionId = randomUUID();
    const first = await linkImage(t.app, owner.token, 'artworks', id, {
      key,
      imageToConnect: connectionId,
    });
    const again = await linkImage(t.app, owner.token, 'artworks', id, {
      key,
      imageToConnect: connectionId,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await imagesOf(owner, id)).toHaveLength(1);

    // A retry of a link with its Idempotency-Key gets the first answer.
    const idempotencyKey = randomUUID();
    const other = await uploadImage(t.app, owner.token, 'artworks', id, images.png, 'image/png');
    const body = { key: other, imageToConnect: randomUUID(), sortIndex: 1 };
    const linkedOnce = await linkImage(t.app, owner.token, 'artworks', id, body, idempotencyKey);
    const retried = await linkImage(t.app, owner.token, 'artworks', id, body, idempotencyKey);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json()).toEqual(linkedOnce.json());
    expect(await imagesOf(owner, id)).toHaveLength(2);
  });

  it('inserts at the requested place, reorders, sets the cover and deletes by edit', async () => {
    const owner = await newOwner(t.app);
    const id = await newArtwork(t.app, owner);
    const a = (await linked(owner, id)).image;
    const b = (await linked(owner, id, { sortIndex: 1 })).image;
    const c = (await linked(owner, id, { sortIndex: 0 })).image;
    expect((await imagesOf(owner, id)).map((image) => image.connectionId)).toEqual([
      c.connectionId,
      a.connectionId,
      b.connectionId,
    ]);

    // b becomes the cover with a description; c is deleted.
    const edit = await patchArtwork(t.app, owner.token, {
      id,
      baseVersion: 4,
      changes: {
        images: [
          { connectionId: b.connectionId, description: 'Front', sortIndex: 0 },
          { connectionId: a.connectionId, description: '', sortIndex: 1 },
          { connectionId: randomUUID(), description: 'unknown', sortIndex: 2 },
        ],
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = await imagesOf(owner, id);
    expect(after.map((image) => [image.connectionId, image.sortIndex, image.description])).toEqual([
      [b.connectionId, 0, 'Front'],
      [a.connectionId, 1, ''],
    ]);
    expect((await getFile(t.app, c.url)).statusCode).toBe(404);
    expect((await getFile(t.app, `${c.url}/preview.jpg`)).statusCode).toBe(404);
    expect((await getFile(t.app, a.url)).statusCode).toBe(200);
  });

  it('keeps an image linked after the edit was based, and deletes nothing else', async () => {
    const owner = await newOwner(t.app);
    const id = await newArtwork(t.app, owner);
    const first = (await linked(owner, id)).image;
    const second = (await linked(owner, id, { sortIndex: 1 })).image;
    // This device saw version 2 (the first image only) and sends its order.
    const edit = await patchArtwork(t.app, owner.token, {
      id,
      baseVersion: 2,
      changes: {
        images: [{ connectionId: first.connectionId, description: 'Seen', sortIndex: 0 }],
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await imagesOf(owner, id)).map((image) => image.connectionId)).toEqual([
      first.connectionId,
      second.connectionId,
    ]);
  });

  it("keeps other users away from an artwork's images", async () => {
    const owner = await newOwner(t.app);
    const other = await newOwner(t.app);
    const id = await newArtwork(t.app, owner);
    const theirs = await newArtwork(t.app, other);
    const key = await uploadImage(t.app, owner.token, 'artworks', id, images.png, 'image/png');
    const notFound = { code: 'NOT_FOUND', message: API_MESSAGES.notFound };

    expectError(await imageUrls(t.app, other.token, 'artworks', id), 404, notFound);
    expectError(await linkImage(t.app, other.token, 'artworks', id, { key }), 404, notFound);
    expectError(await linkImage(t.app, other.token, 'artworks', theirs, { key }), 403, {
      code: 'FORBIDDEN',
      message: IMAGE_MESSAGES.notThisRecordsUpload,
    });
    expect(await imagesOf(other, theirs)).toEqual([]);
    expect(await imagesOf(owner, id)).toEqual([]);
  });

  it('refuses a file that is not a JPEG or PNG, deletes it and adds nothing', async () => {
    const owner = await newOwner(t.app);
    const id = await newArtwork(t.app, owner);
    const urls = await imageUrls(t.app, owner.token, 'artworks', id);
    const key = urls.json<{ imageUploads: { key: string }[] }>().imageUploads[0]?.key ?? '';
    // As a browser's PUT straight to S3 would leave it: never checked until the link.
    await t.app.storage.putObject(key, images.text, 'image/jpeg', IMMUTABLE_CACHE_CONTROL);
    expectError(await linkImage(t.app, owner.token, 'artworks', id, { key }), 415, {
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: IMAGE_MESSAGES.onlyJpegOrPng,
    });
    await t.app.storage.putObject(key, images.truncatedJpeg, 'image/jpeg', IMMUTABLE_CACHE_CONTROL);
    expectError(await linkImage(t.app, owner.token, 'artworks', id, { key }), 400, {
      code: 'VALIDATION',
      message: IMAGE_MESSAGES.damaged,
    });
    expect(await t.app.storage.headObject(key)).toBeNull();
    expect(await imagesOf(owner, id)).toEqual([]);
  });

  it("deletes the artwork's files with the artwork", async () => {
    const owner = await newOwner(t.app);
    const id = await newArtwork(t.app, owner);
    const { image } = await linked(owner, id);
    expect((await deleteArtwork(t.app, owner.token, id)).statusCode).toBe(200);
    expect((await getFile(t.app, image.url)).statusCode).toBe(404);
    expect((await getFile(t.app, `${image.url}/medium.jpg`)).statusCode).toBe(404);
  });
});
