import { useEffect } from 'react';
import { ARTWORK_SORT_OPTIONS } from '@archive/domain/artworks/artwork-sort';
import { groupArtworks, rankArtworkOrder } from '../../../data/artworks/artwork-order';
import type { ArtworkListItem } from '../../../data/artworks/artworks-store';

/** How long the warm-up holds off after the user typed, scrolled or pointed. */
const QUIET_MS = 250;
const INTERACTIONS = ['keydown', 'input', 'pointerdown', 'wheel', 'scroll'] as const;

/**
 * After the list shows, works out each sort's order and then its positions, one task each, so
 * a change of sort then only reads positions (data/artworks/artwork-order.ts keeps the orders it computed; the search texts come
 * ready-made with the list entries). A sort's order is a task of tens of milliseconds at
 * 20,000 artworks, so the work waits while the user is typing or scrolling: a keystroke's
 * search or a fling never shares the thread with it.
 */
export function useWarmSearch(artworks: readonly ArtworkListItem[] | undefined): void {
  useEffect(() => {
    if (!artworks) return;
    const list = artworks;
    // Even steps compute a sort's order, odd ones write out its positions.
    let step = 0;
    let lastInteraction = 0;
    const noteInteraction = () => {
      lastInteraction = performance.now();
    };
    for (const type of INTERACTIONS) {
      window.addEventListener(type, noteInteraction, { capture: true, passive: true });
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The first step waits for the frame that shows the list: a task queued at once could
    // run before that frame is drawn and hold it back.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(next, 0);
    });
    function next() {
      const quietFor = performance.now() - lastInteraction;
      if (quietFor < QUIET_MS) {
        timer = setTimeout(next, QUIET_MS - quietFor);
        return;
      }
      const option = ARTWORK_SORT_OPTIONS[Math.floor(step / 2)];
      if (!option) return;
      if (step % 2 === 0) groupArtworks(list, option.value);
      else rankArtworkOrder(list, option.value);
      step += 1;
      timer = setTimeout(next, 0);
    }
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      for (const type of INTERACTIONS) {
        window.removeEventListener(type, noteInteraction, { capture: true });
      }
    };
  }, [artworks]);
}
