import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toArtworkListEntry } from '@archive/domain/artworks/artwork-list-entry';
import type { RecordSyncState } from '../engine/outbox/record-sync-state';
import {
  packArtworkListEntry,
  PackedArtworkListEntry,
} from '../engine/store/packed-artwork-list-entry';
import { testArtwork } from '../engine/store/test-artwork.test-support';
import type { ArtworkListItem } from './artworks-store';
import { MemoryStorage } from '../storage/memory-storage.test-support';

// Whose store is open, as browser-sync.ts would say.
const syncing = vi.hoisted(() => ({ userId: null as string | null }));
vi.mock('../sync/browser-sync', () => ({ syncUserId: () => syncing.userId }));

const { FIRST_SCREEN_ENTRIES, forgetFirstScreen, keepFirstScreen, readFirstScreen } =
  await import('./artwork-first-screen');

const USER = '0b000000-0000-4000-8000-000000000f15';
let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('window', { localStorage: storage, sessionStorage: new MemoryStorage() });
  vi.useFakeTimers();
  syncing.userId = USER;
});

afterEach(() => {
  forgetFirstScreen(USER);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function item(
  artist: string,
  title: string,
  syncState: RecordSyncState = 'synced',
): ArtworkListItem {
  const artwork = testArtwork(title, { artist, status: 'available' });
  return new PackedArtworkListEntry(packArtworkListEntry(toArtworkListEntry(artwork)), syncState);
}

/** Forty works by Weber, ten by Bourgeois (the default order puts her first), in no order. */
function archive(): ArtworkListItem[] {
  const weber = Array.from({ length: 40 }, (_, index) =>
    item('Anna Weber', `Study ${String(index + 10)}`),
  );
  const bourgeois = Array.from({ length: 10 }, (_, index) =>
    item('Louise Bourgeois', `Cell ${String(index + 10)}`, index === 0 ? 'pending' : 'synced'),
  );
  return [...weber.slice(0, 20), ...bourgeois, ...weber.slice(20)];
}

describe("the list's first screen kept for the next visit", () => {
  it('is the default order’s first entries, with each group’s whole count and the total', () => {
    expect(readFirstScreen(USER)).toBeNull();
    keepFirstScreen(USER, archive());
    // Kept once the list has been still for a moment, not at every change.
    expect(readFirstScreen(USER)).toBeNull();
    vi.advanceTimersByTime(1_000);

    const kept = readFirstScreen(USER);
    expect(kept?.total).toBe(50);
    expect(kept?.groups.map(({ label }) => label)).toEqual(['Louise Bourgeois', 'Anna Weber']);
    expect(kept?.groupCounts.get(kept.groups[1]?.key ?? '')).toBe(40);
    const shown = kept?.groups.flatMap((group) => group.artworks) ?? [];
    expect(shown).toHaveLength(FIRST_SCREEN_ENTRIES);
    expect(shown.slice(0, 2).map(({ title }) => title)).toEqual(['Cell 10', 'Cell 11']);
    expect(shown[10]?.title).toBe('Study 10');
    expect(shown[0]?.syncState).toBe('pending');
    expect(shown[1]?.syncState).toBe('synced');
  });

  it('follows the last change only', () => {
    const works = archive();
    keepFirstScreen(USER, works);
    vi.advanceTimersByTime(500);
    keepFirstScreen(USER, works.slice(0, 5));
    vi.advanceTimersByTime(999);
    expect(readFirstScreen(USER)).toBeNull();
    vi.advanceTimersByTime(1);
    expect(readFirstScreen(USER)?.total).toBe(5);
    keepFirstScreen(USER, []);
    vi.advanceTimersByTime(1_000);
    // An empty archive keeps nothing: the list shows its empty state once read.
    expect(readFirstScreen(USER)).toBeNull();
  });

  it('is not kept for a user who signed out meanwhile, and sign-out forgets it', () => {
    keepFirstScreen(USER, archive());
    vi.advanceTimersByTime(1_000);
    expect(readFirstScreen(USER)).not.toBeNull();
    forgetFirstScreen(USER);
    expect(storage.length).toBe(0);

    keepFirstScreen(USER, archive());
    syncing.userId = null;
    vi.advanceTimersByTime(1_000);
    expect(storage.length).toBe(0);
  });

  it('reads as absent when stored by another format or spoilt', () => {
    keepFirstScreen(USER, archive());
    vi.advanceTimersByTime(1_000);
    const [key, text] = [...storage.items][0] ?? ['', ''];
    const stored = JSON.parse(text) as { format: number; groups: { entries: string[][] }[] };
    storage.setItem(key, JSON.stringify({ ...stored, format: stored.format - 1 }));
    expect(readFirstScreen(USER)).toBeNull();
    const [first] = stored.groups;
    if (first?.entries[0]) first.entries[0][0] = 'not an entry';
    storage.setItem(key, JSON.stringify(stored));
    expect(readFirstScreen(USER)).toBeNull();
    const spoilt = (change: (copy: typeof stored) => void) => {
      const copy = JSON.parse(text) as typeof stored & { groups: { count: number }[] };
      change(copy);
      storage.setItem(key, JSON.stringify(copy));
      return readFirstScreen(USER);
    };
    expect(spoilt(() => undefined)).not.toBeNull();
    expect(spoilt((copy) => copy.groups[0]?.entries[0]?.splice(1, 1, 'lost'))).toBeNull();
    expect(spoilt((copy) => Object.assign(copy.groups[0] ?? {}, { count: 0 }))).toBeNull();
    expect(spoilt((copy) => Object.assign(copy, { total: '3' }))).toBeNull();
    storage.setItem(key, '{');
    expect(readFirstScreen(USER)).toBeNull();
    // Another user's is not this one's.
    expect(readFirstScreen('0b000000-0000-4000-8000-0000000000ff')).toBeNull();
  });
});
