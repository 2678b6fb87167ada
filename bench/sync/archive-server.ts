/**
 * The real Archive server for the sync benchmark, in its own process (its own event loop,
 * as in production): `node --import tsx apps/server/src/main.ts` with a temporary DATA_DIR
 * and WEB_DIST_DIR pointing at the bench page, so the page and the API share one origin.
 */
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { AuthResponse, RegisterBody, SignInBody } from '@archive/domain/auth/auth.schema';
import {
  createContactBodySchema,
  type CreateContactBody,
  type UpdateContactBody,
  type UpdateContactResponse,
} from '@archive/domain/contacts/contact.schema';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { BENCH_NODE_ENV } from '../bench-app';

/** Production mode needs a files signing secret; a fresh one per run will do. */
const BENCH_FILES_SECRET = randomBytes(32).toString('hex');

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const STARTED_PATTERN = /Archive is running at (http:\/\/\S+)/;

export interface ArchiveServer {
  baseUrl: string;
  stop(): Promise<void>;
}

export async function startArchiveServer(dataDir: string, webDir: string): Promise<ArchiveServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/main.ts')],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: webDir,
        NODE_ENV: BENCH_NODE_ENV,
        FILES_SIGNING_SECRET: BENCH_FILES_SECRET,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const handleData = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = STARTED_PATTERN.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout?.on('data', handleData);
    child.stderr?.on('data', handleData);
    child.once('exit', (code) => {
      reject(new Error(`The Archive server exited (${String(code)}):\n${output}`));
    });
  });
  return {
    baseUrl,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function call<T>(
  url: string,
  init: { method: string; body?: unknown; token?: string; key?: string },
): Promise<T> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token !== undefined) headers.authorization = `Bearer ${init.token}`;
  if (init.key !== undefined) headers['idempotency-key'] = init.key;
  const response = await fetch(url, {
    method: init.method,
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method} ${url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

export interface ArchiveUser {
  id: string;
  token: string;
}

const PASSWORD = 'bench passphrase 2026';
const SEED_BATCH = 500;

/**
 * Registers the user with a plan and stores the contacts before the server process starts, in the same
 * DATA_DIR, through the server's own app and contacts service (so every contact has its
 * version, field versions and sync log row), `SEED_BATCH` contacts per transaction. Through
 * HTTP each create is its own transaction and the seed would take about ten minutes.
 */
export async function seedDirect(
  dataDir: string,
  email: string,
  contacts: readonly CreateContactBody[],
): Promise<ArchiveUser> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: BENCH_NODE_ENV,
    FILES_SIGNING_SECRET: BENCH_FILES_SECRET,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  });
  const app = await buildApp(config);
  try {
    const body: RegisterBody = { email, password: PASSWORD, role: 'collector', name: 'Sync Bench' };
    const response = await app.inject({ method: 'POST', url: '/v1/register', payload: body });
    if (response.statusCode !== 200) throw new Error(`register answered ${response.body}`);
    const answer = response.json<AuthResponse>();
    const user = { id: answer.user.id, token: answer.user.session.token };
    // The paywall (decision 022) holds the archive back from an account without a plan.
    await app.users.grantPlan(email, undefined);
    for (let start = 0; start < contacts.length; start += SEED_BATCH) {
      const batch = contacts.slice(start, start + SEED_BATCH);
      await app.db.transaction(async (tx) => {
        for (const contact of batch) {
          await app.contacts.create(tx, user.id, createContactBodySchema.parse(contact));
        }
      });
    }
    return user;
  } finally {
    await app.close();
  }
}

export async function registerUser(baseUrl: string, email: string): Promise<ArchiveUser> {
  const body: RegisterBody = {
    email,
    password: PASSWORD,
    role: 'collector',
    name: 'Sync Bench',
  };
  const answer = await call<AuthResponse>(`${baseUrl}/v1/register`, { method: 'POST', body });
  return { id: answer.user.id, token: answer.user.session.token };
}

/** A second session of the same user: "another device" that edits on the server. */
export async function signIn(baseUrl: string, email: string): Promise<ArchiveUser> {
  const body: SignInBody = { email, password: PASSWORD };
  const answer = await call<AuthResponse>(`${baseUrl}/v1/signin`, { method: 'POST', body });
  return { id: answer.user.id, token: answer.user.session.token };
}

/** POST /v1/contacts for every contact, `concurrency` requests in flight. */
export async function seedContacts(
  baseUrl: string,
  token: string,
  contacts: readonly CreateContactBody[],
  concurrency: number,
): Promise<void> {
  let next = 0;
  async function worker(): Promise<void> {
    while (next < contacts.length) {
      const contact = contacts[next]!;
      next += 1;
      await call(`${baseUrl}/v1/contacts`, {
        method: 'POST',
        body: contact,
        token,
        key: `seed-${contact.id}`,
      });
    }
  }
  await Promise.all(Array.from({ length: concurrency }, () => worker()));
}

export function updateContact(
  baseUrl: string,
  token: string,
  body: UpdateContactBody,
  key: string,
): Promise<UpdateContactResponse> {
  return call<UpdateContactResponse>(`${baseUrl}/v1/contacts`, {
    method: 'PATCH',
    body,
    token,
    key,
  });
}

/**
 * Every page of GET /v1/sync/:nextSync from 0, from Node: the server's share of a first sync
 * (answers and transfer, no browser, no IndexedDB).
 */
export async function timeServerPull(
  baseUrl: string,
  token: string,
): Promise<{ ms: number; pages: number; bytes: number }> {
  const started = performance.now();
  let cursor = 0;
  let pages = 0;
  let bytes = 0;
  for (;;) {
    const response = await fetch(`${baseUrl}/v1/sync/${String(cursor)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`GET /v1/sync answered ${response.status}: ${text}`);
    const page = JSON.parse(text) as { nextSync: number; hasMore: boolean };
    pages += 1;
    bytes += text.length;
    cursor = page.nextSync;
    if (!page.hasMore) break;
  }
  return { ms: performance.now() - started, pages, bytes };
}
