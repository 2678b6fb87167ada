import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { IMAGE_MESSAGES } from '@archive/domain/images/image.messages';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, expectError } from '../../test/api';
import { artworkBody, createArtwork, listArtworks, newOwner } from '../../test/artwork-api';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { getFile, linkImage } from '../../test/image-api';
import { makeTestImages, type TestImages } from '../../test/test-images';

/** Stands in for the file host behind the chooser's direct links. */
let host: Server;
let hostUrl: string;
let t: TestApp;
let images: TestImages;

beforeAll(async () => {
  t = await buildTestApp();
  images = await makeTestImages();
  host = createServer((request, response) => {
    if (request.url === '/photo.jpg') {
      response.writeHead(200, { 'content-type': 'image/jpeg' }).end(images.jpegWithExif);
    } else if (request.url === '/notes.txt') {
      // Named and typed as a picture, but text: the content decides.
      response.writeHead(200, { 'content-type': 'image/jpeg' }).end(images.text);
    } else {
      response.writeHead(404).end('missing');
    }
  });
  await new Promise<void>((resolve) => {
    host.listen(0, '127.0.0.1', resolve);
  });
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => {
    host.close(() => {
      resolve();
    });
  });
  await t.close();
});

function importImage(token: string, id: string, link: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/v1/artworks/importImage/${id}`,
    headers: bearer(token),
    payload: { link, name: 'photo.jpg' },
  });
}

describe('importing an image by link', () => {
  it('downloads, checks and stores the file; its key links like an upload', async () => {
    const owner = await newOwner(t.app);
    const id = randomUUID();
    await createArtwork(t.app, owner.token, artworkBody(owner.collectionId, { id }));
    const imported = await importImage(owner.token, id, `${hostUrl}/photo.jpg`);
    expect(imported.statusCode, imported.body).toBe(200);
    const { key } = imported.json<{ key: string }>();
    expect(key).toContain(`/artworks/${id}/`);
    const linked = await linkImage(t.app, owner.token, 'artworks', id, { key });
    expect(linked.statusCode, linked.body).toBe(200);
    const [artwork] = (await listArtworks(t.app, owner.token)).artworks;
    expect(artwork?.images).toMatchObject([{ key, width: 400, height: 800 }]);
    const url = artwork?.images[0]?.url ?? '';
    expect((await getFile(t.app, `${url}/medium.jpg`)).statusCode).toBe(200);
  });

  it('refuses a file that is not an image, a missing file, another scheme and others', async () => {
    const owner = await newOwner(t.app);
    const other = await newOwner(t.app);
    const id = randomUUID();
    await createArtwork(t.app, owner.token, artworkBody(owner.collectionId, { id }));
    expectError(await importImage(owner.token, id, `${hostUrl}/notes.txt`), 415, {
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: IMAGE_MESSAGES.onlyJpegOrPng,
    });
    expectError(await importImage(owner.token, id, `${hostUrl}/gone.jpg`), 400, {
      code: 'VALIDATION',
      message: IMAGE_MESSAGES.importFailed,
      field: 'link',
    });
    const fileScheme = await importImage(owner.token, id, 'file:///etc/passwd');
    expect(fileScheme.statusCode).toBe(400);
    expectError(await importImage(other.token, id, `${hostUrl}/photo.jpg`), 404, {
      code: 'NOT_FOUND',
    });
    expect((await listArtworks(t.app, owner.token)).artworks[0]?.images).toEqual([]);
  });
});
