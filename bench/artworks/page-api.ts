/**
 * What the bench page (page/page-entry.tsx, built by Vite for Chromium) exposes on
 * `window.artworksBench`; artworks-bench.ts drives it through `page.evaluate`. Every time is
 * taken in the page with `performance.now()`, up to the frame that shows the result.
 */
import type { ArtworkSortBy } from '@archive/domain/artworks/artwork-sort';

/** Each search's result count and each sort's first group label, by 'search:term' / 'sort:by'. */
export type Expectations = Record<string, string | number>;

export interface ScrollFigures {
  ms: number;
  frames: number;
  longTasks: number[];
  /** The longest gap between two frames while scrolling. */
  worstFrameMs: number;
  rowsDrawnAtEnd: number;
}

export interface Opening {
  firstRowsMs: number;
  wholeMs: number;
  longTasks: number[];
}

export interface ArtworksBenchPage {
  /**
   * Writes `count` generated artworks into the user's IndexedDB; answers ms and what these
   * searches and sorts must show (for `expect` on the page that measures).
   */
  seed(
    userId: string,
    count: number,
    searches: readonly string[],
    sorts: readonly ArtworkSortBy[],
  ): Promise<{ ms: number; expected: Expectations }>;
  /** Hands this page what the seeding page found the list must show. */
  expect(expected: Expectations): void;
  /**
   * Reads them all back once (Dexie toArray): the list entries, the store's share of a first
   * render, and the full artworks, which the list read before it had entries (the baseline).
   */
  readAll(userId: string): Promise<{ entriesMs: number; fullMs: number }>;
  /**
   * Starts the engine and renders the list page: ms to the frame showing rows (the first
   * screen kept from the last visit, when there is one), and to the frame showing the whole
   * list; the long tasks from the start to a moment after the whole list shows.
   */
  mountList(userId: string): Promise<Opening>;
  /** Waits until this page has kept the list's first screen for the next visit; ms waited. */
  firstScreenKept(userId: string): Promise<number>;
  /** Types `term` into the search field; ms to the frame showing its results. */
  search(term: string): Promise<{ ms: number; shown: number }>;
  /** Changes the sort; ms to the frame whose first group is the new order's. */
  sort(sortBy: ArtworkSortBy): Promise<{ ms: number; firstGroup: string }>;
  /** Scrolls the window to the end of the list, `step` px a frame, watching long tasks. */
  /** Scrolls `step` px a frame to the end of the list, or for `maxFrames` frames when given. */
  scroll(step: number, maxFrames?: number): Promise<ScrollFigures>;
  /** Baseline: the same rows, every one drawn (no virtualisation); ms to the frame. */
  mountPlain(count: number): Promise<number>;
  /** Baseline: a naive sort of `count` generated artworks by artist with localeCompare; ms. */
  naiveSort(count: number): number;
  /** The domain sort of the same artworks' list entries by artist (grouped); ms. */
  domainSort(count: number): number;
}
