/** The account tables: users (the users module's), sessions and reset codes (the auth module's). */
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Owned by the users module. E-mail addresses are stored lowercased. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    organisationName: text('organisation_name').notNull().default(''),
    organisationType: text('organisation_type').notNull().default(''),
    organisationVatNumber: text('organisation_vat_number').notNull().default(''),
    organisationWebsiteUrl: text('organisation_website_url').notNull().default(''),
    organisationLogoUrl: text('organisation_logo_url'),
    /** The organisation's address (settings tab 2), apart from the billing address below. */
    organisationAddressLine1: text('organisation_address_line1').notNull().default(''),
    organisationCity: text('organisation_city').notNull().default(''),
    organisationPostalCode: text('organisation_postal_code').notNull().default(''),
    organisationRegion: text('organisation_region').notNull().default(''),
    organisationCountry: text('organisation_country').notNull().default(''),
    addressLine1: text('address_line1').notNull().default(''),
    city: text('city').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    region: text('region').notNull().default(''),
    country: text('country').notNull().default(''),
    defaultCurrency: text('default_currency').notNull().default('EUR'),
    /** The helpers seen (decision 040): merged by PATCH /v1/user/settings, never replaced. */
    walkthroughsDone: text('walkthroughs_done').array().notNull().default([]),
    toursSeen: text('tours_seen').array().notNull().default([]),
    changelogVersionSeen: text('changelog_version_seen').notNull().default(''),
    activePlan: text('active_plan').notNull().default('none'),
    accessLevel: integer('access_level').notNull().default(0),
    customerId: text('customer_id'),
    paymentStatus: text('payment_status').notNull().default('NONE'),
    forceSignout: boolean('force_signout').notNull().default(false),
    firstLogin: boolean('first_login').notNull().default(true),
    /** Set when a share record arrives; cleared by POST /v1/artworks/share/seen (decision 036). */
    unseenShareRecords: boolean('unseen_share_records').notNull().default(false),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_unique').on(table.email)],
);

/** Owned by the auth module. Only the SHA-256 hash of a session token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** Owned by the auth module. One live code per user: a newer request replaces the row. */
export const passwordResetCodes = pgTable('password_reset_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  usedAt: timestamp('used_at', { withTimezone: true }),
  ...timestamps,
});

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type PasswordResetCodeRow = typeof passwordResetCodes.$inferSelect;
