/**
 * Every table, for the database client's typed queries and for drizzle-kit (drizzle.config.ts).
 * Each schema-*.ts file holds the tables of one owner; they import users (and collections)
 * from their own files, never this one, so the schema files have no import cycle.
 */
export * from './schema-accounts';
export * from './schema-artworks';
export * from './schema-billing';
export * from './schema-collections';
export * from './schema-contacts';
export * from './schema-infra';
export * from './schema-sync';
export * from './schema-exports';
export * from './schema-viewing-rooms';
export * from './schema-sharing';
export * from './schema-helpers';
