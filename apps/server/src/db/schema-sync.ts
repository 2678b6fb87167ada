import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './schema-accounts';

/** Tables of the sync protocol (docs/decisions/009-sync-protocol.md), owned by the sync module. */

/** Owned by the sync module. The owner's change counter: the last change number handed out. */
export const syncCounters = pgTable('sync_counters', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seq: bigint('seq', { mode: 'number' }).notNull(),
});

/** Owned by the sync module. One row per change a user can see, numbered by their counter. */
export const syncLog = pgTable(
  'sync_log',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    entity: text('entity').notNull(),
    entityId: uuid('entity_id').notNull(),
    op: text('op').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'sync_log_pk', columns: [table.userId, table.seq] }),
    check('sync_log_op_check', sql`${table.op} IN ('upsert', 'delete', 'remove')`),
  ],
);

/** Owned by the sync module. The stored answer of each change, by (user, Idempotency-Key). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'idempotency_keys_pk', columns: [table.userId, table.key] })],
);

/** Owned by the sync module. Every value a change replaced, so nothing typed is ever lost. */
export const recordHistory = pgTable(
  'record_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entity: text('entity').notNull(),
    entityId: uuid('entity_id').notNull(),
    field: text('field').notNull(),
    oldValue: jsonb('old_value'),
    newValue: jsonb('new_value'),
    /** The record's version the change produced. */
    version: integer('version').notNull(),
    /** The field had also changed after the version the edit was based on (a conflict). */
    concurrent: boolean('concurrent').notNull().default(false),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('record_history_entity_idx').on(table.entity, table.entityId)],
);

export type SyncLogRow = typeof syncLog.$inferSelect;
export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
export type RecordHistoryRow = typeof recordHistory.$inferSelect;
export type NewRecordHistoryRow = typeof recordHistory.$inferInsert;
