import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './schema-accounts';
import { artworks } from './schema-artworks';

/**
 * Tables of the sharing module (docs/decisions/036-sharing.md, 037). Exported through
 * schema.ts. A record lists artwork ids only: the works are read live from the sender's
 * archive through a projection.
 */

/** Owned by the sharing module. `recipientId` is null while the address has no account. */
export const shareRecords = pgTable(
  'share_records',
  {
    id: uuid('id').primaryKey(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The address as shared to (lowercase); a waiting share is claimed by it at register. */
    recipientEmail: text('recipient_email').notNull(),
    message: text('message').notNull().default(''),
    sharePrice: boolean('share_price').notNull(),
    /** Shared to an address with no account (an invitation mail; counted per day). */
    invited: boolean('invited').notNull().default(false),
    dateShared: timestamp('date_shared', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [
    index('share_records_sender_id_idx').on(table.senderId),
    index('share_records_recipient_id_idx').on(table.recipientId),
    index('share_records_recipient_email_idx').on(table.recipientEmail),
  ],
);

/** Owned by the sharing module. The works of a record, in the order shared. */
export const shareRecordArtworks = pgTable(
  'share_record_artworks',
  {
    shareRecordId: uuid('share_record_id')
      .notNull()
      .references(() => shareRecords.id, { onDelete: 'cascade' }),
    artworkId: uuid('artwork_id')
      .notNull()
      .references(() => artworks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.shareRecordId, table.artworkId] }),
    index('share_record_artworks_artwork_id_idx').on(table.artworkId),
  ],
);

/** Owned by the sharing module. Which copy a save made, so saving again makes no second one. */
export const sharedArtworkSaves = pgTable(
  'shared_artwork_saves',
  {
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sourceArtworkId: uuid('source_artwork_id').notNull(),
    collectionId: uuid('collection_id').notNull(),
    artworkId: uuid('artwork_id')
      .notNull()
      .references(() => artworks.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.recipientId, table.sourceArtworkId, table.collectionId] }),
  ],
);

export type ShareRecordRow = typeof shareRecords.$inferSelect;
