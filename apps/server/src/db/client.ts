import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as coreSchema from './schema';
import * as billingSchema from './schema-billing';
import * as syncSchema from './schema-sync';

/** Every table, whichever schema file defines it. */
const schema = { ...coreSchema, ...syncSchema, ...billingSchema };

/** The one database type the repositories see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseTarget =
  { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseTarget['kind'];
  /** Closes the connection pool or the embedded database (a file-backed PGlite keeps Node alive). */
  close: () => Promise<void>;
}

/** Opens PGlite (a folder on disk, or memory when `dataDir` is null) or a PostgreSQL pool. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle client whose connection the server ended (a restart, a dropped test database)
    // is an 'error' on the pool; unheard, it would crash the process. The pool replaces it.
    pool.on('error', () => undefined);
    const db = drizzleNodePostgres(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (target.dataDir !== null) mkdirSync(target.dataDir, { recursive: true });
  const client = target.dataDir === null ? new PGlite() : new PGlite(target.dataDir);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}
