/**
 * The bench page: the real artworks list (features/artworks/artworks-page.tsx) over the real
 * local store and sync engine, reading the artworks the bench wrote into IndexedDB. Built by
 * Vite with the web app's PostCSS setup, so rows are laid out as in the app.
 */
import '@mantine/core/styles.css';
import '../../../apps/web/src/app/global.css';
import { MantineProvider } from '@mantine/core';
import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { searchArtworks } from '@archive/domain/artworks/artwork-search';
import type { ArtworkSortBy } from '@archive/domain/artworks/artwork-sort';
import type { Artwork } from '@archive/domain/artworks/artwork.schema';
import {
  toArtworkListEntry,
  type ArtworkListEntry,
} from '@archive/domain/artworks/artwork-list-entry';
import { theme } from '../../../apps/web/src/app/theme';
import { readFirstScreen } from '../../../apps/web/src/data/artworks/artwork-first-screen';
import { groupArtworks } from '../../../apps/web/src/data/artworks/artwork-order';
import type { ArtworkListItem } from '../../../apps/web/src/data/artworks/artworks-store';
import { bucketEntries } from '../../../apps/web/src/data/engine/store/artwork-list-buckets';
import { LocalDb, localDbName } from '../../../apps/web/src/data/engine/store/local-db';
import { startSyncFor } from '../../../apps/web/src/data/sync/browser-sync';
import { ArtworksPage } from '../../../apps/web/src/features/artworks/artworks-page';
import { ArtworkRow } from '../../../apps/web/src/features/artworks/list/artwork-row';
import { artworkListState } from '../../../apps/web/src/features/artworks/state/artwork-list-state';
import { makeArtworks } from '../artwork-data';
import type { ArtworksBenchPage, Expectations, ScrollFigures } from '../page-api';

declare global {
  interface Window {
    artworksBench: ArtworksBenchPage;
  }
}

const SEED_BATCH = 2_000;
const COUNT_KEY = '__count';

/**
 * What the measured list must show: each search's result count and each order's first group.
 * The seeding page works them out from the generated artworks and the measured page is handed
 * only these few numbers and labels: generated artworks (or the orders the domain keeps of
 * them) left on the measured page would multiply the heap its garbage collections walk, which
 * a user's page does not carry.
 */
let expected: Expectations = {};

function expectationsOf(
  entries: readonly ArtworkListEntry[],
  searches: readonly string[],
  sorts: readonly ArtworkSortBy[],
): Expectations {
  const found: Expectations = { [COUNT_KEY]: entries.length };
  for (const term of searches) found[`search:${term}`] = searchArtworks(entries, term).length;
  for (const sortBy of sorts)
    found[`sort:${sortBy}`] = groupArtworks(entries, sortBy)[0]?.label ?? '';
  return found;
}

function expectation(key: string): string | number {
  const value = expected[key];
  if (value === undefined) throw new Error(`No expectation for ${key}: seed with it`);
  return value;
}

/** The generated artworks again (the generator is seeded): for the baselines, after the list's measures. */
function regenerate(count: number): { generated: Artwork[]; entries: ArtworkListEntry[] } {
  const generated = makeArtworks(count);
  return { generated, entries: generated.map(toArtworkListEntry) };
}

function nextFrame(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(resolve));
}

/** Checks `done` at every frame; answers the ms from `started` to the frame it held. */
async function untilFrame(started: number, done: () => boolean, limitMs = 30_000): Promise<number> {
  for (;;) {
    const now = await nextFrame();
    if (done()) return performance.now() - started;
    if (now - started > limitMs) throw new Error('Timed out waiting for the list');
  }
}

function rows(): NodeListOf<Element> {
  return document.querySelectorAll('#root [data-testid="artwork-row"]');
}

function shownText(): string {
  return [...document.querySelectorAll('#root [aria-live="polite"]')]
    .map((element) => element.textContent)
    .join(' ');
}

function firstGroupLabel(): string {
  return document.querySelector('#root [role="list"] h2')?.textContent ?? '';
}

function setSearch(term: string): void {
  const input = document.querySelector<HTMLInputElement>(
    '#root input[aria-label="Search Artworks"]',
  );
  if (!input) throw new Error('No search field');
  // React tracks the value it set; the native setter makes this an edit React sees.
  Reflect.set(HTMLInputElement.prototype, 'value', term, input);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

let plainRoot: Root | null = null;

const bench: ArtworksBenchPage = {
  expect(found) {
    expected = found;
  },

  async seed(userId, count, searches, sorts) {
    const { generated, entries } = regenerate(count);
    expected = expectationsOf(entries, searches, sorts);
    const db = new LocalDb(localDbName(userId), {});
    const started = performance.now();
    await db.open();
    for (let start = 0; start < generated.length; start += SEED_BATCH) {
      await db.artworks.bulkPut(generated.slice(start, start + SEED_BATCH));
    }
    const ms = performance.now() - started;
    db.close();
    return { ms, expected };
  },

  async readAll(userId) {
    const db = new LocalDb(localDbName(userId), {});
    await db.open();
    const started = performance.now();
    const all = await db.artworks.toArray();
    const fullMs = performance.now() - started;
    const listStarted = performance.now();
    const buckets = await db.artworkList.toArray();
    const entriesMs = performance.now() - listStarted;
    db.close();
    const entryCount = buckets.reduce((sum, bucket) => sum + bucketEntries(bucket).length, 0);
    const count = expectation(COUNT_KEY);
    if (all.length !== count || entryCount !== count) {
      throw new Error(`Read ${String(all.length)} artworks, ${String(entryCount)} entries`);
    }
    return { entriesMs, fullMs };
  },

  async mountList(userId) {
    const container = document.getElementById('root');
    if (!container) throw new Error('No #root');
    const longTasks: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push(entry.duration);
    });
    observer.observe({ type: 'longtask' });
    const started = performance.now();
    void startSyncFor(userId);
    const root = createRoot(container);
    // As the app renders its first screen (apps/web/src/main.tsx): in a transition, in slices
    // that give the thread back. Rendered at once, the page's first render was one task of
    // 50–70 ms here that no visit of the app has.
    startTransition(() => {
      root.render(
        <MantineProvider theme={theme} forceColorScheme="light">
          <MemoryRouter initialEntries={['/artworks']}>
            <ArtworksPage />
          </MemoryRouter>
        </MantineProvider>,
      );
    });
    const firstRowsMs = await untilFrame(started, () => rows().length > 0);
    const total = `${expectation(COUNT_KEY).toLocaleString('en-US')} artworks`;
    const wholeMs = await untilFrame(
      started,
      () =>
        rows().length > 0 &&
        document.querySelector('#root [role="list"][aria-busy]') === null &&
        document.body.textContent.includes(total),
    );
    // The warm-up's first task and a long task's report come after the frame: a moment more.
    await new Promise((resolve) => setTimeout(resolve, 300));
    observer.disconnect();
    return { firstRowsMs, wholeMs, longTasks };
  },

  async firstScreenKept(userId) {
    const started = performance.now();
    await untilFrame(started, () => readFirstScreen(userId) !== null, 10_000);
    return performance.now() - started;
  },

  async search(term) {
    const count = term === '' ? expectation(COUNT_KEY) : expectation(`search:${term}`);
    const label = `${count.toLocaleString('en-US')} of `;
    const started = performance.now();
    setSearch(term);
    const ms = await untilFrame(started, () => {
      if (count === 0) return document.body.textContent.includes('No artworks found');
      if (count === expectation(COUNT_KEY))
        return rows().length > 0 && !shownText().includes(' of ');
      return shownText().includes(label);
    });
    return { ms, shown: Number(count) };
  },

  async sort(sortBy) {
    if (artworkListState.get().searchTerm !== '')
      throw new Error('Sorts are measured on the whole list');
    const firstGroup = String(expectation(`sort:${sortBy}`));
    const started = performance.now();
    artworkListState.setSortBy(sortBy);
    const ms = await untilFrame(started, () => firstGroupLabel() === firstGroup);
    return { ms, firstGroup };
  },

  async scroll(step, maxFrames = Number.POSITIVE_INFINITY) {
    const longTasks: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push(entry.duration);
    });
    observer.observe({ type: 'longtask' });
    window.scrollTo(0, 0);
    await nextFrame();
    const started = performance.now();
    let last = started;
    let worstFrameMs = 0;
    let frames = 0;
    for (;;) {
      const max = document.documentElement.scrollHeight - window.innerHeight;
      if (window.scrollY >= max - 1 || frames >= maxFrames) break;
      window.scrollBy(0, step);
      const now = await nextFrame();
      worstFrameMs = Math.max(worstFrameMs, now - last);
      last = now;
      frames += 1;
    }
    const ms = performance.now() - started;
    // Long tasks are reported after they end: give the last one a moment to arrive.
    await new Promise((resolve) => setTimeout(resolve, 200));
    observer.disconnect();
    const figures: ScrollFigures = {
      ms,
      frames,
      longTasks,
      worstFrameMs,
      rowsDrawnAtEnd: rows().length,
    };
    return figures;
  },

  async mountPlain(count) {
    const container = document.getElementById('plain');
    if (!container) throw new Error('No #plain');
    const local: ArtworkListItem[] = regenerate(count)
      .entries.slice(0, count)
      .map((entry) => ({ ...entry, syncState: 'synced' }));
    const noop = () => undefined;
    plainRoot?.unmount();
    plainRoot = createRoot(container);
    const started = performance.now();
    plainRoot.render(
      <MantineProvider theme={theme} forceColorScheme="light">
        {local.map((artwork) => (
          <ArtworkRow
            key={artwork.id}
            artwork={artwork}
            selected={false}
            onActivate={noop}
            onToggle={noop}
            onUpload={noop}
          />
        ))}
      </MantineProvider>,
    );
    const ms = await untilFrame(
      started,
      () => container.querySelectorAll('[data-testid="artwork-row"]').length === count,
    );
    plainRoot.unmount();
    plainRoot = null;
    return ms;
  },

  naiveSort(count) {
    const copy = regenerate(count).generated;
    const started = performance.now();
    copy.sort(
      (a, b) =>
        (a.artist.split(' ').pop() ?? '').localeCompare(b.artist.split(' ').pop() ?? '') ||
        a.artist.localeCompare(b.artist) ||
        a.artworkValues.title.localeCompare(b.artworkValues.title),
    );
    return performance.now() - started;
  },

  domainSort(count) {
    const copy = regenerate(count).entries;
    const started = performance.now();
    groupArtworks(copy, 'artist' satisfies ArtworkSortBy);
    return performance.now() - started;
  },
};

window.artworksBench = bench;
