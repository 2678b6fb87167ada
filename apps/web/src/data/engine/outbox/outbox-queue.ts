import { v7 as uuidv7 } from 'uuid';
import { OUTBOX_MAX_ATTEMPTS } from '@archive/domain/sync/outbox.rules';
import type { EntityDescription } from '../kinds/entity';
import { asStored, byQueueOrder, itemFields } from '../store/local-db';
import type {
  ChangesOf,
  EntityKind,
  FormValuesOf,
  LocalDb,
  OutboxItem,
  RowOf,
} from '../store/local-db';

/**
 * The outbox of spec section 4 as operations on the local database, for every synced entity
 * (kinds/entities.ts). Each runs in one IndexedDB transaction, so the local record and
 * its queued change never disagree, and the leader tab's workers and any tab's edits can
 * interleave safely.
 */

export class RecordNotFoundError extends Error {
  constructor(entity: EntityKind, id: string) {
    super(`No ${entity} ${id} in the local store`);
    this.name = 'RecordNotFoundError';
  }
}

/** The queued items of one record, in queue order. */
export async function itemsOf(db: LocalDb, itemId: string): Promise<OutboxItem[]> {
  const items = await db.outbox.where('itemId').equals(itemId).toArray();
  return items.sort(byQueueOrder);
}

/** The items of one entity (record ids are UUIDs, so this only guards the types). */
export function itemsOfEntity<K extends EntityKind>(
  entity: EntityDescription<K>,
  items: readonly OutboxItem[],
): OutboxItem<K>[] {
  return items.filter((item) => item.entity === entity.kind) as OutboxItem<K>[];
}

/** Above this many records, their items are found by reading the (small) outbox whole. */
const ANY_OF_LIMIT = 64;

/** The queued items of each of `ids`, in queue order. */
async function itemsByRecord<K extends EntityKind>(
  db: LocalDb,
  entity: EntityDescription<K>,
  ids: readonly string[],
): Promise<Map<string, OutboxItem<K>[]>> {
  let found: OutboxItem[];
  if (ids.length === 0) found = [];
  else if (ids.length <= ANY_OF_LIMIT) found = await db.outbox.where('itemId').anyOf(ids).toArray();
  else {
    // A multi-edit or delete of thousands: one keyed lookup per id costs more than one read
    // of the outbox, which holds only unsynced changes.
    const wanted = new Set(ids);
    found = (await db.outbox.toArray()).filter((item) => wanted.has(item.itemId));
  }
  const byRecord = new Map<string, OutboxItem<K>[]>();
  for (const item of itemsOfEntity(entity, found.sort(byQueueOrder))) {
    const list = byRecord.get(item.itemId);
    if (list) list.push(item);
    else byRecord.set(item.itemId, [item]);
  }
  return byRecord;
}

/** A new item waits when it is the first of its record, and is delayed behind the others. */
function stateFor(earlier: readonly unknown[]): OutboxItem['state'] {
  return earlier.length === 0 ? 'waiting' : 'delayed';
}

function base<K extends EntityKind>(itemId: string, entity: K) {
  return { id: uuidv7(), itemId, entity, attempt: 0, sent: false } as const;
}

/** Saves a new record locally (version 0: not on the server yet) and queues its create. */
export async function queueCreate<K extends EntityKind>(
  db: LocalDb,
  entity: EntityDescription<K>,
  values: FormValuesOf<K>,
): Promise<string> {
  const id = uuidv7();
  const now = new Date();
  const { row, payload } = entity.newRecord(id, values, now);
  const item: OutboxItem<K> = {
    ...base(id, entity.kind),
    action: 'create',
    payload,
    state: 'waiting',
    createdAt: now.getTime(),
  };
  const table = entity.table(db);
  await db.transaction('rw', table, db.outbox, async () => {
    await table.add(row);
    await db.outbox.bulkAdd(asStored([item]));
  });
  return id;
}

/** What an edit does with a record that is not in the store (or deleted). */
export type MissingRecord = 'throw' | 'skip';

/**
 * Saves the changed fields of each record locally and queues an edit with them and the version
 * they were based on; `changesFor` says what changes in a record (nothing: no edit). An edit of
 * a record whose last item is still unsent is folded into that item. All records in one
 * transaction (a multi-edit of thousands reads them in bulk). Answers how many changed.
 */
export async function queueUpdate<K extends EntityKind>(
  db: LocalDb,
  entity: EntityDescription<K>,
  ids: readonly string[],
  changesFor: (row: RowOf<K>) => ChangesOf<K>,
  missing: MissingRecord = 'throw',
): Promise<number> {
  const table = entity.table(db);
  const bases = entity.bases(db);
  const unique = [...new Set(ids)];
  return db.transaction('rw', table, db.outbox, bases, async () => {
    const [rows, queued] = await Promise.all([
      table.bulkGet(unique),
      itemsByRecord(db, entity, unique),
    ]);
    const now = new Date();
    const rowPuts: RowOf<K>[] = [];
    const basePuts: RowOf<K>[] = [];
    const itemPuts: OutboxItem<K>[] = [];
    for (const [index, id] of unique.entries()) {
      const row = rows[index];
      if (!row || entity.isDeleted(row)) {
        if (missing === 'throw') throw new RecordNotFoundError(entity.kind, id);
        continue;
      }
      const changes = changesFor(row);
      if (!entity.hasChanges(changes)) continue;
      rowPuts.push({ ...entity.applyChanges(row, changes), lastModified: now.toISOString() });
      const items = queued.get(id) ?? [];
      // The first pending change of a synced record: keep the server's copy it was based on.
      if (items.length === 0) basePuts.push(row);
      const last = items.at(-1);
      if (last && last.state !== 'executing' && !last.sent) {
        if (last.action === 'create') {
          itemPuts.push({
            ...itemFields(last),
            action: 'create',
            payload: entity.foldIntoCreate(last.payload, changes),
          });
          continue;
        }
        if (last.action === 'update') {
          const merged = entity.mergeChanges(last.payload.changes, changes);
          itemPuts.push({
            ...itemFields(last),
            action: 'update',
            payload: { baseVersion: last.payload.baseVersion, changes: merged },
          });
          continue;
        }
      }
      itemPuts.push({
        ...base(id, entity.kind),
        action: 'update',
        payload: { baseVersion: row.version, changes },
        state: stateFor(items),
        createdAt: Math.max(now.getTime(), (last?.createdAt ?? 0) + 1),
      });
    }
    if (rowPuts.length > 0) await table.bulkPut(rowPuts);
    if (basePuts.length > 0) await bases.bulkPut(basePuts);
    if (itemPuts.length > 0) await db.outbox.bulkPut(asStored(itemPuts));
    return rowPuts.length;
  });
}

/**
 * Deletes records locally. Their pending items that are not in flight are cleared; a record
 * that never reached the server is simply forgotten, any other gets a queued delete.
 */
export async function queueDelete<K extends EntityKind>(
  db: LocalDb,
  entity: EntityDescription<K>,
  ids: readonly string[],
): Promise<void> {
  const table = entity.table(db);
  const bases = entity.bases(db);
  const unique = [...new Set(ids)];
  await db.transaction('rw', table, db.outbox, bases, async () => {
    const [rows, queued] = await Promise.all([
      table.bulkGet(unique),
      itemsByRecord(db, entity, unique),
    ]);
    const now = Date.now();
    const forget: string[] = [];
    const rowPuts: RowOf<K>[] = [];
    const basePuts: RowOf<K>[] = [];
    const dropItems: string[] = [];
    const deletes: OutboxItem<K>[] = [];
    for (const [index, id] of unique.entries()) {
      const row = rows[index];
      if (!row || entity.isDeleted(row)) continue;
      const items = queued.get(id) ?? [];
      const inFlight = items.filter((item) => item.state === 'executing');
      for (const item of items) if (item.state !== 'executing') dropItems.push(item.id);
      const onServer = row.version > 0 || items.some((item) => item.sent);
      if (!onServer) {
        forget.push(id);
        continue;
      }
      if (items.length === 0) basePuts.push(row);
      rowPuts.push(entity.markDeleted(row, new Date(now).toISOString()));
      deletes.push({
        ...base(id, entity.kind),
        action: 'delete',
        payload: {},
        state: stateFor(inFlight),
        createdAt: Math.max(now, (items.at(-1)?.createdAt ?? 0) + 1),
      });
    }
    if (dropItems.length > 0) await db.outbox.bulkDelete(dropItems);
    if (forget.length > 0) {
      await table.bulkDelete(forget);
      await bases.bulkDelete(forget);
    }
    if (basePuts.length > 0) await bases.bulkPut(basePuts);
    if (rowPuts.length > 0) await table.bulkPut(rowPuts);
    if (deletes.length > 0) await db.outbox.bulkAdd(asStored(deletes));
  });
}

/** How much one take may hand to a batch (POST /v1/sync/changes). */
export interface TakeLimits {
  items: number;
  /** The JSON bytes of the changes' bodies; a longer change goes alone. */
  bytes: number;
}

const encoder = new TextEncoder();

/** About what a change adds to a batch's body. */
function sizeOf(item: OutboxItem): number {
  return encoder.encode(JSON.stringify(item.payload)).byteLength;
}

/** The id of the first queued item of each of `ids`' records. */
async function firstItems(db: LocalDb, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  let found: OutboxItem[];
  if (unique.length <= ANY_OF_LIMIT)
    found = await db.outbox.where('itemId').anyOf(unique).toArray();
  else {
    const wanted = new Set(unique);
    found = (await db.outbox.toArray()).filter((item) => wanted.has(item.itemId));
  }
  const first = new Map<string, string>();
  for (const item of found.sort(byQueueOrder)) {
    if (!first.has(item.itemId)) first.set(item.itemId, item.id);
  }
  return first;
}

/**
 * Takes the items to send next, oldest first, and marks them executing: one item of a record
 * at most (the first of its queue; waiting items behind another become delayed). An image
 * link, or a change longer than `limits.bytes`, goes alone; otherwise up to `limits.items`
 * creates, edits and deletes within `limits.bytes` go together (docs/decisions/058).
 */
export async function takeReady(db: LocalDb, limits: TakeLimits): Promise<OutboxItem[]> {
  return db.transaction('rw', db.outbox, async () => {
    for (;;) {
      const waiting = await db.outbox
        .orderBy('createdAt')
        .filter((item) => item.state === 'waiting')
        .limit(limits.items)
        .toArray();
      if (waiting.length === 0) return [];
      const first = await firstItems(
        db,
        waiting.map((item) => item.itemId),
      );
      const taken: OutboxItem[] = [];
      const delayed: string[] = [];
      let bytes = 0;
      for (const item of waiting) {
        if (first.get(item.itemId) !== item.id) {
          delayed.push(item.id);
          continue;
        }
        const size = item.action === 'linkImage' ? Infinity : sizeOf(item);
        const alone = size > limits.bytes;
        if (taken.length === 0) {
          taken.push(item);
          if (alone) break;
          bytes = size;
          continue;
        }
        if (alone || taken[0]?.action === 'linkImage') continue;
        if (bytes + size > limits.bytes) continue;
        taken.push(item);
        bytes += size;
      }
      if (delayed.length > 0) {
        await db.outbox.where('id').anyOf(delayed).modify({ state: 'delayed' });
      }
      if (taken.length === 0) continue;
      const executing = taken.map((item): OutboxItem => ({
        ...item,
        state: 'executing',
        sent: true,
      }));
      await db.outbox.bulkPut(executing);
      return executing;
    }
  });
}

/** Whether some item can be taken now. */
export async function hasSendable(db: LocalDb): Promise<boolean> {
  return (await db.outbox.where('state').equals('waiting').count()) > 0;
}

/**
 * What an answer makes of a record: the server's copy to keep (`base`; undefined leaves the
 * shown row as it is), the record's remaining items (changed ones are stored), and work that
 * follows once they are (a link's follow-up edit).
 */
export interface Settled<K extends EntityKind> {
  base: RowOf<K> | undefined;
  rest: OutboxItem<K>[];
  after?: (shown: RowOf<K> | undefined) => Promise<void>;
}

/**
 * A send that failed. A lost connection puts the item back as it was (not an attempt); an
 * answer from the server moves it to failed with one attempt more. Answers the stored item.
 */
export async function failItem(
  db: LocalDb,
  item: OutboxItem,
  countsAsAttempt: boolean,
): Promise<OutboxItem | null> {
  return db.transaction('rw', db.outbox, async () => {
    const stored = await db.outbox.get(item.id);
    if (!stored) return null;
    const next: OutboxItem = countsAsAttempt
      ? { ...stored, state: 'failed', attempt: stored.attempt + 1 }
      : { ...stored, state: 'waiting' };
    await db.outbox.put(next);
    return next;
  });
}

/** The cleaning pass: failed items (under the maximum) and delayed ones wait again. */
export async function cleanOutbox(db: LocalDb): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    await db.outbox
      .where('state')
      .anyOf('failed', 'delayed')
      .modify((item) => {
        if (item.state === 'delayed' || item.attempt < OUTBOX_MAX_ATTEMPTS) item.state = 'waiting';
      });
  });
}

/** The user's manual retry: failed items (of one record, or all) wait again. */
export async function requeueFailed(db: LocalDb, itemId?: string): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const failed = db.outbox.where('state').equals('failed');
    await (itemId === undefined ? failed : failed.filter((item) => item.itemId === itemId)).modify({
      state: 'waiting',
    });
  });
}

/** At the start of a leader: an item left executing by a closed tab waits again. */
export async function requeueExecuting(db: LocalDb): Promise<void> {
  await db.outbox.where('state').equals('executing').modify({ state: 'waiting' });
}
