import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { freshDatabase } from '../../test/build-test-app';
import { deleteRedisKeys, localRedis, type LocalRedis } from '../../test/local-redis';
import { createPostgresRateLimitStore } from './postgres-rate-limit-store';
import type { RateLimitStore } from './rate-limit-store';
import { createRedisRateLimitStore } from './redis-rate-limit-store';

let database: DatabaseHandle;
let dropDatabase: () => Promise<void>;
let redis: LocalRedis;
const redisPrefix = `archive-test:${randomUUID()}:`;
const stores: Record<'database' | 'redis', RateLimitStore> = {} as never;

beforeAll(async () => {
  const fresh = await freshDatabase();
  dropDatabase = fresh.drop;
  database = await openDatabase(fresh.target);
  await runMigrations(database);
  stores.database = createPostgresRateLimitStore(database.db);
  redis = await localRedis();
  stores.redis = await createRedisRateLimitStore({ url: redis.url, keyPrefix: redisPrefix });
});
afterAll(async () => {
  await stores.redis.close();
  await deleteRedisKeys(redis.url, redisPrefix);
  await redis.stop();
  await database.close();
  await dropDatabase();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(['database', 'redis'] as const)('the %s rate-limit store', (kind) => {
  it('counts concurrent hits on one key exactly, within one window', async () => {
    const key = `k:${randomUUID()}`;
    const hits = await Promise.all(Array.from({ length: 25 }, () => stores[kind].hit(key, 60_000)));
    expect(hits.map((hit) => hit.count).toSorted((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, index) => index + 1),
    );
    for (const hit of hits) {
      expect(hit.ttlMs).toBeGreaterThan(55_000);
      expect(hit.ttlMs).toBeLessThanOrEqual(60_000);
    }
  });

  it('keeps keys apart and starts a new window once the old one has ended', async () => {
    const key = `k:${randomUUID()}`;
    expect((await stores[kind].hit(key, 400)).count).toBe(1);
    expect((await stores[kind].hit(key, 400)).count).toBe(2);
    expect((await stores[kind].hit(`k:${randomUUID()}`, 400)).count).toBe(1);
    await sleep(500);
    const renewed = await stores[kind].hit(key, 400);
    expect(renewed.count).toBe(1);
    expect(renewed.ttlMs).toBeGreaterThan(0);
  });
});

describe.each(['database', 'redis'] as const)('the %s rate-limit store, peek and reset', (kind) => {
  it('peeks without counting, and a reset starts the key again', async () => {
    const key = `peek:${randomUUID()}`;
    expect(await stores[kind].peek(key)).toEqual({ count: 0, ttlMs: 0 });
    await stores[kind].hit(key, 60_000);
    await stores[kind].hit(key, 60_000);
    const seen = await stores[kind].peek(key);
    expect(seen.count).toBe(2);
    expect(seen.ttlMs).toBeGreaterThan(50_000);
    expect((await stores[kind].peek(key)).count).toBe(2);
    await stores[kind].reset(key);
    expect((await stores[kind].peek(key)).count).toBe(0);
    expect((await stores[kind].hit(key, 60_000)).count).toBe(1);
  });

  it('does not see an ended window', async () => {
    const key = `peek-ended:${randomUUID()}`;
    await stores[kind].hit(key, 100);
    await sleep(250);
    expect((await stores[kind].peek(key)).count).toBe(0);
  });
});

describe('the database rate-limit store', () => {
  it('removes ended windows and keeps running ones', async () => {
    const ended = `ended:${randomUUID()}`;
    const running = `running:${randomUUID()}`;
    await stores.database.hit(ended, 100);
    await stores.database.hit(running, 60_000);
    await sleep(200);
    await stores.database.removeExpired();
    const result = await database.db.execute(
      sql`SELECT key FROM rate_limit_counters WHERE key IN (${ended}, ${running})`,
    );
    expect((result as { rows: { key: string }[] }).rows.map((row) => row.key)).toEqual([running]);
  });
});
