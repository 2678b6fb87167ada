import { randomUUID } from 'node:crypto';
import { ARTWORK_MESSAGES } from '@archive/domain/artworks/artwork.messages';
import type { CreateArtworkResponse } from '@archive/domain/artworks/artwork.schema';
import { FORM_MESSAGES } from '@archive/domain/messages/form-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artists } from '../../db/schema-artworks';
import { expectError } from '../../test/api';
import {
  artworkBody,
  createArtwork,
  listArtworks,
  newOwner,
  patchArtwork,
  type TestOwner,
} from '../../test/artwork-api';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
let artist: TestOwner;
let collector: TestOwner;
beforeAll(async () => {
  t = await buildTestApp();
  artist = await newOwner(t.app, 'artist', 'Ada Artist');
  collector = await newOwner(t.app, 'collector', 'Cleo Collector');
});
afterAll(async () => {
  await t.close();
});

const dims = (given: Record<string, number | boolean>) => ({
  height: null,
  width: null,
  depth: null,
  diameter: null,
  variable: false,
  ...given,
});

/** Nothing of a refused create is kept: no artwork and no artist. */
async function expectNothingStored(owner: TestOwner): Promise<void> {
  expect((await listArtworks(t.app, owner.token)).artworks).toEqual([]);
}

describe('POST /v1/artworks refuses bad input with a field error and stores nothing', () => {
  const cases: [string, () => unknown, string, string][] = [
    [
      'a currency not offered',
      () => artworkBody(artist.collectionId, { values: { price: { currency: 'JPY', value: 10 } } }),
      'artwork.artworkValues.price.currency',
      ARTWORK_MESSAGES.invalidCurrency,
    ],
    [
      'a price with 3 decimals',
      () =>
        artworkBody(artist.collectionId, {
          values: { price: { currency: 'EUR', value: 10.125 } },
        }),
      'artwork.artworkValues.price.value',
      ARTWORK_MESSAGES.invalidAmount,
    ],
    [
      'a negative dimension',
      () =>
        artworkBody(artist.collectionId, {
          values: { dimensions: dims({ height: -1, width: 2 }) },
        }),
      'artwork.artworkValues.dimensions.height',
      ARTWORK_MESSAGES.negativeNumber,
    ],
    [
      'a blank artist',
      () => artworkBody(artist.collectionId, { artist: '   ' }),
      'artwork.artist',
      FORM_MESSAGES.noArtist,
    ],
    [
      'a blank title',
      () => artworkBody(artist.collectionId, { values: { title: '  ' } }),
      'artwork.artworkValues.title',
      FORM_MESSAGES.noTitle,
    ],
    [
      'a title of 10 MB',
      () => artworkBody(artist.collectionId, { values: { title: 'x'.repeat(10 * 1024 * 1024) } }),
      'artwork.artworkValues.title',
      FORM_MESSAGES.tooLong,
    ],
    [
      "another user's collection",
      () => artworkBody(collector.collectionId),
      'collection.id',
      FORM_MESSAGES.noCollection,
    ],
    [
      'an artist other than the user in production',
      () => artworkBody(artist.collectionId, { artist: 'Someone Else' }),
      'artwork.artist',
      FORM_MESSAGES.artistMustBeUser,
    ],
    [
      'a height without a width',
      () => artworkBody(artist.collectionId, { values: { dimensions: dims({ height: 10 }) } }),
      'artwork.artworkValues.dimensions.width',
      FORM_MESSAGES.enterWidth,
    ],
    [
      'a width and depth without a height',
      () =>
        artworkBody(artist.collectionId, { values: { dimensions: dims({ width: 10, depth: 2 }) } }),
      'artwork.artworkValues.dimensions.height',
      FORM_MESSAGES.enterHeight,
    ],
  ];

  it.each(cases)('%s', async (_name, body, field, message) => {
    const response = await createArtwork(t.app, artist.token, body());
    expectError(response, 400, { code: 'VALIDATION', field, message });
    await expectNothingStored(artist);
  });

  it('a missing collection', async () => {
    const { artwork } = artworkBody(artist.collectionId);
    const response = await createArtwork(t.app, artist.token, { artwork });
    expectError(response, 400, { code: 'VALIDATION', field: 'collection' });
    await expectNothingStored(artist);
  });

  it('creates no artist for a refused artwork', async () => {
    const owner = await newOwner(t.app);
    const body = artworkBody(owner.collectionId, {
      artist: 'Brand New Name',
      values: { dimensions: dims({ height: 10 }) },
    });
    expect((await createArtwork(t.app, owner.token, body)).statusCode).toBe(400);
    const rows = await t.app.db.select().from(artists).where(eq(artists.name, 'Brand New Name'));
    expect(rows).toEqual([]);
  });
});

describe('the rules that hold', () => {
  it('takes the user as artist in production in another case and spacing', async () => {
    const owner = await newOwner(t.app);
    const response = await createArtwork(
      t.app,
      owner.token,
      artworkBody(owner.collectionId, { artist: '  ada   ARTIST ' }),
    );
    expect(response.statusCode, response.body).toBe(200);
  });

  it('takes any artist outside production, and varying or round dimensions', async () => {
    const owner = await newOwner(t.app, 'collector', 'Cleo Collector');
    for (const dimensions of [dims({ height: 10, variable: true }), dims({ diameter: 30 })]) {
      const response = await createArtwork(
        t.app,
        owner.token,
        artworkBody(owner.collectionId, { artist: 'Someone Else', values: { dimensions } }),
      );
      expect(response.statusCode, response.body).toBe(200);
    }
  });
});

describe('PATCH /v1/artworks checks the rules on the merged artwork', () => {
  async function createdBy(owner: TestOwner, artistName: string): Promise<string> {
    const response = await createArtwork(
      t.app,
      owner.token,
      artworkBody(owner.collectionId, {
        artist: artistName,
        values: { dimensions: dims({ height: 10, width: 20 }) },
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CreateArtworkResponse>().artworkId;
  }

  it('refuses another artist in production, a lone dimension and a foreign collection', async () => {
    const owner = await newOwner(t.app);
    const id = await createdBy(owner, 'Ada Artist');
    const edit = (changes: Record<string, unknown>) =>
      patchArtwork(t.app, owner.token, { id, baseVersion: 1, changes });
    expectError(await edit({ artist: 'Someone Else' }), 400, {
      code: 'VALIDATION',
      field: 'changes.artist',
      message: FORM_MESSAGES.artistMustBeUser,
    });
    expectError(await edit({ artworkValues: { dimensions: dims({ height: 10 }) } }), 400, {
      code: 'VALIDATION',
      field: 'changes.artworkValues.dimensions.width',
      message: FORM_MESSAGES.enterWidth,
    });
    expectError(await edit({ collection: { id: collector.collectionId } }), 400, {
      code: 'VALIDATION',
      field: 'changes.collection.id',
      message: FORM_MESSAGES.noCollection,
    });
    expectError(await edit({ artworkValues: { price: { currency: 'EUR', value: 1.001 } } }), 400, {
      code: 'VALIDATION',
      field: 'changes.artworkValues.price.value',
      message: ARTWORK_MESSAGES.invalidAmount,
    });
    expectError(await edit({ artworkValues: { title: 'y'.repeat(10 * 1024 * 1024) } }), 400, {
      code: 'VALIDATION',
      field: 'changes.artworkValues.title',
      message: FORM_MESSAGES.tooLong,
    });
    expectError(await edit({}), 400, { code: 'VALIDATION' });
    const [artwork] = (await listArtworks(t.app, owner.token)).artworks;
    expect(artwork).toMatchObject({ version: 1, artist: 'Ada Artist' });
  });

  it('answers 404 for an unknown id', async () => {
    const response = await patchArtwork(t.app, artist.token, {
      id: randomUUID(),
      baseVersion: 1,
      changes: { status: 'sold' },
    });
    expectError(response, 404, { code: 'NOT_FOUND' });
  });
});
