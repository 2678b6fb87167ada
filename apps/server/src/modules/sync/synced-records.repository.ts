import { and, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { NewRowOf, RowOf, SyncedTable } from './synced-kind';

/**
 * A synced kind's table, as the record pipeline reads and writes it. Drizzle types a table
 * passed in as a type parameter only loosely, so the rows are typed here, once, by the table's
 * own row types.
 */
export function createSyncedRecordsRepository<T extends SyncedTable>(db: Db, table: T) {
  type Row = RowOf<T>;
  // The queries see the plain table; the rows are cast back to T's own types.
  const plain: PgTable = table;
  return {
    /** The record, locked until the transaction ends; null when there is none (anyone's). */
    async lockById(tx: Db, id: string): Promise<Row | null> {
      const rows = await tx.select().from(plain).where(eq(table.id, id)).limit(1).for('update');
      return (rows[0] as Row | undefined) ?? null;
    },
    /** The records of `ids` there are (anyone's), locked in the order of their ids. */
    async lockMany(tx: Db, ids: readonly string[]): Promise<Row[]> {
      if (ids.length === 0) return [];
      const rows = await tx
        .select()
        .from(plain)
        .where(inArray(table.id, [...ids]))
        .orderBy(table.id)
        .for('update');
      return rows as Row[];
    },
    /** The user's record (deleted or not); null when it is someone else's or none. */
    async findOwn(userId: string, id: string): Promise<Row | null> {
      const rows = await db
        .select()
        .from(plain)
        .where(and(eq(table.id, id), eq(table.userId, userId)))
        .limit(1);
      return (rows[0] as Row | undefined) ?? null;
    },
    /** Inserts a new record; null when the id exists already (anyone's). */
    async insertIfAbsent(tx: Db, row: NewRowOf<T>): Promise<Row | null> {
      const rows = await tx
        .insert(plain)
        .values(row as PgTable['$inferInsert'])
        .onConflictDoNothing()
        .returning();
      return (rows[0] as Row | undefined) ?? null;
    },
    async update(tx: Db, id: string, changes: Partial<Row>): Promise<Row> {
      const rows = await tx.update(plain).set(changes).where(eq(table.id, id)).returning();
      const row = rows[0] as Row | undefined;
      if (row === undefined) throw new Error('Updating a synced record returned no row');
      return row;
    },
  };
}
