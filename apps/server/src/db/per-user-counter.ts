import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** A table of one counter row per user: the user's id and the last number handed out. */
export interface PerUserCounter {
  table: PgTable;
  userId: PgColumn;
  last: PgColumn;
  /** Named in the error when the statement answers no row. */
  what: string;
}

/**
 * Takes the user's next `count` numbers of a counter that only grows (archive numbers, change
 * numbers, invoice numbers), in one statement that makes the row on first use. The row stays
 * locked until the transaction ends, so two callers never share a number and a transaction's
 * numbers commit in their order. Answers the first of them.
 */
export async function takeNextNumbers(
  db: Db,
  counter: PerUserCounter,
  userId: string,
  count = 1,
): Promise<number> {
  const user = sql.identifier(counter.userId.name);
  const last = sql.identifier(counter.last.name);
  const result = await db.execute(sql`
    INSERT INTO ${counter.table} (${user}, ${last})
    VALUES (${userId}, ${count})
    ON CONFLICT (${user}) DO UPDATE SET ${last} = ${counter.table}.${last} + ${count}
    RETURNING ${last} AS last`);
  // Both drivers answer { rows }; a bigint comes back as a string (pg) or a number (PGlite).
  const row = (result as { rows: { last: number | string }[] }).rows[0];
  if (row === undefined) throw new Error(`The ${counter.what} counter returned no row`);
  return Number(row.last) - count + 1;
}
