import { v7 as uuidv7 } from 'uuid';
import type {
  ContactFormValues,
  CreateContactResponse,
  DeleteContactResponse,
  UpdateContactResponse,
} from '@archive/domain/contacts/contact.schema';
import { OUTBOX_MAX_ATTEMPTS } from '@archive/domain/sync/outbox.rules';
import {
  applyChanges,
  createdCopy,
  diffContact,
  hasChanges,
  mergeChanges,
  reapplyPending,
} from '../local/contact-changes';
import { byQueueOrder } from '../local/local-db';
import type { ContactRow, LocalDb, OutboxItem } from '../local/local-db';

/**
 * The outbox of spec section 4 as operations on the local database. Each runs in one
 * IndexedDB transaction, so the local record and its queued change never disagree, and the
 * leader tab's workers and any tab's edits can interleave safely.
 */

export class RecordNotFoundError extends Error {
  constructor(id: string) {
    super(`No contact ${id} in the local store`);
    this.name = 'RecordNotFoundError';
  }
}

async function itemsOf(db: LocalDb, itemId: string): Promise<OutboxItem[]> {
  const items = await db.outbox.where('itemId').equals(itemId).toArray();
  return items.sort(byQueueOrder);
}

/** A new item waits when it is the first of its record, and is delayed behind the others. */
function stateFor(earlier: readonly OutboxItem[]): OutboxItem['state'] {
  return earlier.length === 0 ? 'waiting' : 'delayed';
}

function base(itemId: string) {
  return { id: uuidv7(), itemId, entity: 'contact', attempt: 0, sent: false } as const;
}

/** Saves a new contact locally (version 0: not on the server yet) and queues its create. */
export async function queueCreate(db: LocalDb, values: ContactFormValues): Promise<string> {
  const id = uuidv7();
  const now = new Date();
  const row: ContactRow = {
    id,
    ...values,
    status: 'active',
    dateCreated: now.toISOString(),
    lastModified: now.toISOString(),
    version: 0,
  };
  await db.transaction('rw', db.contacts, db.outbox, async () => {
    await db.contacts.add(row);
    await db.outbox.add({
      ...base(id),
      action: 'create',
      payload: { id, dateCreated: row.dateCreated, ...values },
      state: 'waiting',
      createdAt: now.getTime(),
    });
  });
  return id;
}

/**
 * Saves the changed fields locally and queues an edit with them and the version they were based
 * on. An edit of a record whose last item is still unsent is folded into that item.
 */
export async function queueUpdate(
  db: LocalDb,
  id: string,
  values: ContactFormValues,
): Promise<boolean> {
  return db.transaction('rw', db.contacts, db.outbox, db.bases, async () => {
    const row = await db.contacts.get(id);
    if (!row || row.status === 'deleted') throw new RecordNotFoundError(id);
    const changes = diffContact(row, values);
    if (!hasChanges(changes)) return false;
    const now = new Date();
    await db.contacts.put({ ...applyChanges(row, changes), lastModified: now.toISOString() });

    const items = await itemsOf(db, id);
    // The first pending change of a synced record: keep the server's copy it was based on.
    if (items.length === 0) await db.bases.put(row);
    const last = items.at(-1);
    if (last && last.state !== 'executing' && !last.sent) {
      if (last.action === 'create') {
        const { address, ...plain } = changes;
        const payload = { ...last.payload, ...plain, address: { ...last.payload.address, ...address } };
        await db.outbox.put({ ...last, payload });
        return true;
      }
      if (last.action === 'update') {
        const merged = mergeChanges(last.payload.changes, changes);
        await db.outbox.put({ ...last, payload: { ...last.payload, changes: merged } });
        return true;
      }
    }
    await db.outbox.add({
      ...base(id),
      action: 'update',
      payload: { baseVersion: row.version, changes },
      state: stateFor(items),
      createdAt: Math.max(now.getTime(), (last?.createdAt ?? 0) + 1),
    });
    return true;
  });
}

/**
 * Deletes contacts locally. Their pending items that are not in flight are cleared; a record
 * that never reached the server is simply forgotten, any other gets a queued delete.
 */
export async function queueDelete(db: LocalDb, ids: readonly string[]): Promise<void> {
  await db.transaction('rw', db.contacts, db.outbox, db.bases, async () => {
    for (const id of ids) {
      const row = await db.contacts.get(id);
      if (!row || row.status === 'deleted') continue;
      const items = await itemsOf(db, id);
      const inFlight = items.filter((item) => item.state === 'executing');
      await db.outbox.bulkDelete(
        items.filter((item) => item.state !== 'executing').map((item) => item.id),
      );
      const onServer = row.version > 0 || items.some((item) => item.sent);
      if (!onServer) {
        await db.contacts.delete(id);
        await db.bases.delete(id);
        continue;
      }
      if (items.length === 0) await db.bases.put(row);
      const now = Date.now();
      await db.contacts.put({ ...row, status: 'deleted', lastModified: new Date(now).toISOString() });
      await db.outbox.add({
        ...base(id),
        action: 'delete',
        payload: {},
        state: stateFor(inFlight),
        createdAt: Math.max(now, (items.at(-1)?.createdAt ?? 0) + 1),
      });
    }
  });
}

/** How many waiting items `takeNext` reads at a time, oldest first. */
const TAKE_BATCH = 8;

/**
 * Takes the oldest waiting item that is first in its record's queue and marks it executing.
 * Waiting items behind another item of their record become delayed. The `createdAt` index
 * orders items as `byQueueOrder` does (ties by id, the primary key), so only the oldest few
 * waiting items are read, not the whole queue.
 */
export async function takeNext(db: LocalDb): Promise<OutboxItem | null> {
  return db.transaction('rw', db.outbox, async () => {
    for (;;) {
      const waiting = await db.outbox
        .orderBy('createdAt')
        .filter((item) => item.state === 'waiting')
        .limit(TAKE_BATCH)
        .toArray();
      if (waiting.length === 0) return null;
      for (const item of waiting) {
        const first = (await itemsOf(db, item.itemId))[0];
        if (first?.id !== item.id) {
          await db.outbox.update(item.id, { state: 'delayed' });
          continue;
        }
        const taken: OutboxItem = { ...item, state: 'executing', sent: true };
        await db.outbox.put(taken);
        return taken;
      }
    }
  });
}

/** Whether some item can be taken now. */
export async function hasSendable(db: LocalDb): Promise<boolean> {
  return (await db.outbox.where('state').equals('waiting').count()) > 0;
}

export type OutboxAnswer =
  | { action: 'create'; answer: CreateContactResponse }
  | { action: 'update'; answer: UpdateContactResponse }
  | { action: 'delete'; answer: DeleteContactResponse | null };

async function forgetRecord(db: LocalDb, itemId: string): Promise<void> {
  await db.contacts.delete(itemId);
  await db.bases.delete(itemId);
  const rest = await itemsOf(db, itemId);
  await db.outbox.bulkDelete(
    rest.filter((item) => item.state !== 'executing').map((item) => item.id),
  );
}

/**
 * Removes a sent item and applies the server's answer: the newer of the answer and the kept
 * server copy becomes the base, and the record's remaining items are re-applied on top.
 */
export async function completeItem(
  db: LocalDb,
  item: OutboxItem,
  result: OutboxAnswer,
): Promise<void> {
  await db.transaction('rw', db.contacts, db.outbox, db.bases, async () => {
    await db.outbox.delete(item.id);
    if (result.action === 'delete' || (result.action === 'update' && result.answer.deleted)) {
      // Deleted here or elsewhere: the delete wins, so the record goes here too.
      await forgetRecord(db, item.itemId);
      return;
    }
    const [row, kept, queued] = await Promise.all([
      db.contacts.get(item.itemId),
      db.bases.get(item.itemId),
      itemsOf(db, item.itemId),
    ]);
    let rest = queued;
    let answered: ContactRow | undefined;
    if (result.action === 'create') {
      const version = result.answer.version;
      if (item.action === 'create') {
        answered = createdCopy(item.payload, version, row?.lastModified ?? item.payload.dateCreated);
      }
      // Edits queued before the create's answer were based on what it created.
      rest = queued.map((later) =>
        later.action === 'update' && later.payload.baseVersion === 0 && !later.sent
          ? { ...later, payload: { ...later.payload, baseVersion: version } }
          : later,
      );
      const rebased = rest.filter((later, index) => later !== queued[index]);
      if (rebased.length > 0) await db.outbox.bulkPut(rebased);
    } else if (!result.answer.deleted) {
      answered = result.answer.contact;
    }
    const base = kept && (!answered || kept.version >= answered.version) ? kept : answered;
    if (row && base) await db.contacts.put(reapplyPending(base, rest));
    if (rest.length === 0) await db.bases.delete(item.itemId);
    else if (base) await db.bases.put(base);
    // The next item of the record, if delayed, can go at once.
    const next = rest[0];
    if (next?.state === 'delayed') await db.outbox.update(next.id, { state: 'waiting' });
  });
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
    await (itemId === undefined ? failed : failed.filter((item) => item.itemId === itemId)).modify(
      { state: 'waiting' },
    );
  });
}

/** At the start of a leader: an item left executing by a closed tab waits again. */
export async function requeueExecuting(db: LocalDb): Promise<void> {
  await db.outbox.where('state').equals('executing').modify({ state: 'waiting' });
}
