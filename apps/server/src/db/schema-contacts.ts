import type { ContactType } from '@archive/domain/contacts/contact-types';
import type { ContactImage } from '@archive/domain/images/image.schema';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema-accounts';

/** The contacts module's table, synced with the protocol of docs/decisions/009. */
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

export type ContactRow = typeof contacts.$inferSelect;
export type NewContactRow = typeof contacts.$inferInsert;
