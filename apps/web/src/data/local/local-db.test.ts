import { randomUUID } from 'node:crypto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { emptyArtworkValues } from '@archive/domain/artworks/artwork.schema';
import { LOCAL_DB_VERSION, LocalDb } from './local-db';

describe('local database versions', () => {
  it('opens a version 1 database as version 2 with its outbox and contacts untouched', async () => {
    const name = `archive-${randomUUID()}`;
    const v1 = new Dexie(name);
    v1.version(1).stores({
      contacts: 'id, status',
      outbox: 'id, itemId, state, createdAt',
      meta: 'key',
      bases: 'id',
    });
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
      expect(await db.meta.get('nextSync')).toEqual({ key: 'nextSync', value: 42 });
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
});
