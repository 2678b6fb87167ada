import { describe, expect, it } from 'vitest';
import { emptyArtworkValues, type Artwork } from './artwork.schema';
import { toArtworkListEntry, type ArtworkListEntry } from './artwork-list-entry';
import type { ArtworkStatus } from './artwork-status';
import {
  ARTWORK_SORT_OPTIONS,
  DEFAULT_ARTWORK_SORT,
  groupArtworks,
  lastWordKey,
  sortArtworks,
  sortIntoGroupsInSteps,
} from './artwork-sort';

let next = 0;
function artwork(
  overrides: Partial<Omit<Artwork, 'artworkValues'>> & {
    title?: string;
    year?: string;
    owner?: string;
  } = {},
): ArtworkListEntry {
  next += 1;
  const { title, year, owner, ...rest } = overrides;
  return toArtworkListEntry({
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    artist: 'Anna Artist',
    artistId: null,
    images: [],
    status: null,
    collection: { id: '10000000-0000-4000-8000-000000000000' },
    archiveArtworkNumber: next,
    artworkValues: {
      ...emptyArtworkValues(),
      title: title ?? `Work ${String(next)}`,
      year: year ?? '',
      currentOwner: owner ?? '',
    },
    isDeleted: false,
    dateCreated: '2026-11-15T12:00:00.000Z',
    lastModified: '2026-11-15T12:00:00.000Z',
    version: 1,
    ...rest,
  });
}

function titles(list: readonly ArtworkListEntry[]): string[] {
  return list.map((item) => item.title);
}

function summary(groups: ReturnType<typeof groupArtworks<ArtworkListEntry>>): [string, string[]][] {
  return groups.map((group) => [group.label, titles(group.artworks)]);
}

describe('sort options (spec section 9)', () => {
  it('offers exactly the spec labels with their directions, artist by default', () => {
    expect(ARTWORK_SORT_OPTIONS.map(({ label, direction }) => `${label} (${direction})`)).toEqual([
      'All (asc)',
      'Artist Name (asc)',
      'Year (desc)',
      'Current Owner (desc)',
      'Status (asc)',
      'Date Created (desc)',
      'Last Updated (desc)',
    ]);
    expect(DEFAULT_ARTWORK_SORT).toBe('artist');
  });

  it('takes the last word of a name without case, accents or extra spaces', () => {
    expect(lastWordKey('  Louise   Bourgeois ')).toBe('bourgeois');
    expect(lastWordKey('Pierre Soulàges')).toBe('soulages');
    expect(lastWordKey('Christo')).toBe('christo');
    expect(lastWordKey('')).toBe('');
  });
});

describe('groupArtworks', () => {
  it("'All' lists every artwork by ID in one group, unsynced ones last", () => {
    const list = [
      artwork({ title: 'new', archiveArtworkNumber: null }),
      artwork({ title: 'three', archiveArtworkNumber: 3 }),
      artwork({ title: 'one', archiveArtworkNumber: 1 }),
      artwork({ title: 'twenty', archiveArtworkNumber: 20 }),
    ];
    expect(summary(groupArtworks(list, 'all'))).toEqual([
      ['All artworks', ['one', 'three', 'twenty', 'new']],
    ]);
  });

  it("'Artist Name' sorts by last name, then full name, then title, one group per artist", () => {
    const list = [
      artwork({ artist: 'Zoe Adams', title: 'B' }),
      artwork({ artist: 'Anna Zeller', title: 'A' }),
      artwork({ artist: 'zoe  adams', title: 'A' }),
      artwork({ artist: 'Bob Adams', title: 'C' }),
      artwork({ artist: '', title: 'Blank' }),
    ];
    expect(summary(groupArtworks(list, 'artist'))).toEqual([
      ['Bob Adams', ['C']],
      ['zoe adams', ['A', 'B']],
      ['Anna Zeller', ['A']],
      ['No artist', ['Blank']],
    ]);
  });

  it("'Year' is newest first, grouped by year, 'No year' last", () => {
    const list = [
      artwork({ year: '1999', title: 'old' }),
      artwork({ year: '', title: 'undated' }),
      artwork({ year: '2024', title: 'recent' }),
      artwork({ year: '1999', title: 'old too' }),
    ];
    expect(summary(groupArtworks(list, 'year'))).toEqual([
      ['2024', ['recent']],
      ['1999', ['old', 'old too']],
      ['No year', ['undated']],
    ]);
  });

  it("'Current Owner' is descending by the owner's last word, 'No owner' last", () => {
    const list = [
      artwork({ owner: 'Museum Abteiberg', title: 'm' }),
      artwork({ owner: '', title: 'none' }),
      artwork({ owner: 'Jane Zorn', title: 'z' }),
      artwork({ owner: 'Kim Moss', title: 'k' }),
    ];
    expect(summary(groupArtworks(list, 'owner')).map(([label]) => label)).toEqual([
      'Jane Zorn',
      'Kim Moss',
      'Museum Abteiberg',
      'No owner',
    ]);
  });

  it("'Status' follows the status order with labels, 'No status' last", () => {
    const statuses: (ArtworkStatus | null)[] = ['sold', null, 'available', 'transit', 'sold'];
    const list = statuses.map((status) => artwork({ status }));
    expect(
      groupArtworks(list, 'status').map((group) => [group.label, group.artworks.length]),
    ).toEqual([
      ['Available', 1],
      ['Sold', 2],
      ['In Transit', 1],
      ['No status', 1],
    ]);
  });

  it("'Date Created' and 'Last Updated' are newest first, grouped by month", () => {
    const list = [
      artwork({
        title: 'oct',
        dateCreated: '2026-10-14T12:00:00Z',
        lastModified: '2026-12-14T12:00:00Z',
      }),
      artwork({
        title: 'nov',
        dateCreated: '2026-11-14T12:00:00Z',
        lastModified: '2026-01-14T12:00:00Z',
      }),
      artwork({
        title: 'nov later',
        dateCreated: '2026-11-20T12:00:00Z',
        lastModified: '2026-01-10T12:00:00Z',
      }),
    ];
    expect(summary(groupArtworks(list, 'dateCreated'))).toEqual([
      ['November 2026', ['nov later', 'nov']],
      ['October 2026', ['oct']],
    ]);
    expect(summary(groupArtworks(list, 'lastModified'))).toEqual([
      ['December 2026', ['oct']],
      ['January 2026', ['nov', 'nov later']],
    ]);
  });

  it('sortArtworks gives the same order as the groups, flattened', () => {
    const list = [artwork({ year: '2001' }), artwork({ year: '' }), artwork({ year: '2010' })];
    expect(sortArtworks(list, 'year').map((item) => item.year)).toEqual(['2010', '2001', '']);
  });

  it("orders a search's results as the whole list, and follows an artwork that changed", () => {
    const all = [
      artwork({ artist: 'Cy Twombly', title: 'Bacchus' }),
      artwork({ artist: 'Anna Bourgeois', title: 'Spider' }),
      artwork({ artist: 'Cy Twombly', title: 'Apollo' }),
      artwork({ artist: 'Louise Bourgeois', title: 'Maman' }),
    ];
    expect(summary(groupArtworks(all, 'artist'))).toEqual([
      ['Anna Bourgeois', ['Spider']],
      ['Louise Bourgeois', ['Maman']],
      ['Cy Twombly', ['Apollo', 'Bacchus']],
    ]);
    const found = [all[3], all[0], all[2]].filter((item) => item !== undefined);
    expect(summary(groupArtworks(found, 'artist'))).toEqual([
      ['Louise Bourgeois', ['Maman']],
      ['Cy Twombly', ['Apollo', 'Bacchus']],
    ]);
    // The store hands out a new object for a changed artwork.
    const [bacchus, ...others] = all;
    if (!bacchus) throw new Error('No artwork');
    const renamed = { ...bacchus, artist: 'Anna Bourgeois', artistKey: 'anna bourgeois' };
    expect(summary(groupArtworks([...others, renamed], 'artist'))).toEqual([
      ['Anna Bourgeois', ['Bacchus', 'Spider']],
      ['Louise Bourgeois', ['Maman']],
      ['Cy Twombly', ['Apollo']],
    ]);
  });

  it('leaves the artworks as they were to the eye, and sorts frozen ones too', () => {
    const list = [artwork({ year: '1990' }), artwork({ year: '2020' })];
    const before = list.map((item) => JSON.stringify(item));
    const keys = list.map((item) => Object.keys(item));
    sortArtworks(list, 'year');
    expect(list.map((item) => JSON.stringify(item))).toEqual(before);
    expect(list.map((item) => Object.keys(item))).toEqual(keys);
    const frozen = [artwork({ year: '1990' }), artwork({ year: '2020' })].map((item) =>
      Object.freeze(item),
    );
    expect(sortArtworks(frozen, 'year').map((item) => item.year)).toEqual(['2020', '1990']);
    expect(sortArtworks(frozen, 'artist').map((item) => item.year)).toHaveLength(2);
  });
});

describe('sortIntoGroupsInSteps', () => {
  // More than a run of 1,000 in one group ('All', a year), so runs are merged; ties on every
  // key but the id, so the merge's stability shows.
  const ARTISTS = ['Anna Artist', 'Louise Bourgeois', 'Cy Twombly', 'Agnes Martin'];
  const many = Array.from({ length: 4_321 }, (_, index) =>
    artwork({
      artist: ARTISTS[index % ARTISTS.length] ?? '',
      title: `Work ${String((index * 7_919) % 97)}`,
      year: index % 5 === 0 ? '' : String(1990 + (index % 3)),
      archiveArtworkNumber: index % 11 === 0 ? null : (index * 7_919) % 4_999,
      dateCreated: `2026-0${String(1 + (index % 9))}-15T12:00:00.000Z`,
    }),
  );

  it('pauses every thousand artworks or so, and orders every sort as one sort of each group', () => {
    for (const { value: sortBy } of ARTWORK_SORT_OPTIONS) {
      const steps = sortIntoGroupsInSteps(many, sortBy);
      let pauses = 0;
      let step = steps.next();
      for (; !step.done; step = steps.next()) pauses += 1;
      expect(pauses).toBeGreaterThan(4);
      const stepped = step.value;
      const atOnce = groupArtworks([...many].reverse(), sortBy);
      expect(stepped.map((group) => group.key)).toEqual(atOnce.map((group) => group.key));
      expect(stepped.map((group) => group.artworks.map(({ id }) => id))).toEqual(
        atOnce.map((group) => group.artworks.map(({ id }) => id)),
      );
      // Every neighbour in the order the rule gives two artworks (a plain sort of two).
      const flat = stepped.flatMap((group) => group.artworks);
      expect(new Set(flat.map(({ id }) => id)).size).toBe(many.length);
      const misplaced = flat.filter((before, index) => {
        const after = flat[index + 1];
        return after !== undefined && sortArtworks([after, before], sortBy)[0] !== before;
      });
      expect(misplaced).toEqual([]);
    }
  });
});
