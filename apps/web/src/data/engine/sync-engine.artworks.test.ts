import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyArtworkFormValues } from '@archive/domain/artworks/artwork-multi-edit';
import type { ArtworkFormValues } from '@archive/domain/artworks/artwork.rules';
import { emptyArtworkValues } from '@archive/domain/artworks/artwork.schema';
import type { ArtworkValues } from '@archive/domain/artworks/artwork.schema';
import { OUTBOX_MAX_ATTEMPTS } from '@archive/domain/sync/outbox.rules';
import type { OutboxItem } from './store/local-db';
import { cleanOutbox } from './outbox/outbox-queue';
import { createFakeSyncServer } from './fake-sync-server.test-support';
import type { FakeSyncServer } from './fake-sync-server.test-support';
import { createSyncEngine } from './sync-engine';
import type { SyncEngine, SyncEngineOptions } from './sync-engine';
import { syncFailedMessage } from './sync-failed-message';
import type { SyncTransport } from './transport/sync-transport';

const FAST = { retryDelayMs: 1, cleanIntervalMs: 60_000, pollIntervalMs: 60_000 };
const COLLECTION = '0190a0a0-0000-7000-8000-000000000001';
const OTHER_COLLECTION = '0190a0a0-0000-7000-8000-000000000002';

function artwork(
  title: string,
  patch: Partial<Omit<ArtworkFormValues, 'artworkValues'>> & {
    values?: Partial<ArtworkValues>;
  } = {},
): ArtworkFormValues {
  const { values, ...rest } = patch;
  return {
    ...emptyArtworkFormValues({ ...emptyArtworkValues(), title, ...values }),
    artist: 'Ada Artist',
    collectionId: COLLECTION,
    ...rest,
  };
}

const engines: SyncEngine[] = [];
afterEach(async () => {
  for (const engine of engines.splice(0)) await engine.delete();
});

function device(transport: SyncTransport, extra: Partial<SyncEngineOptions> = {}): SyncEngine {
  const engine = createSyncEngine({
    userId: randomUUID(),
    transport,
    leader: true,
    timing: FAST,
    ...extra,
  });
  engines.push(engine);
  return engine;
}

function setup(): { server: FakeSyncServer; engine: SyncEngine } {
  const server = createFakeSyncServer();
  return { server, engine: device(server.transport()) };
}

async function items(engine: SyncEngine): Promise<OutboxItem[]> {
  return engine.db.outbox.orderBy('createdAt').toArray();
}

function requests(server: FakeSyncServer, method: string): unknown[] {
  return server.requests.filter((call) => call.method === method).map((call) => call.body);
}

describe('artworks through the outbox', () => {
  it('creates an artwork with the spec’s body and takes the number and artist from the answer', async () => {
    const { server, engine } = setup();
    const id = await engine.artworks.create(artwork('Blue'));
    expect(await engine.db.artworks.get(id)).toMatchObject({
      archiveArtworkNumber: null,
      artistId: null,
      version: 0,
      isDeleted: false,
    });
    const [item] = await items(engine);
    expect(item).toMatchObject({ entity: 'artwork', itemId: id, action: 'create' });

    await engine.flush();
    const [body] = requests(server, 'createArtwork');
    expect(body).toEqual({
      artwork: {
        id,
        artist: 'Ada Artist',
        status: null,
        artworkValues: { ...emptyArtworkValues(), title: 'Blue' },
      },
      collection: { id: COLLECTION },
      dateCreated: expect.any(String) as string,
    });
    const [onServer] = server.artworks();
    expect(onServer?.archiveArtworkNumber).toBe(1);
    expect(await engine.db.artworks.get(id)).toMatchObject({
      archiveArtworkNumber: 1,
      artistId: onServer?.artistId,
      version: 1,
    });
    expect(onServer?.artistId).toEqual(expect.any(String));
    expect(await engine.pendingCount()).toBe(0);
  });

  it('folds an edit into an unsent create and sends later edits with only the changed fields', async () => {
    const { server, engine } = setup();
    const id = await engine.artworks.create(artwork('Blue'));
    await engine.artworks.update(id, artwork('Blue', { status: 'available' }));
    expect(await items(engine)).toHaveLength(1);
    await engine.flush();
    expect(requests(server, 'createArtwork')).toHaveLength(1);
    expect(server.artworks()[0]).toMatchObject({ status: 'available', version: 1 });

    const dimensions = { height: 120, width: 80, depth: null, diameter: null, variable: false };
    await engine.artworks.update(
      id,
      artwork('Blue', { status: 'available', values: { dimensions } }),
    );
    await engine.flush();
    expect(requests(server, 'updateArtwork')).toEqual([
      { id, baseVersion: 1, changes: { artworkValues: { dimensions } } },
    ]);
    expect(await engine.db.artworks.get(id)).toMatchObject({
      version: 2,
      archiveArtworkNumber: 1,
      artworkValues: { title: 'Blue', dimensions },
    });
  });

  it('multi-edit queues one edit per artwork carrying only what differs from it', async () => {
    const { server, engine } = setup();
    const ids = [
      await engine.artworks.create(artwork('One', { status: 'sold' })),
      await engine.artworks.create(artwork('Two')),
      await engine.artworks.create(artwork('Three')),
    ];
    await engine.flush();
    const [first, second, third] = ids;
    // An unsent edit of the third: the multi-edit folds into it.
    await engine.artworks.update(third ?? '', artwork('Three', { values: { notes: 'n' } }));

    await engine.artworks.updateMany(ids, {
      status: 'sold',
      collection: { id: OTHER_COLLECTION },
    });
    const queued = await items(engine);
    expect(queued.map((item) => [item.itemId, item.action === 'update' && item.payload])).toEqual([
      [
        third,
        {
          baseVersion: 1,
          changes: {
            artworkValues: { notes: 'n' },
            status: 'sold',
            collection: { id: OTHER_COLLECTION },
          },
        },
      ],
      [first, { baseVersion: 1, changes: { collection: { id: OTHER_COLLECTION } } }],
      [
        second,
        { baseVersion: 1, changes: { status: 'sold', collection: { id: OTHER_COLLECTION } } },
      ],
    ]);
    await engine.flush();
    expect(server.artworks().map((item) => [item.status, item.collection.id])).toEqual([
      ['sold', OTHER_COLLECTION],
      ['sold', OTHER_COLLECTION],
      ['sold', OTHER_COLLECTION],
    ]);
    expect(server.artworks().find((item) => item.id === third)?.artworkValues.notes).toBe('n');
  });

  it('multi-edit skips artworks deleted meanwhile and queues nothing for unchanged ones', async () => {
    const { engine } = setup();
    const kept = await engine.artworks.create(artwork('Kept', { status: 'sold' }));
    const gone = await engine.artworks.create(artwork('Gone'));
    await engine.flush();
    await engine.artworks.remove([gone]);
    await engine.flush();
    await engine.artworks.updateMany([kept, gone], { status: 'sold' });
    expect(await engine.pendingCount()).toBe(0);
  });

  it('deletes through the outbox, and forgets an artwork that never reached the server', async () => {
    const { server, engine } = setup();
    const synced = await engine.artworks.create(artwork('Synced'));
    await engine.flush();
    const local = await engine.artworks.create(artwork('Local'));
    await engine.artworks.remove([synced, local]);
    expect(await engine.listArtworks()).toEqual([]);
    expect((await items(engine)).map((item) => [item.itemId, item.action])).toEqual([
      [synced, 'delete'],
    ]);
    await engine.flush();
    expect(requests(server, 'deleteArtwork')).toEqual([{ artworkId: synced }]);
    expect(requests(server, 'createArtwork')).toHaveLength(1);
    expect(server.artworks()).toEqual([]);
    expect(await engine.db.artworks.count()).toBe(0);
  });

  it('names the artwork when its change gives up', async () => {
    const failures: { entity: string; name: string }[] = [];
    const server = createFakeSyncServer();
    const engine = device(server.transport(), {
      onSyncFailed: (item, name) => failures.push({ entity: item.entity, name }),
    });
    await engine.artworks.create(artwork('Blue'));
    server.fail(...Array<number>(OUTBOX_MAX_ATTEMPTS).fill(422));
    await engine.flush();
    for (let round = 2; round <= OUTBOX_MAX_ATTEMPTS; round += 1) {
      await cleanOutbox(engine.db);
      await engine.flush();
    }
    for (let i = 0; i < 100 && failures.length === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(failures).toEqual([{ entity: 'artwork', name: 'Blue by Ada Artist' }]);
    expect(syncFailedMessage('artwork', 'Blue by Ada Artist')).toBe(
      'Click upload on the artwork Blue by Ada Artist to sync manually',
    );
    expect(syncFailedMessage('artwork', '')).toBe('Click upload on the artwork to sync manually');
  });
});

describe('pulling artworks', () => {
  it('stores pulled artworks and artists page by page, and deletes tombstones', async () => {
    const server = createFakeSyncServer();
    server.pageSize = 4;
    const a = device(server.transport());
    const b = device(server.transport());
    const ids: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      const artist = index % 2 === 0 ? 'Ada Artist' : 'Bo Painter';
      ids.push(await a.artworks.create(artwork(`W${String(index)}`, { artist })));
    }
    await a.flush();
    await b.pull();
    expect(server.calls.filter((call) => call.method === 'pull').length).toBeGreaterThan(1);
    const pulled = await b.listArtworks();
    expect(pulled.map((item) => item.archiveArtworkNumber).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await b.db.artists.toArray()).map((artist) => artist.name).sort()).toEqual([
      'Ada Artist',
      'Bo Painter',
    ]);

    // B has an edit queued for an artwork A deletes: the delete wins, the edit is dropped.
    await b.artworks.update(ids[0] ?? '', artwork('W0', { values: { notes: 'late' } }));
    await a.artworks.remove(ids.slice(0, 2));
    await a.flush();
    await b.pull();
    expect((await b.listArtworks()).map((item) => item.id).sort()).toEqual(ids.slice(2).sort());
    expect(await b.db.artworks.count()).toBe(4);
    expect(await b.pendingCount()).toBe(0);
  });

  it('re-applies a pending edit on top of a pulled copy, per artwork value', async () => {
    const server = createFakeSyncServer();
    const a = device(server.transport());
    const b = device(server.transport());
    const id = await a.artworks.create(artwork('Blue'));
    await a.flush();
    await b.pull();
    await b.artworks.update(id, artwork('Blue', { values: { location: 'Depot' } }));
    await a.artworks.update(id, artwork('Blue', { values: { notes: 'from a' } }));
    await a.flush();
    await b.pull();
    expect(await b.db.artworks.get(id)).toMatchObject({
      version: 2,
      artworkValues: { location: 'Depot', notes: 'from a' },
    });
    await b.flush();
    await a.pull();
    expect(server.artworks()[0]?.artworkValues).toMatchObject({
      location: 'Depot',
      notes: 'from a',
    });
    expect(await a.db.artworks.get(id)).toEqual(server.artworks()[0]);
  });

  it('keeps an edit made during a first pull while the next pages arrive', async () => {
    const server = createFakeSyncServer();
    server.pageSize = 2;
    const a = device(server.transport());
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      ids.push(await a.artworks.create(artwork(`W${String(index)}`)));
    }
    await a.flush();
    const first = ids[0] ?? '';
    await a.artworks.update(first, artwork('Server title'));
    await a.flush();

    const inner = server.transport();
    let pulls = 0;
    let b: SyncEngine | null = null;
    const transport: SyncTransport = {
      ...inner,
      pull: async (cursor) => {
        pulls += 1;
        // While the second page is stored, the person edits an artwork of the first page,
        // which a later page brings again (its edit on the server).
        if (pulls === 3 && b) {
          await b.artworks.update(first, artwork('Server title', { status: 'reserved' }));
        }
        return inner.pull(cursor);
      },
    };
    b = device(transport);
    await b.pull();
    expect(pulls).toBeGreaterThanOrEqual(3);
    expect(await b.db.artworks.get(first)).toMatchObject({
      status: 'reserved',
      artworkValues: { title: 'Server title' },
      version: 2,
    });
    expect(await b.listArtworks()).toHaveLength(5);
    await b.flush();
    expect(server.artworks().find((item) => item.id === first)).toMatchObject({
      status: 'reserved',
      artworkValues: { title: 'Server title' },
    });
  });
});
