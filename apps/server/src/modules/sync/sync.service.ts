import { createHash } from 'node:crypto';
import type { HistoryEntry } from '@archive/domain/sync/history.schema';
import type { User } from '@archive/domain/user/user.schema';
import {
  SYNC_ENTITIES,
  SYNC_ENTITIES_WITHOUT_PLAN,
  type SyncEntity,
  type SyncOp,
} from '@archive/domain/sync/sync.schema';
import { SYNC_MESSAGES } from '@archive/domain/sync/sync.messages';
import type { Db } from '../../db/client';
import { itemJson } from '../../lib/json-text';
import type { IdempotencyKeyRow, RecordHistoryRow } from '../../db/schema-sync';
import { AppError } from '../../lib/app-error';
import type { LogEntry, SyncRepository } from './sync.repository';

/** The answer of a change call: stored with its Idempotency-Key, sent after the commit. */
export interface ChangeAnswer<T> {
  statusCode: number;
  body: T;
}

export interface ChangeResult<T> extends ChangeAnswer<T> {
  /** True when this is a retry answered from the stored answer (nothing changed again). */
  replayed: boolean;
}

export interface ChangeRequest {
  userId: string;
  key: string;
  /** Method, path and body of the request, so a key reused for another request is refused. */
  fingerprint: unknown;
}

export interface ReplacedValue {
  field: string;
  oldValue: unknown;
  newValue: unknown;
  concurrent: boolean;
}

/**
 * The current state of records for a pull: each id maps to what the client should store,
 * the record itself or a tombstone `{ id, deleted: true }`.
 */
export type SyncLoader = (userId: string, ids: string[]) => Promise<Map<string, unknown>>;

/**
 * Log rows a change of one record makes for other users who can see it (docs/decisions/037:
 * a shared artwork's change logs each share record that shows it, for sender and recipient).
 * Called inside the change's transaction, after the record's own log row.
 */
export type FanOut = (tx: Db, userId: string, entityId: string, op: SyncOp) => Promise<void>;

type ListName = 'contacts' | 'artworks' | 'artists' | 'recievedRecords' | 'sentRecords';

/** Which list of the answer each entity goes into. */
const LIST_OF: Record<SyncEntity, ListName> = {
  contact: 'contacts',
  artwork: 'artworks',
  artist: 'artists',
  shareRecord: 'recievedRecords',
  sentShareRecord: 'sentRecords',
};

function toHistoryEntry(row: RecordHistoryRow): HistoryEntry {
  return {
    field: row.field,
    oldValue: row.oldValue,
    newValue: row.newValue,
    version: row.version,
    concurrent: row.concurrent,
    replacedAt: row.replacedAt.toISOString(),
  };
}

function isSyncEntity(value: string): value is SyncEntity {
  return (SYNC_ENTITIES as readonly string[]).includes(value);
}

export function requestHash(fingerprint: unknown): string {
  return createHash('sha256').update(JSON.stringify(fingerprint)).digest('hex');
}

/** The stored answer of a key claimed before, for a request with this hash. */
function replayOf<T>(stored: IdempotencyKeyRow | null, hash: string): ChangeResult<T> {
  if (stored === null || stored.statusCode === null) {
    throw new Error('An idempotency key was claimed but holds no answer');
  }
  if (stored.requestHash !== hash) {
    throw new AppError(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      SYNC_MESSAGES.idempotencyKeyReused,
      'idempotency-key',
    );
  }
  return { statusCode: stored.statusCode, body: stored.response as T, replayed: true };
}

/** A batched change refused while the batch ran without savepoints (see changeBatch). */
class NeedsSavepoints extends Error {
  constructor(cause: unknown) {
    super('A batched change was refused', { cause });
    this.name = 'NeedsSavepoints';
  }
}

/** A log row a batch's change made, numbered when the batch ends. */
interface PendingLog {
  userId: string;
  entity: SyncEntity;
  entityId: string;
  op: SyncOp;
}

/** One change of a batch: its key, what it is (for the key's fingerprint) and its work. */
export interface BatchedChange {
  key: string;
  fingerprint: unknown;
  work: (tx: Db) => Promise<ChangeAnswer<unknown>>;
}

export interface SyncServiceOptions {
  /** Log rows per pull page (SYNC_PAGE_SIZE). */
  pageSize: number;
}

export function createSyncService(db: Db, repository: SyncRepository, options: SyncServiceOptions) {
  const loaders = new Map<SyncEntity, SyncLoader>();
  const fanOuts = new Map<SyncEntity, FanOut[]>();

  /** Log rows of a change, by the transaction or savepoint it runs in (runOnce, changeBatch). */
  const deferredLogs = new WeakMap<Db, PendingLog[]>();

  /**
   * A change's or a batch's log rows: each owner's numbers taken at once, owners in the order
   * of their ids (two changes that reach the same owners never wait for each other in a ring).
   */
  async function writeLogs(tx: Db, logs: readonly PendingLog[]): Promise<void> {
    const byUser = new Map<string, PendingLog[]>();
    for (const entry of logs)
      byUser.set(entry.userId, [...(byUser.get(entry.userId) ?? []), entry]);
    const rows = [];
    for (const owner of [...byUser.keys()].sort()) {
      const entries = byUser.get(owner) ?? [];
      const first = await repository.nextSeqs(tx, owner, entries.length);
      rows.push(...entries.map((entry, index) => ({ ...entry, seq: first + index })));
    }
    await repository.appendLogs(tx, rows);
  }

  /** Claims the key in `tx` and does the work, or answers what the key stored. */
  async function runOnce<T>(
    tx: Db,
    request: ChangeRequest,
    work: (tx: Db) => Promise<ChangeAnswer<T>>,
  ): Promise<ChangeResult<T>> {
    const hash = requestHash(request.fingerprint);
    const claimed = await repository.claimKey(tx, request.userId, request.key, hash);
    if (!claimed) {
      return replayOf(await repository.findKey(tx, request.userId, request.key), hash);
    }
    // The change's log rows wait for its end, as a batch's do: an owner's counter is locked
    // from the moment its number is taken to the commit, and every other change of that
    // archive waits for it (fifty edits at once queued on it, decision 060).
    const logs: PendingLog[] = [];
    deferredLogs.set(tx, logs);
    let answer: ChangeAnswer<T>;
    try {
      answer = await work(tx);
    } finally {
      deferredLogs.delete(tx);
    }
    await repository.storeAnswer(tx, request.userId, request.key, answer.statusCode, answer.body);
    await writeLogs(tx, logs);
    return { ...answer, replayed: false };
  }

  return {
    /** A module whose records others see tells the log whom a change of `entity` reaches. */
    registerFanOut(entity: SyncEntity, fanOut: FanOut): void {
      fanOuts.set(entity, [...(fanOuts.get(entity) ?? []), fanOut]);
    },

    /** A module that owns a synced entity tells the pull how to read its current rows. */
    registerLoader(entity: SyncEntity, loader: SyncLoader): void {
      loaders.set(entity, loader);
    },

    /**
     * Runs one change in one transaction with its Idempotency-Key: the first call claims
     * (user, key), does the work and stores the answer before the commit; a retry after the
     * commit gets the stored answer and changes nothing. A concurrent retry waits for the
     * first to commit. A failed change stores nothing, so its retry runs again.
     */
    async change<T>(
      request: ChangeRequest,
      work: (tx: Db) => Promise<ChangeAnswer<T>>,
    ): Promise<ChangeResult<T>> {
      return db.transaction((tx) => runOnce(tx, request, work));
    },

    /**
     * Runs many changes of one user in one transaction, each in a savepoint of its own, with
     * the rules of `change` (docs/decisions/058): the keys are claimed together first (a retry
     * answers what its key stored, another change under a used key 422); a change that throws
     * is rolled back to its savepoint, answered by `refusal`, and its key given back (a batch
     * runs first without savepoints, and again with them only when a change is refused); the
     * answers are stored together, and the log rows of the changes that held are written at
     * the end, the counters taken last, in the order of the owners' ids.
     */
    async changeBatch(
      userId: string,
      changes: readonly BatchedChange[],
      refusal: (error: unknown) => ChangeAnswer<unknown>,
      prelock?: (tx: Db) => Promise<void>,
    ): Promise<ChangeResult<unknown>[]> {
      const hashes = changes.map((change) => requestHash(change.fingerprint));
      const attempt = (isolated: boolean) =>
        db.transaction(async (tx) => {
          const claimed = await repository.claimKeys(
            tx,
            userId,
            changes.map((change, index) => ({ key: change.key, requestHash: hashes[index] ?? '' })),
          );
          // Rows locked at once serve the changes run in `tx` itself: not those in savepoints.
          if (!isolated) await prelock?.(tx);
          const stored = await repository.findKeys(
            tx,
            userId,
            changes.filter((change) => !claimed.has(change.key)).map((change) => change.key),
          );
          const results: ChangeResult<unknown>[] = [];
          const answers: { key: string; statusCode: number; response: unknown }[] = [];
          const released: string[] = [];
          const logs: PendingLog[] = [];
          for (const [index, change] of changes.entries()) {
            if (!claimed.has(change.key)) {
              try {
                results.push(replayOf(stored.get(change.key) ?? null, hashes[index] ?? ''));
              } catch (error) {
                results.push({ ...refusal(error), replayed: false });
              }
              continue;
            }
            const entries: PendingLog[] = [];
            const held = (answer: ChangeAnswer<unknown>) => {
              answers.push({
                key: change.key,
                statusCode: answer.statusCode,
                response: answer.body,
              });
              logs.push(...entries);
              results.push({ ...answer, replayed: false });
            };
            if (!isolated) {
              deferredLogs.set(tx, entries);
              held(
                await change.work(tx).catch((error: unknown) => {
                  throw new NeedsSavepoints(error);
                }),
              );
              deferredLogs.delete(tx);
              continue;
            }
            try {
              held(
                await tx.transaction((savepoint) => {
                  deferredLogs.set(savepoint, entries);
                  return change.work(savepoint);
                }),
              );
            } catch (error) {
              released.push(change.key);
              results.push({ ...refusal(error), replayed: false });
            }
          }
          await repository.storeAnswers(tx, userId, answers);
          await repository.releaseKeys(tx, userId, released);
          await writeLogs(tx, logs);
          return results;
        });
      // Most batches hold no refusal: they run without savepoints. The first refusal rolls the
      // whole batch back, and it runs again with a savepoint per change.
      try {
        return await attempt(false);
      } catch (error) {
        if (!(error instanceof NeedsSavepoints)) throw error;
        return attempt(true);
      }
    },

    /**
     * Logs the change under the owner's next change number; call inside `change`. The row
     * waits for the end of its change (or batch), where the numbers are taken; in a savepoint
     * of a change's own it is written at once.
     */
    async logChange(
      tx: Db,
      userId: string,
      entity: SyncEntity,
      entityId: string,
      op: SyncOp,
    ): Promise<void> {
      const deferred = deferredLogs.get(tx);
      if (deferred === undefined) {
        const seq = await repository.nextSeq(tx, userId);
        await repository.appendLog(tx, { userId, seq, entity, entityId, op });
      } else {
        deferred.push({ userId, entity, entityId, op });
      }
      for (const fanOut of fanOuts.get(entity) ?? []) await fanOut(tx, userId, entityId, op);
    },

    /** Keeps every value a change replaced (the record's history). */
    async recordReplaced(
      tx: Db,
      record: { userId: string; entity: SyncEntity; entityId: string; version: number; at: Date },
      values: ReplacedValue[],
    ): Promise<void> {
      await repository.insertHistory(
        tx,
        values.map((value) => ({
          userId: record.userId,
          entity: record.entity,
          entityId: record.entityId,
          version: record.version,
          replacedAt: record.at,
          field: value.field,
          oldValue: value.oldValue,
          newValue: value.newValue,
          concurrent: value.concurrent,
        })),
      );
    },

    /** A record's replaced values, newest first; the caller checks that the record is theirs. */
    async history(userId: string, entity: SyncEntity, entityId: string): Promise<HistoryEntry[]> {
      const rows = await repository.readHistory(userId, entity, entityId);
      return rows.map(toHistoryEntry);
    },
    /** The histories of the caller's records among `entityIds`, by id, each newest first. */
    async historyOf(
      userId: string,
      entity: SyncEntity,
      entityIds: readonly string[],
    ): Promise<Map<string, HistoryEntry[]>> {
      const byId = new Map<string, HistoryEntry[]>();
      for (const row of await repository.readHistoryOf(userId, entity, entityIds)) {
        const entries = byId.get(row.entityId) ?? [];
        entries.push(toHistoryEntry(row));
        byId.set(row.entityId, entries);
      }
      return byId;
    },

    /**
     * The caller's changes after `cursor`: one page of the log, joined to the current rows,
     * as the JSON text of a SyncResponse.
     * A cursor ahead of the user's counter answers 400 (the client pulls again from 0).
     *
     * Without `archive` (no active plan) only SYNC_ENTITIES_WITHOUT_PLAN are sent, and the
     * cursor stops before the first change held back, so the pull from it once the plan is
     * active again sends that change (docs/decisions/022-paywall.md).
     */
    async pull(user: User, cursor: number, archive = true): Promise<string> {
      const only = archive ? null : SYNC_ENTITIES_WITHOUT_PLAN;
      const page = await repository.readLog(user.id, cursor, options.pageSize + 1, only);
      if (cursor > page.counter) {
        throw new AppError(400, 'VALIDATION', SYNC_MESSAGES.cursorAhead, 'nextSync');
      }
      let hasMore = page.entries.length > options.pageSize;
      const entries = hasMore ? page.entries.slice(0, options.pageSize) : page.entries;
      let nextSync = entries.at(-1)?.seq ?? cursor;
      if (page.firstHeldBack !== null && page.firstHeldBack <= nextSync) {
        // Rows sent after the one held back come again next time (a record is sent whole, so
        // sending it twice changes nothing); no further page until the plan is active.
        nextSync = page.firstHeldBack - 1;
        hasMore = false;
      }
      const lists: Record<ListName, unknown[]> = {
        artworks: [],
        artists: [],
        contacts: [],
        recievedRecords: [],
        sentRecords: [],
      };
      for (const [entity, changed] of changedByEntity(entries)) {
        const loader = loaders.get(entity);
        if (loader === undefined) continue;
        const visible = changed.filter((item) => item.op !== 'remove').map((item) => item.id);
        const items =
          visible.length > 0 ? await loader(user.id, visible) : new Map<string, unknown>();
        const list = lists[LIST_OF[entity]];
        for (const { id, op } of changed) {
          // A record no longer visible to the user (a revoked share) leaves as a tombstone.
          list.push(
            op === 'remove' ? { id, deleted: true } : (items.get(id) ?? { id, deleted: true }),
          );
        }
      }
      // Written by hand, in the contract's order, so records already JSON go in as they are.
      const written = Object.entries(lists).map(
        ([name, list]) => `"${name}":[${list.map(itemJson).join(',')}]`,
      );
      return `{"nextSync":${String(nextSync)},"user":${JSON.stringify(user)},${written.join(',')},"hasMore":${String(hasMore)}}`;
    },
  };
}

/** Each entity's ids in the page, once each, in the order of their last change. */
function changedByEntity(entries: LogEntry[]): Map<SyncEntity, { id: string; op: string }[]> {
  const last = new Map<string, LogEntry>();
  for (const entry of entries) {
    const key = `${entry.entity}:${entry.entityId}`;
    last.delete(key);
    last.set(key, entry);
  }
  const byEntity = new Map<SyncEntity, { id: string; op: string }[]>();
  for (const entry of last.values()) {
    if (!isSyncEntity(entry.entity)) continue;
    const changed = byEntity.get(entry.entity) ?? [];
    changed.push({ id: entry.entityId, op: entry.op });
    byEntity.set(entry.entity, changed);
  }
  return byEntity;
}

export type SyncService = ReturnType<typeof createSyncService>;
