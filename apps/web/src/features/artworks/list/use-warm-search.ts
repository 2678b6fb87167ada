import { useEffect } from 'react';
import { artworkSearchText } from '@archive/domain/artworks/artwork-search';
import type { LocalArtwork } from '../../../data/artworks/artworks-store';

const CHUNK = 500;

/**
 * Builds every artwork's search text in small slices after the list shows, so the first
 * keystroke only compares (20,000 texts at once would freeze the page for a moment).
 */
export function useWarmSearch(artworks: readonly LocalArtwork[] | undefined): void {
  useEffect(() => {
    if (!artworks) return;
    let index = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    function step() {
      if (!artworks) return;
      const end = Math.min(index + CHUNK, artworks.length);
      for (; index < end; index += 1) {
        const artwork = artworks[index];
        if (artwork) artworkSearchText(artwork);
      }
      if (index < artworks.length) timer = setTimeout(step, 0);
    }
    timer = setTimeout(step, 0);
    return () => {
      clearTimeout(timer);
    };
  }, [artworks]);
}
