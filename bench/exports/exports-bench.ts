/**
 * bench/exports (issue 19): a 1,000-work work list with images made by the export templates
 * (pdfkit, packages/documents), beside headless Chromium printing the same list as HTML to PDF
 * in the same run. Goal: at least 2× faster than Chromium and under 10 s.
 *
 *   npm run bench:exports -w @archive/bench
 */
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
