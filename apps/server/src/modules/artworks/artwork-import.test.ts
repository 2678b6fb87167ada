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
import { closeServer } from '../../test/close-server';

/*
 * Imports by link (decision 020). The file host behind the chooser's links is played by a
 * local server that the test app allows explicitly by its IP address and port over http
 * (IMPORT_ALLOWED_HOSTS=http://127.0.0.1:PORT); a second local server stands for everything
 * else on the inside that a link must never reach.
 */

let fileHost: Server;
let fileHostUrl: string;
let filePort: number;
/** Not on the list: an open port on loopback (an internal service). */
let inside: Server;
let insidePort: number;
/** A port nobody listens on. */
let closedPort: number;
let t: TestApp;
let images: TestImages;

function listen(server: Server, host: string): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, host, () => {
      resolve((server.address() as AddressInfo).port);
    });
  });
}

beforeAll(async () => {
  images = await makeTestImages();
  fileHost = createServer((request, response) => {
    const url = request.url ?? '';
    const hops = /^\/hops\/(\d+)$/.exec(url);
    if (url === '/photo.jpg') {
      response.writeHead(200, { 'content-type': 'image/jpeg' }).end(images.jpegWithExif);
    } else if (url === '/notes.txt') {
      // Named and typed as a picture, but text: the content decides.
      response.writeHead(200, { 'content-type': 'image/jpeg' }).end(images.text);
    } else if (hops?.[1] !== undefined) {
      const left = Number(hops[1]);
      const next = left === 0 ? '/photo.jpg' : `/hops/${String(left - 1)}`;
      // n redirects before the file: /hops/2 -> /hops/1 -> /hops/0 -> /photo.jpg
      response.writeHead(302, { location: next }).end();
    } else if (url === '/to-localhost') {
      response.writeHead(302, { location: `http://localhost:${filePort}/photo.jpg` }).end();
    } else if (url === '/to-inside') {
      response.writeHead(307, { location: `http://127.0.0.1:${insidePort}/photo.jpg` }).end();
    } else if (url === '/to-metadata') {
      response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    } else {
      response.writeHead(404).end('missing');
    }
  });
  inside = createServer((request, response) => {
    if (request.url === '/photo.jpg') {
      response.writeHead(200, { 'content-type': 'image/jpeg' }).end(images.jpegWithExif);
    } else {
      response.writeHead(200, { 'content-type': 'text/plain' }).end(images.text);
    }
  });
  filePort = await listen(fileHost, '127.0.0.1');
  // Both stacks, so [::1] and the IPv4-mapped forms reach it too.
  insidePort = await listen(inside, '::');
  const probe = createServer();
  closedPort = await listen(probe, '127.0.0.1');
  await closeServer(probe);
  fileHostUrl = `http://127.0.0.1:${filePort}`;
  t = await buildTestApp({
    env: {
      // The test host by its IP (the one way to allow a loopback address), and a name that
      // resolves to loopback: listed, but its address is still refused.
      IMPORT_ALLOWED_HOSTS: `http://127.0.0.1:${filePort},http://localhost:${filePort}`,
    },
  });
});
afterAll(async () => {
  await closeServer(fileHost);
  await closeServer(inside);
  await t.close();
});

function importImage(
  app: TestApp,
  token: string,
  id: string,
  link: string,
): Promise<LightMyRequestResponse> {
  return app.app.inject({
    method: 'POST',
    url: `/v1/artworks/importImage/${id}`,
    headers: bearer(token),
    payload: { link, name: 'photo.jpg' },
  });
}

async function ownArtwork(app: TestApp) {
  const owner = await newOwner(app.app);
  const id = randomUUID();
  await createArtwork(app.app, owner.token, artworkBody(owner.collectionId, { id }));
  return { owner, id };
}

const REFUSED = { code: 'VALIDATION', message: IMAGE_MESSAGES.importRefused, field: 'link' };

async function expectRefusedAndNothingStored(app: TestApp, links: string[]): Promise<void> {
  const { owner, id } = await ownArtwork(app);
  for (const link of links) {
    const answer = await importImage(app, owner.token, id, link);
    expect(answer.statusCode, `${link}: ${answer.body}`).toBe(400);
    expectError(answer, 400, REFUSED);
  }
  const stored = [];
  for await (const object of app.app.storage.listObjects('users/')) {
    if (object.key.includes(`/artworks/${id}/`)) stored.push(object.key);
  }
  expect(stored).toEqual([]);
}

describe('importing an image by link', () => {
  it('downloads, checks and stores the file; its key links like an upload', async () => {
    const { owner, id } = await ownArtwork(t);
    const imported = await importImage(t, owner.token, id, `${fileHostUrl}/photo.jpg`);
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

  it('follows up to 3 redirects on the allowed host, and refuses a 4th', async () => {
    const { owner, id } = await ownArtwork(t);
    const three = await importImage(t, owner.token, id, `${fileHostUrl}/hops/2`);
    expect(three.statusCode, three.body).toBe(200);
    expectError(await importImage(t, owner.token, id, `${fileHostUrl}/hops/3`), 400, REFUSED);
  });

  it('refuses a file that is not an image by its content, a missing one with the one 400', async () => {
    const { owner, id } = await ownArtwork(t);
    const other = await newOwner(t.app);
    expectError(await importImage(t, owner.token, id, `${fileHostUrl}/notes.txt`), 415, {
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: IMAGE_MESSAGES.onlyJpegOrPng,
    });
    expectError(await importImage(t, owner.token, id, `${fileHostUrl}/gone.jpg`), 400, REFUSED);
    const fileScheme = await importImage(t, owner.token, id, 'file:///etc/passwd');
    expect(fileScheme.statusCode).toBe(400);
    expectError(await importImage(t, other.token, id, `${fileHostUrl}/photo.jpg`), 404, {
      code: 'NOT_FOUND',
    });
    expect((await listArtworks(t.app, owner.token)).artworks[0]?.images).toEqual([]);
  });

  it('refuses loopback in every numeric form, on a port that answers with an image', async () => {
    const port = String(insidePort);
    await expectRefusedAndNothingStored(t, [
      `http://2130706433:${port}/photo.jpg`,
      `http://0x7f.1:${port}/photo.jpg`,
      `http://127.1:${port}/photo.jpg`,
      `http://0177.0.0.1:${port}/photo.jpg`,
      `http://[::1]:${port}/photo.jpg`,
      `http://[::ffff:127.0.0.1]:${port}/photo.jpg`,
      `http://[::ffff:7f00:1]:${port}/photo.jpg`,
    ]);
  });

  it('refuses a host not on the list, and a listed name that resolves to loopback', async () => {
    await expectRefusedAndNothingStored(t, [
      `http://127.0.0.1:${String(insidePort)}/photo.jpg`,
      `http://localhost:${String(filePort)}/photo.jpg`,
      `https://127.0.0.1:${String(filePort)}/photo.jpg`,
    ]);
  });

  it('checks every redirect: one from the allowed host to loopback is refused', async () => {
    await expectRefusedAndNothingStored(t, [
      `${fileHostUrl}/to-localhost`,
      `${fileHostUrl}/to-inside`,
      `${fileHostUrl}/to-metadata`,
    ]);
  });

  it('answers a closed port and an open one identically', async () => {
    const { owner, id } = await ownArtwork(t);
    const open = await importImage(
      t,
      owner.token,
      id,
      `http://127.0.0.1:${String(insidePort)}/notes.txt`,
    );
    const closed = await importImage(
      t,
      owner.token,
      id,
      `http://127.0.0.1:${String(closedPort)}/notes.txt`,
    );
    expect({ status: open.statusCode, body: open.json<unknown>() }).toEqual({
      status: closed.statusCode,
      body: closed.json<unknown>(),
    });
    expectError(closed, 400, REFUSED);
  });
});

describe('importing by link with https only and a rate limit', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await buildTestApp({
      // The host is listed for https only: the same host over http is not allowed.
      env: { IMPORT_ALLOWED_HOSTS: `https://127.0.0.1:${String(filePort)}` },
      rateLimits: { importImagePerUser: { max: 3, timeWindow: 60_000 } },
    });
  });
  afterAll(async () => {
    await strict.close();
  });

  it('refuses http when the list does not say http', async () => {
    await expectRefusedAndNothingStored(strict, [`${fileHostUrl}/photo.jpg`]);
  });

  it('limits imports per user: the 4th within the window answers 429', async () => {
    const { owner, id } = await ownArtwork(strict);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await importImage(strict, owner.token, id, `${fileHostUrl}/x.jpg`)).statusCode).toBe(
        400,
      );
    }
    expectError(await importImage(strict, owner.token, id, `${fileHostUrl}/x.jpg`), 429, {
      code: 'RATE_LIMITED',
    });
    // Another user has a limit of their own.
    const other = await ownArtwork(strict);
    expect(
      (await importImage(strict, other.owner.token, other.id, `${fileHostUrl}/x.jpg`)).statusCode,
    ).toBe(400);
  });
});
