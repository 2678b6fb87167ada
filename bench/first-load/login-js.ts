/**
 * The JS a browser fetches before /login can paint: the entry script and every modulepreload in
 * the built index.html, plus the chunks the login route imports (its lazy screen), each gzipped
 * and brotli-compressed as the server sends them. Baseline in the same run: React and ReactDOM
 * alone, minified and gzipped, so the figure can be judged as a ratio on any machine.
 *
 * Run after `npm run build`: npm run bench:first-load -w @archive/bench
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, '../../apps/web/dist');
const GOAL_GZIP_BYTES = 150 * 1000;

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

function sizesOf(bytes: Buffer): Sizes {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
  };
}

function add(a: Sizes, b: Sizes): Sizes {
  return { raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli };
}

/** Static imports of a built chunk (`from"./x.js"` and `import"./x.js"`), followed transitively. */
function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(path.join(dist, file), 'utf8');
    for (const match of text.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
      queue.push(path.posix.join(path.posix.dirname(file), match[1]!));
    }
  }
  return seen;
}

function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

async function baseline(): Promise<Sizes> {
  const result = await build({
    stdin: {
      contents:
        "import { createRoot } from 'react-dom/client'; import { createElement } from 'react';" +
        "createRoot(document.body).render(createElement('p', null, 'hi'));",
      resolveDir: path.resolve(here, '../../apps/web'),
      loader: 'js',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return sizesOf(Buffer.from(result.outputFiles[0]!.contents));
}

async function main(): Promise<void> {
  const indexPath = path.join(dist, 'index.html');
  if (!existsSync(indexPath)) throw new Error('Build the web app first: npm run build');
  const html = readFileSync(indexPath, 'utf8');
  const entries = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  const initial = new Set<string>();
  for (const file of [...entries, ...preloads]) for (const f of staticClosure(file)) initial.add(f);

  // The login screen is a lazy route: find its chunk by name and add what it pulls in.
  const routeChunks = new Set<string>();
  const loginChunk = readdirSync(path.join(dist, 'assets')).find((f) =>
    /^login-page-[\w-]+\.js$/.test(f),
  );
  if (loginChunk) {
    for (const f of staticClosure(`assets/${loginChunk}`)) if (!initial.has(f)) routeChunks.add(f);
  }

  let first: Sizes = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of initial) first = add(first, sizesOf(readFileSync(path.join(dist, file))));
  let route: Sizes = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of routeChunks) route = add(route, sizesOf(readFileSync(path.join(dist, file))));
  const react = await baseline();
  const total = add(first, route);

  console.log(`index.html scripts and preloads: ${initial.size} files`);
  console.log(`  raw ${kb(first.raw)}, gzip ${kb(first.gzip)}, brotli ${kb(first.brotli)}`);
  console.log(`the login route's own chunks: ${routeChunks.size} files`);
  console.log(`  raw ${kb(route.raw)}, gzip ${kb(route.gzip)}, brotli ${kb(route.brotli)}`);
  console.log(`first load of /login: gzip ${kb(total.gzip)}, brotli ${kb(total.brotli)}`);
  console.log(`baseline, React + ReactDOM alone: gzip ${kb(react.gzip)}`);
  console.log(`ratio to the baseline (gzip): ${(total.gzip / react.gzip).toFixed(2)}`);
  console.log(
    `goal ≤ ${kb(GOAL_GZIP_BYTES)} gzipped: ${total.gzip <= GOAL_GZIP_BYTES ? 'MET' : 'NOT MET'}`,
  );
}

await main();
