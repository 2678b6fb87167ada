import { useEffect } from 'react';
import { ARTWORK_SORT_OPTIONS } from '@archive/domain/artworks/artwork-sort';
import { prepareArtworkOrder, prepareArtworkPositions } from '../../../data/artworks/artwork-order';
import type { ArtworkListItem } from '../../../data/artworks/artworks-store';

/** How long the warm-up holds off after the user typed, scrolled or pointed. */
const QUIET_MS = 250;
const INTERACTIONS = ['keydown', 'input', 'pointerdown', 'wheel', 'scroll'] as const;

/**
 * After the list shows, works out each sort's order and then its positions, so a change of
 * sort then only reads positions (data/artworks/artwork-order.ts keeps the orders it computed;
 * the search texts come ready-made with the list entries). A sort's order is tens of
 * milliseconds at 20,000 artworks, so it is worked out in slices of a few milliseconds
 * between frames, and waits while the user is typing or scrolling: a keystroke's search or a
 * fling never shares the thread with it.
 */
export function useWarmSearch(artworks: readonly ArtworkListItem[] | undefined): void {
  useEffect(() => {
    if (!artworks) return;
    const list = artworks;
    let cancelled = false;
    let lastInteraction = 0;
    const noteInteraction = () => {
      lastInteraction = performance.now();
    };
    for (const type of INTERACTIONS) {
      window.addEventListener(type, noteInteraction, { capture: true, passive: true });
    }
    const slices = {
      cancelled: () => cancelled,
      holdOff: () => QUIET_MS - (performance.now() - lastInteraction),
    };
    async function warmUp() {
      for (const option of ARTWORK_SORT_OPTIONS) {
        if (!(await prepareArtworkOrder(list, option.value, slices))) return;
        await prepareArtworkPositions(list, option.value, slices);
        if (cancelled) return;
      }
    }
    // The first slice waits for the frame that shows the list: work queued at once could run
    // before that frame is drawn and hold it back.
    const frame = requestAnimationFrame(() => {
      setTimeout(() => {
        void warmUp();
      }, 0);
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      for (const type of INTERACTIONS) {
        window.removeEventListener(type, noteInteraction, { capture: true });
      }
    };
  }, [artworks]);
}
