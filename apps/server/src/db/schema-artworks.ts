import { ARTWORK_STATUSES } from '@archive/domain/artworks/artwork-status';
import type { ActiveShareSource, ArtworkValues } from '@archive/domain/artworks/artwork.schema';
import type { ArtworkImage } from '@archive/domain/images/image.schema';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './schema-accounts';
import { collections } from './schema-collections';

/**
 * An artwork image as stored: `linkedVersion` is the artwork version its link made, so an edit
 * based on an older version does not delete an image it never saw.
 */
export type StoredArtworkImage = ArtworkImage & { linkedVersion: number };

/**
 * Tables of the artworks module (docs/decisions/014-artworks.md), synced with the protocol of
 * docs/decisions/009-sync-protocol.md.
 */

/** Owned by the artworks module. Derived from the artist names of a user's artworks. */
export const artists = pgTable(
  'artists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The name as first typed (trimmed). */
    name: text('name').notNull(),
    /** The name compared without case and repeated spaces: one artist per person and user. */
    nameKey: text('name_key').notNull(),
  },
  (table) => [uniqueIndex('artists_user_id_name_key_unique').on(table.userId, table.nameKey)],
);

/**
 * Owned by the artworks module. The last archive number handed out to a user; it only grows,
 * so a number is never given twice, even after the artwork holding it is deleted.
 */
export const artworkNumberCounters = pgTable('artwork_number_counters', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull(),
});

/** Owned by the artworks module. The id is made by the client. */
export const artworks = pgTable(
  'artworks',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id),
    /** The artist's name as typed. */
    artist: text('artist').notNull(),
    artistId: uuid('artist_id').references(() => artists.id, { onDelete: 'set null' }),
    status: text('status', { enum: ARTWORK_STATUSES }),
    archiveArtworkNumber: integer('archive_artwork_number').notNull(),
    artworkValues: jsonb('artwork_values').$type<ArtworkValues>().notNull(),
    /** Linked images, each with the artwork version that linked it (never sent to clients). */
    images: jsonb('images').$type<StoredArtworkImage[]>().notNull().default([]),
    isDeleted: boolean('is_deleted').notNull().default(false),
    /** Set on a copy saved from a share (decision 036). */
    activeShareSource: jsonb('active_share_source').$type<ActiveShareSource>(),
    version: integer('version').notNull().default(1),
    /** The version at which each field last changed: { artist: 3, 'artworkValues.title': 5 }. */
    fieldVersions: jsonb('field_versions').$type<Record<string, number>>().notNull().default({}),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull(),
    lastModified: timestamp('last_modified', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('artworks_user_id_number_unique').on(table.userId, table.archiveArtworkNumber),
    index('artworks_user_id_is_deleted_idx').on(table.userId, table.isDeleted),
    check(
      'artworks_status_check',
      sql`${table.status} IS NULL OR ${table.status} IN ('available', 'reserved', 'sold', 'onsite', 'loan', 'transit', 'production')`,
    ),
  ],
);

export type ArtistRow = typeof artists.$inferSelect;
export type ArtworkRow = typeof artworks.$inferSelect;
export type NewArtworkRow = typeof artworks.$inferInsert;
