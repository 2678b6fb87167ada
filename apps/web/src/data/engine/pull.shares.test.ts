import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyArtworkValues } from '@archive/domain/artworks/artwork.schema';
import type { ShareRecord } from '@archive/domain/sharing/share.schema';
import type { SyncResponse } from '@archive/domain/sync/sync.schema';
import { applyPage } from './pull';
import { LocalDb } from './store/local-db';

const values = emptyArtworkValues();

function record(title: string): ShareRecord {
  return {
    id: randomUUID(),
    artworks: [
      {
        id: randomUUID(),
        artist: 'Hilma af Klint',
        title,
        year: values.year,
        edition: values.edition,
        seriesTitle: values.seriesTitle,
        technique: values.technique,
        dimensions: values.dimensions,
        isFramed: values.isFramed,
        frame: values.frame,
        workDescription: values.workDescription,
        photoCopyrightOwner: values.photoCopyrightOwner,
        installationInstructions: values.installationInstructions,
        packaging: values.packaging,
        status: null,
        images: [],
      },
    ],
    dateShared: new Date(0).toISOString(),
    recipient: { email: 'bea@example.com' },
    sender: { name: 'Ada', email: 'ada@example.com' },
    message: '',
    sharePrice: false,
  };
}

function page(
  nextSync: number,
  lists: Partial<Pick<SyncResponse, 'recievedRecords' | 'sentRecords'>>,
  unseen = false,
): SyncResponse {
  return {
    nextSync,
    user: {
      session: { token: 't', firstLogin: false, unseenShareRecords: unseen },
    } as SyncResponse['user'],
    artworks: [],
    artists: [],
    contacts: [],
    recievedRecords: lists.recievedRecords ?? [],
    sentRecords: lists.sentRecords ?? [],
    hasMore: false,
  };
}

describe('pulled share records', () => {
  const dbs: LocalDb[] = [];
  afterEach(async () => {
    await Promise.all(dbs.map((db) => db.delete()));
  });

  function openDb(): LocalDb {
    const db = new LocalDb(`archive-${randomUUID()}`, {});
    dbs.push(db);
    return db;
  }

  it('keeps received and sent records apart from the artworks; a tombstone removes one', async () => {
    const db = openDb();
    const received = record('The Swan');
    const sent = record('Red Sunset');
    await applyPage(db, page(1, { recievedRecords: [received], sentRecords: [sent] }), null);
    expect(await db.receivedShares.toArray()).toEqual([received]);
    expect(await db.sentShares.toArray()).toEqual([sent]);
    expect(await db.artworks.count()).toBe(0);

    const retitled = { ...received, artworks: [{ ...received.artworks[0]!, title: 'Swan II' }] };
    await applyPage(db, page(2, { recievedRecords: [retitled] }), null);
    expect((await db.receivedShares.get(received.id))?.artworks[0]?.title).toBe('Swan II');

    await applyPage(db, page(3, { sentRecords: [{ id: sent.id, deleted: true }] }), null);
    expect(await db.sentShares.count()).toBe(0);
  });

  it('sets the unseen flag from the server, or for a record a later pull brings, not the first', async () => {
    const db = openDb();
    await applyPage(db, page(1, { recievedRecords: [record('First')] }), null);
    expect((await db.meta.get('unseenShareRecords'))?.value).toBe(0);
    await applyPage(db, page(2, { recievedRecords: [record('Second')] }), null);
    expect((await db.meta.get('unseenShareRecords'))?.value).toBe(1);
    await applyPage(db, page(3, {}), null);
    expect((await db.meta.get('unseenShareRecords'))?.value).toBe(0);
    await applyPage(db, page(4, {}, true), null);
    expect((await db.meta.get('unseenShareRecords'))?.value).toBe(1);
  });
});
