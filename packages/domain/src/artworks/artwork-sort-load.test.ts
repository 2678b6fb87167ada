import { afterEach, describe, expect, it, vi } from 'vitest';

const RealDateTimeFormat = Intl.DateTimeFormat;
let made = 0;

afterEach(() => {
  Intl.DateTimeFormat = RealDateTimeFormat;
});

describe('loading the sorts', () => {
  // A page's first DateTimeFormat costs 100 ms on a phone: the list opens by artist and must
  // not pay it as its module loads (issue 37).
  it('makes no date format until a month is labelled', async () => {
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
    expect(made).toBe(0);
    expect(groupArtworks([entry], 'dateCreated')[0]?.label).toBe('November 2026');
    expect(made).toBe(1);
  });
});
