import { describe, expect, it } from 'vitest';
import { emptyArtworkValues, type Artwork } from '@archive/domain/artworks/artwork.schema';
import { toArtworkListEntry } from '@archive/domain/artworks/artwork-list-entry';
import { formatMoney } from '@archive/domain/artworks/money';
import {
  packArtworkListEntry,
  PackedArtworkListEntry,
  packedEntryId,
  PACKED_ENTRIES_SEPARATOR,
  unpackArtworkListEntry,
} from './packed-artwork-list-entry';

const maman: Artwork = {
  id: '0b000000-0000-4000-8000-000000000001',
  artist: 'Louise Bourgeois',
  artistId: null,
  images: [
    { url: 'https://files.example/b', description: '', sortIndex: 1, dateCreated: '' },
    { url: 'https://files.example/a', description: '', sortIndex: 0, dateCreated: '' },
  ] as Artwork['images'],
  status: 'loan',
  collection: { id: '10000000-0000-4000-8000-000000000000' },
  archiveArtworkNumber: 1042,
  artworkValues: {
    ...emptyArtworkValues(),
    title: 'Maman',
    year: '1999',
    technique: 'Bronze',
    currentOwner: 'Tate Modern',
    price: { currency: 'EUR', value: 1234567.5 },
    dimensions: { height: 927, width: 891, depth: null, diameter: null, variable: false },
  },
  isDeleted: false,
  dateCreated: '2026-11-15T12:00:00.000Z',
  lastModified: '2026-11-16T12:00:00.000Z',
  version: 3,
};

/** Maman with nothing but its ids: no images, status, number or values. */
function bareEntry() {
  return toArtworkListEntry({
    ...maman,
    images: [],
    status: null,
    archiveArtworkNumber: null,
    artworkValues: emptyArtworkValues(),
  });
}

describe('artwork list entries', () => {
  it('hold what a row shows, the cover with the lowest sortIndex and the search text', () => {
    const entry = toArtworkListEntry(maman);
    expect(entry).toMatchObject({
      id: maman.id,
      artist: 'Louise Bourgeois',
      archiveArtworkNumber: 1042,
      status: 'loan',
      title: 'Maman',
      details: '1999 · Bronze · 927 × 891 cm',
      currentOwner: 'Tate Modern',
      price: formatMoney(maman.artworkValues.price),
      cover: 'https://files.example/a',
    });
    expect(entry.search).toContain('tate modern');
    expect(entry.search).toContain('on loan');
  });

  it('carry the names as the sort compares them: last word first, no case, accents or repeated spaces', () => {
    const entry = toArtworkListEntry({
      ...maman,
      artist: '  Zoë   Ólafsdóttir ',
      artworkValues: { ...maman.artworkValues, title: 'Été  Indien', currentOwner: 'TATE Modern' },
    });
    expect(entry).toMatchObject({
      artistKey: 'olafsdottir\u0000zoe olafsdottir',
      titleKey: 'ete indien',
      ownerKey: 'modern\u0000tate modern',
    });
    expect(toArtworkListEntry({ ...maman, artist: '  ' }).artistKey).toBe('');
  });

  it('come back unchanged from their packed form, blanks and nulls included', () => {
    const bare = bareEntry();
    for (const entry of [toArtworkListEntry(maman), bare]) {
      const packed = packArtworkListEntry(entry);
      expect(unpackArtworkListEntry(packed)).toEqual(entry);
      expect(packedEntryId(packed)).toBe(entry.id);
    }
    expect(unpackArtworkListEntry(packArtworkListEntry(bare))).toMatchObject({
      cover: null,
      status: null,
      archiveArtworkNumber: null,
      price: '',
    });
  });

  it('read lazily give every field as the entry had it, and keep it with another sync state', () => {
    for (const entry of [toArtworkListEntry(maman), bareEntry()]) {
      const lazy = new PackedArtworkListEntry(packArtworkListEntry(entry), 'pending');
      for (const field of Object.keys(entry) as (keyof typeof entry)[]) {
        expect(lazy[field], field).toEqual(entry[field]);
      }
      expect(lazy.syncState).toBe('pending');
      const failed = lazy.withSyncState('failed');
      expect(failed).not.toBe(lazy);
      expect(failed.syncState).toBe('failed');
      expect(failed.title).toBe(entry.title);
    }
  });

  it('never let a typed separator split an entry or a bucket', () => {
    const odd = toArtworkListEntry({
      ...maman,
      artworkValues: { ...maman.artworkValues, title: `a\u0001b${PACKED_ENTRIES_SEPARATOR}c` },
    });
    const packed = packArtworkListEntry(odd);
    expect(packed.split(PACKED_ENTRIES_SEPARATOR)).toHaveLength(1);
    expect(unpackArtworkListEntry(packed).title).toBe('a b c');
  });

  it('refuse a string that is not a packed entry', () => {
    expect(() => unpackArtworkListEntry('not an entry')).toThrow();
  });
});
