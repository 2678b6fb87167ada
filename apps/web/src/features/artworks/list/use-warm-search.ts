import { useEffect } from 'react';
import {
  ARTWORK_SORT_OPTIONS,
  groupArtworks,
  prepareArtworkSort,
} from '@archive/domain/artworks/artwork-sort';
import type { ArtworkListItem } from '../../../data/artworks/artworks-store';

/** Short enough that a keystroke arriving meanwhile is not kept waiting. */
const SLICE_MS = 8;
const BATCH = 50;
/** How long the warm-up holds off after the user typed, scrolled or pointed. */
const QUIET_MS = 250;
const INTERACTIONS = ['keydown', 'input', 'pointerdown', 'wheel', 'scroll'] as const;

/**
 * After the list shows, builds every artwork's sort keys in slices of a few milliseconds, then
 * each sort's order one task at a time: a change of sort then only reads positions (the search
 * texts come ready-made with the list entries). A sort's order is one task of tens of
 * milliseconds at 20,000 artworks, so the work waits while the user is typing or scrolling:
 * a keystroke's search or a fling never shares the thread with it.
 */
export function useWarmSearch(artworks: readonly ArtworkListItem[] | undefined): void {
  useEffect(() => {
    if (!artworks) return;
    const list = artworks;
    let index = 0;
    let sort = 0;
    let lastInteraction = 0;
    const noteInteraction = () => {
      lastInteraction = performance.now();
    };
    for (const type of INTERACTIONS) {
      window.addEventListener(type, noteInteraction, { capture: true, passive: true });
    }
    let timer = setTimeout(step, 0);
    function step() {
      const quietFor = performance.now() - lastInteraction;
      if (quietFor < QUIET_MS) {
        timer = setTimeout(step, QUIET_MS - quietFor);
        return;
      }
      if (index < list.length) {
        const until = performance.now() + SLICE_MS;
        while (index < list.length && performance.now() < until) {
          const end = Math.min(index + BATCH, list.length);
          for (; index < end; index += 1) {
            const artwork = list[index];
            if (artwork) prepareArtworkSort(artwork);
          }
        }
      } else {
        const option = ARTWORK_SORT_OPTIONS[sort];
        if (!option) return;
        groupArtworks(list, option.value);
        sort += 1;
      }
      timer = setTimeout(step, 0);
    }
    return () => {
      clearTimeout(timer);
      for (const type of INTERACTIONS) {
        window.removeEventListener(type, noteInteraction, { capture: true });
      }
    };
  }, [artworks]);
}
