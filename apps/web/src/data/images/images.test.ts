import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyArtworkFormValues } from '@archive/domain/artworks/artwork-multi-edit';
import { emptyArtworkValues } from '@archive/domain/artworks/artwork.schema';
import type { ArtworkImagesChange } from '@archive/domain/artworks/artwork.schema';
import { createFakeSyncServer } from '../engine/fake-sync-server.test-support';
import type { FakeSyncServer } from '../engine/fake-sync-server.test-support';
import { createSyncEngine } from '../engine/sync-engine';
import type { SyncEngine } from '../engine/sync-engine';
import { imageAddress } from './images-store';
import type { NewImage } from '../engine/images/local-images';
import { readShownImages } from '../engine/images/shown-images';

const FAST = { retryDelayMs: 1, cleanIntervalMs: 60_000, pollIntervalMs: 60_000 };
const COLLECTION = '0190a0a0-0000-7000-8000-000000000001';

const engines: SyncEngine[] = [];
afterEach(async () => {
  for (const engine of engines.splice(0)) await engine.delete();
});

function setup(): { server: FakeSyncServer; engine: SyncEngine } {
  const server = createFakeSyncServer();
  const engine = createSyncEngine({
    userId: randomUUID(),
    transport: server.transport(),
    leader: true,
    timing: FAST,
  });
  engines.push(engine);
  return { server, engine };
}

function jpeg(name: string): NewImage {
  return { blob: new Blob([`bytes of ${name}`], { type: 'image/jpeg' }), name, type: 'image/jpeg' };
}

async function newArtwork(engine: SyncEngine): Promise<string> {
  return engine.artworks.create({
    ...emptyArtworkFormValues({ ...emptyArtworkValues(), title: 'Blue' }),
    artist: 'Ada Artist',
    collectionId: COLLECTION,
  });
}

function bodies(server: FakeSyncServer, method: string): unknown[] {
  return server.requests.filter((call) => call.method === method).map((call) => call.body);
}

function calls(server: FakeSyncServer, method: string): number {
  return server.calls.filter((call) => call.method === method).length;
}

/** An artwork on the server with linked images named `names`, in that order. */
async function linkedArtwork(
  names: string[],
): Promise<{ server: FakeSyncServer; engine: SyncEngine; id: string; ids: string[] }> {
  const { server, engine } = setup();
  const id = await newArtwork(engine);
  const ids = await engine.images.add(id, names.map(jpeg));
  await engine.flush();
  expect(await engine.pendingCount()).toBe(0);
  server.requests.length = 0;
  return { server, engine, id, ids };
}

describe('artwork images offline first', () => {
  it('keeps an image added offline and shows it at once, then uploads and links it once online', async () => {
    const { server, engine } = setup();
    const id = await newArtwork(engine);
    await engine.flush();
    server.offline = true;

    const [connectionId] = await engine.images.add(id, [jpeg('front.jpg')]);
    await engine.flush();
    const shown = await readShownImages(engine.db, id);
    expect(shown).toMatchObject([
      { connectionId, name: 'front.jpg', sortIndex: 0, state: 'uploading', image: null },
    ]);
    expect(await shown[0]?.blob?.text()).toBe('bytes of front.jpg');
    expect((await engine.db.outbox.toArray())[0]).toMatchObject({ attempt: 0, state: 'waiting' });

    server.offline = false;
    await engine.flush();
    expect(server.uploads()).toHaveLength(1);
    expect(bodies(server, 'linkImage')).toEqual([
      {
        id,
        imageToConnect: connectionId,
        key: server.uploads()[0],
        name: 'front.jpg',
        description: '',
        sortIndex: 0,
        dateCreated: expect.any(String) as string,
      },
    ]);
    expect(await engine.db.imageBlobs.count()).toBe(0);
    expect(await engine.pendingCount()).toBe(0);
    const row = await engine.db.artworks.get(id);
    expect(row?.images).toMatchObject([{ connectionId, sortIndex: 0, name: 'front.jpg' }]);
    expect(row?.version).toBe(server.artworks()[0]?.version);
    expect(await readShownImages(engine.db, id)).toMatchObject([
      { connectionId, state: 'synced', image: { url: expect.any(String) as string } },
    ]);
  });

  it('uploads the images of an artwork created offline after its create, in order', async () => {
    const { server, engine } = setup();
    server.offline = true;
    const id = await newArtwork(engine);
    const ids = await engine.images.add(id, [jpeg('a.jpg'), jpeg('b.jpg')]);
    await engine.images.describe(id, ids[1] ?? '', 'back side');
    server.offline = false;
    await engine.flush();

    const changes = server.requests.map((call) => call.method);
    expect(changes).toEqual(['createArtwork', 'linkImage', 'linkImage']);
    expect(server.artworks()[0]?.images).toMatchObject([
      { connectionId: ids[0], sortIndex: 0, description: '' },
      { connectionId: ids[1], sortIndex: 1, description: 'back side' },
    ]);
    expect((await engine.db.artworks.get(id))?.images).toHaveLength(2);
  });

  it('links once when the link’s answer is lost: the retry sends the same key and body', async () => {
    const { server, engine } = setup();
    const id = await newArtwork(engine);
    await engine.flush();
    // imageUrls and putUpload pass; the link arrives but its answer is lost.
    server.fail('pass', 'pass', 'lost-answer');
    await engine.images.add(id, [jpeg('front.jpg')]);
    await engine.flush();
    expect(await engine.pendingCount()).toBe(1);
    await engine.flush();

    expect(server.uploads()).toHaveLength(1);
    const links = bodies(server, 'linkImage');
    expect(links).toHaveLength(2);
    expect(links[1]).toEqual(links[0]);
    const keys = server.calls.filter((call) => call.method === 'linkImage').map((c) => c.key);
    expect(keys[1]).toBe(keys[0]);
    expect(server.artworks()[0]?.images).toHaveLength(1);
    expect((await engine.db.artworks.get(id))?.images).toHaveLength(1);
    expect(await engine.db.imageBlobs.count()).toBe(0);
  });

  it('counts a refused upload as an attempt but not a lost connection', async () => {
    const { server, engine } = setup();
    const id = await newArtwork(engine);
    await engine.flush();
    server.fail('network');
    await engine.images.add(id, [jpeg('front.jpg')]);
    await engine.flush();
    expect((await engine.db.outbox.toArray())[0]).toMatchObject({ state: 'waiting', attempt: 0 });

    server.fail('pass', 403);
    await engine.flush();
    expect((await engine.db.outbox.toArray())[0]).toMatchObject({ state: 'failed', attempt: 1 });
    await engine.retryFailed(id);
    expect(server.artworks()[0]?.images).toHaveLength(1);
    expect(server.uploads()).toHaveLength(1);
  });

  it('sends one edit with the whole list when linked images are reordered, set as cover or deleted', async () => {
    const { server, engine, id, ids } = await linkedArtwork(['a.jpg', 'b.jpg', 'c.jpg']);
    const [a, b, c] = ids as [string, string, string];
    const entry = (connectionId: string, sortIndex: number, description = '') => ({
      connectionId,
      description,
      sortIndex,
    });

    await engine.images.reorder(id, [b, c, a]);
    await engine.flush();
    await engine.images.reorder(id, [c]); // set as cover: the others keep their order
    await engine.flush();
    await engine.images.describe(id, a, 'detail');
    await engine.images.remove(id, b);
    await engine.flush();

    const lists = bodies(server, 'updateArtwork').map(
      (body) => (body as { changes: { images: ArtworkImagesChange } }).changes.images,
    );
    expect(lists).toEqual([
      [entry(b, 0), entry(c, 1), entry(a, 2)],
      [entry(c, 0), entry(b, 1), entry(a, 2)],
      // The description and the delete, folded into one edit; the rest renumbered.
      [entry(c, 0), entry(a, 1, 'detail')],
    ]);
    expect(server.artworks()[0]?.images).toMatchObject([entry(c, 0), entry(a, 1, 'detail')]);
    expect(
      (await readShownImages(engine.db, id)).map((image) => [image.connectionId, image.sortIndex]),
    ).toEqual([
      [c, 0],
      [a, 1],
    ]);
  });

  it('orders local and linked images together and links a local cover as sortIndex 0', async () => {
    const { server, engine, id, ids } = await linkedArtwork(['a.jpg']);
    server.offline = true;
    const [local] = await engine.images.add(id, [jpeg('new.jpg')]);
    expect((await readShownImages(engine.db, id)).map((image) => image.sortIndex)).toEqual([0, 1]);
    await engine.images.reorder(id, [local ?? '']);
    expect(
      (await readShownImages(engine.db, id)).map((image) => [image.connectionId, image.state]),
    ).toEqual([
      [local, 'uploading'],
      [ids[0], 'synced'],
    ]);
    server.offline = false;
    await engine.flush();
    expect(server.artworks()[0]?.images).toMatchObject([
      { connectionId: local, sortIndex: 0 },
      { connectionId: ids[0], sortIndex: 1 },
    ]);
    expect(
      (await readShownImages(engine.db, id)).map((image) => [image.connectionId, image.state]),
    ).toEqual([
      [local, 'synced'],
      [ids[0], 'synced'],
    ]);
  });

  it('sets a cover on the order stored, with a reorder just before it, even unseen', async () => {
    const { server, engine } = setup();
    const id = await newArtwork(engine);
    await engine.flush();
    server.offline = true;
    const [front, back, detail] = await engine.images.add(id, [
      jpeg('front.jpg'),
      jpeg('back.jpg'),
      jpeg('detail.jpg'),
    ]);
    expect(await engine.images.reorder(id, [back ?? '', front ?? '', detail ?? ''])).toEqual([
      back,
      front,
      detail,
    ]);
    // A screen still showing front, back, detail asks for detail as the cover.
    expect(await engine.images.setCover(id, detail ?? '')).toEqual([detail, back, front]);
    expect((await readShownImages(engine.db, id)).map((image) => image.name)).toEqual([
      'detail.jpg',
      'back.jpg',
      'front.jpg',
    ]);
  });

  it('cancels the upload of a local image that is removed, and renumbers the rest', async () => {
    const { server, engine } = setup();
    const id = await newArtwork(engine);
    await engine.flush();
    server.offline = true;
    const [first, second] = await engine.images.add(id, [jpeg('a.jpg'), jpeg('b.jpg')]);
    await engine.images.remove(id, first ?? '');
    expect(await readShownImages(engine.db, id)).toMatchObject([
      { connectionId: second, sortIndex: 0 },
    ]);
    expect(await engine.db.imageBlobs.count()).toBe(1);
    expect(await engine.pendingCount()).toBe(1);

    server.offline = false;
    await engine.flush();
    expect(server.uploads()).toHaveLength(1);
    expect(server.artworks()[0]?.images).toMatchObject([{ connectionId: second, sortIndex: 0 }]);
    expect(calls(server, 'updateArtwork')).toBe(0);
  });

  it('drops the local images and their uploads of a deleted artwork', async () => {
    const { server, engine } = setup();
    server.offline = true;
    const id = await newArtwork(engine);
    await engine.images.add(id, [jpeg('a.jpg')]);
    await engine.artworks.remove([id]);
    expect(await engine.db.imageBlobs.count()).toBe(0);
    expect(await engine.pendingCount()).toBe(0);
    server.offline = false;
    await engine.flush();
    expect(server.requests).toEqual([]);
  });
});

describe('image addresses', () => {
  it('asks the files host for the size shown and busts the cache on a retry', () => {
    const url = 'https://files.test/artworks/1/abc';
    expect(imageAddress(url, 'preview', 0)).toBe(`${url}/preview.jpg`);
    expect(imageAddress(url, 'medium', 0)).toBe(`${url}/medium.jpg`);
    expect(imageAddress(url, 'original', 0)).toBe(url);
    expect(imageAddress(url, 'preview', 2)).toBe(`${url}/preview.jpg?retry=2`);
  });
});

describe('image edits racing an upload', () => {
  it('deletes on the server an image removed after its link may have arrived', async () => {
    const { server, engine } = setup();
    const id = await newArtwork(engine);
    await engine.flush();
    server.fail('pass', 'pass', 'lost-answer');
    const [connectionId] = await engine.images.add(id, [jpeg('a.jpg')]);
    await engine.flush();
    expect(server.artworks()[0]?.images).toHaveLength(1);

    await engine.images.remove(id, connectionId ?? '');
    expect(await readShownImages(engine.db, id)).toEqual([]);
    await engine.flush();
    expect(server.artworks()[0]?.images).toEqual([]);
    expect(await readShownImages(engine.db, id)).toEqual([]);
    expect(await engine.db.imageBlobs.count()).toBe(0);
    expect(await engine.pendingCount()).toBe(0);
  });

  it('lets go of a removed image whose link the server refuses for good', async () => {
    const { server, engine } = setup();
    const id = await newArtwork(engine);
    await engine.flush();
    server.fail('pass', 'pass', 422);
    const [connectionId] = await engine.images.add(id, [jpeg('broken.jpg')]);
    await engine.flush();
    expect((await engine.db.outbox.toArray())[0]).toMatchObject({ state: 'failed', attempt: 1 });

    await engine.images.remove(id, connectionId ?? '');
    expect(await readShownImages(engine.db, id)).toEqual([]);
    server.fail(422);
    await engine.retryFailed(id);
    expect(await engine.pendingCount()).toBe(0);
    expect(await engine.db.imageBlobs.count()).toBe(0);
    expect(server.artworks()[0]?.images).toEqual([]);
  });

  it('keeps a local image in an order edit queued before its link', async () => {
    const { server, engine, id, ids } = await linkedArtwork(['a.jpg', 'b.jpg']);
    server.offline = true;
    const [local] = await engine.images.add(id, [jpeg('c.jpg')]);
    await engine.images.reorder(id, [ids[1] ?? '', local ?? '', ids[0] ?? '']);
    server.offline = false;
    await engine.flush();
    const order = (images: readonly { connectionId: string; sortIndex: number }[]) =>
      [...images].sort((x, y) => x.sortIndex - y.sortIndex).map((image) => image.connectionId);
    expect(order(server.artworks()[0]?.images ?? [])).toEqual([ids[1], local, ids[0]]);
    expect(order((await engine.db.artworks.get(id))?.images ?? [])).toEqual([
      ids[1],
      local,
      ids[0],
    ]);
    expect(await engine.pendingCount()).toBe(0);
  });
});

describe('images of an artwork deleted on another device', () => {
  it('forgets the local images and their uploads when the pull brings the delete', async () => {
    const { server, engine } = setup();
    const other = createSyncEngine({
      userId: randomUUID(),
      transport: server.transport(),
      leader: true,
      timing: FAST,
    });
    engines.push(other);
    const id = await newArtwork(engine);
    await engine.flush();
    await other.pull();
    await other.artworks.remove([id]);
    await other.flush();

    await engine.images.add(id, [jpeg('a.jpg')]);
    await engine.pull();
    expect(await engine.db.imageBlobs.count()).toBe(0);
    expect(await engine.pendingCount()).toBe(0);
    await engine.flush();
    expect(server.uploads()).toEqual([]);
  });
});
