import { randomBytes } from 'node:crypto';
/**
 * Auth benchmark: builds the real server in-process (file-backed PGlite in a temporary
 * DATA_DIR, listening on a free port), registers users through POST /v1/register, then
 *   (a) GET /health            — the baseline: routing, one trivial query, serialisation;
 *   (b) GET /v1/me (Bearer)    — the auth guard: session lookup by SHA-256, user lookup;
 *   (c) POST /v1/signin × 20   — sequential; argon2id verification dominates.
 * Run with `npm run bench`; it takes about 30 s.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { AuthResponse, RegisterBody, SignInBody } from '@archive/domain/auth/auth.schema';
import autocannon, { type Options } from 'autocannon';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { BENCH_NODE_ENV } from './bench-app';
import { RATE_LIMITS, type RateLimits } from '../apps/server/src/plugins/rate-limits';

/** Production mode needs a files signing secret; a fresh one per run will do. */
const BENCH_FILES_SECRET = randomBytes(32).toString('hex');

const USERS = 50;
const SIGN_INS = 20;
const CONNECTIONS = 10;
const WARM_UP_SECONDS = 2;
const DURATION_SECONDS = 8;
const PASSWORD = 'bench passphrase 2026';

// Every request comes from 127.0.0.1, so the per-IP limits (20 registrations per 15 minutes)
// would stop the set-up; the bench measures the work, not the limiter.
const NO_LIMITS = Object.fromEntries(
  Object.keys(RATE_LIMITS).map((name) => [name, { max: 1_000_000, timeWindow: 60_000 }]),
) as RateLimits;

interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

async function post<T>(baseUrl: string, url: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}

function emailOf(index: number): string {
  return `bench-${index}@example.com`;
}

async function registerUsers(baseUrl: string): Promise<string[]> {
  const tokens: string[] = [];
  // Four at a time: argon2id hashing runs on libuv's four worker threads.
  for (let start = 0; start < USERS; start += 4) {
    const batch = Array.from({ length: Math.min(4, USERS - start) }, (_, offset) => {
      const body: RegisterBody = {
        email: emailOf(start + offset),
        password: PASSWORD,
        role: 'collector',
        name: `Bench User ${start + offset}`,
      };
      return post<AuthResponse>(baseUrl, '/v1/register', body);
    });
    for (const answer of await Promise.all(batch)) tokens.push(answer.user.session.token);
  }
  return tokens;
}

async function load(name: string, options: Options, warmUp: boolean): Promise<Figures | null> {
  const result = await autocannon({
    connections: CONNECTIONS,
    ...options,
    duration: warmUp ? WARM_UP_SECONDS : DURATION_SECONDS,
  });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${name}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  }
  if (warmUp) return null;
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

async function measure(name: string, options: Options): Promise<Figures> {
  await load(name, options, true);
  const figures = await load(name, options, false);
  return figures!;
}

function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

async function timeSignIns(baseUrl: string): Promise<Figures> {
  const durations: number[] = [];
  const started = performance.now();
  for (let index = 0; index < SIGN_INS; index += 1) {
    const body: SignInBody = { email: emailOf(index % USERS), password: PASSWORD };
    const before = performance.now();
    await post<AuthResponse>(baseUrl, '/v1/signin', body);
    durations.push(performance.now() - before);
  }
  const total = performance.now() - started;
  durations.sort((a, b) => a - b);
  return {
    name: `POST /v1/signin (${SIGN_INS} sequential)`,
    requestsPerSecond: (SIGN_INS * 1000) / total,
    p50: percentile(durations, 0.5),
    p99: percentile(durations, 0.99),
  };
}

function print(figures: Figures): void {
  const rate = figures.requestsPerSecond.toFixed(1).padStart(10);
  const p50 = figures.p50.toFixed(1).padStart(8);
  const p99 = figures.p99.toFixed(1).padStart(8);
  process.stdout.write(`${figures.name.padEnd(36)}${rate} req/s  p50 ${p50} ms  p99 ${p99} ms\n`);
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'archive-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
    NODE_ENV: BENCH_NODE_ENV,
    FILES_SIGNING_SECRET: BENCH_FILES_SECRET,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  });
  const app = await buildApp(config, { rateLimits: NO_LIMITS });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('No TCP address');
    const baseUrl = `http://127.0.0.1:${address.port}`;

    process.stdout.write(
      `Archive auth bench: PGlite in ${dataDir}, ${USERS} users, ${CONNECTIONS} connections, ` +
        `${DURATION_SECONDS} s per run after ${WARM_UP_SECONDS} s warm-up\n`,
    );
    const registerStart = performance.now();
    const tokens = await registerUsers(baseUrl);
    const registerMs = performance.now() - registerStart;
    process.stdout.write(
      `registered ${USERS} users via POST /v1/register in ${(registerMs / 1000).toFixed(1)} s\n\n`,
    );

    const health = await measure('GET /health', { url: `${baseUrl}/health` });
    print(health);

    let next = 0;
    const me = await measure('GET /v1/me (Bearer)', {
      url: baseUrl,
      requests: [
        {
          method: 'GET',
          path: '/v1/me',
          // Each request presents the next user's token, so every session is looked up.
          setupRequest: (request) => {
            const token = tokens[next % tokens.length]!;
            next += 1;
            return {
              ...request,
              headers: { ...request.headers, authorization: `Bearer ${token}` },
            };
          },
        },
      ],
    });
    print(me);

    const signIn = await timeSignIns(baseUrl);
    print(signIn);

    process.stdout.write(
      `\nratio /v1/me ÷ /health throughput: ${(me.requestsPerSecond / health.requestsPerSecond).toFixed(2)}\n`,
    );
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
});
