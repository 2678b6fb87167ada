/**
 * The JS a browser fetches before /login can paint: the entry script and every modulepreload in
 * the built index.html, plus the chunks the login route imports (its lazy screen), each gzipped
 * and brotli-compressed as the server sends them. Baseline in the same run: React and ReactDOM
 * alone, minified and gzipped, so the figure can be judged as a ratio on any machine.
 *
 * Run after `npm run build`: npm run bench:first-load -w @archive/bench
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import {
  WEB_DIST,
  add,
  addedBy,
  chunkNamed,
  initialFiles,
  kb,
  sizesOf,
  sizesOfFiles,
  type Sizes,
} from './chunk-sizes';

const GOAL_GZIP_BYTES = 150 * 1000;

async function baseline(): Promise<Sizes> {
  const result = await build({
    stdin: {
      contents:
        "import { createRoot } from 'react-dom/client'; import { createElement } from 'react';" +
        "createRoot(document.body).render(createElement('p', null, 'hi'));",
      resolveDir: path.resolve(WEB_DIST, '..'),
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
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error('Build the web app first: npm run build');
  }
  const initial = initialFiles();
  // The login screen is a lazy route: find its chunk by name and add what it pulls in.
  const loginChunk = chunkNamed('login-page');
  const routeChunks = addedBy(loginChunk === undefined ? [] : [loginChunk], initial);
  const first = sizesOfFiles(initial);
  const route = sizesOfFiles(routeChunks);
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
