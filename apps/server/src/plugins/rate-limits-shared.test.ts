import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_KEY_PREFIX } from '../adapters/rate-limit-store/redis-rate-limit-store';
import { signIn } from '../test/api';
import {
  buildTestApp,
  freshDatabase,
  sharedDatabase,
  uniqueEmail,
  type TestApp,
  type TestAppOptions,
} from '../test/build-test-app';
import { localRedis, type LocalRedis } from '../test/local-redis';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { RATE_LIMITS, rateLimitKey } from './rate-limits';

const MAX = 4;
const LIMITS: TestAppOptions['rateLimits'] = {
  signInPerEmail: { max: MAX, timeWindow: 60_000 },
};

/** Sign-ins to an address with no account answer 404 until the address's limit is reached. */
async function statusOf(app: TestApp, email: string): Promise<number> {
  return (await signIn(app.app, email, 'not the password')).statusCode;
}

/** MAX sign-ins taking turns between the servers, each answered 404 (none limited yet). */
async function alternate(servers: TestApp[], email: string): Promise<void> {
  for (let attempt = 0; attempt < MAX; attempt++) {
    const server = servers[attempt % servers.length];
    if (server === undefined) throw new Error('no server');
    expect(await statusOf(server, email), `attempt ${String(attempt + 1)}`).toBe(404);
  }
}

describe('rate limits shared by every server process', () => {
  it('two servers on one database reach the sign-in limit together, and a restart keeps it', async () => {
    const database = await sharedDatabase();
    const options = { database, rateLimits: LIMITS };
    const first = await buildTestApp(options);
    const second = await buildTestApp(options);
    let restarted: TestApp | null = null;
    try {
      const email = uniqueEmail('shared');
      await alternate([first, second], email);
      // The limit is MAX for the two together, not MAX for each.
      expect(await statusOf(second, email)).toBe(429);
      expect(await statusOf(first, email)).toBe(429);

      await first.close();
      restarted = await buildTestApp(options);
      expect(await statusOf(restarted, email)).toBe(429);
    } finally {
      await first.close();
      await second.close();
      await restarted?.close();
      await database.close();
    }
  }, 180_000);
});

describe('rate limits in Redis (REDIS_URL)', () => {
  let redis: LocalRedis;
  beforeAll(async () => {
    redis = await localRedis();
  });
  afterAll(async () => {
    await redis.stop();
  });

  it('servers on different databases share the counters through Redis, across a restart', async () => {
    const options = { env: { REDIS_URL: redis.url }, rateLimits: LIMITS };
    const first = await buildTestApp(options);
    const second = await buildTestApp(options);
    let restarted: TestApp | null = null;
    const email = uniqueEmail('redis');
    const key = `${REDIS_KEY_PREFIX}${rateLimitKey('signInPerEmail', email)}`;
    const client = new Redis(redis.url);
    try {
      await alternate([first, second], email);
      expect(await statusOf(first, email)).toBe(429);

      await second.close();
      restarted = await buildTestApp(options);
      expect(await statusOf(restarted, email)).toBe(429);
      // The counter is in Redis, under a hash of the address (no e-mail is stored), and expires.
      expect(Number(await client.get(key))).toBe(MAX + 2);
      expect(await client.pttl(key)).toBeGreaterThan(0);
      expect(key).not.toContain(email);
    } finally {
      await client.del(key);
      client.disconnect();
      await first.close();
      await second.close();
      await restarted?.close();
    }
  }, 180_000);

  it('a REDIS_URL that does not answer stops the start with a message naming it', async () => {
    await expect(buildTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } })).rejects.toThrow(
      /REDIS_URL/,
    );
  });
});

describe('rate limits of real server processes', () => {
  const servers: ServerProcess[] = [];
  let dropDatabase = (): Promise<void> => Promise.resolve();
  afterAll(async () => {
    for (const server of servers) await server.stop();
    await dropDatabase();
  });

  async function signInStatus(server: ServerProcess, email: string): Promise<number> {
    const response = await fetch(`${server.url}/v1/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'not the password' }),
    });
    await response.arrayBuffer();
    return response.status;
  }

  // With DATABASE_URL: two processes on one PostgreSQL database. PGlite serves one process, so
  // there the one process is killed and started again on its database folder.
  it(`${process.env.DATABASE_URL ? 'two processes on one PostgreSQL database share' : 'a PGlite process keeps'} the sign-in limit, also through a kill and restart`, async () => {
    const { target, drop } = await freshDatabase();
    dropDatabase = drop;
    const dataDir = () => mkdtempSync(path.join(tmpdir(), 'archive-limits-'));
    const env = (dir: string) => ({
      DATA_DIR: dir,
      DATABASE_URL: target.kind === 'postgres' ? target.url : '',
      REDIS_URL: '',
    });
    // One after the other: each applies the migrations at start.
    const first = await startServerProcess(env(dataDir()));
    servers.push(first);
    const second = target.kind === 'postgres' ? await startServerProcess(env(dataDir())) : first;
    if (second !== first) servers.push(second);

    const email = uniqueEmail('process');
    const max = RATE_LIMITS.signInPerEmail.max;
    for (let attempt = 0; attempt < max; attempt++) {
      const server = attempt % 2 === 0 ? first : second;
      expect(await signInStatus(server, email), `attempt ${String(attempt + 1)}`).toBe(404);
    }
    expect(await signInStatus(second, email)).toBe(429);
    expect(await signInStatus(first, email)).toBe(429);

    await first.kill();
    await first.restart();
    expect(await signInStatus(first, email)).toBe(429);
  }, 180_000);
});
