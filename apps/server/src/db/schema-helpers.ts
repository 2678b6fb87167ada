/** The helpers module's tables: remote alerts and the app's events (decisions 040, 041). */
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Remote alerts an operator adds and ends with `npm run alerts` (decision 047). */
export const remoteAlerts = pgTable(
  'remote_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platform: text('platform').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    level: text('level').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Null: until ended. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('remote_alerts_platform_idx').on(table.platform, table.startsAt)],
);

/**
 * Errors and analytics events the app sends (spec sections 1 and 8), kept here and not at a
 * third party. The user id is kept without a foreign key: the events of a deleted account
 * stay as counts until they are EVENTS_KEPT_DAYS old (decision 047).
 */
export const appEvents = pgTable(
  'app_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    name: text('name').notNull(),
    message: text('message').notNull(),
    detail: text('detail').notNull(),
    screen: text('screen').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('app_events_created_at_idx').on(table.createdAt)],
);
