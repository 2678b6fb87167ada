/**
 * The app's first loads under Lighthouse (issue 37): /login on a cold browser, and /artworks
 * for a signed-in owner of ARTWORKS works (the store filled by the first sync; the HTTP cache,
 * the service worker and its caches emptied before each run, so every script travels again).
 * The server built in this process serves the built app on a loopback port as production does,
 * precompressed; Lighthouse audits in its default mobile mode (a mid-range phone, simulated slow
 * 4G) with Debian's Chromium. Each figure is printed beside its budget:
 *   performance ≥ 95, accessibility 100, best practices 100, SEO 100 on /login (a page behind
 *   sign-in is not for search engines: printed, not judged), installable (Chromium's own check,
 *   Lighthouse 12 dropped its PWA category), JS gzipped ≤ 150 kB (/login) and ≤ 250 kB
 *   (/artworks) as built, and what the browser was sent. Each run also names its largest paint
 *   and the requests started before it: on HTTP/1.1 Lantern's LCP waits for all of them.
 *
 *   npm run build && flock /work/notes/bench.lock npm run bench:app-lighthouse -w @archive/bench
 *
 * CHROME_PATH picks another Chromium (default /usr/bin/chromium); BENCH_PORT the port (4605);
 * APP_LIGHTHOUSE_RUNS the runs a page (3); APP_LIGHTHOUSE_ARTWORKS the works (2,000);
 * APP_LIGHTHOUSE_REPORTS a folder for each run's full report; APP_LIGHTHOUSE_TRACES a folder for
 * each run's trace, recorded with V8's sampling profiler (read it with trace-tasks.ts);
 * APP_LIGHTHOUSE_ONLY=login or artworks audits that page alone.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Browser } from 'playwright-core';
import { registerBenchUser, startBuiltApp } from '../bench-app';
import { seedArtworks, signInAndSync } from './signed-in-archive';
import { median } from '../median';
import { initialFiles, kb, routeChunks, sizesOfFiles } from './chunk-sizes';

const ARTWORKS = Number(process.env.APP_LIGHTHOUSE_ARTWORKS ?? 2_000);
const RUNS = Number(process.env.APP_LIGHTHOUSE_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4605);
const base = `http://127.0.0.1:${String(port)}`;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// A folder to write each run's Lighthouse report to (JSON; open it in the Lighthouse viewer).
const REPORTS = process.env.APP_LIGHTHOUSE_REPORTS;
// A folder to write each run's trace to, with the JavaScript samples of its long tasks.
const TRACES = process.env.APP_LIGHTHOUSE_TRACES;
// One page alone (login or artworks), to try a change quickly; both by default.
const ONLY = process.env.APP_LIGHTHOUSE_ONLY;

const BUDGET = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  loginJsGzip: 150_000,
  artworksJsGzip: 250_000,
} as const;

interface Audit {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  /**
   * What Lighthouse took for the largest paint (its text), and how many requests had started
   * before the browser painted it: Lantern's simulated LCP waits for every one of them.
   */
  lcpElement: string;
  requestsBeforeLcp: number;
  tbtMs: number;
  cls: number;
  /** Bytes the browser received for the page, and for its scripts alone. */
  transferred: number;
  scriptTransferred: number;
  failed: string[];
  /** Lighthouse's own failure (its scores are then 0). */
  runtimeError?: string;
}

async function audit(url: string, chromePort: number, keepStorage: boolean): Promise<Audit> {
  const result = await lighthouse(
    url,
    {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      disableStorageReset: keepStorage,
    },
    TRACES === undefined
      ? undefined
      : {
          extends: 'lighthouse:default',
          settings: { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' },
        },
  );
  if (result === undefined) throw new Error('Lighthouse gave no result');
  const { lhr } = result;
  const name = `${new URL(url).pathname.slice(1)}-${String(Date.now())}`;
  if (REPORTS !== undefined) {
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(path.join(REPORTS, `${name}.json`), JSON.stringify(lhr, null, 1));
  }
  if (TRACES !== undefined) {
    mkdirSync(TRACES, { recursive: true });
    writeFileSync(path.join(TRACES, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace));
  }
  const score = (name: string) => Math.round((lhr.categories[name]?.score ?? 0) * 100);
  const numeric = (name: string) => lhr.audits[name]?.numericValue ?? Number.NaN;
  const requests =
    (
      lhr.audits['network-requests']?.details as
        | { items: { resourceType?: string; transferSize?: number; networkRequestTime?: number }[] }
        | undefined
    )?.items ?? [];
  const failed = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map(
        (ref) =>
          `${category} · ${ref.id}: ${lhr.audits[ref.id]?.title ?? ''} ${JSON.stringify(
            (lhr.audits[ref.id]?.details as { items?: unknown[] } | undefined)?.items ?? [],
          ).slice(0, 300)}`,
      ),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    ...largestPaint(lhr.audits, requests),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    transferred: numeric('total-byte-weight'),
    scriptTransferred: requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    failed,
    ...(lhr.runtimeError === undefined ? {} : { runtimeError: lhr.runtimeError.code }),
  };
}

interface TimedRequest {
  networkRequestTime?: number;
}

/** The largest paint's element and the requests started before the browser painted it. */
function largestPaint(
  audits: Record<string, { details?: unknown } | undefined>,
  requests: readonly TimedRequest[],
): { lcpElement: string; requestsBeforeLcp: number } {
  const breakdown = audits['lcp-breakdown-insight']?.details as
    { items?: { type?: string; nodeLabel?: string }[] } | undefined;
  const node = breakdown?.items?.find((item) => item.type === 'node');
  const metrics = audits.metrics?.details as
    { items?: { observedLargestContentfulPaint?: number }[] } | undefined;
  const observed = metrics?.items?.[0]?.observedLargestContentfulPaint ?? Number.NaN;
  return {
    lcpElement: (node?.nodeLabel ?? 'unknown').slice(0, 40),
    requestsBeforeLcp: requests.filter(
      (request) => (request.networkRequestTime ?? Number.POSITIVE_INFINITY) < observed,
    ).length,
  };
}

function verdict(value: number, budget: number, atMost = false): string {
  const met = atMost ? value <= budget : value >= budget;
  return met ? 'met' : 'NOT met';
}

/** Runs `runs` audits of `url` (each after `before`), prints each and the medians by budget. */
async function auditRuns(
  label: string,
  url: string,
  chromePort: number,
  options: { keepStorage: boolean; judgeSeo: boolean; before?: () => Promise<void> },
): Promise<void> {
  console.log(`\n${label}: ${url}`);
  const runs: Audit[] = [];
  let failures = 0;
  for (let run = 0; run < RUNS; run += 1) {
    await options.before?.();
    const one = await audit(url, chromePort, options.keepStorage);
    if (one.runtimeError !== undefined) {
      // Lighthouse now and then loses its own trace (NO_NAVSTART): that run is made again.
      console.log(`  run ${String(run + 1)}: Lighthouse failed (${one.runtimeError}), again`);
      failures += 1;
      if (failures > RUNS) throw new Error('Lighthouse keeps failing');
      run -= 1;
      continue;
    }
    runs.push(one);
    console.log(
      `  run ${String(run + 1)}: performance ${String(one.performance)}, accessibility ${String(one.accessibility)}, best practices ${String(one.bestPractices)}, SEO ${String(one.seo)} (FCP ${one.fcpMs.toFixed(0)} ms, LCP ${one.lcpMs.toFixed(0)} ms, TBT ${one.tbtMs.toFixed(0)} ms, CLS ${one.cls.toFixed(3)}; sent ${kb(one.transferred)}, of it scripts ${kb(one.scriptTransferred)}; largest paint "${one.lcpElement}" after ${String(one.requestsBeforeLcp)} requests)`,
    );
    for (const failed of one.failed) console.log(`    failed: ${failed}`);
  }
  const m = (pick: (audit: Audit) => number) => median(runs.map(pick));
  const performance = m((a) => a.performance);
  const accessibility = m((a) => a.accessibility);
  const bestPractices = m((a) => a.bestPractices);
  const seo = m((a) => a.seo);
  console.log(
    `  median performance ${String(performance)}   budget ≥ ${String(BUDGET.performance)}: ${verdict(performance, BUDGET.performance)}`,
  );
  console.log(
    `  median accessibility ${String(accessibility)}   budget ${String(BUDGET.accessibility)}: ${verdict(accessibility, BUDGET.accessibility)}`,
  );
  console.log(
    `  median best practices ${String(bestPractices)}   budget ${String(BUDGET.bestPractices)}: ${verdict(bestPractices, BUDGET.bestPractices)}`,
  );
  console.log(
    options.judgeSeo
      ? `  median SEO ${String(seo)}   budget ${String(BUDGET.seo)}: ${verdict(seo, BUDGET.seo)}`
      : `  median SEO ${String(seo)}   (behind sign-in: not judged)`,
  );
  console.log(
    `  median sent ${kb(m((a) => a.transferred))}, of it scripts ${kb(m((a) => a.scriptTransferred))}`,
  );
}

/** The JS each first load needs as built, gzipped, beside its budget. */
function builtSizes(): void {
  const initial = initialFiles();
  const route = (...names: string[]) => routeChunks(initial, ...names);
  const first = sizesOfFiles(initial);
  const show = (label: string, files: Set<string>, budget: number) => {
    const own = sizesOfFiles(files);
    const gzip = own.gzip + first.gzip;
    console.log(
      `${label}: ${String(initial.size + files.size)} scripts, gzip ${kb(gzip)} (brotli ${kb(own.brotli + first.brotli)})   budget ≤ ${kb(budget)}: ${verdict(gzip, budget, true)}`,
    );
  };
  show('JS of /login as built', route('login-page'), BUDGET.loginJsGzip);
  show(
    'JS of /artworks as built',
    route('app-layout', 'artworks-list-route'),
    BUDGET.artworksJsGzip,
  );
}

/** Chromium's own installability check of the app on /login: no errors means installable. */
async function installability(browser: Browser): Promise<string[]> {
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  try {
    await page.goto(`${base}/login`, { waitUntil: 'load' });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    return installabilityErrors.map((error) => error.errorId);
  } finally {
    await page.close();
  }
}

async function main(): Promise<void> {
  const { app, close } = await startBuiltApp('app-lighthouse', port);
  try {
    builtSizes();
    const user = await registerBenchUser(app, 'collector', 'Bench Collector');
    await seedArtworks(app, user, ARTWORKS);
    await app.listen({ host: '127.0.0.1', port });
    const chrome = await launch({
      chromePath,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    });
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${String(chrome.port)}`);
    try {
      console.log(
        `Lighthouse mobile (emulated phone, simulated slow 4G), ${String(RUNS)} runs a page`,
      );
      const errors = await installability(browser);
      console.log(
        `installable: ${errors.length === 0 ? 'yes' : `NO (${errors.join(', ')})`}   budget: yes`,
      );
      if (ONLY !== 'artworks')
        await auditRuns('/login, cold browser', `${base}/login`, chrome.port, {
          keepStorage: false,
          judgeSeo: true,
        });
      if (ONLY === 'login') return;
      await signInAndSync(
        browser.contexts()[0] ?? (await browser.newContext()),
        base,
        user.email,
        ARTWORKS,
      );
      await auditRuns(
        `/artworks, ${String(ARTWORKS)} works stored`,
        `${base}/artworks`,
        chrome.port,
        {
          keepStorage: true,
          judgeSeo: false,
          // Signed in with the works stored, but no script cached: the HTTP cache, the service
          // worker and its caches go before each run.
          async before() {
            const context = browser.contexts()[0] ?? (await browser.newContext());
            const page = await context.newPage();
            // Chromium's Storage.clearDataForOrigin takes IndexedDB with the service worker:
            // the page lets its own worker and caches go instead.
            await page.goto(`${base}/favicon.svg`);
            await page.evaluate(`Promise.all([
            navigator.serviceWorker.getRegistrations().then((all) => Promise.all(all.map((r) => r.unregister()))),
            caches.keys().then((keys) => Promise.all(keys.map((key) => caches.delete(key)))),
          ])`);
            const cdp = await context.newCDPSession(page);
            await cdp.send('Network.clearBrowserCache');
            await page.close();
          },
        },
      );
    } finally {
      await browser.close().catch(() => undefined);
      chrome.kill();
    }
  } finally {
    await close();
  }
}

await main();
