import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The built web app the benches read (run `npm run build` first). */
export const WEB_DIST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/web/dist',
);

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export const NO_BYTES: Sizes = { raw: 0, gzip: 0, brotli: 0 };

export function sizesOf(bytes: Buffer): Sizes {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
  };
}

export function add(a: Sizes, b: Sizes): Sizes {
  return { raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli };
}

/** The files' sizes together. */
export function sizesOfFiles(files: Iterable<string>): Sizes {
  let total = NO_BYTES;
  for (const file of files) total = add(total, sizesOf(readFileSync(path.join(WEB_DIST, file))));
  return total;
}

/** Static imports of a built chunk (`from"./x.js"` and `import"./x.js"`), followed transitively. */
export function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(path.join(WEB_DIST, file), 'utf8');
    for (const match of text.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
      queue.push(path.posix.join(path.posix.dirname(file), match[1]!));
    }
  }
  return seen;
}

/** index.html's scripts and module preloads with everything they import. */
export function initialFiles(): Set<string> {
  const html = readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  const initial = new Set<string>();
  for (const file of [...entries, ...preloads]) for (const f of staticClosure(file)) initial.add(f);
  return initial;
}

/** The built chunk named `<name>-<hash>.js`, or undefined. */
export function chunkNamed(name: string): string | undefined {
  const file = readdirSync(path.join(WEB_DIST, 'assets')).find((f) =>
    new RegExp(`^${name}-[\\w-]+\\.js$`).test(f),
  );
  return file === undefined ? undefined : `assets/${file}`;
}

/** What the lazy chunks add to `loaded`: their static closures, minus what is already there. */
export function addedBy(chunks: readonly string[], loaded: ReadonlySet<string>): Set<string> {
  const added = new Set<string>();
  for (const chunk of chunks) {
    for (const file of staticClosure(chunk)) if (!loaded.has(file)) added.add(file);
  }
  return added;
}

export function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/** What the lazy chunks named `names` (`<name>-<hash>.js`) add to `loaded`; each must exist. */
export function routeChunks(loaded: ReadonlySet<string>, ...names: string[]): Set<string> {
  return addedBy(
    names.map((name) => {
      const chunk = chunkNamed(name);
      if (chunk === undefined) throw new Error(`No chunk named ${name}`);
      return chunk;
    }),
    loaded,
  );
}
