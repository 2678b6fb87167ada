/**
 * The main thread of a first load (issue 37): /artworks for a returning owner of ARTWORKS works,
 * beside /login (which meets its Lighthouse budget) as the baseline, each opened RUNS times in
 * Chromium at a phone's size (412 × 823) with the CPU four times slower, as Lighthouse's mobile
 * audit assumes, scripts from the network every time. From a trace of each opening it prints
 * the blocking time after the first paint (each long task's time past 50 ms, what Lighthouse
 * sums as TBT), and the long tasks of the median opening of /artworks with what filled each:
 * the scripts evaluated or called (by file), style, layout and paint. Lighthouse's TBT varies
 * from 700 to 1,800 ms on one build on this machine; this names the work instead.
 *
 *   npm run build && npm run bench:main-thread -w @archive/bench
 *
 * MAIN_THREAD_RUNS the openings a page (5); MAIN_THREAD_ARTWORKS the works (2,000); BENCH_PORT
 * the port (4607); CHROME_PATH another Chromium.
 */
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { findBrowser } from '../../e2e/support/find-browser';
import { registerBenchUser, startBuiltApp } from '../bench-app';
import { median } from '../median';
import { seedArtworks, signInAndSync } from './signed-in-archive';
import type { TraceEvent } from './trace-event';

const ARTWORKS = Number(process.env.MAIN_THREAD_ARTWORKS ?? 2_000);
const RUNS = Number(process.env.MAIN_THREAD_RUNS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 4607);
const base = `http://127.0.0.1:${String(port)}`;
const CPU_SLOWDOWN = 4;
const LONG_TASK_US = 50_000;
/** How long an opening is followed: past the list's arrival and the first sync's answer. */
const FOLLOW_MS = 8_000;
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  serviceWorkers: 'block',
} as const;

interface LongTask {
  startMs: number;
  durationMs: number;
  /** What filled it: the biggest parts first, in ms. */
  parts: [string, number][];
}

interface Opening {
  blockingMs: number;
  tasks: LongTask[];
}

/** What a trace event inside a long task stands for: a script by its file, or the browser's work. */
function partOf(event: TraceEvent): string | null {
  const file = event.args?.data?.url?.split('/').pop();
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.evaluateModule':
      // The trace names no file for a module graph's evaluation (an import's chunks together).
      return `evaluate ${file ?? 'modules'}`;
    case 'FunctionCall':
      return `run ${file ?? 'script'}`;
    case 'UpdateLayoutTree':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
      return 'paint';
    case 'MinorGC':
    case 'MajorGC':
      return 'garbage collection';
    default:
      return null;
  }
}

/** The long tasks after the first paint on the page's main thread, and their blocking time. */
function readTrace(events: TraceEvent[]): Opening {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('The trace has no first contentful paint');
  const onMain = events.filter((event) => event.pid === fcp.pid && event.tid === fcp.tid);
  const navigation = onMain.find((event) => event.name === 'navigationStart')?.ts ?? fcp.ts;
  const tasks: LongTask[] = [];
  let blockingUs = 0;
  for (const task of onMain) {
    const duration = task.dur ?? 0;
    if (task.name !== 'RunTask' || duration < LONG_TASK_US || task.ts < fcp.ts) continue;
    blockingUs += duration - LONG_TASK_US;
    const parts = new Map<string, number>();
    // Top-level parts only: an event inside another of the same kind is counted once.
    let coveredUntil = 0;
    for (const event of onMain) {
      if (event.ph !== 'X' || event === task || event.ts < task.ts) continue;
      if (event.ts >= task.ts + duration) break;
      const part = partOf(event);
      if (part === null || event.ts < coveredUntil) continue;
      coveredUntil = event.ts + (event.dur ?? 0);
      parts.set(part, (parts.get(part) ?? 0) + (event.dur ?? 0) / 1000);
    }
    tasks.push({
      startMs: (task.ts - navigation) / 1000,
      durationMs: duration / 1000,
      parts: [...parts].sort((a, b) => b[1] - a[1]),
    });
  }
  return { blockingMs: blockingUs / 1000, tasks };
}

/** Opens `url` in a new page of `context`, slowed and traced, and reads its main thread. */
async function open(browser: Browser, context: BrowserContext, url: string): Promise<Opening> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, {
      categories: [
        'toplevel',
        'loading',
        'blink.user_timing',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
      ],
    });
    await page.goto(url);
    await page.waitForTimeout(FOLLOW_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    return readTrace(trace.traceEvents.sort((a, b) => a.ts - b.ts));
  } finally {
    await page.close();
  }
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

async function openings(label: string, run: () => Promise<Opening>): Promise<Opening[]> {
  const all: Opening[] = [];
  for (let index = 0; index < RUNS; index += 1) all.push(await run());
  const blocking = all.map((opening) => opening.blockingMs);
  console.log(
    `${label}: blocking after the first paint ${blocking.map(ms).join(' / ')}; median ${ms(median(blocking))}`,
  );
  return all;
}

async function main(): Promise<void> {
  const { app, close } = await startBuiltApp('main-thread', port);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? findBrowser(),
    args: ['--no-sandbox'],
  });
  try {
    const user = await registerBenchUser(app, 'collector', 'Bench Collector');
    await seedArtworks(app, user, ARTWORKS);
    await app.listen({ host: '127.0.0.1', port });
    console.log(
      `Chromium at 412 × 823, CPU ${String(CPU_SLOWDOWN)}× slower, ${String(RUNS)} openings a page`,
    );

    const signedOut = await browser.newContext(PHONE);
    const login = await openings('/login (baseline)', () =>
      open(browser, signedOut, `${base}/login`),
    );
    const signedIn = await browser.newContext(PHONE);
    await signInAndSync(signedIn, base, user.email, ARTWORKS);
    const artworks = await openings(`/artworks, ${String(ARTWORKS)} works stored`, () =>
      open(browser, signedIn, `${base}/artworks`),
    );

    const baseline = median(login.map((opening) => opening.blockingMs));
    const measured = median(artworks.map((opening) => opening.blockingMs));
    console.log(
      `/artworks ÷ /login: ${baseline > 0 ? (measured / baseline).toFixed(1) : '∞'} (/login scores 95 and more in Lighthouse)`,
    );
    const middle = [...artworks].sort((a, b) => a.blockingMs - b.blockingMs)[
      Math.floor(artworks.length / 2)
    ];
    console.log(`\nThe long tasks of the median opening of /artworks (${ms(measured)}):`);
    for (const task of middle?.tasks ?? []) {
      const parts = task.parts
        .slice(0, 4)
        .map(([part, time]) => `${part} ${ms(time)}`)
        .join(', ');
      console.log(`  at ${ms(task.startMs)}: ${ms(task.durationMs)} (${parts})`);
    }
  } finally {
    await browser.close();
    await close();
  }
}

await main();
