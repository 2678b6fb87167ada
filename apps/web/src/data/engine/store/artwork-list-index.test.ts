import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BUCKETS_PER_READ,
  LIST_READS_IN_FLIGHT,
  bucketEntries,
  bucketOf,
  LIST_BUCKETS,
  readListBuckets,
} from './artwork-list-buckets';
import { LocalDb } from './local-db';
import { olderLocalDb } from './older-local-db.test-support';
import { unpackArtworkListEntry } from './packed-artwork-list-entry';
import { testArtwork } from './test-artwork.test-support';

const artwork = testArtwork;

/** What the list would show: every entry, by title. */
async function listTitles(db: LocalDb): Promise<string[]> {
  const buckets = await db.artworkList.toArray();
  return buckets
    .flatMap((bucket) => bucketEntries(bucket))
    .map((packed) => unpackArtworkListEntry(packed).title)
    .sort();
}

/** The one entry of a store holding one artwork. */
async function onlyEntry(db: LocalDb) {
  const [bucket] = await db.artworkList.toArray();
  return bucketEntries(bucket).map(unpackArtworkListEntry)[0];
}

const opened: LocalDb[] = [];
function newDb(name = `archive-${randomUUID()}`): LocalDb {
  const db = new LocalDb(name, {});
  opened.push(db);
  return db;
}

afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});

describe('the artworks list index', () => {
  it('is read whole, a part at a time, never every bucket in one answer', async () => {
    const db = newDb();
    const works = Array.from({ length: 600 }, (_, index) => artwork(`Work ${String(index)}`));
    await db.artworks.bulkPut(works);
    // Answers that arrive together are taken in one task: only a few reads wait at once.
    // eslint-disable-next-line @typescript-eslint/unbound-method -- applied to its store below
    const getAll = IDBObjectStore.prototype.getAll;
    let waiting = 0;
    let mostWaiting = 0;
    const reads = vi.spyOn(IDBObjectStore.prototype, 'getAll').mockImplementation(function (
      this: IDBObjectStore,
      ...args
    ) {
      const request = getAll.apply(this, args);
      waiting += 1;
      mostWaiting = Math.max(mostWaiting, waiting);
      request.addEventListener('success', () => (waiting -= 1));
      return request;
    });
    let buckets: string[];
    try {
      buckets = await db.transaction('r', db.artworkList, () => readListBuckets(db.artworkList));
      expect(reads).toHaveBeenCalledTimes(LIST_BUCKETS / BUCKETS_PER_READ);
      expect(mostWaiting).toBe(LIST_READS_IN_FLIGHT);
    } finally {
      reads.mockRestore();
    }
    expect(buckets).toEqual(await db.artworkList.toArray());
    expect(buckets.flatMap((bucket) => bucketEntries(bucket))).toHaveLength(works.length);
  });

  it('follows every kind of write to the artworks', async () => {
    const db = newDb();
    const dawn = artwork('Dawn');
    const dusk = artwork('Dusk');
    const noon = artwork('Noon');
    await db.artworks.bulkPut([dawn, dusk]);
    await db.artworks.add(noon);
    expect(await listTitles(db)).toEqual(['Dawn', 'Dusk', 'Noon']);

    await db.artworks.update(dawn.id, { artworkValues: { ...dawn.artworkValues, title: 'Aube' } });
    await db.transaction('rw', db.artworks, db.outbox, async () => {
      await db.artworks.put({ ...dusk, isDeleted: true });
    });
    expect(await listTitles(db)).toEqual(['Aube', 'Noon']);

    await db.artworks.put({ ...dusk, isDeleted: false });
    await db.artworks.delete(noon.id);
    expect(await listTitles(db)).toEqual(['Aube', 'Dusk']);

    await db.artworks.clear();
    expect(await listTitles(db)).toEqual([]);
    expect(await db.artworkList.count()).toBe(0);
  });

  it('keeps nothing of a write whose transaction fails', async () => {
    const db = newDb();
    const kept = artwork('Kept');
    await db.artworks.put(kept);
    await expect(
      db.transaction('rw', db.artworks, async () => {
        await db.artworks.put(artwork('Lost'));
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await listTitles(db)).toEqual(['Kept']);
  });

  it('keeps many artworks in at most 128 records, each entry in its id’s bucket', async () => {
    const db = newDb();
    const many = Array.from({ length: 1_000 }, (_, index) => artwork(`Work ${String(index)}`));
    await db.artworks.bulkPut(many);
    expect(await db.artworkList.count()).toBeLessThanOrEqual(LIST_BUCKETS);
    expect((await listTitles(db)).length).toBe(1_000);
    const [first] = many;
    if (!first) throw new Error('No artwork');
    const bucket = await db.artworkList.get(bucketOf(first.id));
    expect(bucketEntries(bucket).map((packed) => unpackArtworkListEntry(packed).id)).toContain(
      first.id,
    );
  });

  it('builds the entries of the artworks already stored when a version 3 database opens', async () => {
    const name = `archive-${randomUUID()}`;
    const v3 = olderLocalDb(name, 3);
    await v3
      .table('artworks')
      .bulkAdd([
        artwork('Maman', { archiveArtworkNumber: 7 }),
        artwork('Gone', { isDeleted: true }),
      ]);
    v3.close();

    const db = newDb(name);
    const entry = await onlyEntry(db);
    expect(await listTitles(db)).toEqual(['Maman']);
    expect(entry).toMatchObject({ title: 'Maman', archiveArtworkNumber: 7, status: 'sold' });
  });

  it('rewrites entries of an older shape when a version 4 database opens', async () => {
    const name = `archive-${randomUUID()}`;
    const v4 = olderLocalDb(name, 4);
    const stored = artwork('Élan  Vital', { artist: 'Louise  Bourgeois' });
    await v4.table('artworks').add(stored);
    // A version 4 entry: 13 fields, without the folded names.
    const oldEntry = [stored.id, 'Louise Bourgeois', '', 'sold', 'Élan  Vital']
      .concat(Array.from({ length: 8 }, () => ''))
      .join('\u0001');
    await v4.table('artworkList').put(oldEntry, bucketOf(stored.id));
    v4.close();

    const entry = await onlyEntry(newDb(name));
    expect(entry).toMatchObject({
      id: stored.id,
      artistKey: 'bourgeois\u0000louise bourgeois',
      titleKey: 'elan vital',
      ownerKey: '',
    });
  });

  it('rewrites entries of the version 5 layout (16 fields, keys last) when a version 5 database opens', async () => {
    const name = `archive-${randomUUID()}`;
    const v5 = olderLocalDb(name, 5);
    const stored = artwork('Maman', { artist: 'Louise Bourgeois', archiveArtworkNumber: 7 });
    await v5.table('artworks').add(stored);
    const v5Entry = [
      stored.id,
      'Louise Bourgeois',
      '7',
      'sold',
      'Maman',
      '',
      '',
      '',
      '',
      '',
      stored.dateCreated,
      stored.lastModified,
      'louise bourgeois maman',
      'bourgeois\u0000louise bourgeois',
      'maman',
      '',
    ].join('\u0001');
    await v5.table('artworkList').put(v5Entry, bucketOf(stored.id));
    v5.close();

    const entry = await onlyEntry(newDb(name));
    expect(entry).toMatchObject({
      id: stored.id,
      artist: 'Louise Bourgeois',
      archiveArtworkNumber: 7,
      status: 'sold',
      title: 'Maman',
      artistKey: 'bourgeois\u0000louise bourgeois',
      titleKey: 'maman',
    });
  });
});
