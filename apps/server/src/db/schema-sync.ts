import type { ContactType } from '@archive/domain/contacts/contact-types';
import type { ContactImage } from '@archive/domain/images/image.schema';
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
import { users } from './schema';

/**
 * Tables of the sync protocol (docs/decisions/009-sync-protocol.md) and of the first entity
 * synced with it. Exported through schema.ts so the client and drizzle-kit see them.
 */

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

/** Owned by the contacts module. The id is made by the client. */
export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    organisation: text('organisation').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    types: jsonb('types').$type<ContactType[]>().notNull().default([]),
    websiteUrl: text('website_url').notNull().default(''),
    instagramUrl: text('instagram_url').notNull().default(''),
    position: text('position').notNull().default(''),
    vatNumber: text('vat_number').notNull().default(''),
    address1: text('address1').notNull().default(''),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    state: text('state').notNull().default(''),
    country: text('country').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** The contact's photo (spec section 3: image, optional). */
    image: jsonb('image').$type<ContactImage>(),
    status: text('status', { enum: ['active', 'deleted'] })
      .notNull()
      .default('active'),
    version: integer('version').notNull().default(1),
    /** The version at which each field last changed: { firstName: 3, 'address.city': 5 }. */
    fieldVersions: jsonb('field_versions').$type<Record<string, number>>().notNull().default({}),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull(),
    lastModified: timestamp('last_modified', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('contacts_user_id_status_idx').on(table.userId, table.status),
    check('contacts_status_check', sql`${table.status} IN ('active', 'deleted')`),
  ],
);

export type SyncLogRow = typeof syncLog.$inferSelect;
export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
export type RecordHistoryRow = typeof recordHistory.$inferSelect;
export type NewRecordHistoryRow = typeof recordHistory.$inferInsert;
export type ContactRow = typeof contacts.$inferSelect;
export type NewContactRow = typeof contacts.$inferInsert;
