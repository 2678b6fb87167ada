import { randomUUID } from 'node:crypto';
import type { ArtworkValues, CreateArtworkResponse } from '@archive/domain/artworks/artwork.schema';
import { API_MESSAGES } from '@archive/domain/messages/api-messages';
import type { HistoryResponse } from '@archive/domain/sync/history.schema';
import { isArtworkTombstone } from '@archive/domain/sync/sync.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artists, artworks } from '../../db/schema-artworks';
import { bearer, deleteAccount, expectError } from '../../test/api';
import {
  artworkBody,
  artworkHistory,
  createArtwork,
  deleteArtwork,
  listArtworks,
  newOwner,
  patchArtwork,
  type TestOwner,
} from '../../test/artwork-api';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { pullAll, pullPage } from '../../test/sync-api';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Every artwork value set to something other than its empty value. */
const FULL_VALUES: ArtworkValues = {
  title: 'Measures of Distance',
  year: '1988',
  edition: '2/5',
  seriesTitle: 'Letters',
  technique: 'Video, colour, sound',
  dimensions: { height: 120.5, width: 80, depth: 4, diameter: null, variable: false },
  isFramed: true,
  frame: { typeOfFrame: 'Oak', dimensions: { height: 130, width: 90, depth: 6 } },
  workDescription: 'A letter read aloud.',
  location: 'Studio',
  position: 'Rack 3',
  currentOwner: 'Tate',
  source: 'The artist',
  price: { currency: 'GBP', value: 12500.5 },
  insuranceValue: { currency: 'EUR', value: 15000 },
  productionCosts: { currency: 'USD', value: 800.25 },
  framingCosts: { currency: 'CHF', value: null },
  photoCopyrightOwner: 'Studio photographer',
  incomingDate: '2026-03-04',
  installationInstructions: 'Hang at eye level.',
  packaging: {
    crates: [
      {
        dimensions: { height: 140, width: 100, depth: 20 },
        packagingType: 'Wood',
        openingOrder: 1,
      },
      { dimensions: { height: 30, width: 30, depth: 30 }, packagingType: 'Box', openingOrder: 2 },
    ],
    instructions: 'Open crate 1 first.',
  },
  notes: 'Loaned twice.',
};

async function created(owner: TestOwner, options = {}): Promise<CreateArtworkResponse> {
  const response = await createArtwork(
    t.app,
    owner.token,
    artworkBody(owner.collectionId, options),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('artworks round trip', () => {
  it('creates, lists, edits and deletes an artwork with every field', async () => {
    const owner = await newOwner(t.app);
    const id = randomUUID();
    const response = await createArtwork(
      t.app,
      owner.token,
      artworkBody(owner.collectionId, {
        id,
        status: 'available',
        values: FULL_VALUES,
        dateCreated: '2026-01-02T03:04:05.000Z',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<CreateArtworkResponse>();
    expect(answer).toMatchObject({ artworkId: id, archiveArtworkNumber: 1, version: 1 });

    const listed = await listArtworks(t.app, owner.token);
    expect(listed.artists).toEqual([{ id: answer.artistId, name: 'Ada Artist' }]);
    expect(listed.artworks).toEqual([
      {
        id,
        artist: 'Ada Artist',
        artistId: answer.artistId,
        status: 'available',
        collection: { id: owner.collectionId },
        archiveArtworkNumber: 1,
        artworkValues: FULL_VALUES,
        images: [],
        isDeleted: false,
        dateCreated: '2026-01-02T03:04:05.000Z',
        lastModified: expect.any(String) as string,
        version: 1,
      },
    ]);

    const edited = await patchArtwork(t.app, owner.token, {
      id,
      baseVersion: 1,
      changes: {
        status: null,
        artworkValues: {
          title: 'Measures of Distance (2)',
          price: { currency: 'EUR', value: 99.99 },
          packaging: { crates: [], instructions: '' },
        },
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const expectedValues = {
      ...FULL_VALUES,
      title: 'Measures of Distance (2)',
      price: { currency: 'EUR', value: 99.99 },
      packaging: { crates: [], instructions: '' },
    };
    expect(edited.json()).toMatchObject({
      artworkId: id,
      deleted: false,
      artwork: { status: null, version: 2, artworkValues: expectedValues },
    });
    const [afterEdit] = (await listArtworks(t.app, owner.token)).artworks;
    expect(afterEdit).toMatchObject({ status: null, version: 2, artworkValues: expectedValues });

    const history = await artworkHistory(t.app, owner.token, id);
    expect(history.statusCode, history.body).toBe(200);
    const entries = history.json<HistoryResponse>().history;
    expect(entries.map((entry) => entry.field).sort()).toEqual([
      'artworkValues.packaging',
      'artworkValues.price',
      'artworkValues.title',
      'status',
    ]);
    expect(entries.find((entry) => entry.field === 'artworkValues.price')).toMatchObject({
      oldValue: { currency: 'GBP', value: 12500.5 },
      newValue: { currency: 'EUR', value: 99.99 },
      version: 2,
      concurrent: false,
      changedBy: 'Ada Artist',
    });

    const removed = await deleteArtwork(t.app, owner.token, id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ artworkId: id, deleted: true });
    expect((await listArtworks(t.app, owner.token)).artworks).toEqual([]);
    const again = await deleteArtwork(t.app, owner.token, id);
    expect(again.json()).toEqual({ artworkId: id, deleted: true });
    const [row] = await t.app.db.select().from(artworks).where(eq(artworks.id, id));
    expect(row).toMatchObject({ isDeleted: true, version: 3 });

    const afterDelete = await patchArtwork(t.app, owner.token, {
      id,
      baseVersion: 3,
      changes: { artworkValues: { title: 'Back again' } },
    });
    expect(afterDelete.json()).toEqual({ artworkId: id, deleted: true });
    const recreated = await createArtwork(
      t.app,
      owner.token,
      artworkBody(owner.collectionId, { id }),
    );
    expect(recreated.json()).toMatchObject({ artworkId: id, version: 3 });
    expect((await listArtworks(t.app, owner.token)).artworks).toEqual([]);
  });

  it('numbers artworks 1, 2, 3 and never gives a deleted number again', async () => {
    const owner = await newOwner(t.app);
    const numbers = [];
    for (let index = 0; index < 3; index += 1) {
      numbers.push((await created(owner)).archiveArtworkNumber);
    }
    expect(numbers).toEqual([1, 2, 3]);
    const third = (await listArtworks(t.app, owner.token)).artworks[2];
    expect((await deleteArtwork(t.app, owner.token, third?.id ?? '')).statusCode).toBe(200);
    expect((await created(owner)).archiveArtworkNumber).toBe(4);
    // Another user's numbers start again at 1.
    expect((await created(await newOwner(t.app))).archiveArtworkNumber).toBe(1);
  });

  it('treats a create of an existing id as an edit and keeps its number', async () => {
    const owner = await newOwner(t.app);
    const id = randomUUID();
    await created(owner, { id });
    const again = await createArtwork(
      t.app,
      owner.token,
      artworkBody(owner.collectionId, { id, values: { title: 'Renamed' } }),
    );
    expect(again.json()).toMatchObject({ artworkId: id, archiveArtworkNumber: 1, version: 2 });
    expect((await created(owner)).archiveArtworkNumber).toBe(2);
    const listed = await listArtworks(t.app, owner.token);
    expect(listed.artworks.map((artwork) => artwork.artworkValues.title)).toEqual([
      'Renamed',
      'Untitled No. 1',
    ]);
  });
});

describe('another user', () => {
  it("answers 404 for another user's artwork on every call and changes nothing", async () => {
    const owner = await newOwner(t.app);
    const other = await newOwner(t.app);
    const { artworkId } = await created(owner);
    const notFound = { code: 'NOT_FOUND', message: API_MESSAGES.notFound };
    expectError(
      await patchArtwork(t.app, other.token, {
        id: artworkId,
        baseVersion: 1,
        changes: { artworkValues: { title: 'Mine now' } },
      }),
      404,
      notFound,
    );
    expectError(await deleteArtwork(t.app, other.token, artworkId), 404, notFound);
    expectError(await artworkHistory(t.app, other.token, artworkId), 404, notFound);
    expectError(
      await createArtwork(
        t.app,
        other.token,
        artworkBody(other.collectionId, { id: artworkId, values: { title: 'Mine now' } }),
      ),
      404,
      notFound,
    );
    expectError(await artworkHistory(t.app, owner.token, randomUUID()), 404, notFound);
    const [artwork] = (await listArtworks(t.app, owner.token)).artworks;
    expect(artwork).toMatchObject({ version: 1, artworkValues: { title: 'Untitled No. 1' } });
    expect((await listArtworks(t.app, other.token)).artworks).toEqual([]);
  });
});

describe('Idempotency-Key', () => {
  it('creates one artwork for a replayed key and answers the same twice', async () => {
    const owner = await newOwner(t.app);
    const body = artworkBody(owner.collectionId);
    const key = randomUUID();
    const first = await createArtwork(t.app, owner.token, body, key);
    const second = await createArtwork(t.app, owner.token, body, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect((await listArtworks(t.app, owner.token)).artworks).toHaveLength(1);
    expect((await created(owner)).archiveArtworkNumber).toBe(2);
  });

  it('refuses a change without the header', async () => {
    const owner = await newOwner(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/artworks',
      headers: bearer(owner.token),
      payload: artworkBody(owner.collectionId),
    });
    expectError(response, 400, { code: 'VALIDATION', field: 'idempotency-key' });
  });
});

describe('artists', () => {
  it('derives one artist for the same name in another case and shares it', async () => {
    const owner = await newOwner(t.app, 'collector', 'Cleo Collector');
    const first = await created(owner, { artist: 'Louise Bourgeois' });
    const second = await created(owner, { artist: '  louise   BOURGEOIS ' });
    const third = await created(owner, { artist: 'Agnes Martin' });
    expect(first.artistId).not.toBeNull();
    expect(second.artistId).toBe(first.artistId);
    expect(third.artistId).not.toBe(first.artistId);
    const listed = await listArtworks(t.app, owner.token);
    expect(listed.artists).toEqual([
      { id: third.artistId, name: 'Agnes Martin' },
      { id: first.artistId, name: 'Louise Bourgeois' },
    ]);
    // The artwork keeps the name as typed.
    expect(listed.artworks[1]?.artist).toBe('  louise   BOURGEOIS ');

    const renamed = await patchArtwork(t.app, owner.token, {
      id: first.artworkId,
      baseVersion: 1,
      changes: { artist: 'agnes martin' },
    });
    expect(renamed.json()).toMatchObject({ artwork: { artistId: third.artistId } });
  });
});

describe('the pull', () => {
  it('returns artworks and artists, and tombstones after a delete', async () => {
    const owner = await newOwner(t.app);
    const one = await created(owner);
    const two = await created(owner);
    const first = await pullAll(t.app, owner.token);
    const page = first.pages.at(-1);
    expect(page?.artists).toEqual([{ id: one.artistId, name: 'Ada Artist' }]);
    expect(page?.artworks.map((item) => item.id)).toEqual([one.artworkId, two.artworkId]);
    const [item] = page?.artworks ?? [];
    expect(item !== undefined && !isArtworkTombstone(item) && item.archiveArtworkNumber).toBe(1);
    expect((await listArtworks(t.app, owner.token)).artworks[0]).toEqual(item);

    expect((await deleteArtwork(t.app, owner.token, one.artworkId)).statusCode).toBe(200);
    const next = await pullPage(t.app, owner.token, first.nextSync);
    expect(next.artworks).toEqual([{ id: one.artworkId, deleted: true }]);
    expect(next.artists).toEqual([]);
    const fromZero = await pullAll(t.app, owner.token);
    expect(fromZero.pages.flatMap((p) => p.artworks)).toEqual([
      expect.objectContaining({ id: two.artworkId, isDeleted: false }),
      { id: one.artworkId, deleted: true },
    ]);
  });

  it('shows only the caller’s artworks', async () => {
    const owner = await newOwner(t.app);
    await created(owner);
    const other = await newOwner(t.app);
    const page = await pullPage(t.app, other.token, 0);
    expect(page.artworks).toEqual([]);
    expect(page.artists).toEqual([]);
  });
});

describe('deleting the account', () => {
  it('deletes the artworks and artists', async () => {
    const owner = await newOwner(t.app);
    const { artworkId, artistId } = await created(owner);
    const response = await deleteAccount(t.app, owner.token);
    expect(response.statusCode, response.body).toBeLessThan(300);
    expect(await t.app.db.select().from(artworks).where(eq(artworks.id, artworkId))).toEqual([]);
    expect(
      await t.app.db
        .select()
        .from(artists)
        .where(eq(artists.id, artistId ?? '')),
    ).toEqual([]);
  });
});
