import { afterEach, describe, expect, it, vi } from 'vitest';

/*
 * A page's first Intl format costs 100 ms on a phone four times slower: the list's modules must
 * not make one as they load, nor the list as it opens and warms its orders by month (issue 37).
 */

const RealDateTimeFormat = Intl.DateTimeFormat;
const RealNumberFormat = Intl.NumberFormat;
const made = { date: 0, number: 0 };

afterEach(() => {
  Intl.DateTimeFormat = RealDateTimeFormat;
  Intl.NumberFormat = RealNumberFormat;
});

/** Counts every format made from here on, then loads the modules afresh. */
async function loadCounting() {
  made.date = 0;
  made.number = 0;
  Intl.DateTimeFormat = class extends RealDateTimeFormat {
    constructor(...args: ConstructorParameters<typeof RealDateTimeFormat>) {
      super(...args);
      made.date += 1;
    }
  } as typeof Intl.DateTimeFormat;
  Intl.NumberFormat = class extends RealNumberFormat {
    constructor(...args: ConstructorParameters<typeof RealNumberFormat>) {
      super(...args);
      made.number += 1;
    }
  } as typeof Intl.NumberFormat;
  vi.resetModules();
  return {
    ...(await import('./artwork-sort')),
    ...(await import('./artwork-list-format')),
    ...(await import('./artwork-list.messages')),
    ...(await import('./artwork.schema')),
    ...(await import('./artwork-list-entry')),
  };
}

describe('the list without Intl', () => {
  it('loads, counts and labels months without making a format, as Intl would write them', async () => {
    const { ARTWORK_LIST_MESSAGES, emptyArtworkValues, groupArtworks, toArtworkListEntry } =
      await loadCounting();
    expect(ARTWORK_LIST_MESSAGES.count(20_000)).toBe('20,000 artworks');

    const months = Array.from({ length: 12 }, (_, month) =>
      toArtworkListEntry({
        id: `00000000-0000-4000-8000-${String(month + 1).padStart(12, '0')}`,
        artist: 'Agnes Martin',
        artistId: null,
        images: [],
        status: null,
        collection: { id: '10000000-0000-4000-8000-000000000000' },
        archiveArtworkNumber: month + 1,
        artworkValues: { ...emptyArtworkValues(), title: 'Untitled' },
        isDeleted: false,
        dateCreated: new Date(1987, month, 15, 12).toISOString(),
        lastModified: new Date(1987, month, 15, 12).toISOString(),
        version: 1,
      }),
    );
    const labels = groupArtworks(months, 'dateCreated').map((group) => group.label);
    expect(made).toEqual({ date: 0, number: 0 });
    const intl = new RealDateTimeFormat('en-GB', { month: 'long', year: 'numeric' });
    expect(labels).toEqual(
      Array.from({ length: 12 }, (_, month) => intl.format(new Date(1987, 11 - month, 1))),
    );
  });

  it('makes the centimetre format once, when a dimension is first written', async () => {
    const { emptyArtworkValues, formatDimensions } = await loadCounting();
    expect(made.number).toBe(0);
    const dimensions = { ...emptyArtworkValues().dimensions, height: 120.25, width: 80 };
    expect(formatDimensions(dimensions)).toBe('120.3 × 80 cm');
    expect(formatDimensions({ ...dimensions, depth: 4 })).toBe('120.3 × 80 × 4 cm');
    expect(made.number).toBe(1);
  });
});
