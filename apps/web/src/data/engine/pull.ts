import type { SyncResponse } from '@archive/domain/sync/sync.schema';
import { isShareRecordTombstone } from '@archive/domain/sharing/share.schema';
import type { ShareRecord, ShareRecordTombstone } from '@archive/domain/sharing/share.schema';
import type { Table } from 'dexie';
import { ENTITIES } from './kinds/entities';
import { reapplyPending } from './kinds/entity';
import type { EntityDescription } from './kinds/entity';
import { byQueueOrder } from './store/local-db';
import type {
  ArtistRow,
  EntityKind,
  LocalDb,
  OutboxItem,
  RowOf,
  ShareRecordRow,
} from './store/local-db';
import { itemsOfEntity } from './outbox/outbox-queue';
import type { SyncTransport } from './transport/sync-transport';
import { statusOf } from '../http/api-error';

export async function readCursor(db: LocalDb): Promise<number> {
  return (await db.meta.get('nextSync'))?.value ?? 0;
}

/**
 * How a page looks up the local rows of its ids. `bulk`: one read per id (small deltas).
 * `stored`: the entity's table was empty when a pull from 0 began, so most ids of a page are
 * new, and the rows there are the ones this pull stored (`ids`, kept up to date by each page)
 * while the table's count says so; then only the page's ids among them are read. When the count
 * differs (a record made or removed here meanwhile), one keys-only read of the page's id range
 * tells which exist. With random ids that range spans the whole table: reading every key of it
 * for each page made a first sync quadratic (issue 39). The count cannot tell one record made
 * and another removed here during the same pull; decision 080 says what that leaves.
 */
export type PageLookup = { mode: 'bulk' } | { mode: 'stored'; ids: Set<string> };
export type PageLookups = Record<EntityKind, PageLookup>;

const BULK: PageLookups = { contact: { mode: 'bulk' }, artwork: { mode: 'bulk' } };

async function existingIds<K extends EntityKind>(
  db: LocalDb,
  entity: EntityDescription<K>,
  ids: readonly string[],
): Promise<Set<string>> {
  let low = ids[0];
  let high = ids[0];
  if (low === undefined || high === undefined) return new Set();
  for (const id of ids) {
    if (id < low) low = id;
    if (id > high) high = id;
  }
  const keys = await entity.table(db).where(':id').between(low, high, true, true).primaryKeys();
  return new Set(keys);
}

/** Which of `ids` the entity's table may hold, by the page's lookup (null: any of them). */
async function presentIds<K extends EntityKind>(
  db: LocalDb,
  entity: EntityDescription<K>,
  ids: readonly string[],
  lookup: PageLookup,
): Promise<Set<string> | null> {
  if (lookup.mode === 'bulk') return null;
  // A count is one cheap request; the range's keys are as many as the table holds.
  if ((await entity.table(db).count()) !== lookup.ids.size) return existingIds(db, entity, ids);
  return new Set(ids.filter((id) => lookup.ids.has(id)));
}

/** The tables a page writes: every entity's records and bases, the artists, outbox, cursor. */
function pageTables(db: LocalDb) {
  return [
    ...Object.values(ENTITIES).flatMap((entity) => [entity.table(db), entity.bases(db)]),
    db.artists,
    db.receivedShares,
    db.sentShares,
    db.outbox,
    db.meta,
  ];
}

/**
 * Share records are the server's alone: stored as pulled, a tombstone (withdrawn) deleted.
 * Answers how many records the page brought that the table did not hold yet.
 */
async function applyShares(
  table: Table<ShareRecordRow, string>,
  records: readonly (ShareRecord | ShareRecordTombstone)[],
  seen: Set<string> | null,
): Promise<number> {
  if (records.length === 0) return 0;
  const puts: ShareRecordRow[] = [];
  const deletes: string[] = [];
  for (const record of records) {
    seen?.add(record.id);
    if (isShareRecordTombstone(record)) deletes.push(record.id);
    else puts.push(record);
  }
  const known = new Set(
    puts.length > 0
      ? (await table.bulkGet(puts.map((record) => record.id))).flatMap((row) =>
          row ? [row.id] : [],
        )
      : [],
  );
  if (deletes.length > 0) await table.bulkDelete(deletes);
  if (puts.length > 0) await table.bulkPut(puts);
  return puts.filter((record) => !known.has(record.id)).length;
}

/**
 * Stores one entity's records of a page (inside the page's transaction). A record with pending
 * local changes gets them re-applied on top of the pulled copy; a pulled copy older than the
 * local one (an answer that raced the pull) is skipped; a tombstone deletes the record (delete
 * wins) with its queued changes that are not in flight.
 */
async function applyRecords<K extends EntityKind>(
  db: LocalDb,
  entity: EntityDescription<K>,
  page: SyncResponse,
  pendingIds: ReadonlySet<unknown>,
  seen: Set<string> | null,
  lookup: PageLookup,
): Promise<void> {
  const records = entity.pulled(page);
  if (records.length === 0) return;
  const table = entity.table(db);
  const bases = entity.bases(db);
  const ids = records.map((record) => record.id);
  const withItems = ids.filter((id) => pendingIds.has(id));
  const present = await presentIds(db, entity, ids, lookup);
  const toRead = present ? ids.filter((id) => present.has(id)) : ids;
  const [localRows, pending, baseRows] = await Promise.all([
    toRead.length > 0 ? table.bulkGet(toRead) : [],
    withItems.length > 0 ? db.outbox.where('itemId').anyOf(withItems).toArray() : [],
    withItems.length > 0 ? bases.bulkGet(withItems) : [],
  ]);
  const locals = new Map<string, RowOf<K>>();
  for (const row of localRows) if (row) locals.set(row.id, row);
  const kept = new Map<string, RowOf<K>>();
  for (const row of baseRows) if (row) kept.set(row.id, row);
  const itemsOf = new Map<string, OutboxItem<K>[]>();
  for (const item of itemsOfEntity(entity, pending.sort(byQueueOrder))) {
    const list = itemsOf.get(item.itemId);
    if (list) list.push(item);
    else itemsOf.set(item.itemId, [item]);
  }
  const puts: RowOf<K>[] = [];
  const basePuts: RowOf<K>[] = [];
  const deletes: string[] = [];
  const dropItems: string[] = [];
  for (const record of records) {
    seen?.add(record.id);
    const items = itemsOf.get(record.id) ?? [];
    if (entity.isTombstone(record) || entity.isDeleted(record)) {
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
    const base = kept.get(record.id);
    const newer = base && base.version > record.version ? base : record;
    basePuts.push(newer);
    puts.push(reapplyPending(entity, newer, items));
  }
  if (deletes.length > 0) {
    await table.bulkDelete(deletes);
    await bases.bulkDelete(deletes);
  }
  if (basePuts.length > 0) await bases.bulkPut(basePuts);
  if (dropItems.length > 0) await db.outbox.bulkDelete(dropItems);
  if (puts.length > 0) await table.bulkPut(puts);
  if (lookup.mode === 'stored') {
    for (const id of deletes) lookup.ids.delete(id);
    for (const row of puts) lookup.ids.add(row.id);
  }
}

/** Artists are the server's alone (derived from artwork names): stored as pulled. */
async function applyArtists(
  db: LocalDb,
  page: SyncResponse,
  seen: Set<string> | null,
): Promise<void> {
  const puts: ArtistRow[] = [];
  const deletes: string[] = [];
  for (const record of page.artists) {
    seen?.add(record.id);
    if ('deleted' in record) deletes.push(record.id);
    else puts.push(record);
  }
  if (deletes.length > 0) await db.artists.bulkDelete(deletes);
  if (puts.length > 0) await db.artists.bulkPut(puts);
}

/** Stores one pulled page (every entity's records) and its cursor in one transaction. */
export async function applyPage(
  db: LocalDb,
  page: SyncResponse,
  seen: Set<string> | null,
  lookups: PageLookups = BULK,
): Promise<void> {
  await db.transaction('rw', pageTables(db), async () => {
    // Only records with queued items have pending changes (and a kept base): the outbox is
    // small, so its record ids (keys only) are read whole and the page's items fetched by them.
    const pendingIds = new Set(await db.outbox.orderBy('itemId').uniqueKeys());
    await applyRecords(db, ENTITIES.contact, page, pendingIds, seen, lookups.contact);
    await applyRecords(db, ENTITIES.artwork, page, pendingIds, seen, lookups.artwork);
    await applyArtists(db, page, seen);
    const fromStart = seen !== null || (await readCursor(db)) === 0;
    const arrived = await applyShares(db.receivedShares, page.recievedRecords, seen);
    await applyShares(db.sentShares, page.sentRecords, seen);
    // The badge (spec section 9): the server's flag, or a record a later pull brought (a pull
    // from the start brings every record, seen or not: the server's flag alone says then).
    const unseen = page.user.session.unseenShareRecords || (!fromStart && arrived > 0);
    await db.meta.put({ key: 'unseenShareRecords', value: unseen ? 1 : 0 });
    await db.meta.put({ key: 'nextSync', value: page.nextSync });
  });
}

async function sweepEntity<K extends EntityKind>(
  db: LocalDb,
  entity: EntityDescription<K>,
  seen: ReadonlySet<string>,
  pendingIds: ReadonlySet<unknown>,
): Promise<void> {
  const table = entity.table(db);
  const stale = (await table.toCollection().primaryKeys()).filter(
    (id) => !seen.has(id) && !pendingIds.has(id),
  );
  await table.bulkDelete(stale);
  await entity.bases(db).bulkDelete(stale);
}

/**
 * After a full resync: records the server no longer knows at all, and that have no pending
 * changes, are removed; so are artists it no longer has.
 */
async function sweep(db: LocalDb, seen: Set<string>): Promise<void> {
  await db.transaction('rw', pageTables(db), async () => {
    const pendingIds = new Set((await db.outbox.toArray()).map((item) => item.itemId));
    await sweepEntity(db, ENTITIES.contact, seen, pendingIds);
    await sweepEntity(db, ENTITIES.artwork, seen, pendingIds);
    const artists = await db.artists.toCollection().primaryKeys();
    await db.artists.bulkDelete(artists.filter((id) => !seen.has(id)));
    for (const table of [db.receivedShares, db.sentShares]) {
      const ids = await table.toCollection().primaryKeys();
      await table.bulkDelete(ids.filter((id) => !seen.has(id)));
    }
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
  const fromEmpty = async (table: Table<unknown, string>): Promise<PageLookup> =>
    (await table.count()) === 0 ? { mode: 'stored', ids: new Set() } : { mode: 'bulk' };
  let lookups: PageLookups =
    start === 0
      ? { contact: await fromEmpty(db.contacts), artwork: await fromEmpty(db.artworks) }
      : BULK;
  let next = fetchPage(transport, start);
  for (;;) {
    let page: SyncResponse;
    try {
      page = await next.page;
    } catch (error) {
      const status = statusOf(error);
      if (next.cursor > 0 && seen === null && (status === 400 || status === 410)) {
        seen = new Set();
        lookups = BULK;
        next = fetchPage(transport, 0);
        continue;
      }
      throw error;
    }
    const following = page.hasMore ? fetchPage(transport, page.nextSync) : null;
    await applyPage(db, page, seen, lookups);
    if (!following) break;
    next = following;
  }
  if (seen) await sweep(db, seen);
}
