import { Redis } from 'ioredis';
import type { RateLimitStore } from './rate-limit-store';

/** Where the counters live in a Redis that other apps may share. */
export const REDIS_KEY_PREFIX = 'archive:rate-limit:';

// INCR, then a TTL on the window's first hit; a key found without one (should never happen)
// gets the window again, so no counter can outlive its window forever.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

export interface RedisRateLimitStoreOptions {
  /** redis:// or rediss:// URL. */
  url: string;
  /** Tests keep their counters apart from other runs on the same Redis. */
  keyPrefix?: string;
}

/**
 * Counters in Redis, each key expiring with its window (one Lua script per hit, atomic in
 * Redis). Connects before the server starts listening, so a wrong REDIS_URL stops the start.
 */
export async function createRedisRateLimitStore(
  options: RedisRateLimitStoreOptions,
): Promise<RateLimitStore> {
  const redis = new Redis(options.url, {
    lazyConnect: true,
    keyPrefix: options.keyPrefix ?? REDIS_KEY_PREFIX,
    // A request waits through at most one reconnect, then fails instead of hanging.
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
  });
  // Without a listener a lost connection is an unhandled 'error' event; ioredis reconnects.
  redis.on('error', () => undefined);
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Could not connect to REDIS_URL: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, key, windowMs)) as [number, number];
      return { count, ttlMs: ttl };
    },
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(key), redis.pttl(key)]);
      return count === null || ttl < 0
        ? { count: 0, ttlMs: 0 }
        : { count: Number(count), ttlMs: ttl };
    },
    async reset(key) {
      await redis.del(key);
    },
    removeExpired: () => Promise.resolve(),
    async close() {
      await redis.quit();
    },
  };
}
