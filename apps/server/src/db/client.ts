import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

/** The one database type the repositories see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * `copyOf` (PGlite in memory only): a dump (`dumpDataDir`) the database starts as, which the
 * tests use to skip initdb and the migrations (test/migrated-pglite.ts).
 */
export type DatabaseTarget =
  { kind: 'pglite'; dataDir: string | null; copyOf?: Blob } | { kind: 'postgres'; url: string };

export type ExclusiveResult<T> = { ran: true; value: T } | { ran: false };

/**
 * Runs `work` while holding the PostgreSQL advisory lock `lockId` (db/advisory-locks.ts), or
 * not at all when another session holds it. The lock is held by a session of its own, so
 * `work` may use the app's database freely (no transaction stays open), and it dies with that
 * session if the process does.
 */
export type RunExclusive = <T>(
  lockId: number,
  work: () => Promise<T>,
) => Promise<ExclusiveResult<T>>;

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseTarget['kind'];
  runExclusive: RunExclusive;
  /**
   * Runs `work` holding the advisory lock `lockId`, waiting for another process that holds it
   * (the migrations at start: processes started together apply them one after another).
   */
  runLocked: <T>(lockId: number, work: () => Promise<T>) => Promise<T>;
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
    const runExclusive: RunExclusive = async (lockId, work) => {
      const client = await pool.connect();
      let released = false;
      try {
        return await holdingLock((text, params) => client.query(text, params), lockId, work);
      } catch (error) {
        // An unlock that failed leaves the lock with the session: end the session with it.
        if (error instanceof UnlockError) {
          client.release(error);
          released = true;
        }
        throw error;
      } finally {
        if (!released) client.release();
      }
    };
    const runLocked = async <T>(lockId: number, work: () => Promise<T>): Promise<T> => {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [lockId]);
        try {
          return await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [lockId]);
        }
      } finally {
        // The session ends instead of going back to the pool: a lock it still held (an unlock
        // that failed) goes with it. This runs once, at start.
        client.release(true);
      }
    };
    return { db, kind: 'postgres', runExclusive, runLocked, close: () => pool.end() };
  }
  if (target.dataDir !== null) mkdirSync(target.dataDir, { recursive: true });
  const client =
    target.dataDir !== null
      ? new PGlite(target.dataDir)
      : new PGlite(target.copyOf === undefined ? {} : { loadDataDir: target.copyOf });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // PGlite has one session, in which advisory locks are re-entrant: locks this process already
  // holds are refused here (two apps on one PGlite, or a job started twice).
  const held = new Set<number>();
  const runExclusive: RunExclusive = async (lockId, work) => {
    if (held.has(lockId)) return { ran: false };
    held.add(lockId);
    try {
      return await holdingLock((text, params) => client.query(text, params), lockId, work);
    } finally {
      held.delete(lockId);
    }
  };
  // One process owns a PGlite database: there is nobody to wait for.
  const runLocked = <T>(_lockId: number, work: () => Promise<T>): Promise<T> => work();
  return { db, kind: 'pglite', runExclusive, runLocked, close: () => client.close() };
}

class UnlockError extends Error {}

type Query = (text: string, params: unknown[]) => Promise<{ rows: unknown[] }>;

/** The same SQL on PostgreSQL and PGlite: a session-level lock, tried without waiting. */
async function holdingLock<T>(
  query: Query,
  lockId: number,
  work: () => Promise<T>,
): Promise<ExclusiveResult<T>> {
  const { rows } = await query('SELECT pg_try_advisory_lock($1) AS locked', [lockId]);
  if ((rows[0] as { locked?: unknown } | undefined)?.locked !== true) return { ran: false };
  let outcome: ExclusiveResult<T> | undefined;
  let failure: unknown = null;
  try {
    outcome = { ran: true, value: await work() };
  } catch (error) {
    failure = error;
  }
  try {
    await query('SELECT pg_advisory_unlock($1)', [lockId]);
  } catch (error) {
    throw new UnlockError('Could not release an advisory lock', { cause: failure ?? error });
  }
  if (outcome === undefined) throw failure;
  return outcome;
}
