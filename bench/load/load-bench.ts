/**
 * Load bench (issue 38): the sync API under 50 connections, on the machine's PostgreSQL with one
 * and then two server processes (node:cluster, one port), and on PGlite, the embedded default,
 * with one. Each server is the production server (bench/load/serve.ts) in a process of its own;
 * autocannon drives it from this process while a prober asks GET /health every 50 ms.
 *
 *   flock /work/notes/bench.lock npm run bench:load -w @archive/bench
 *
 * Phases, each after a short warm-up, each printed beside GET /health of the same server:
 *   health  GET /health alone: routing and one trivial query (the baseline);
 *   poll    the empty sync poll: GET /v1/sync/<the archive's counter>, signed in;
 *   page    the first-sync page: GET /v1/sync/0 of an archive of 300 contacts, as a browser
 *           asks for it (br or gzip);
 *   edit    PATCH /v1/contacts: one field of a contact, a new Idempotency-Key each time.
 * Every request must answer 2xx: errors, time-outs and other statuses are printed and fail
 * the bench.
 *
 * BENCH_DATABASE_URL (else DATABASE_URL, else the machine's postgres://postgres@127.0.0.1:5432/test);
 * BENCH_SECONDS each phase's length (10); BENCH_PORT the port (4611);
 * LOAD_ONLY=postgres|pglite one database alone; LOAD_PROFILE_DIR writes each server process's
 * CPU profile there (node --cpu-prof), to open in Chrome DevTools.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import type { SyncResponse } from '@archive/domain/sync/sync.schema';
import type { Options } from 'autocannon';
import { benchInject, listeningBenchEnv, registerBenchUser, startBenchApp } from '../bench-app';
import type { HealthFigures } from '../health-probe';
import { LOAD_PHASE, measurePhase } from '../load-phase';
import { makeContacts } from '../sync/contact-data';

const CONTACTS = 300;
const port = Number(process.env.BENCH_PORT ?? 4611);
const base = `http://127.0.0.1:${String(port)}`;
const postgresUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const only = process.env.LOAD_ONLY;
const profileDir = process.env.LOAD_PROFILE_DIR;
const here = path.dirname(fileURLToPath(import.meta.url));

/** What one phase measured. */
interface Figures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
  health: HealthFigures;
}

interface Archive {
  token: string;
  /** The archive's counter: a poll from it finds nothing new. */
  counter: number;
  /** Each contact's id and version, kept current by the edit phase's answers. */
  contacts: { id: string; version: number }[];
}

let pageBytes: number | null = null;

/** A user with CONTACTS contacts, made through the API of an app of this process. */
async function seedArchive(env: Record<string, string>): Promise<Archive> {
  const { app, close } = await startBenchApp('load', {}, env);
  try {
    const user = await registerBenchUser(app, 'collector', 'Bench Gallery');
    const headers = { authorization: `Bearer ${user.token}` };
    for (const contact of makeContacts(CONTACTS)) {
      await benchInject(app, {
        method: 'POST',
        url: '/v1/contacts',
        headers: { ...headers, 'idempotency-key': randomUUID() },
        payload: contact,
      });
    }
    const page = await benchInject(app, { method: 'GET', url: '/v1/sync/0', headers });
    const answer = page.json<SyncResponse>();
    if (pageBytes === null) {
      pageBytes = page.rawPayload.byteLength;
      console.log(`The first-sync page is ${(pageBytes / 1024).toFixed(0)} kB of JSON`);
    }
    return {
      token: user.token,
      counter: answer.nextSync,
      contacts: answer.contacts.flatMap((contact) =>
        'version' in contact ? [{ id: contact.id, version: contact.version }] : [],
      ),
    };
  } finally {
    await close();
  }
}

/** Starts bench/load/serve.ts with `workers` processes and waits until /health answers. */
async function startServer(env: Record<string, string>, workers: number): Promise<ChildProcess> {
  const profile = profileDir === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${profileDir}`];
  const child = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', path.join(here, 'serve.ts')],
    {
      cwd: path.join(here, '..'),
      env: {
        ...process.env,
        // PGlite unless this server's own environment names a PostgreSQL.
        DATABASE_URL: undefined,
        ...env,
        LOG_LEVEL: 'warn',
        BENCH_WORKERS: String(workers),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('The bench server ended before it answered');
    try {
      const response = await fetch(`${base}/health`);
      if (response.ok) {
        // Every worker of a cluster listens before the bench begins.
        if (workers > 1) await new Promise((resolve) => setTimeout(resolve, 3000));
        return child;
      }
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('The bench server did not answer within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const ended = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await ended;
}

async function phase(options: Omit<Options, 'url' | 'connections' | 'duration'>): Promise<Figures> {
  const { result, health } = await measurePhase(base, LOAD_PHASE, options);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
    health,
  };
}

type PhaseName = 'health' | 'poll' | 'page' | 'edit';

/** The four phases against the server listening at `base`. */
async function measure(archive: Archive): Promise<Record<PhaseName, Figures>> {
  const signedIn = { authorization: `Bearer ${archive.token}` };
  // As a browser asks (an answer over 1 kB comes compressed).
  const browser = { ...signedIn, 'accept-encoding': 'gzip, deflate, br' };
  const health = await phase({ requests: [{ method: 'GET', path: '/health' }] });
  const poll = await phase({
    requests: [{ method: 'GET', path: `/v1/sync/${String(archive.counter)}`, headers: browser }],
  });
  const page = await phase({
    requests: [{ method: 'GET', path: '/v1/sync/0', headers: browser }],
  });
  // The edit's answer (one contact, under 1 kB) is read for the contact's new version.
  let next = 0;
  const edit = await phase({
    requests: [
      {
        method: 'PATCH',
        path: '/v1/contacts',
        setupRequest: (request) => {
          const contact = archive.contacts[next % archive.contacts.length];
          next += 1;
          if (contact === undefined) throw new Error('No contact to edit');
          return {
            ...request,
            headers: {
              ...signedIn,
              'content-type': 'application/json',
              'idempotency-key': randomUUID(),
            },
            body: JSON.stringify({
              id: contact.id,
              baseVersion: contact.version,
              changes: { notes: `Called on ${new Date().toISOString()}` },
            }),
          };
        },
        onResponse: (status, body) => {
          if (status !== 200) return;
          const answer = JSON.parse(body) as { contact?: { id: string; version: number } };
          const changed = answer.contact;
          const known = archive.contacts.find((contact) => contact.id === changed?.id);
          if (known !== undefined && changed !== undefined) known.version = changed.version;
        },
      },
    ],
  });
  return { health, poll, page, edit };
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const perSecond = (value: number) => `${value.toFixed(0)} req/s`;

function print(title: string, figures: Record<PhaseName, Figures>): void {
  const { health } = figures;
  console.log(`\n${title}`);
  console.log(
    '  phase    req/s      ÷ /health   p50      p99      failures   /health meanwhile p99 · slowest',
  );
  for (const [name, value] of Object.entries(figures)) {
    console.log(
      `  ${name.padEnd(8)} ${perSecond(value.requestsPerSecond).padEnd(10)} ${(value.requestsPerSecond / health.requestsPerSecond).toFixed(2).padEnd(11)} ${ms(value.p50Ms).padEnd(8)} ${ms(value.p99Ms).padEnd(8)} ${String(value.failures).padEnd(10)} ${ms(value.health.p99Ms)} · ${ms(value.health.slowestMs)}`,
    );
  }
}

/**
 * The goals, each beside what this run measured: every setup answers without failures
 * and keeps /health within 200 ms; the throughput goals are PostgreSQL's with one process.
 */
function printGoals(
  title: string,
  figures: Record<PhaseName, Figures>,
  throughput: boolean,
): string[] {
  const missed: string[] = [];
  const check = (label: string, measured: string, goal: string, met: boolean) => {
    console.log(`  ${met ? 'met ' : 'MISS'} ${label}: ${measured} (goal ${goal})`);
    if (!met) missed.push(`${title}: ${label}`);
  };
  if (throughput) {
    const ratio = figures.poll.requestsPerSecond / figures.health.requestsPerSecond;
    check('empty poll ÷ /health', ratio.toFixed(2), '≥ 0.5', ratio >= 0.5);
    check('empty poll p99', ms(figures.poll.p99Ms), '< 50 ms', figures.poll.p99Ms < 50);
    check(
      'first-sync page',
      perSecond(figures.page.requestsPerSecond),
      '≥ 300 req/s',
      figures.page.requestsPerSecond >= 300,
    );
    check('first-sync page p99', ms(figures.page.p99Ms), '< 300 ms', figures.page.p99Ms < 300);
  }
  const slowest = Math.max(...Object.values(figures).map((value) => value.health.slowestMs));
  check('/health under load, slowest', ms(slowest), '≤ 200 ms', slowest <= 200);
  const failures = failuresIn(figures);
  check('errors, time-outs and other statuses', String(failures), '0', failures === 0);
  return missed;
}

function failuresIn(figures: Record<PhaseName, Figures>): number {
  return Object.values(figures).reduce((sum, value) => sum + value.failures, 0);
}

/** A fresh archive (the last run's edits would lengthen its log), then its server, measured. */
async function run(
  env: Record<string, string>,
  workers: number,
): Promise<Record<PhaseName, Figures>> {
  const archive = await seedArchive(env);
  const server = await startServer(env, workers);
  try {
    return await measure(archive);
  } finally {
    await stopServer(server);
  }
}

const missed: string[] = [];
let failures = 0;
console.log(
  `Load bench: ${String(LOAD_PHASE.connections)} connections, ${String(LOAD_PHASE.seconds)} s a phase, an archive of ${String(CONTACTS)} contacts`,
);

if (only !== 'pglite') {
  const env = { ...listeningBenchEnv(port), DATABASE_URL: postgresUrl };
  const one = await run(env, 1);
  print('PostgreSQL, one process', one);
  missed.push(...printGoals('PostgreSQL, one process', one, true));
  const two = await run(env, 2);
  print('PostgreSQL, two processes (node:cluster, one port)', two);
  missed.push(...printGoals('PostgreSQL, two processes', two, false));
  for (const name of ['health', 'poll', 'page', 'edit'] as const) {
    const ratio = two[name].requestsPerSecond / one[name].requestsPerSecond;
    console.log(
      `  ${ratio >= 1 ? 'met ' : 'MISS'} two processes ÷ one, ${name}: ${ratio.toFixed(2)} (goal ≥ 1)`,
    );
    if (ratio < 1) missed.push(`two processes ÷ one, ${name}`);
  }
  failures += failuresIn(one) + failuresIn(two);
}

if (only !== 'postgres') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'archive-load-bench-'));
  try {
    const env: Record<string, string> = { ...listeningBenchEnv(port), DATA_DIR: dataDir };
    // PGlite in DATA_DIR, even when this bench was started with a DATABASE_URL.
    delete env.DATABASE_URL;
    const pglite = await run(env, 1);
    print('PGlite (the embedded default), one process', pglite);
    missed.push(...printGoals('PGlite, one process', pglite, false));
    failures += failuresIn(pglite);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(missed.length === 0 ? '\nEvery goal met.' : `\nGoals missed: ${missed.join('; ')}`);
// A request that failed makes the figures meaningless: the bench fails.
if (failures > 0) process.exitCode = 1;
