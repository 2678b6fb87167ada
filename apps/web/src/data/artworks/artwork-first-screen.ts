import { DEFAULT_ARTWORK_SORT, type ArtworkGroup } from '@archive/domain/artworks/artwork-sort';
import type { RecordSyncState } from '../engine/outbox/record-sync-state';
import {
  isPackedArtworkListEntry,
  PACKED_ENTRY_FORMAT,
  PackedArtworkListEntry,
} from '../engine/store/packed-artwork-list-entry';
import { readStored, removeStored, writeStored } from '../storage/local-storage';
import { syncUserId } from '../sync/browser-sync';
import { groupArtworks } from './artwork-order';
import type { ArtworkListItem } from './artworks-store';

/**
 * The list's first screen in its default order, kept from the last visit (decision 064):
 * opening the list draws it at once, before the local store has read and sorted every entry
 * (about half a second at 20,000 artworks, several on a slow phone), and the whole list takes
 * its place when ready. Kept in localStorage, per user, because it is read synchronously,
 * before the engine's chunk has loaded or its database opened; it is a copy of what IndexedDB
 * holds and sign-out forgets it with the rest.
 */

/** Enough for a tall desktop window with the list's overscan; a phone shows four cards. */
export const FIRST_SCREEN_ENTRIES = 30;
/** After the last change, so a sync's pages are not each written out. */
const KEEP_AFTER_MS = 1_000;
const KEY = 'artworks.firstScreen.';

/** What is kept: the packed entries of the first groups, each with its sync state. */
interface Kept {
  /** The packed entries' format: another one is not read. */
  format: typeof PACKED_ENTRY_FORMAT;
  total: number;
  groups: {
    key: string;
    label: string;
    count: number;
    entries: [packed: string, syncState: RecordSyncState][];
  }[];
}

const SYNC_STATES: readonly unknown[] = ['synced', 'pending', 'failed'] satisfies RecordSyncState[];

function isCount(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) > 0;
}

function isKeptEntry(value: unknown): value is Kept['groups'][number]['entries'][number] {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    typeof value[0] === 'string' &&
    isPackedArtworkListEntry(value[0]) &&
    SYNC_STATES.includes(value[1])
  );
}

function isKeptGroup(value: unknown): value is Kept['groups'][number] {
  if (typeof value !== 'object' || value === null) return false;
  const group = value as Partial<Record<keyof Kept['groups'][number], unknown>>;
  return (
    typeof group.key === 'string' &&
    typeof group.label === 'string' &&
    isCount(group.count) &&
    Array.isArray(group.entries) &&
    group.entries.every(isKeptEntry)
  );
}

/**
 * Checked by hand, not by a schema: it is read on the list's first render, and building a
 * schema there would bring zod into every first load (issue 37, decision 067).
 */
function isKept(value: unknown): value is Kept {
  if (typeof value !== 'object' || value === null) return false;
  const kept = value as Partial<Record<keyof Kept, unknown>>;
  return (
    kept.format === PACKED_ENTRY_FORMAT &&
    isCount(kept.total) &&
    Array.isArray(kept.groups) &&
    kept.groups.every(isKeptGroup)
  );
}

/** The first screen as the list draws it: the first groups, cut, with their whole counts. */
export interface ArtworkFirstScreen {
  /** Every artwork not deleted, at the last visit. */
  total: number;
  groups: ArtworkGroup<ArtworkListItem>[];
  /** Each group's whole count, by key (its `artworks` are only those on the first screen). */
  groupCounts: ReadonlyMap<string, number>;
}

/** The first screen kept for `userId`; null when none is (a first visit, another format). */
export function readFirstScreen(userId: string): ArtworkFirstScreen | null {
  const kept = readStored(KEY + userId);
  if (!isKept(kept)) return null;
  const groupCounts = new Map<string, number>();
  const groups = kept.groups.map(({ key, label, count, entries }) => {
    groupCounts.set(key, count);
    const artworks: ArtworkListItem[] = entries.map(
      ([packed, syncState]) => new PackedArtworkListEntry<RecordSyncState>(packed, syncState),
    );
    return { key, label, artworks };
  });
  return { total: kept.total, groups, groupCounts };
}

/** What `readFirstScreen` will answer for this list: its default order's first entries. */
function firstScreenOf(items: readonly ArtworkListItem[]): Kept {
  const groups: Kept['groups'] = [];
  let left = FIRST_SCREEN_ENTRIES;
  for (const group of groupArtworks(items, DEFAULT_ARTWORK_SORT)) {
    if (left === 0) break;
    const entries = group.artworks.slice(0, left).map((item): [string, RecordSyncState] => {
      // The store's items are packed entries; one made otherwise (a test's) is left out.
      const packed = item instanceof PackedArtworkListEntry ? item.packed : '';
      return [packed, item.syncState];
    });
    left -= entries.length;
    groups.push({ key: group.key, label: group.label, count: group.artworks.length, entries });
  }
  return { format: PACKED_ENTRY_FORMAT, total: items.length, groups };
}

interface Pending {
  userId: string;
  items: readonly ArtworkListItem[];
  timer: ReturnType<typeof setTimeout>;
}

let pending: Pending | null = null;
let lastWritten = '';

function write({ userId, items }: Pending): void {
  // Signed out (or another user) since: their list is not kept.
  if (syncUserId() !== userId) return;
  const key = KEY + userId;
  if (items.length === 0) {
    removeStored(key);
    lastWritten = '';
    return;
  }
  const kept = firstScreenOf(items);
  if (kept.groups.some((group) => group.entries.some(([packed]) => packed === ''))) return;
  const text = JSON.stringify(kept);
  if (text === lastWritten) return;
  lastWritten = text;
  writeStored(key, kept);
}

function flush(): void {
  if (!pending) return;
  const due = pending;
  clearTimeout(due.timer);
  pending = null;
  write(due);
}

if (typeof document !== 'undefined') {
  // A tab closed within a second of a change still leaves its first screen.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}

/**
 * Keeps the first screen of `items` (the store's whole list) for the next visit, once the list
 * has not changed for a second; the default order is usually already worked out by then.
 */
export function keepFirstScreen(userId: string, items: readonly ArtworkListItem[]): void {
  if (pending) clearTimeout(pending.timer);
  pending = { userId, items, timer: setTimeout(flush, KEEP_AFTER_MS) };
}

/** Sign-out: nothing of the user's archive stays in this browser. */
export function forgetFirstScreen(userId: string): void {
  if (pending?.userId === userId) {
    clearTimeout(pending.timer);
    pending = null;
  }
  lastWritten = '';
  removeStored(KEY + userId);
}
