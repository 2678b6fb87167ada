import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema-accounts';

/**
 * The exports module's table: each user's last invoice number. Numbers only ever go up, so an
 * invoice number is never given twice, even after the invoice's file was swept.
 */
export const exportInvoiceNumbers = pgTable('export_invoice_numbers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull(),
});

/**
 * Addresses of whole-archive downloads (decision 055): a random token, kept only as its
 * SHA-256, good until `expiresAt`. The GET of the address streams the ZIP as it is made.
 */
export const archiveDownloads = pgTable(
  'archive_downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('archive_downloads_token_hash_unique').on(table.tokenHash)],
);
