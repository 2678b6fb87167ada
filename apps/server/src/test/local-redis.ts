import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/** The machine's Redis (CI and development machines run one on loopback). */
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

export interface LocalRedis {
  url: string;
  /** Ends the Redis this helper started; leaves the machine's own alone. */
  stop: () => Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return true;
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        resolve(typeof address === 'object' && address !== null ? address.port : 0);
      });
    });
  });
}

/**
 * A real Redis on loopback for the Redis store's tests: TEST_REDIS_URL, else the machine's
 * Redis on 6379, else a `redis-server` started here on a free port (no disk, no persistence).
 * Without any of them the tests fail with what to install; they never pass without Redis.
 */
export async function localRedis(): Promise<LocalRedis> {
  const url = process.env.TEST_REDIS_URL ?? DEFAULT_REDIS_URL;
  if (await answers(url)) return { url, stop: () => Promise.resolve() };
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const spawnFailed = new Promise<never>((_, reject) => {
    child.once('error', (error) => {
      reject(
        new Error(
          `No Redis at ${url} and redis-server could not start (${error.message}): apt-get install redis-server`,
        ),
      );
    });
  });
  const started = `redis://127.0.0.1:${port}`;
  const ready = (async () => {
    for (let attempt = 0; attempt < 50; attempt++) {
      if (await answers(started)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`redis-server on port ${port} did not answer`);
  })();
  await Promise.race([ready, spawnFailed]);
  return {
    url: started,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Removes every key under `prefix` (a test's own counters on a shared Redis). */
export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
