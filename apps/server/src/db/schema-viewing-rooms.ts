import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ExhibitionPlacement } from '@archive/domain/exhibitions/exhibition-arrangement.schema';
import { users } from './schema-accounts';

/**
 * Tables of the viewing-rooms module (docs/decisions/032-viewing-rooms.md). Exported through
 * schema.ts. A room lists artwork ids only: the works are read live from the archive.
 */

/** Owned by the viewing-rooms module. */
export const viewingRooms = pgTable(
  'viewing_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 128 random bits (base64url), the room's public address; kept so the owner can copy it. */
    token: text('token').notNull(),
    title: text('title').notNull(),
    introduction: text('introduction').notNull().default(''),
    showPrice: boolean('show_price').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Argon2id hash; null: no password. */
    passwordHash: text('password_hash'),
    /**
     * What a visitor's room cookie must hold after the right password; a new password makes a
     * new one, so an earlier visitor must enter the new password.
     */
    accessKey: text('access_key').notNull(),
    /** The works in the room's order. */
    artworkIds: jsonb('artwork_ids').$type<string[]>().notNull(),
    /**
     * The 3D arrangement when the room is an exhibition (decision 057): the same works as
     * `artworkIds`, in the same order, each with its wall or plinth. Null: a plain room.
     */
    exhibition: jsonb('exhibition').$type<ExhibitionPlacement[]>(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('viewing_rooms_token_unique').on(table.token),
    index('viewing_rooms_user_id_idx').on(table.userId),
  ],
);

/**
 * One visit: a visitor's pages of one room, none more than 30 minutes after the one before.
 * The visitor is a hash of the day's salt, the room, the address and the browser's name; the
 * address itself is never stored and the salt is dropped the next day.
 */
export const viewingRoomVisits = pgTable(
  'viewing_room_visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => viewingRooms.id, { onDelete: 'cascade' }),
    visitorHash: text('visitor_hash').notNull(),
    /** The UTC day the salt belongs to (YYYY-MM-DD). */
    day: text('day').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    pages: integer('pages').notNull().default(1),
  },
  (table) => [index('viewing_room_visits_room_visitor_idx').on(table.roomId, table.visitorHash)],
);

/** Full-screen views of each work of a room. */
export const viewingRoomWorkViews = pgTable(
  'viewing_room_work_views',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => viewingRooms.id, { onDelete: 'cascade' }),
    artworkId: uuid('artwork_id').notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.roomId, table.artworkId] })],
);

/**
 * The enquiries visitors sent from a room (issue 41): kept so the owner sees them in the app
 * even when the mail does not arrive. The work's artist and title are as they were when asked;
 * the visitor's address is theirs to give, kept with the room (deleted with the account).
 */
export const viewingRoomEnquiries = pgTable(
  'viewing_room_enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => viewingRooms.id, { onDelete: 'cascade' }),
    artworkId: uuid('artwork_id').notNull(),
    artist: text('artist').notNull(),
    workTitle: text('work_title').notNull(),
    visitorEmail: text('visitor_email').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('viewing_room_enquiries_room_idx').on(table.roomId, table.createdAt)],
);

/** The salt of each day's visitor hashes; yesterday's and older are deleted. */
export const viewingRoomSalts = pgTable('viewing_room_salts', {
  day: text('day').primaryKey(),
  salt: text('salt').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

export type ViewingRoomEnquiryRow = typeof viewingRoomEnquiries.$inferSelect;
export type ViewingRoomRow = typeof viewingRooms.$inferSelect;
export type NewViewingRoomRow = typeof viewingRooms.$inferInsert;
