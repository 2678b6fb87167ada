import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts in the built pages: index.html and the
 * route pages (routes/*.html), whose before-paint scripts run before the app's own
 * (decision 077). Allowed by their hash, only these run: the policy still refuses any other
 * inline script, injected or not. An empty list when the web app is not built.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const routes = path.join(distDir, 'routes');
  const pages = [
    path.join(distDir, 'index.html'),
    ...(existsSync(routes)
      ? readdirSync(routes)
          .filter((file) => file.endsWith('.html'))
          .map((file) => path.join(routes, file))
      : []),
  ].filter((file) => existsSync(file));
  const hashes = new Set<string>();
  for (const page of pages) {
    for (const match of readFileSync(page, 'utf8').matchAll(INLINE_SCRIPT)) {
      const digest = createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64');
      hashes.add(`'sha256-${digest}'`);
    }
  }
  return [...hashes].sort();
}
