import { randomUUID } from 'node:crypto';
import type { Artwork, CreateArtworkResponse } from '@archive/domain/artworks/artwork.schema';
import type { HistoryResponse } from '@archive/domain/sync/history.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncLog } from '../../db/schema-sync';
import {
  artworkBody,
  artworkHistory,
  createArtwork,
  listArtworks,
  newOwner,
  patchArtwork,
  type TestOwner,
} from '../../test/artwork-api';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
let owner: TestOwner;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await newOwner(t.app);
});
afterAll(async () => {
  await t.close();
});

async function newArtwork(): Promise<string> {
  const response = await createArtwork(
    t.app,
    owner.token,
    artworkBody(owner.collectionId, { values: { title: 'First', notes: 'Original' } }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CreateArtworkResponse>().artworkId;
}

async function edit(id: string, baseVersion: number, changes: Record<string, unknown>) {
  const response = await patchArtwork(t.app, owner.token, { id, baseVersion, changes });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ artwork: Artwork }>().artwork;
}

async function current(id: string): Promise<Artwork | undefined> {
  return (await listArtworks(t.app, owner.token)).artworks.find((artwork) => artwork.id === id);
}

async function history(id: string) {
  const response = await artworkHistory(t.app, owner.token, id);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<HistoryResponse>().history;
}

describe('merging edits field by field', () => {
  it('keeps two edits from the same base to different fields', async () => {
    const id = await newArtwork();
    await edit(id, 1, { artworkValues: { title: 'From the phone' } });
    await edit(id, 1, { status: 'sold', artworkValues: { notes: 'From the laptop' } });
    expect(await current(id)).toMatchObject({
      version: 3,
      status: 'sold',
      artworkValues: { title: 'From the phone', notes: 'From the laptop' },
    });
    expect((await history(id)).every((entry) => !entry.concurrent)).toBe(true);
  });

  it('lets the later edit of the same field win and keeps the earlier value', async () => {
    const id = await newArtwork();
    await edit(id, 1, { artworkValues: { title: 'Earlier' } });
    await edit(id, 1, { artworkValues: { title: 'Later' } });
    expect((await current(id))?.artworkValues.title).toBe('Later');
    const entries = await history(id);
    expect(entries).toEqual([
      expect.objectContaining({
        field: 'artworkValues.title',
        oldValue: 'Earlier',
        newValue: 'Later',
        version: 3,
        concurrent: true,
        changedBy: 'Ada Artist',
      }),
      expect.objectContaining({
        field: 'artworkValues.title',
        oldValue: 'First',
        newValue: 'Earlier',
        version: 2,
        concurrent: false,
      }),
    ]);
  });

  it('replaces a whole value and compares objects without key order', async () => {
    const id = await newArtwork();
    const dimensions = { variable: false, diameter: null, depth: 3, width: 20, height: 10 };
    const first = await edit(id, 1, { artworkValues: { dimensions } });
    expect(first.version).toBe(2);
    const logRows = async () =>
      (await t.app.db.select().from(syncLog).where(eq(syncLog.entityId, id))).length;
    const before = await logRows();
    const same = await edit(id, 2, {
      artworkValues: {
        dimensions: { height: 10, width: 20, depth: 3, diameter: null, variable: false },
      },
    });
    expect(same.version).toBe(2);
    expect(await logRows()).toBe(before);
    const smaller = await edit(id, 2, {
      artworkValues: { dimensions: { ...dimensions, depth: null } },
    });
    expect(smaller.artworkValues.dimensions).toEqual({ ...dimensions, depth: null });
  });

  it('records only what changed (the collection it is in already is no change)', async () => {
    const id = await newArtwork();
    const moved = await edit(id, 1, {
      status: 'production',
      collection: { id: owner.collectionId },
    });
    expect(moved.collection).toEqual({ id: owner.collectionId });
    expect(moved.status).toBe('production');
    expect(await history(id)).toEqual([
      expect.objectContaining({ field: 'status', oldValue: null, newValue: 'production' }),
    ]);
  });

  it('answers 404 for history of an unknown artwork', async () => {
    expect((await artworkHistory(t.app, owner.token, randomUUID())).statusCode).toBe(404);
  });
});
