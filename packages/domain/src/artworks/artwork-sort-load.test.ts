import { afterEach, describe, expect, it, vi } from 'vitest';

const RealDateTimeFormat = Intl.DateTimeFormat;
let made = 0;

afterEach(() => {
  Intl.DateTimeFormat = RealDateTimeFormat;
});

describe('loading the sorts', () => {
  // A page's first DateTimeFormat costs 100 ms on a phone: the list must not pay it as it
  // opens, nor while it warms its orders by month (issue 37).
  it('makes no date format, labelling months as Intl does', async () => {
    made = 0;
    Intl.DateTimeFormat = class extends RealDateTimeFormat {
      constructor(...args: ConstructorParameters<typeof RealDateTimeFormat>) {
        super(...args);
        made += 1;
      }
    } as typeof Intl.DateTimeFormat;
    vi.resetModules();
    const { groupArtworks, sortArtworks } = await import('./artwork-sort');
    const { emptyArtworkValues } = await import('./artwork.schema');
    const { toArtworkListEntry } = await import('./artwork-list-entry');
    expect(made).toBe(0);

    const entry = toArtworkListEntry({
      id: '00000000-0000-4000-8000-000000000001',
      artist: 'Agnes Martin',
      artistId: null,
      images: [],
      status: null,
      collection: { id: '10000000-0000-4000-8000-000000000000' },
      archiveArtworkNumber: 1,
      artworkValues: { ...emptyArtworkValues(), title: 'Untitled' },
      isDeleted: false,
      dateCreated: '2026-11-14T12:00:00.000Z',
      lastModified: '2026-11-14T12:00:00.000Z',
      version: 1,
    });
    sortArtworks([entry], 'artist');
    const months = Array.from({ length: 12 }, (_, month) => ({
      ...entry,
      id: `00000000-0000-4000-8000-${String(month + 2).padStart(12, '0')}`,
      dateCreated: new Date(1987, month, 15, 12).toISOString(),
    }));
    const labels = groupArtworks(months, 'dateCreated').map((group) => group.label);
    expect(made).toBe(0);
    const intl = new RealDateTimeFormat('en-GB', { month: 'long', year: 'numeric' });
    expect(labels).toEqual(
      Array.from({ length: 12 }, (_, month) => intl.format(new Date(1987, 11 - month, 1))),
    );
  });
});
