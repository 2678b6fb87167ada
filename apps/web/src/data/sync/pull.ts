import { isContactTombstone } from '@archive/domain/sync/sync.schema';
import type { SyncResponse } from '@archive/domain/sync/sync.schema';
import { reapplyPending } from '../local/contact-changes';
import { byQueueOrder } from '../local/local-db';
import type { LocalDb } from '../local/local-db';
import { statusOf } from './sync-transport';
import type { SyncTransport } from './sync-transport';

export async function readCursor(db: LocalDb): Promise<number> {
  return (await db.meta.get('nextSync'))?.value ?? 0;
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
): Promise<void> {
  await db.transaction('rw', db.contacts, db.outbox, db.meta, db.bases, async () => {
    const ids = page.contacts.map((record) => record.id);
    const [locals, pending, bases] = await Promise.all([
      db.contacts.bulkGet(ids),
      db.outbox.where('itemId').anyOf(ids).toArray(),
      db.bases.bulkGet(ids),
    ]);
    pending.sort(byQueueOrder);
    const puts = [];
    const basePuts = [];
    const deletes: string[] = [];
    const dropItems: string[] = [];
    for (const [index, record] of page.contacts.entries()) {
      seen?.add(record.id);
      const items = pending.filter((item) => item.itemId === record.id);
      if (isContactTombstone(record)) {
        deletes.push(record.id);
        for (const item of items) if (item.state !== 'executing') dropItems.push(item.id);
        continue;
      }
      if (items.length === 0) {
        const local = locals[index];
        if (!local || local.version <= record.version) puts.push(record);
        continue;
      }
      // Pending changes: the newer server copy is the base, with them re-applied on top.
      const kept = bases[index];
      const base = kept && kept.version > record.version ? kept : record;
      basePuts.push(base);
      puts.push(reapplyPending(base, items));
    }
    await db.contacts.bulkDelete(deletes);
    await db.bases.bulkDelete(deletes);
    await db.bases.bulkPut(basePuts);
    await db.outbox.bulkDelete(dropItems);
    await db.contacts.bulkPut(puts);
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

/**
 * Pulls pages from the stored cursor until `hasMore` is false. A cursor the server refuses
 * (ahead of its counter after a server restore: 400; older than its log: 410) starts again
 * from 0, keeping the outbox.
 */
export async function pullAll(db: LocalDb, transport: SyncTransport): Promise<void> {
  let cursor = await readCursor(db);
  let seen: Set<string> | null = null;
  for (;;) {
    let page: SyncResponse;
    try {
      page = await transport.pull(cursor);
    } catch (error) {
      const status = statusOf(error);
      if (cursor > 0 && seen === null && (status === 400 || status === 410)) {
        cursor = 0;
        seen = new Set();
        continue;
      }
      throw error;
    }
    await applyPage(db, page, seen);
    cursor = page.nextSync;
    if (!page.hasMore) break;
  }
  if (seen) await sweep(db, seen);
}
