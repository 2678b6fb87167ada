import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyArtworkFormValues } from '@archive/domain/artworks/artwork-multi-edit';
import { emptyArtworkValues } from '@archive/domain/artworks/artwork.schema';
import { createFakeSyncServer } from '../engine/fake-sync-server.test-support';
import type { Fault, FakeSyncServer } from '../engine/fake-sync-server.test-support';
import { createSyncEngine } from '../engine/sync-engine';
import type { SyncEngine } from '../engine/sync-engine';
import { readShownImages } from '../engine/images/shown-images';

/*
 * A file the server refuses for good (one the device could not judge: a truncated JPEG whose
 * header is fine) is neither retried forever nor lost: it is shown as failed with the
 * server's reason until the user deletes it, and the artwork's other changes go on.
 */

const FAST = { retryDelayMs: 1, cleanIntervalMs: 60_000, pollIntervalMs: 60_000 };
const COLLECTION = '0190a0a0-0000-7000-8000-000000000001';

const engines: SyncEngine[] = [];
afterEach(async () => {
  for (const engine of engines.splice(0)) await engine.delete();
});

async function artworkOnServer(): Promise<{
  server: FakeSyncServer;
  engine: SyncEngine;
  id: string;
}> {
  const server = createFakeSyncServer();
  const engine = createSyncEngine({
    userId: randomUUID(),
    transport: server.transport(),
    leader: true,
    timing: FAST,
  });
  engines.push(engine);
  const id = await engine.artworks.create({
    ...emptyArtworkFormValues({ ...emptyArtworkValues(), title: 'Blue' }),
    artist: 'Ada Artist',
    collectionId: COLLECTION,
  });
  await engine.flush();
  return { server, engine, id };
}

function jpeg(name: string) {
  return { blob: new Blob([`bytes of ${name}`]), name, type: 'image/jpeg' as const };
}

describe('an image the server refuses for good', () => {
  it.each<[string, Fault[]]>([
    ['the upload (local files store, 400)', ['pass', 400]],
    ['the upload (415)', ['pass', 415]],
    ['the link (an S3 store, 413)', ['pass', 'pass', 413]],
  ])(
    'refused at %s is shown as failed with the reason and leaves the queue',
    async (_at, faults) => {
      const { server, engine, id } = await artworkOnServer();
      server.fail(...faults);
      const [connectionId] = await engine.images.add(id, [jpeg('cut-short.jpg')]);
      await engine.flush();

      const status = faults.at(-1);
      expect(await readShownImages(engine.db, id)).toMatchObject([
        { connectionId, state: 'failed', refusal: `HTTP ${String(status)}`, name: 'cut-short.jpg' },
      ]);
      // Not retried: nothing waits, so nothing is sent again by the cleaning pass or "Upload".
      expect(await engine.pendingCount()).toBe(0);
      expect(await engine.db.artworkBases.count()).toBe(0);
      await engine.retryFailed(id);
      expect(server.artworks()[0]?.images).toEqual([]);
      expect((await readShownImages(engine.db, id))[0]?.state).toBe('failed');
    },
  );

  it('does not hold up the artwork’s later changes, and goes when the user deletes it', async () => {
    const { server, engine, id } = await artworkOnServer();
    server.offline = true;
    const [refused] = await engine.images.add(id, [jpeg('cut-short.jpg')]);
    const [fine] = await engine.images.add(id, [jpeg('fine.jpg')]);
    server.offline = false;
    server.fail('pass', 400);
    await engine.flush();

    expect(server.artworks()[0]?.images.map((image) => image.connectionId)).toEqual([fine]);
    expect((await readShownImages(engine.db, id)).map((image) => image.state)).toEqual([
      'failed',
      'synced',
    ]);
    await engine.images.remove(id, refused ?? '');
    expect((await readShownImages(engine.db, id)).map((image) => image.connectionId)).toEqual([
      fine,
    ]);
    expect(await engine.db.imageBlobs.count()).toBe(0);
    // The one left becomes the cover: an ordinary order edit.
    await engine.flush();
    expect(await engine.pendingCount()).toBe(0);
    expect(server.artworks()[0]?.images).toMatchObject([{ connectionId: fine, sortIndex: 0 }]);
  });

  it('keeps retrying a refused upload address (403): a new address may be taken', async () => {
    const { server, engine, id } = await artworkOnServer();
    server.fail('pass', 403);
    await engine.images.add(id, [jpeg('front.jpg')]);
    await engine.flush();
    expect((await readShownImages(engine.db, id))[0]).toMatchObject({ state: 'uploading' });
    await engine.retryFailed(id);
    expect(server.artworks()[0]?.images).toHaveLength(1);
  });
});
