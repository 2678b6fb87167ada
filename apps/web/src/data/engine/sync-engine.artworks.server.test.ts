import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emptyArtworkFormValues } from '@archive/domain/artworks/artwork-multi-edit';
import type { ArtworkFormValues } from '@archive/domain/artworks/artwork.rules';
import { emptyArtworkValues } from '@archive/domain/artworks/artwork.schema';
import type { ArtworkValues, ListArtworksResponse } from '@archive/domain/artworks/artwork.schema';
import { buildTestApp } from '../../../../server/src/test/build-test-app';
import type { TestApp } from '../../../../server/src/test/build-test-app';
import { createHttpTransport } from './transport/http-transport';
import { createSyncEngine } from './sync-engine';
import type { SyncEngine } from './sync-engine';
import type { SyncTransport } from './transport/sync-transport';
import {
  registerCollector as registerAccount,
  type ServerTestAccount,
} from './server-test-account.test-support';

/**
 * The engine's artworks against the real server (Fastify on PGlite, over HTTP): what the
 * outbox sends is what the server's routes take, and what they answer and the pull brings
 * is what the local store keeps.
 */

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await buildTestApp({ syncPageSize: 3 });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
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
  return registerAccount(t, 'artworks-sync');
}

async function serverArtworks(account: Account): Promise<ListArtworksResponse> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/v1/artworks',
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListArtworksResponse>();
}

/** Records every artwork edit the engine sends, alone or in a batch, then sends it on. */
function recording(inner: SyncTransport) {
  const sent: { method: string; body: unknown }[] = [];
  const transport: SyncTransport = {
    ...inner,
    updateArtwork: (body, key) => {
      sent.push({ method: 'updateArtwork', body });
      return inner.updateArtwork(body, key);
    },
    sendChanges: (changes) => {
      for (const change of changes) {
        if (change.kind === 'artwork' && change.op === 'update') {
          sent.push({ method: 'changes', body: change.body });
        }
      }
      return inner.sendChanges(changes);
    },
  };
  return { sent, transport };
}

function open(account: Account, transport?: SyncTransport): SyncEngine {
  const engine = createSyncEngine({
    // Each device has its own database, as on separate machines.
    userId: `${account.userId}-${randomUUID()}`,
    transport: transport ?? createHttpTransport({ baseUrl, getToken: () => account.token }),
    leader: true,
    timing: { retryDelayMs: 1 },
  });
  engines.push(engine);
  return engine;
}

function artwork(
  account: Account,
  title: string,
  patch: Partial<Omit<ArtworkFormValues, 'artworkValues'>> & {
    values?: Partial<ArtworkValues>;
  } = {},
): ArtworkFormValues {
  const { values, ...rest } = patch;
  return {
    ...emptyArtworkFormValues({ ...emptyArtworkValues(), title, ...values }),
    artist: 'Ada Artist',
    collectionId: account.collectionId,
    ...rest,
  };
}

describe('artworks against the real server', () => {
  it('creates, edits, multi-edits and deletes; a second device pulls the same artworks', async () => {
    const account = await registerCollector();
    const inner = createHttpTransport({ baseUrl, getToken: () => account.token });
    const { sent, transport } = recording(inner);
    const a = open(account, transport);

    const ids = [
      await a.artworks.create(artwork(account, 'One', { status: 'sold' })),
      await a.artworks.create(artwork(account, 'Two')),
      await a.artworks.create(artwork(account, 'Three', { artist: 'Bo Painter' })),
    ];
    await a.flush();
    expect(await a.pendingCount()).toBe(0);
    const created = await serverArtworks(account);
    expect(created.artworks).toHaveLength(3);
    for (const onServer of created.artworks) {
      // The archive number and the artist's id came back in the create's answer.
      expect(await a.db.artworks.get(onServer.id)).toMatchObject({
        archiveArtworkNumber: onServer.archiveArtworkNumber,
        artistId: onServer.artistId,
        version: onServer.version,
      });
    }

    const [first, second, third] = ids;
    const dimensions = { height: 50, width: 40, depth: null, diameter: null, variable: false };
    await a.artworks.update(second ?? '', artwork(account, 'Two', { values: { dimensions } }));
    await a.artworks.updateMany(ids, { status: 'sold', artworkValues: { location: 'Depot' } });
    await a.flush();
    expect(await a.pendingCount()).toBe(0);
    // Alone or batched, by up to three workers: the order of the three edits is not fixed.
    expect(sent).toHaveLength(3);
    expect(sent.map((call) => call.body)).toEqual(
      expect.arrayContaining([
        {
          id: second,
          baseVersion: 1,
          changes: { artworkValues: { dimensions, location: 'Depot' }, status: 'sold' },
        },
        { id: first, baseVersion: 1, changes: { artworkValues: { location: 'Depot' } } },
        {
          id: third,
          baseVersion: 1,
          changes: { status: 'sold', artworkValues: { location: 'Depot' } },
        },
      ]),
    );

    await a.artworks.remove([first ?? '']);
    await a.flush();
    const after = await serverArtworks(account);
    expect(after.artworks.map((item) => item.id).sort()).toEqual([second, third].sort());
    expect(after.artworks.every((item) => item.status === 'sold')).toBe(true);

    const b = open(account);
    await b.pull();
    const local = (await b.listArtworks()).sort((x, y) => (x.id < y.id ? -1 : 1));
    const byId = [...after.artworks].sort((x, y) => (x.id < y.id ? -1 : 1));
    expect(local).toEqual(byId);
    expect((await b.db.artists.toArray()).map((artist) => artist.name).sort()).toEqual(
      after.artists.map((artist) => artist.name).sort(),
    );
    // A's own pull ends where B's did: the same artworks, a tombstone applied.
    await a.pull();
    expect((await a.listArtworks()).sort((x, y) => (x.id < y.id ? -1 : 1))).toEqual(byId);
  });

  it('keeps a pending edit on top of another device’s pulled change to another field', async () => {
    const account = await registerCollector();
    const a = open(account);
    const b = open(account);
    const id = await a.artworks.create(artwork(account, 'Shared'));
    await a.flush();
    await b.pull();
    await b.artworks.update(id, artwork(account, 'Shared', { values: { notes: 'from b' } }));
    await a.artworks.update(id, artwork(account, 'Shared', { values: { location: 'Hall' } }));
    await a.flush();
    await b.pull();
    expect(await b.db.artworks.get(id)).toMatchObject({
      artworkValues: { notes: 'from b', location: 'Hall' },
    });
    await b.flush();
    await a.pull();
    const [onServer] = (await serverArtworks(account)).artworks;
    expect(onServer?.artworkValues).toMatchObject({ notes: 'from b', location: 'Hall' });
    expect(await a.db.artworks.get(id)).toEqual(onServer);
    expect(await b.db.artworks.get(id)).toEqual(onServer);
  });
});
