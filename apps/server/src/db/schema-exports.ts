import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';
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
