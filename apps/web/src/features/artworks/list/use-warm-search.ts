import { useEffect } from 'react';
import { artworkSearchText } from '@archive/domain/artworks/artwork-search';
import {
  ARTWORK_SORT_OPTIONS,
  groupArtworks,
  prepareArtworkSort,
} from '@archive/domain/artworks/artwork-sort';
import type { LocalArtwork } from '../../../data/artworks/artworks-store';

/** Short enough that a keystroke arriving meanwhile is not kept waiting. */
const SLICE_MS = 8;
const BATCH = 50;

/**
 * After the list shows, builds every artwork's search text, then its sort keys, in slices of a
 * few milliseconds, then each sort's order one task at a time: the first keystroke only
 * compares and a change of sort only reads positions. Done at once, 20,000 artworks would
 * freeze the page for a moment; in slices, a keystroke waits for one slice at most.
 */
export function useWarmSearch(artworks: readonly LocalArtwork[] | undefined): void {
  useEffect(() => {
    if (!artworks) return;
    const list = artworks;
    const passes: ((artwork: LocalArtwork) => void)[] = [artworkSearchText, prepareArtworkSort];
    let pass = 0;
    let index = 0;
    let sort = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    function step() {
      const prepare = passes[pass];
      if (prepare) {
        const until = performance.now() + SLICE_MS;
        while (index < list.length && performance.now() < until) {
          const end = Math.min(index + BATCH, list.length);
          for (; index < end; index += 1) {
            const artwork = list[index];
            if (artwork) prepare(artwork);
          }
        }
        if (index >= list.length) {
          pass += 1;
          index = 0;
        }
      } else {
        const option = ARTWORK_SORT_OPTIONS[sort];
        if (!option) return;
        groupArtworks(list, option.value);
        sort += 1;
      }
      timer = setTimeout(step, 0);
    }
    timer = setTimeout(step, 0);
    return () => {
      clearTimeout(timer);
    };
  }, [artworks]);
}
