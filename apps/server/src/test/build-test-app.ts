import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppOverrides } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from '../db/client';
import type { RateLimits } from '../plugins/rate-limits';
import { RATE_LIMITS } from '../plugins/rate-limits';
import { createMemoryMail, type MemoryMail } from './memory-mail';
import { migratedPgliteDump } from './migrated-pglite';

export interface TestApp {
  app: FastifyInstance;
  mail: MemoryMail;
  config: Config;
  /** Moves the app's clock forward. */
  advance: (ms: number) => void;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  rateLimits?: Partial<RateLimits>;
  env?: Record<string, string>;
  /** Collects the app's log lines (set LOG_LEVEL in env to see them). */
  logStream?: AppOverrides['logStream'];
  /** Log rows per sync page (small ones exercise paging). */
  syncPageSize?: number;
  /** A database other apps also use (sharedDatabase); by default a fresh one of its own. */
  database?: SharedDatabase;
}

/** One database several apps of a test use at once, as several server processes would. */
export interface SharedDatabase {
  /** What one app opens: its own pool on PostgreSQL, the one PGlite (single-process) handle. */
  connect: () => DatabaseHandle | DatabaseTarget;
  /** After every app on it has closed. */
  close: () => Promise<void>;
}

/**
 * A fresh database for several apps: on PostgreSQL each app gets its own connections (its own
 * sessions, as separate processes have); PGlite serves one process, so the apps share its one
 * handle, which stays open until `close`.
 */
export async function sharedDatabase(): Promise<SharedDatabase> {
  const { target, drop } = await freshDatabase();
  if (target.kind === 'postgres') return { connect: () => target, close: drop };
  const handle = await openDatabase(target);
  return {
    connect: () => ({ ...handle, close: () => Promise.resolve() }),
    close: () => handle.close(),
  };
}

/** Limits high enough that ordinary tests never meet them; rate-limit tests pass small ones. */
const RELAXED_LIMITS = Object.fromEntries(
  Object.keys(RATE_LIMITS).map((name) => [name, { max: 10_000, timeWindow: 60_000 }]),
) as RateLimits;

/**
 * Creates a fresh database for one test file: in-memory PGlite by default, already migrated
 * unless `empty` (a copy of one dump: migratedPgliteDump); with DATABASE_URL a uniquely named,
 * empty database on that server, dropped again on close. The app migrates what it opens.
 */
export async function freshDatabase(options: { empty?: boolean } = {}): Promise<{
  target: DatabaseTarget;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl === undefined || serverUrl === '') {
    const target: DatabaseTarget = options.empty
      ? { kind: 'pglite', dataDir: null }
      : { kind: 'pglite', dataDir: null, copyOf: await migratedPgliteDump() };
    return { target, drop: () => Promise.resolve() };
  }
  const name = `archive_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'archive-server-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    // Tests sweep unlinked uploads by hand (app.files.sweepUnlinked).
    FILES_SWEEP_HOURS: '0',
    ...options.env,
  });
  const { target, drop } =
    options.database === undefined
      ? await freshDatabase()
      : { target: options.database.connect(), drop: () => Promise.resolve() };
  const mail = createMemoryMail();
  let offset = 0;
  const overrides: AppOverrides = {
    database: target,
    mail,
    clock: () => new Date(Date.now() + offset),
    rateLimits: { ...RELAXED_LIMITS, ...options.rateLimits },
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.syncPageSize === undefined ? {} : { syncPageSize: options.syncPageSize }),
  };
  let app: FastifyInstance;
  try {
    app = await buildApp(config, overrides);
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    app,
    mail,
    config,
    advance: (ms) => {
      offset += ms;
    },
    async close() {
      await app.close();
      await drop();
    },
  };
}

let counter = 0;
/** A unique, valid e-mail address for one test. */
export function uniqueEmail(prefix = 'person'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

export const STRONG_PASSWORD = 'correct horse battery staple';
