import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { builtPageFiles } from './built-pages';

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts in the built pages: index.html and the
 * route pages (routes/*.html), whose before-paint scripts run before the app's own
 * (decision 077). Allowed by their hash, only these run: the policy still refuses any other
 * inline script, injected or not. An empty list when the web app is not built.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const hashes = new Set<string>();
  for (const page of builtPageFiles(distDir)) {
    for (const match of readFileSync(page, 'utf8').matchAll(INLINE_SCRIPT)) {
      const digest = createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64');
      hashes.add(`'sha256-${digest}'`);
    }
  }
  return [...hashes].sort();
}
