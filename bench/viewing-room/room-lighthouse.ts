/**
 * Viewing room Lighthouse bench (issue 20, decision 032): the public room of 6 works with
 * images, served by the server built in this process on a temporary PGlite and a loopback
 * port, audited by Lighthouse in its default mobile mode (a mid-range phone, simulated slow
 * 4G) with Debian's Chromium. Goal: performance ≥ 95, accessibility 100.
 *
 *   flock /work/notes/bench.lock npm run bench:room-lighthouse -w @archive/bench
 *
 * CHROME_PATH picks another Chromium (default /usr/bin/chromium); BENCH_PORT the port (4602).
 */
import { randomUUID } from 'node:crypto';
import { emptyArtworkValues } from '@archive/domain/artworks/artwork.schema';
import { launch } from 'chrome-launcher';
import type { FastifyInstance } from 'fastify';
import lighthouse from 'lighthouse';
import {
  benchInject,
  createBenchArtwork,
  listeningBenchEnv,
  registerBenchUser,
  startBenchApp,
  uploadBenchImage,
} from '../bench-app';
import { photoLike } from '../photo-like';
import { median } from '../median';

const WORKS = 6;
const RUNS = 3;
const GOALS = { performance: 95, accessibility: 100 } as const;
const port = Number(process.env.BENCH_PORT ?? 4602);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** A room of WORKS works, each with a photo, the way the app makes them; its public address. */
async function seedRoom(app: FastifyInstance): Promise<string> {
  const user = await registerBenchUser(app, 'collector', 'Bench Gallery');
  const headers = { authorization: `Bearer ${user.token}` };
  const ids: string[] = [];
  for (let index = 0; index < WORKS; index += 1) {
    const id = await createBenchArtwork(app, user, {
      artist: 'Hilma af Klint',
      status: index === 2 ? 'sold' : 'available',
      artworkValues: {
        ...emptyArtworkValues(),
        title: `Group IX/SUW, No. ${String(index + 1)}`,
        year: '1915',
        technique: 'Oil on canvas',
        edition: 'Unique',
        workDescription: 'From the series painted for the temple; a study of the swan.',
        dimensions: { height: 150, width: 115, depth: null, diameter: null, variable: false },
        price: { currency: 'EUR', value: 12_500 + index * 1_000 },
      },
    });
    ids.push(id);
    await uploadBenchImage(app, user.token, id, await photoLike(2400, 1800));
  }
  const room = await benchInject(app, {
    method: 'POST',
    url: '/v1/viewingRoom',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: {
      artworkIds: ids,
      options: {
        title: 'Spring private view',
        introduction: 'Six works from the spring hang, for you to see before the opening.',
        showPrice: true,
      },
    },
  });
  return room.json<{ url: string }>().url;
}

interface Scores {
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Lighthouse's measure of this machine's speed (a mid-range phone is ~1000 on a free desktop). */
  benchmarkIndex: number;
  failedAccessibility: string[];
}

async function audit(url: string, chromePort: number): Promise<Scores> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (result === undefined) throw new Error('Lighthouse gave no result');
  const { lhr } = result;
  const score = (name: string) => Math.round((lhr.categories[name]?.score ?? 0) * 100);
  const numeric = (name: string) => lhr.audits[name]?.numericValue ?? Number.NaN;
  const failedAccessibility = (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => `${ref.id}: ${lhr.audits[ref.id]?.title ?? ''}`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failedAccessibility,
  };
}

const { app, close } = await startBenchApp('room-lighthouse', {}, listeningBenchEnv(port));
try {
  const url = await seedRoom(app);
  await app.listen({ host: '127.0.0.1', port });
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    console.log(`Viewing room of ${String(WORKS)} works with images: ${url}`);
    console.log(
      `Lighthouse, mobile (default: emulated phone, simulated slow 4G), ${String(RUNS)} runs`,
    );
    const runs: Scores[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const scores = await audit(url, chrome.port);
      runs.push(scores);
      console.log(
        `  run ${String(run + 1)}: performance ${String(scores.performance)}, accessibility ${String(
          scores.accessibility,
        )} (LCP ${scores.lcpMs.toFixed(0)} ms, CLS ${scores.cls.toFixed(3)}, TBT ${scores.tbtMs.toFixed(0)} ms; machine benchmark index ${scores.benchmarkIndex.toFixed(0)})`,
      );
      for (const failed of scores.failedAccessibility) console.log(`    failed: ${failed}`);
    }
    const performance = median(runs.map((scores) => scores.performance));
    const accessibility = median(runs.map((scores) => scores.accessibility));
    console.log(
      `median: performance ${String(performance)} (goal ≥ ${String(GOALS.performance)}: ${
        performance >= GOALS.performance ? 'met' : 'NOT met'
      }), accessibility ${String(accessibility)} (goal ${String(GOALS.accessibility)}: ${
        accessibility >= GOALS.accessibility ? 'met' : 'NOT met'
      })`,
    );
  } finally {
    chrome.kill();
  }
} finally {
  await close();
}
