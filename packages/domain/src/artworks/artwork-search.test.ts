import { describe, expect, it } from 'vitest';
import { emptyArtworkValues, type Artwork } from './artwork.schema';
import { toArtworkListEntry } from './artwork-list-entry';
import {
  artworkSearchTerms,
  narrowsSearch,
  plainMoneyText,
  searchArtworks,
} from './artwork-search';
import { formatMoneyValue } from './money';

function artwork(id: string, overrides: Partial<Artwork> = {}): Artwork {
  return {
    id,
    artist: 'Louise Bourgeois',
    artistId: null,
    images: [],
    status: 'onsite',
    collection: { id: '10000000-0000-4000-8000-000000000000' },
    archiveArtworkNumber: 1042,
    artworkValues: {
      ...emptyArtworkValues(),
      title: 'Maman',
      technique: 'Bronze, stainless steel and marble',
      price: { currency: 'EUR', value: 12500 },
      dimensions: { height: 927, width: 891, depth: 1024, diameter: null, variable: false },
      packaging: {
        crates: [
          {
            dimensions: { height: 1, width: 2, depth: 3 },
            packagingType: 'Wooden crate',
            openingOrder: 1,
          },
        ],
        instructions: '',
      },
    },
    isDeleted: false,
    dateCreated: '2026-11-15T12:00:00.000Z',
    lastModified: '2026-11-15T12:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

const maman = artwork('a');
const other = artwork('b', {
  artist: 'Agnes Martin',
  status: null,
  archiveArtworkNumber: null,
  artworkValues: { ...emptyArtworkValues(), title: 'Friendship', technique: 'Gold leaf' },
});

function found(term: string): string[] {
  return searchArtworks([maman, other].map(toArtworkListEntry), term).map(({ id }) => id);
}

describe('artwork search (spec section 9)', () => {
  it('splits terms on any spaces and ignores case', () => {
    expect(artworkSearchTerms('  Bronze   MAMAN ')).toEqual(['bronze', 'maman']);
  });

  it('keeps every artwork for a blank search', () => {
    expect(found('   ')).toEqual(['a', 'b']);
  });

  it('matches the artist, the ID and the status label', () => {
    expect(found('bourgeois')).toEqual(['a']);
    expect(found('1042')).toEqual(['a']);
    expect(found('on site')).toEqual(['a']);
  });

  it('matches value fields, nested ones and amounts as typed or as shown', () => {
    expect(found('stainless')).toEqual(['a']);
    expect(found('wooden')).toEqual(['a']);
    expect(found('927')).toEqual(['a']);
    expect(found('12500')).toEqual(['a']);
    expect(found('12,500.00')).toEqual(['a']);
  });

  it('needs every term to match, each in any field', () => {
    expect(found('martin gold')).toEqual(['b']);
    expect(found('martin bronze')).toEqual([]);
  });

  it('does not match the currency code every amount carries', () => {
    expect(found('eur')).toEqual([]);
  });

  it('sees a changed artwork once its entry is written again', () => {
    expect(searchArtworks([toArtworkListEntry(maman)], 'spider')).toEqual([]);
    const renamed = { ...maman, artworkValues: { ...maman.artworkValues, title: 'Spider' } };
    expect(searchArtworks([toArtworkListEntry(renamed)], 'spider').map(({ id }) => id)).toEqual([
      'a',
    ]);
  });
});

describe('narrowsSearch', () => {
  it('holds while the person types on, adds a term or retypes with other case or spaces', () => {
    expect(narrowsSearch('', 'mam')).toBe(true);
    expect(narrowsSearch('mam', 'maman')).toBe(true);
    expect(narrowsSearch('maman', 'maman bro')).toBe(true);
    expect(narrowsSearch('bro maman', 'MAMAN   bronze')).toBe(true);
  });

  it('does not hold when a term is removed, shortened or changed', () => {
    expect(narrowsSearch('maman', '')).toBe(false);
    expect(narrowsSearch('maman', 'mama')).toBe(false);
    expect(narrowsSearch('maman bronze', 'maman')).toBe(false);
    expect(narrowsSearch('maman', 'martin')).toBe(false);
  });

  it('finds among the earlier results exactly what a search of every artwork finds', () => {
    const entries = [maman, other].map(toArtworkListEntry);
    for (const [previous, next] of [
      ['', 'a'],
      ['a', 'ma'],
      ['ma', 'ma gold'],
      ['b', 'bronze 12,500'],
    ] as const) {
      expect(narrowsSearch(previous, next)).toBe(true);
      const again = searchArtworks(searchArtworks(entries, previous), next);
      expect(again).toEqual(searchArtworks(entries, next));
    }
  });
});

describe('plainMoneyText', () => {
  it.each([0, 5, 12.5, 999.99, 1000, 12500, 1234567.89, 1_000_000_000_000])(
    'writes %j as the list shows amounts',
    (value) => {
      expect(plainMoneyText(value)).toBe(formatMoneyValue(value));
    },
  );
});
