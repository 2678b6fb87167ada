/**
 * What the bench page (page/page-entry.tsx, built by Vite for Chromium) exposes on
 * `window.artworksBench`; artworks-bench.ts drives it through `page.evaluate`. Every time is
 * taken in the page with `performance.now()`, up to the frame that shows the result.
 */
import type { ArtworkSortBy } from '@archive/domain/artworks/artwork-sort';

export interface ScrollFigures {
  ms: number;
  frames: number;
  longTasks: number[];
  /** The longest gap between two frames while scrolling. */
  worstFrameMs: number;
  rowsDrawnAtEnd: number;
}

export interface ArtworksBenchPage {
  /** Writes `count` generated artworks into the user's IndexedDB; answers ms. */
  seed(userId: string, count: number): Promise<number>;
  /**
   * Reads them all back once (Dexie toArray): the list entries, the store's share of a first
   * render, and the full artworks, which the list read before it had entries (the baseline).
   */
  /** Makes the same artworks as `seed` (a seeded generator) without writing them: a second page's expectations. */
  generate(count: number): void;
  readAll(userId: string): Promise<{ entriesMs: number; fullMs: number }>;
  /** Starts the engine and renders the list page; ms to the frame showing rows. */
  mountList(userId: string): Promise<number>;
  /** Types `term` into the search field; ms to the frame showing its results. */
  search(term: string): Promise<{ ms: number; shown: number }>;
  /** Changes the sort; ms to the frame whose first group is the new order's. */
  sort(sortBy: ArtworkSortBy): Promise<{ ms: number; firstGroup: string }>;
  /** Scrolls the window to the end of the list, `step` px a frame, watching long tasks. */
  scroll(step: number): Promise<ScrollFigures>;
  /** Baseline: the same rows, every one drawn (no virtualisation); ms to the frame. */
  mountPlain(count: number): Promise<number>;
  /** Baseline: a naive sort of the artworks by artist with localeCompare; ms. */
  naiveSort(): number;
  /** The domain sort of the same artworks by artist (grouped); ms. */
  domainSort(): number;
}
