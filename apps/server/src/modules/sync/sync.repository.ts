import type { SyncEntity, SyncOp } from '@archive/domain/sync/sync.schema';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { takeNextNumbers, type PerUserCounter } from '../../db/per-user-counter';
import {
  idempotencyKeys,
  recordHistory,
  syncCounters,
  syncLog,
  type IdempotencyKeyRow,
  type NewRecordHistoryRow,
} from '../../db/schema-sync';

export interface LogEntry {
  seq: number;
  entity: string;
  entityId: string;
  op: string;
}

export interface LogPage {
  /** The user's counter: the last change number handed out (0 before the first change). */
  counter: number;
  entries: LogEntry[];
  /** With a list of entities to read: the first change after the cursor of any other. */
  firstHeldBack: number | null;
}

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint' || typeof value === 'string') return Number(value);
  throw new Error(`Expected a number, got ${typeof value}`);
}

interface LogQueryRow {
  counter: unknown;
  held_back: unknown;
  seq: unknown;
  entity: string | null;
  entity_id: string | null;
  op: string | null;
}

/**
 * The sync tables; only the sync module reads or writes them. Every method that writes takes
 * the caller's transaction, so the change and its log row commit (or roll back) together.
 */
const CHANGE_NUMBERS: PerUserCounter = {
  table: syncCounters,
  userId: syncCounters.userId,
  last: syncCounters.seq,
  what: 'change',
};

export function createSyncRepository(db: Db) {
  return {
    /** Claims (user, key) for this transaction; false when it is already taken. */
    async claimKey(tx: Db, userId: string, key: string, requestHash: string): Promise<boolean> {
      const rows = await tx
        .insert(idempotencyKeys)
        .values({ userId, key, requestHash })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      return rows.length > 0;
    },
    /** Claims many keys of one user in one statement; answers the keys it claimed. */
    async claimKeys(
      tx: Db,
      userId: string,
      keys: readonly { key: string; requestHash: string }[],
    ): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await tx
        .insert(idempotencyKeys)
        .values(keys.map(({ key, requestHash }) => ({ userId, key, requestHash })))
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      return new Set(rows.map((row) => row.key));
    },
    /** The stored keys among `keys`, by key. */
    async findKeys(
      tx: Db,
      userId: string,
      keys: readonly string[],
    ): Promise<Map<string, IdempotencyKeyRow>> {
      if (keys.length === 0) return new Map();
      const rows = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), inArray(idempotencyKeys.key, [...keys])));
      return new Map(rows.map((row) => [row.key, row]));
    },
    /** Stores the answers of many claimed keys in one statement. */
    async storeAnswers(
      tx: Db,
      userId: string,
      answers: readonly { key: string; statusCode: number; response: unknown }[],
    ): Promise<void> {
      if (answers.length === 0) return;
      const values = sql.join(
        answers.map(
          ({ key, statusCode, response }) =>
            sql`(${key}::text, ${statusCode}::integer, ${JSON.stringify(response)}::jsonb)`,
        ),
        sql`, `,
      );
      await tx.execute(sql`
        UPDATE ${idempotencyKeys} AS k
        SET status_code = a.status_code, response = a.response
        FROM (VALUES ${values}) AS a(key, status_code, response)
        WHERE k.user_id = ${userId}::uuid AND k.key = a.key`);
    },
    /** Gives back keys claimed for changes that failed (their retry runs again). */
    async releaseKeys(tx: Db, userId: string, keys: readonly string[]): Promise<void> {
      if (keys.length === 0) return;
      await tx
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), inArray(idempotencyKeys.key, [...keys])));
    },
    async findKey(tx: Db, userId: string, key: string): Promise<IdempotencyKeyRow | null> {
      const rows = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
        .limit(1);
      return rows[0] ?? null;
    },
    async storeAnswer(
      tx: Db,
      userId: string,
      key: string,
      statusCode: number,
      response: unknown,
    ): Promise<void> {
      await tx
        .update(idempotencyKeys)
        .set({ statusCode, response })
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    },

    /**
     * Takes the owner's next change number. The counter row stays locked until the
     * transaction ends, so one user's changes commit in the order of their numbers.
     */
    nextSeq(tx: Db, userId: string): Promise<number> {
      return takeNextNumbers(tx, CHANGE_NUMBERS, userId);
    },
    /** Takes the owner's next `count` change numbers at once; answers the first. */
    nextSeqs(tx: Db, userId: string, count: number): Promise<number> {
      return takeNextNumbers(tx, CHANGE_NUMBERS, userId, count);
    },
    async appendLogs(
      tx: Db,
      entries: readonly {
        userId: string;
        seq: number;
        entity: SyncEntity;
        entityId: string;
        op: SyncOp;
      }[],
    ): Promise<void> {
      if (entries.length > 0) await tx.insert(syncLog).values([...entries]);
    },
    async appendLog(
      tx: Db,
      entry: { userId: string; seq: number; entity: SyncEntity; entityId: string; op: SyncOp },
    ): Promise<void> {
      await tx.insert(syncLog).values(entry);
    },
    async insertHistory(tx: Db, rows: NewRecordHistoryRow[]): Promise<void> {
      if (rows.length > 0) await tx.insert(recordHistory).values(rows);
    },
    /** Newest first; the index on (entity, entity_id) finds them. */
    readHistory(userId: string, entity: SyncEntity, entityId: string) {
      return this.readHistoryOf(userId, entity, [entityId]);
    },
    /** The history of many records of one entity, in one query (the archive's pages). */
    async readHistoryOf(userId: string, entity: SyncEntity, entityIds: readonly string[]) {
      if (entityIds.length === 0) return [];
      return db
        .select()
        .from(recordHistory)
        .where(
          and(
            eq(recordHistory.entity, entity),
            sql`${recordHistory.entityId} = ANY(${`{${entityIds.join(',')}}`}::uuid[])`,
            eq(recordHistory.userId, userId),
          ),
        )
        .orderBy(desc(recordHistory.version), desc(recordHistory.replacedAt));
    },

    /**
     * One indexed query: the user's counter and up to `limit` log rows after the cursor
     * (primary key (user_id, seq)). With `only`, just the rows of those entities, and the
     * number of the first row after the cursor that was left out.
     */
    async readLog(
      userId: string,
      cursor: number,
      limit: number,
      only: readonly SyncEntity[] | null = null,
    ): Promise<LogPage> {
      const listed =
        only === null || only.length === 0
          ? sql`false`
          : sql`s.entity IN (${sql.join(
              only.map((entity) => sql`${entity}`),
              sql`, `,
            )})`;
      // A full pull keeps the plain query; a restricted one also finds the first row held back.
      const heldBack =
        only === null
          ? sql`LEFT JOIN LATERAL (SELECT NULL::bigint AS seq) AS h ON true`
          : sql`LEFT JOIN LATERAL (
              SELECT s.seq
              FROM ${syncLog} AS s
              WHERE s.user_id = u.user_id AND s.seq > ${cursor} AND NOT (${listed})
              ORDER BY s.seq
              LIMIT 1
            ) AS h ON true`;
      const filter = only === null ? sql`` : sql`AND ${listed}`;
      const result = await db.execute(sql`
        SELECT c.seq AS counter, h.seq AS held_back, l.seq, l.entity, l.entity_id, l.op
        FROM (SELECT ${userId}::uuid AS user_id) AS u
        LEFT JOIN ${syncCounters} AS c ON c.user_id = u.user_id
        ${heldBack}
        LEFT JOIN LATERAL (
          SELECT s.seq, s.entity, s.entity_id, s.op
          FROM ${syncLog} AS s
          WHERE s.user_id = u.user_id AND s.seq > ${cursor} ${filter}
          ORDER BY s.seq
          LIMIT ${limit}
        ) AS l ON true
        ORDER BY l.seq`);
      // Both drivers answer { rows }; bigint columns come back as strings (pg) or numbers.
      const rows = (result as { rows: LogQueryRow[] }).rows;
      const first = rows[0];
      const counter = first === undefined || first.counter === null ? 0 : toNumber(first.counter);
      const firstHeldBack =
        first === undefined || first.held_back === null ? null : toNumber(first.held_back);
      const entries: LogEntry[] = [];
      for (const row of rows) {
        if (row.seq === null || row.entity === null || row.entity_id === null || row.op === null) {
          continue;
        }
        entries.push({
          seq: toNumber(row.seq),
          entity: row.entity,
          entityId: row.entity_id,
          op: row.op,
        });
      }
      return { counter, entries, firstHeldBack };
    },
  };
}

export type SyncRepository = ReturnType<typeof createSyncRepository>;
