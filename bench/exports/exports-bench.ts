/**
 * bench/exports (issue 19): a 1,000-work work list with images made by the export templates
 * (pdfkit, packages/documents), beside headless Chromium printing the same list as HTML to PDF
 * in the same run. Goal: at least 2× faster than Chromium and under 10 s.
 *
 * Then the server (issue 30, decision 046): a real server on a temporary PGlite, 1,000 works
 * with long texts; the slowest GET /health (asked from another thread every 25 ms) alone,
 * while a 1,000-work transport list is made, and while three work lists are made at once; the
 * export's time and the process's peak resident memory.
 *
 *   npm run bench:exports -w @archive/bench
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { emptyArtworkValues } from '@archive/domain/artworks/artwork.schema';
import type { DocumentInput, DocumentWork } from '@archive/documents/document-input';
import { renderDocument } from '@archive/documents/render-document';
import { formatPrice } from '@archive/documents/format/money-format';
import { formatDimensions, workHeading } from '@archive/documents/format/work-format';
import { loadFonts } from '@archive/documents/test/sample-input';
import { findBrowser } from '../../e2e/support/find-browser';
import { pollHealth } from '../../apps/server/src/test/health-poller';
import { registerBenchUser, startBenchApp } from '../bench-app';

const WORKS = 1000;
/** Every work its own picture, so neither side can share one decoded image between works. */
const DISTINCT_IMAGES = WORKS;
const GOAL_MS = 10_000;

async function previewImages(): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: DISTINCT_IMAGES }, (_, index) =>
      sharp({
        create: {
          width: 400,
          height: 300,
          channels: 3,
          background: { r: index % 256, g: Math.floor(index / 256) * 40, b: 255 - (index % 256) },
        },
      })
        .jpeg({ quality: 80 })
        .toBuffer(),
    ),
  );
}

function works(images: Buffer[]): DocumentWork[] {
  return Array.from({ length: WORKS }, (_, index) => ({
    ...emptyArtworkValues(),
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    archiveArtworkNumber: index + 1,
    artist: `Artist ${String(index % 40)}`,
    title: `Work ${String(index + 1)}`,
    year: String(1950 + (index % 70)),
    technique: 'Oil on canvas',
    dimensions: { height: 100, width: 80, depth: 4, diameter: null, variable: false },
    price: { currency: 'EUR', value: 1000 + index },
    status: 'available',
    image: images[index % images.length]!,
  }));
}

function html(list: DocumentWork[]): string {
  const rows = list
    .map((work) => {
      const image = work.image === null ? '' : Buffer.from(work.image).toString('base64');
      return `<div class="work"><img src="data:image/jpeg;base64,${image}"><div><b>${workHeading(work)}</b><br>${work.technique}<br>${formatDimensions(work.dimensions)}<br>Price: ${formatPrice(work.price)}</div></div>`;
    })
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    body { font: 9pt 'DejaVu Sans', sans-serif; margin: 0; }
    .work { display: flex; gap: 12pt; margin-bottom: 12pt; break-inside: avoid; }
    img { width: 72pt; height: 72pt; object-fit: contain; }
  </style></head><body><h1>Work list</h1>${rows}</body></html>`;
}

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}

const images = await previewImages();
const list = works(images);
const input: DocumentInput = {
  type: 'workList',
  works: list,
  options: { title: 'Work list', showPrice: true },
  organisation: {
    name: 'Bench gallery',
    addressLines: [],
    vatNumber: '',
    websiteUrl: '',
    logo: null,
  },
  fonts: loadFonts(),
  date: new Date(),
  invoiceNumber: null,
  workUrl: (id) => `http://127.0.0.1/artworks/details?id=${id}`,
};

// Both sides warm up first (a server makes many exports; Chromium's start is not counted).
await renderDocument({ ...input, works: list.slice(0, 20) });

const rssBefore = process.memoryUsage().rss;
let peakRss = rssBefore;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);
const started = performance.now();
const ours = await renderDocument(input);
const oursMs = performance.now() - started;
clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage().rss);

const browser = await chromium.launch({ executablePath: findBrowser(), args: ['--no-sandbox'] });
let chromiumMs: number;
let chromiumBytes: number;
try {
  const page = await browser.newPage();
  await page.setContent(html(list.slice(0, 20)), { waitUntil: 'load' });
  await page.pdf({ format: 'A4' });
  const chromiumStarted = performance.now();
  await page.setContent(html(list), { waitUntil: 'load' });
  const pdf = await page.pdf({
    format: 'A4',
    margin: { top: '17mm', bottom: '27mm', left: '17mm', right: '17mm' },
  });
  chromiumMs = performance.now() - chromiumStarted;
  chromiumBytes = pdf.length;
} finally {
  await browser.close();
}

const ratio = chromiumMs / oursMs;
console.log(`Work list, ${String(WORKS)} works with images`);
console.log(
  `  templates (pdfkit): ${(oursMs / 1000).toFixed(2)} s, ${String(ours.pages)} pages, ${mb(ours.bytes.length)}, peak RSS ${mb(peakRss)} (+${mb(peakRss - rssBefore)})`,
);
console.log(`  Chromium HTML→PDF: ${(chromiumMs / 1000).toFixed(2)} s, ${mb(chromiumBytes)}`);
console.log(
  `  ratio: ${ratio.toFixed(1)}× (goal ≥ 2×); under 10 s: ${oursMs < GOAL_MS ? 'yes' : 'no'}`,
);
if (ratio < 2 || oursMs >= GOAL_MS) process.exitCode = 1;

function summary(waits: number[]): string {
  const sorted = [...waits].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  const slowest = sorted[sorted.length - 1] ?? Number.NaN;
  return `slowest ${slowest.toFixed(0)} ms, median ${median.toFixed(1)} ms over ${String(waits.length)} checks`;
}

const SERVER_WORKS = 1000;
/** About a page of a transport list per work: 1,500 characters of each long text. */
const LONG_TEXT = 'Two people to lift; gloves; keep upright; climate 18–21 °C, 45–55 % RH. '
  .repeat(30)
  .slice(0, 1500);
const BENCH_ADDRESS = {
  addressLine1: 'Hafenstrasse 9',
  city: 'Basel',
  region: '',
  postalCode: '4001',
  country: 'Switzerland',
};

async function benchServer(): Promise<void> {
  const { app, close } = await startBenchApp('exports');
  try {
    const user = await registerBenchUser(app);
    const headers = { authorization: `Bearer ${user.token}` };
    const { collectionId } = user;
    const ids: string[] = [];
    for (let index = 0; index < SERVER_WORKS; index += 1) {
      const id = randomUUID();
      const created = await app.inject({
        method: 'POST',
        url: '/v1/artworks',
        headers: { ...headers, 'idempotency-key': randomUUID() },
        payload: {
          artwork: {
            id,
            artist: 'Bench Artist',
            artworkValues: {
              ...emptyArtworkValues(),
              title: `Work ${String(index + 1)}`,
              year: '2024',
              technique: 'Oil on canvas',
              workDescription: LONG_TEXT,
              installationInstructions: LONG_TEXT,
              packaging: { crates: [], instructions: LONG_TEXT },
            },
          },
          collection: { id: collectionId },
        },
      });
      if (created.statusCode !== 200) throw new Error(created.body);
      ids.push(id);
    }
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('not listening');
    const base = `http://127.0.0.1:${String(address.port)}`;
    const exportOf = (type: string, options: object) =>
      fetch(`${base}/v1/exports/document/${type}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ artworkIds: ids, options }),
      }).then(async (response) => {
        const body = (await response.json()) as { data?: { pages: number } };
        if (response.status !== 200) throw new Error(JSON.stringify(body));
        return body.data?.pages ?? 0;
      });

    console.log(
      `\nServer: ${String(SERVER_WORKS)} works with long texts, GET /health every 25 ms from another thread`,
    );
    const alone = pollHealth(`${base}/health`);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    console.log(`  alone:                          ${summary(await alone.stop())}`);

    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const during = pollHealth(`${base}/health`);
    const started = performance.now();
    const pages = await exportOf('transportList', {
      title: 'To Basel',
      originAddress: BENCH_ADDRESS,
      targetAddress: BENCH_ADDRESS,
      pickupAddress: BENCH_ADDRESS,
    });
    const exportMs = performance.now() - started;
    console.log(`  during a transport list:        ${summary(await during.stop())}`);
    console.log(
      `    the list: ${(exportMs / 1000).toFixed(2)} s, ${String(pages)} pages; peak RSS ${mb(peak)} (+${mb(peak - rssBefore)})`,
    );

    const three = pollHealth(`${base}/health`);
    const threeStarted = performance.now();
    await Promise.all([1, 2, 3].map((n) => exportOf('workList', { title: `List ${String(n)}` })));
    console.log(`  during three work lists at once: ${summary(await three.stop())}`);
    console.log(`    the three: ${((performance.now() - threeStarted) / 1000).toFixed(2)} s`);
    clearInterval(sampler);
  } finally {
    await close();
  }
}

await benchServer();
