import { z } from 'zod';
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

const keptSchema = z.object({
  /** The packed entries' format: another one is not read. */
  format: z.literal(PACKED_ENTRY_FORMAT),
  total: z.number().int().positive(),
  groups: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      count: z.number().int().positive(),
      entries: z.array(
        z.tuple([
          z.string().refine(isPackedArtworkListEntry),
          z.enum(['synced', 'pending', 'failed']),
        ]),
      ),
    }),
  ),
});
type Kept = z.infer<typeof keptSchema>;

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
  const parsed = keptSchema.safeParse(readStored(KEY + userId));
  if (!parsed.success) return null;
  const groupCounts = new Map<string, number>();
  const groups = parsed.data.groups.map(({ key, label, count, entries }) => {
    groupCounts.set(key, count);
    const artworks: ArtworkListItem[] = entries.map(
      ([packed, syncState]) => new PackedArtworkListEntry<RecordSyncState>(packed, syncState),
    );
    return { key, label, artworks };
  });
  return { total: parsed.data.total, groups, groupCounts };
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
