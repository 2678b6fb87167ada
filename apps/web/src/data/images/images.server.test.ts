import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emptyArtworkFormValues } from '@archive/domain/artworks/artwork-multi-edit';
import { emptyArtworkValues } from '@archive/domain/artworks/artwork.schema';
import type { ListArtworksResponse } from '@archive/domain/artworks/artwork.schema';
import { UNLINKED_FILE_GRACE_DAYS } from '@archive/domain/images/image-limits';
import { makeTestImages } from '../../../../server/src/test/test-images';
import type { TestImages } from '../../../../server/src/test/test-images';
import { buildTestApp } from '../../../../server/src/test/build-test-app';
import type { TestApp } from '../../../../server/src/test/build-test-app';
import { createHttpTransport } from '../engine/transport/http-transport';
import { createSyncEngine } from '../engine/sync-engine';
import type { SyncEngine } from '../engine/sync-engine';
import type { SyncTransport } from '../engine/transport/sync-transport';
import { readShownImages } from '../engine/images/shown-images';
import {
  registerCollector as registerAccount,
  type ServerTestAccount,
} from '../engine/server-test-account.test-support';
import { offlineError } from '../http/api-error';

/**
 * Artwork images from the engine to the real server (Fastify on PGlite, over HTTP): the upload
 * address, the PUT of the bytes with its signed headers, the link, and a lost answer.
 */

let t: TestApp;
let baseUrl: string;
let images: TestImages;
beforeAll(async () => {
  t = await buildTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  images = await makeTestImages();
});
afterAll(async () => {
  await t.close();
});

const engines: SyncEngine[] = [];
afterEach(async () => {
  for (const engine of engines.splice(0)) await engine.delete();
});

type Account = ServerTestAccount;

function registerCollector(): Promise<Account> {
  return registerAccount(t, 'images-sync');
}

async function serverImages(account: Account, id: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/v1/artworks',
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListArtworksResponse>().artworks.find((a) => a.id === id)?.images ?? [];
}

/** The signed address names the configured public host; here that is the listening server. */
const toListeningServer: typeof fetch = (input, init) => {
  const address = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const url = new URL(address, baseUrl);
  // eslint-disable-next-line no-restricted-globals -- the engine's own fetch, as in http-transport.ts
  return fetch(`${baseUrl}${url.pathname}${url.search}`, init);
};

function transportFor(account: Account): SyncTransport {
  return createHttpTransport({
    baseUrl,
    getToken: () => account.token,
    fetch: toListeningServer,
  });
}

function open(account: Account, transport: SyncTransport): SyncEngine {
  const engine = createSyncEngine({
    userId: `${account.userId}-${randomUUID()}`,
    transport,
    leader: true,
    timing: { retryDelayMs: 1 },
  });
  engines.push(engine);
  return engine;
}

/**
 * The real transport, counting uploads, whose first link is lost: its request never reaches
 * the server ('request'), or the server links and its answer never comes back ('answer').
 */
function losingFirstLink(account: Account, lost: 'request' | 'answer') {
  const inner = transportFor(account);
  let lose = true;
  const counts = { uploads: 0 };
  const transport: SyncTransport = {
    ...inner,
    async putUpload(target, blob) {
      counts.uploads += 1;
      return inner.putUpload(target, blob);
    },
    async linkImage(id, body, key) {
      if (!lose) return inner.linkImage(id, body, key);
      lose = false;
      if (lost === 'answer') await inner.linkImage(id, body, key);
      throw offlineError();
    },
  };
  return { transport, counts };
}

describe('artwork images against the real server', () => {
  it('uploads, links once despite a lost answer, and reorders by an edit', async () => {
    const account = await registerCollector();
    const { transport, counts } = losingFirstLink(account, 'answer');
    const engine = open(account, transport);
    const id = await engine.artworks.create({
      ...emptyArtworkFormValues({ ...emptyArtworkValues(), title: 'Blue' }),
      artist: 'Ada Artist',
      collectionId: account.collectionId,
    });
    const [first, second] = await engine.images.add(id, [
      {
        blob: new Blob([new Uint8Array(images.jpegWithExif)]),
        name: 'front.jpg',
        type: 'image/jpeg',
      },
      { blob: new Blob([new Uint8Array(images.png)]), name: 'back.png', type: 'image/png' },
    ]);
    await engine.flush();
    // The lost answer ends the round: both links wait, the first with its key stored.
    expect(await engine.pendingCount()).toBe(2);
    await engine.flush();
    expect(await engine.pendingCount()).toBe(0);

    expect(counts.uploads).toBe(2);
    const linked = await serverImages(account, id);
    expect(linked).toMatchObject([
      { connectionId: first, sortIndex: 0, name: 'front.jpg', type: 'image/jpeg' },
      { connectionId: second, sortIndex: 1, name: 'back.png', type: 'image/png' },
    ]);
    expect(await engine.db.imageBlobs.count()).toBe(0);
    expect((await readShownImages(engine.db, id)).map((image) => image.state)).toEqual([
      'synced',
      'synced',
    ]);

    await engine.images.reorder(id, [second ?? '']);
    await engine.images.describe(id, first ?? '', 'the front');
    await engine.flush();
    expect(await serverImages(account, id)).toMatchObject([
      { connectionId: second, sortIndex: 0 },
      { connectionId: first, sortIndex: 1, description: 'the front' },
    ]);

    await engine.images.remove(id, second ?? '');
    await engine.flush();
    await engine.pull();
    expect(await serverImages(account, id)).toMatchObject([
      { connectionId: first, sortIndex: 0, description: 'the front' },
    ]);
    expect(await readShownImages(engine.db, id)).toMatchObject([
      { connectionId: first, sortIndex: 0, state: 'synced' },
    ]);
  });

  it('uploads again from the file kept here when the server reclaimed the upload before its link', async () => {
    const account = await registerCollector();
    // The signal goes after the upload: the link never reaches the server.
    const { transport, counts } = losingFirstLink(account, 'request');
    const engine = open(account, transport);
    const id = await engine.artworks.create({
      ...emptyArtworkFormValues({ ...emptyArtworkValues(), title: 'Away' }),
      artist: 'Ada Artist',
      collectionId: account.collectionId,
    });
    const [image] = await engine.images.add(id, [
      { blob: new Blob([new Uint8Array(images.png)]), name: 'away.png', type: 'image/png' },
    ]);
    await engine.flush();
    expect(await engine.pendingCount()).toBe(1);

    // Weeks later the server's sweep reclaims the upload no record links.
    const later = new Date(Date.now() + (UNLINKED_FILE_GRACE_DAYS + 1) * 24 * 60 * 60 * 1000);
    const swept = await t.app.files.sweepUnlinked(later);
    expect(swept?.removed).toHaveLength(1);

    await engine.flush();
    expect(await engine.pendingCount()).toBe(0);
    expect(counts.uploads).toBe(2);
    expect(await serverImages(account, id)).toMatchObject([
      { connectionId: image, sortIndex: 0, name: 'away.png', type: 'image/png' },
    ]);
    expect(await engine.db.imageBlobs.count()).toBe(0);
  });
});
