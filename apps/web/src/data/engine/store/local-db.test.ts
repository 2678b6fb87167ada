import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { emptyArtworkValues } from '@archive/domain/artworks/artwork.schema';
import { LOCAL_DB_VERSION, LocalDb } from './local-db';
import { olderLocalDb } from './older-local-db.test-support';

describe('local database versions', () => {
  it('opens a version 1 database at the current version with its outbox and contacts untouched', async () => {
    const name = `archive-${randomUUID()}`;
    const v1 = olderLocalDb(name, 1);
    const item = {
      id: 'item-1',
      itemId: 'contact-1',
      entity: 'contact',
      action: 'update',
      payload: { baseVersion: 3, changes: { notes: 'offline edit' } },
      state: 'failed',
      attempt: 2,
      createdAt: 1,
      sent: true,
    };
    await v1.table('outbox').add(item);
    await v1.table('meta').put({ key: 'nextSync', value: 42 });
    v1.close();

    const db = new LocalDb(name, {});
    try {
      expect(await db.outbox.toArray()).toEqual([item]);
      // Version 7 starts the cursor again, so the share records an older app skipped arrive.
      expect(await db.meta.get('nextSync')).toBeUndefined();
      expect(db.verno).toBe(LOCAL_DB_VERSION);
      const id = randomUUID();
      await db.artworks.put({
        id,
        artist: 'Ada',
        artistId: null,
        images: [],
        status: null,
        collection: { id: randomUUID() },
        archiveArtworkNumber: null,
        artworkValues: emptyArtworkValues(),
        isDeleted: false,
        dateCreated: new Date(0).toISOString(),
        lastModified: new Date(0).toISOString(),
        version: 0,
      });
      expect(await db.artworks.get(id)).toMatchObject({ artist: 'Ada' });
    } finally {
      await db.delete();
    }
  });

  it('opens a version 2 database at the current version with its outbox and artworks kept, and stores blobs', async () => {
    const name = `archive-${randomUUID()}`;
    const v2 = olderLocalDb(name, 2);
    const artworkId = randomUUID();
    const item = {
      id: 'item-2',
      itemId: artworkId,
      entity: 'artwork',
      action: 'update',
      payload: { baseVersion: 4, changes: { status: 'sold' } },
      state: 'waiting',
      attempt: 1,
      createdAt: 2,
      sent: false,
    };
    await v2.table('outbox').add(item);
    await v2.table('artworks').add({
      id: artworkId,
      artist: 'Ada',
      artistId: null,
      images: [],
      status: null,
      collection: { id: randomUUID() },
      archiveArtworkNumber: 3,
      artworkValues: emptyArtworkValues(),
      isDeleted: false,
      dateCreated: new Date(0).toISOString(),
      lastModified: new Date(0).toISOString(),
      version: 4,
    });
    v2.close();

    const db = new LocalDb(name, {});
    try {
      expect(db.verno).toBe(LOCAL_DB_VERSION);
      expect(await db.outbox.toArray()).toEqual([item]);
      expect(await db.artworks.get(artworkId)).toMatchObject({ artist: 'Ada', version: 4 });
      await db.imageBlobs.add({
        connectionId: randomUUID(),
        artworkId,
        blob: new Blob(['jpeg bytes'], { type: 'image/jpeg' }),
        name: 'front.jpg',
        type: 'image/jpeg',
        description: '',
        sortIndex: 0,
        dateCreated: new Date(0).toISOString(),
      });
      const [stored] = await db.imageBlobs.where('artworkId').equals(artworkId).toArray();
      expect(await stored?.blob.text()).toBe('jpeg bytes');
    } finally {
      await db.delete();
    }
  });

  it('opens a version 6 database at version 7 with empty share tables and the cursor reset, outbox kept', async () => {
    const name = `archive-${randomUUID()}`;
    const v6 = olderLocalDb(name, 6);
    const item = {
      id: 'item-6',
      itemId: 'contact-6',
      entity: 'contact',
      action: 'delete',
      payload: {},
      state: 'pending',
      attempt: 0,
      createdAt: 1,
      sent: false,
    };
    await v6.table('outbox').add(item);
    await v6.table('meta').put({ key: 'nextSync', value: 42 });
    v6.close();

    const db = new LocalDb(name, {});
    try {
      expect(db.verno).toBe(7);
      expect(await db.outbox.toArray()).toEqual([item]);
      expect(await db.meta.get('nextSync')).toBeUndefined();
      expect(await db.receivedShares.count()).toBe(0);
      expect(await db.sentShares.count()).toBe(0);
    } finally {
      await db.delete();
    }
  });
});
