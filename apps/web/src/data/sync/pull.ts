import { isContactTombstone } from '@archive/domain/sync/sync.schema';
import type { SyncResponse } from '@archive/domain/sync/sync.schema';
import { reapplyPending } from '../local/contact-changes';
import { byQueueOrder } from '../local/local-db';
import type { ContactRow, LocalDb, OutboxItem } from '../local/local-db';
import { statusOf } from './sync-transport';
import type { SyncTransport } from './sync-transport';

export async function readCursor(db: LocalDb): Promise<number> {
  return (await db.meta.get('nextSync'))?.value ?? 0;
}

/**
 * How a page looks up the local rows of its ids. `bulk`: one read per id (small deltas).
 * `range`: the store was empty when a pull from 0 began, so most ids of a page are new; one
 * keys-only read of the page's id range tells which exist, and only those are read. Both give
 * the same answer; `range` only saves reads.
 */
export type PageLookup = 'bulk' | 'range';

async function existingIds(db: LocalDb, ids: readonly string[]): Promise<Set<string>> {
  let low = ids[0];
  let high = ids[0];
  if (low === undefined || high === undefined) return new Set();
  for (const id of ids) {
    if (id < low) low = id;
    if (id > high) high = id;
  }
  return new Set(await db.contacts.where(':id').between(low, high, true, true).primaryKeys());
}

/**
 * Stores one pulled page and its cursor in one transaction. A record with pending local
 * changes gets them re-applied on top of the pulled copy; a pulled copy older than the local
 * one (an answer that raced the pull) is skipped; a tombstone deletes the record (delete wins)
 * with its queued changes that are not in flight.
 */
export async function applyPage(
  db: LocalDb,
  page: SyncResponse,
  seen: Set<string> | null,
  lookup: PageLookup = 'bulk',
): Promise<void> {
  await db.transaction('rw', db.contacts, db.outbox, db.meta, db.bases, async () => {
    const ids = page.contacts.map((record) => record.id);
    // Only records with queued items have pending changes (and a kept base): the outbox is
    // small, so its record ids (keys only) are read whole and the page's items fetched by them.
    const pendingIds = new Set(await db.outbox.orderBy('itemId').uniqueKeys());
    const withItems = ids.filter((id) => pendingIds.has(id));
    const present = lookup === 'range' ? await existingIds(db, ids) : null;
    const toRead = present ? ids.filter((id) => present.has(id)) : ids;
    const [localRows, pending, baseRows] = await Promise.all([
      toRead.length > 0 ? db.contacts.bulkGet(toRead) : [],
      withItems.length > 0 ? db.outbox.where('itemId').anyOf(withItems).toArray() : [],
      withItems.length > 0 ? db.bases.bulkGet(withItems) : [],
    ]);
    const locals = new Map<string, ContactRow>();
    for (const row of localRows) if (row) locals.set(row.id, row);
    const bases = new Map<string, ContactRow>();
    for (const row of baseRows) if (row) bases.set(row.id, row);
    const itemsOf = new Map<string, OutboxItem[]>();
    for (const item of pending.sort(byQueueOrder)) {
      const list = itemsOf.get(item.itemId);
      if (list) list.push(item);
      else itemsOf.set(item.itemId, [item]);
    }
    const puts: ContactRow[] = [];
    const basePuts: ContactRow[] = [];
    const deletes: string[] = [];
    const dropItems: string[] = [];
    for (const record of page.contacts) {
      seen?.add(record.id);
      const items = itemsOf.get(record.id) ?? [];
      if (isContactTombstone(record)) {
        deletes.push(record.id);
        for (const item of items) if (item.state !== 'executing') dropItems.push(item.id);
        continue;
      }
      if (items.length === 0) {
        const local = locals.get(record.id);
        if (!local || local.version <= record.version) puts.push(record);
        continue;
      }
      // Pending changes: the newer server copy is the base, with them re-applied on top.
      const kept = bases.get(record.id);
      const base = kept && kept.version > record.version ? kept : record;
      basePuts.push(base);
      puts.push(reapplyPending(base, items));
    }
    if (deletes.length > 0) {
      await db.contacts.bulkDelete(deletes);
      await db.bases.bulkDelete(deletes);
    }
    if (basePuts.length > 0) await db.bases.bulkPut(basePuts);
    if (dropItems.length > 0) await db.outbox.bulkDelete(dropItems);
    if (puts.length > 0) await db.contacts.bulkPut(puts);
    await db.meta.put({ key: 'nextSync', value: page.nextSync });
  });
}

/**
 * After a full resync: records the server no longer knows at all, and that have no pending
 * changes, are removed.
 */
async function sweep(db: LocalDb, seen: Set<string>): Promise<void> {
  await db.transaction('rw', db.contacts, db.outbox, db.bases, async () => {
    const pendingIds = new Set((await db.outbox.toArray()).map((item) => item.itemId));
    const stale = (await db.contacts.toCollection().primaryKeys()).filter(
      (id) => !seen.has(id) && !pendingIds.has(id),
    );
    await db.contacts.bulkDelete(stale);
    await db.bases.bulkDelete(stale);
  });
}

interface Fetch {
  cursor: number;
  page: Promise<SyncResponse>;
}

function fetchPage(transport: SyncTransport, cursor: number): Fetch {
  const page = transport.pull(cursor);
  // Awaited later (or dropped when storing the page before it failed): never unhandled.
  page.catch(() => undefined);
  return { cursor, page };
}

/**
 * Pulls pages from the stored cursor until `hasMore` is false. The next page is fetched while
 * the current one is stored; pages and their cursors are still stored one transaction each, in
 * order. A cursor the server refuses (ahead of its counter after a server restore: 400; older
 * than its log: 410) starts again from 0, keeping the outbox.
 */
export async function pullAll(db: LocalDb, transport: SyncTransport): Promise<void> {
  const start = await readCursor(db);
  let seen: Set<string> | null = null;
  let lookup: PageLookup =
    start === 0 && (await db.contacts.count()) === 0 ? 'range' : 'bulk';
  let next = fetchPage(transport, start);
  for (;;) {
    let page: SyncResponse;
    try {
      page = await next.page;
    } catch (error) {
      const status = statusOf(error);
      if (next.cursor > 0 && seen === null && (status === 400 || status === 410)) {
        seen = new Set();
        lookup = 'bulk';
        next = fetchPage(transport, 0);
        continue;
      }
      throw error;
    }
    const following = page.hasMore ? fetchPage(transport, page.nextSync) : null;
    await applyPage(db, page, seen, lookup);
    if (!following) break;
    next = following;
  }
  if (seen) await sweep(db, seen);
}
