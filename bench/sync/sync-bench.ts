/**
 * Sync benchmark: the web app's real sync engine in headless Chromium against the real
 * Archive server, beside PouchDB (pouchdb-browser ↔ express-pouchdb on memdown) replicating
 * the same documents, in one run:
 *   1. first sync of CONTACTS contacts into an empty IndexedDB;
 *   2. delta: another client changes 1 contact on the server; timed until the page's
 *      IndexedDB holds the change after a pull (end to end);
 *   3. QUEUED changes made offline in the page, sent after reconnecting.
 * Run with `npm run bench:sync -w @archive/bench` (about 3 minutes; most of it the seed).
 * Decisions: docs/decisions/013-sync-benchmark.md.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { ContactFormValues, CreateContactBody } from '@archive/domain/contacts/contact.schema';
import { createContactBodySchema } from '@archive/domain/contacts/contact.schema';
import { build } from 'esbuild';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { findBrowser } from '../../e2e/support/find-browser';
import {
  seedDirect,
  signIn,
  startArchiveServer,
  timeServerPull,
  updateContact,
  type ArchiveServer,
} from './archive-server';
import { makeContacts } from './contact-data';
import type { PouchContact, SyncBenchPage } from './page-api';
import { startPouchServer, type PouchServer } from './pouch-server';
import { profiledTo } from '../cpu-profile';
import { median } from '../median';

const CONTACTS = Number(process.env.SYNC_BENCH_CONTACTS ?? 20_000);
const QUEUED = Number(process.env.SYNC_BENCH_QUEUED ?? 1_000);
const FIRST_SYNC_RUNS = 3;
// A file to write a Chromium CPU profile of the last Archive first sync to (DevTools).
const PROFILE_FILE = process.env.SYNC_BENCH_PROFILE;
const DELTA_RUNS = 5;
const EMAIL = 'sync-bench@example.com';

const GOAL_FIRST_SYNC_MS = 5_000;
const GOAL_FIRST_SYNC_RATIO = 3;
const GOAL_DELTA_MS = 100;
const GOAL_QUEUED_MS = 30_000;
/** Issue 42 / decision 058: queued changes reach the server in at most half PouchDB's time. */
const GOAL_QUEUED_RATIO = 0.5;

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PAGE_HTML =
  '<!doctype html><html><head><meta charset="utf-8"><title>sync bench</title></head>' +
  '<body><script type="module" src="/bench.js"></script></body></html>';

// The page's global, seen from the Node side (this project has no DOM types).
declare const window: { syncBench: SyncBenchPage };

function log(line: string): void {
  process.stdout.write(`${line}\n`);
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

async function bundlePage(webDir: string): Promise<void> {
  mkdirSync(webDir, { recursive: true });
  await build({
    entryPoints: [path.join(HERE, 'page', 'page-entry.ts')],
    outfile: path.join(webDir, 'bench.js'),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minifySyntax: true,
    minifyWhitespace: true,
    // A profile names the functions that took the time.
    minifyIdentifiers: PROFILE_FILE === undefined,
    logLevel: 'warning',
    define: { global: 'globalThis', 'process.env.NODE_ENV': '"production"' },
  });
  writeFileSync(path.join(webDir, 'index.html'), PAGE_HTML);
}

function formValues(contact: CreateContactBody): ContactFormValues {
  const parsed: Partial<Pick<CreateContactBody, 'id' | 'dateCreated'>> & ContactFormValues =
    createContactBodySchema.parse(contact);
  delete parsed.id;
  delete parsed.dateCreated;
  return parsed;
}

function pouchDoc(contact: CreateContactBody, now: string): PouchContact {
  return {
    ...formValues(contact),
    _id: contact.id,
    image: null,
    status: 'active',
    dateCreated: now,
    lastModified: now,
    version: 1,
  };
}

async function openPage(browser: Browser, url: string): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    log(`page error: ${error.message}`);
  });
  await page.goto(url);
  await page.waitForFunction(() => 'syncBench' in window);
  return [context, page];
}

interface Figures {
  firstSync: number[];
  delta: number[];
  deltaPage: number[];
  queuedMake: number;
  queuedSend: number;
}

async function benchArchive(
  browser: Browser,
  server: ArchiveServer,
  user: { id: string; token: string },
  otherToken: string,
  contacts: CreateContactBody[],
  queued: CreateContactBody[],
): Promise<Figures> {
  const [context, page] = await openPage(browser, `${server.baseUrl}/index.html`);
  const figures: Figures = {
    firstSync: [],
    delta: [],
    deltaPage: [],
    queuedMake: 0,
    queuedSend: 0,
  };
  try {
    for (let run = 0; run < FIRST_SYNC_RUNS; run += 1) {
      await page.evaluate(([id, token]) => window.syncBench.archiveOpen(id, token), [
        user.id,
        user.token,
      ] as const);
      const pull = () => page.evaluate(() => window.syncBench.archivePull());
      const { ms } =
        run === FIRST_SYNC_RUNS - 1 ? await profiledTo(page, PROFILE_FILE, pull) : await pull();
      const count = await page.evaluate(() => window.syncBench.archiveCount());
      if (count !== contacts.length)
        throw new Error(`Archive stored ${count} of ${contacts.length}`);
      figures.firstSync.push(ms);
      log(`  archive first sync run ${run + 1}: ${ms.toFixed(0)} ms (${count} contacts)`);
    }

    for (let run = 0; run < DELTA_RUNS; run += 1) {
      const target = contacts[(run * 7919) % contacts.length]!;
      const before = await page.evaluate((id) => window.syncBench.archiveGet(id), target.id);
      if (!before) throw new Error(`Contact ${target.id} is not in the page`);
      const notes = `Delta ${run}: called about the loan, ${new Date().toISOString()}`;
      const started = performance.now();
      await updateContact(
        server.baseUrl,
        otherToken,
        { id: target.id, baseVersion: before.version, changes: { notes } },
        `bench-delta-${String(run)}-${target.id}`,
      );
      const seen = await page.evaluate((id) => window.syncBench.archivePullAndGet(id), target.id);
      const total = performance.now() - started;
      if (seen.value?.notes !== notes) throw new Error('The delta did not reach IndexedDB');
      figures.delta.push(total);
      figures.deltaPage.push(seen.ms);
    }
    log(
      `  archive delta: ${figures.delta.map((ms) => ms.toFixed(0)).join(', ')} ms ` +
        `(pull in page ${figures.deltaPage.map((ms) => ms.toFixed(0)).join(', ')} ms)`,
    );

    await context.setOffline(true);
    const values = queued.map(formValues);
    const made = await page.evaluate((list) => window.syncBench.archiveCreateAll(list), values);
    figures.queuedMake = made.ms;
    const pending = await page.evaluate(() => window.syncBench.archivePending());
    if (pending !== queued.length) throw new Error(`${pending} queued, not ${queued.length}`);
    await context.setOffline(false);
    const sent = await page.evaluate(() => window.syncBench.archiveFlush());
    if (sent.value !== 0) throw new Error(`${sent.value} changes still queued after the flush`);
    figures.queuedSend = sent.ms;
    log(
      `  archive queued: ${queued.length} made offline in ${made.ms.toFixed(0)} ms, ` +
        `sent in ${sent.ms.toFixed(0)} ms`,
    );
    await page.evaluate(() => window.syncBench.archiveClose());
  } finally {
    await context.close();
  }
  return figures;
}

async function benchPouch(
  browser: Browser,
  server: PouchServer,
  contacts: CreateContactBody[],
  queued: PouchContact[],
): Promise<Figures> {
  const [context, page] = await openPage(browser, `${server.baseUrl}/index.html`);
  const remoteUrl = `${server.baseUrl}/contacts`;
  const figures: Figures = {
    firstSync: [],
    delta: [],
    deltaPage: [],
    queuedMake: 0,
    queuedSend: 0,
  };
  const remote = server.remote();
  try {
    for (let run = 0; run < FIRST_SYNC_RUNS; run += 1) {
      await page.evaluate((url) => window.syncBench.pouchOpen(url), remoteUrl);
      const { ms } = await page.evaluate(() => window.syncBench.pouchReplicateFrom());
      const count = await page.evaluate(() => window.syncBench.pouchCount());
      if (count !== contacts.length)
        throw new Error(`PouchDB stored ${count} of ${contacts.length}`);
      figures.firstSync.push(ms);
      log(`  pouchdb first replication run ${run + 1}: ${ms.toFixed(0)} ms (${count} docs)`);
    }

    for (let run = 0; run < DELTA_RUNS; run += 1) {
      const target = contacts[(run * 7919) % contacts.length]!;
      const notes = `Delta ${run}: called about the loan, ${new Date().toISOString()}`;
      const started = performance.now();
      const doc = await remote.get<PouchContact>(target.id);
      await remote.put({ ...doc, notes, version: doc.version + 1 });
      const seen = await page.evaluate(
        (id) => window.syncBench.pouchReplicateFromAndGet(id),
        target.id,
      );
      const total = performance.now() - started;
      if (seen.value?.notes !== notes) throw new Error('The delta did not reach IndexedDB');
      figures.delta.push(total);
      figures.deltaPage.push(seen.ms);
    }
    log(
      `  pouchdb delta: ${figures.delta.map((ms) => ms.toFixed(0)).join(', ')} ms ` +
        `(replication in page ${figures.deltaPage.map((ms) => ms.toFixed(0)).join(', ')} ms)`,
    );

    await context.setOffline(true);
    const made = await page.evaluate((docs) => window.syncBench.pouchPutAll(docs), queued);
    figures.queuedMake = made.ms;
    await context.setOffline(false);
    const sent = await page.evaluate(() => window.syncBench.pouchReplicateTo());
    if (sent.value !== queued.length) throw new Error(`PouchDB pushed ${sent.value}`);
    figures.queuedSend = sent.ms;
    log(
      `  pouchdb queued: ${queued.length} made offline in ${made.ms.toFixed(0)} ms, ` +
        `pushed in ${sent.ms.toFixed(0)} ms`,
    );
    await page.evaluate(() => window.syncBench.pouchClose());
  } finally {
    await remote.close();
    await context.close();
  }
  return figures;
}

function verdict(pass: boolean): string {
  return pass ? 'PASS' : 'FAIL';
}

function printTable(archive: Figures, pouch: Figures): void {
  const rows: [string, number, number, string][] = [];
  const firstA = median(archive.firstSync);
  const firstP = median(pouch.firstSync);
  const deltaA = median(archive.delta);
  const deltaP = median(pouch.delta);
  rows.push([
    `first sync, ${CONTACTS} (median of ${FIRST_SYNC_RUNS})`,
    firstA,
    firstP,
    `< ${seconds(GOAL_FIRST_SYNC_MS)} and ≥ ${GOAL_FIRST_SYNC_RATIO}x faster: ` +
      verdict(firstA < GOAL_FIRST_SYNC_MS && firstP / firstA >= GOAL_FIRST_SYNC_RATIO),
  ]);
  rows.push([
    `delta of 1, end to end (median of ${DELTA_RUNS})`,
    deltaA,
    deltaP,
    `< ${GOAL_DELTA_MS} ms: ${verdict(deltaA < GOAL_DELTA_MS)}`,
  ]);
  rows.push([
    `  of which pull in the page (median)`,
    median(archive.deltaPage),
    median(pouch.deltaPage),
    '',
  ]);
  rows.push([`${QUEUED} changes made offline (local)`, archive.queuedMake, pouch.queuedMake, '']);
  rows.push([
    `${QUEUED} queued changes sent`,
    archive.queuedSend,
    pouch.queuedSend,
    `< ${seconds(GOAL_QUEUED_MS)} and ≤ ${GOAL_QUEUED_RATIO}x PouchDB: ${verdict(
      archive.queuedSend < GOAL_QUEUED_MS &&
        archive.queuedSend <= GOAL_QUEUED_RATIO * pouch.queuedSend,
    )}`,
  ]);
  log('');
  log(
    `${'measure'.padEnd(44)}${'Archive ms'.padStart(12)}${'PouchDB ms'.padStart(12)}` +
      `${'Archive/PouchDB'.padStart(17)}  goal`,
  );
  for (const [name, a, p, goal] of rows) {
    log(
      `${name.padEnd(44)}${a.toFixed(1).padStart(12)}${p.toFixed(1).padStart(12)}` +
        `${(a / p).toFixed(2).padStart(17)}  ${goal}`,
    );
  }
}

async function main(): Promise<void> {
  const root = mkdtempSync(path.join(tmpdir(), 'archive-sync-bench-'));
  const dataDir = path.join(root, 'data');
  const webDir = path.join(root, 'web');
  let archive: ArchiveServer | null = null;
  let pouch: PouchServer | null = null;
  let browser: Browser | null = null;
  try {
    log(`Archive sync bench: ${CONTACTS} contacts, ${QUEUED} queued changes, in ${root}`);
    const contacts = makeContacts(CONTACTS);
    const queued = makeContacts(QUEUED, 7);
    const now = new Date().toISOString();

    let started = performance.now();
    const [user] = await Promise.all([seedDirect(dataDir, EMAIL, contacts), bundlePage(webDir)]);
    log(
      `seeded the Archive server's database and bundled the page in ${seconds(performance.now() - started)}`,
    );

    started = performance.now();
    archive = await startArchiveServer(dataDir, webDir);
    pouch = await startPouchServer(webDir, path.join(root, 'express-pouchdb.log'));
    await pouch.db.bulkDocs(contacts.map((contact) => pouchDoc(contact, now)));
    const other = await signIn(archive.baseUrl, EMAIL);
    browser = await chromium.launch({
      executablePath: findBrowser(),
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    log(
      `started the servers, seeded PouchDB and Chromium in ${seconds(performance.now() - started)}\n`,
    );

    log('Archive (web sync engine → Archive server):');
    const archiveFigures = await benchArchive(
      browser,
      archive,
      user,
      other.token,
      contacts,
      queued,
    );
    log('PouchDB (pouchdb-browser → express-pouchdb, memory adapter):');
    const pouchFigures = await benchPouch(
      browser,
      pouch,
      contacts,
      queued.map((contact) => pouchDoc(contact, now)),
    );
    printTable(archiveFigures, pouchFigures);
    const server = await timeServerPull(archive.baseUrl, user.token);
    log(
      `\nArchive server alone (Node fetch of GET /v1/sync/:nextSync from 0, no browser): ` +
        `${server.ms.toFixed(0)} ms for ${server.pages} pages, ` +
        `${(server.bytes / 1e6).toFixed(1)} MB`,
    );
  } finally {
    await browser?.close();
    await pouch?.stop();
    await archive?.stop();
    rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `sync bench failed: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exitCode = 1;
});
