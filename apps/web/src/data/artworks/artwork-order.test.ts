import { describe, expect, it } from 'vitest';
import { toArtworkListEntry } from '@archive/domain/artworks/artwork-list-entry';
import { sortIntoGroups } from '@archive/domain/artworks/artwork-sort';
import { testArtwork } from '../engine/store/test-artwork.test-support';
import { groupArtworks, isArtworkOrderReady, prepareArtworkOrder } from './artwork-order';

const ARTISTS = ['Louise Bourgeois', 'Agnes Martin', 'Cy Twombly', 'Etel Adnan', 'Lee Krasner'];

function entries(count: number) {
  return Array.from({ length: count }, (_, index) =>
    toArtworkListEntry(
      testArtwork(`Work ${String(index % 37)}`, {
        artist: ARTISTS[index % ARTISTS.length] ?? '',
        archiveArtworkNumber: index,
      }),
    ),
  );
}

describe('the list order prepared in slices', () => {
  it('keeps the order it prepared, which the list then reads at once and as the rule gives it', async () => {
    const list = entries(3_000);
    expect(isArtworkOrderReady(list, 'all')).toBe(false);
    // Asked twice at once (the list and its warm-up): one order, kept once.
    const [first, second] = await Promise.all([
      prepareArtworkOrder(list, 'all'),
      prepareArtworkOrder(list, 'all'),
    ]);
    expect([first, second]).toEqual([true, true]);
    expect(isArtworkOrderReady(list, 'all')).toBe(true);
    const groups = groupArtworks(list, 'all');
    expect(groupArtworks(list, 'all')).toBe(groups);
    const ids = (found: typeof groups) => found.map((group) => group.artworks.map(({ id }) => id));
    expect(ids(groups)).toEqual(ids(sortIntoGroups(list, 'all')));
    // Another list (a change to one artwork) is not that order.
    expect(isArtworkOrderReady([...list], 'all')).toBe(false);
  });

  it('gives up when everyone who asked has gone, and keeps nothing', async () => {
    const list = entries(5_000);
    const cancelled = () => true;
    expect(await prepareArtworkOrder(list, 'artist', { cancelled })).toBe(false);
    expect(isArtworkOrderReady(list, 'artist')).toBe(false);
  });
});
