import { describe, expect, it } from 'vitest';
import { emptyArtworkValues } from '@archive/domain/artworks/artwork.schema';
import type { Artwork } from '@archive/domain/artworks/artwork.schema';
import { applyArtworkChanges, mergeArtworkChanges, narrowChanges } from './artwork-changes';

function stored(): Artwork {
  return {
    id: '0190a0a0-0000-7000-8000-0000000000aa',
    artist: 'Ada',
    artistId: null,
    images: [],
    status: 'sold',
    collection: { id: '0190a0a0-0000-7000-8000-0000000000bb' },
    archiveArtworkNumber: 7,
    artworkValues: {
      ...emptyArtworkValues(),
      title: 'Blue',
      price: { currency: 'EUR', value: 100 },
      dimensions: { height: 10, width: 20, depth: null, diameter: null, variable: false },
    },
    isDeleted: false,
    dateCreated: '2026-01-01T00:00:00.000Z',
    lastModified: '2026-01-01T00:00:00.000Z',
    version: 3,
  };
}

describe('artwork changes', () => {
  it('sends a changed artwork value whole and leaves out what is already so', () => {
    const row = stored();
    const changes = narrowChanges(row, {
      artist: 'Ada',
      status: null,
      artworkValues: {
        ...row.artworkValues,
        // The same amount with its keys in another order is no change.
        price: { value: 100, currency: 'EUR' },
        dimensions: { ...row.artworkValues.dimensions, height: 11 },
      },
    });
    expect(changes).toEqual({
      status: null,
      artworkValues: {
        dimensions: { height: 11, width: 20, depth: null, diameter: null, variable: false },
      },
    });
  });

  it('merges edits per artwork value, the later winning, and applies them', () => {
    const merged = mergeArtworkChanges(
      { status: 'reserved', artworkValues: { notes: 'a', location: 'Hall' } },
      { artworkValues: { notes: 'b' } },
    );
    expect(merged).toEqual({ status: 'reserved', artworkValues: { notes: 'b', location: 'Hall' } });
    const applied = applyArtworkChanges(stored(), merged);
    expect(applied).toMatchObject({
      status: 'reserved',
      artist: 'Ada',
      artworkValues: { title: 'Blue', notes: 'b', location: 'Hall' },
    });
  });
});
