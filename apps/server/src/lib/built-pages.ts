import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Folder of the build's route pages: index.html that also preloads one screen's scripts. */
export const ROUTE_PAGES_DIR = 'routes';

/** The addresses the build wrote a route page for (`routes/login.html` answers /login). */
export function routePagesOf(distDir: string): Set<string> {
  const folder = path.join(distDir, ROUTE_PAGES_DIR);
  if (!existsSync(folder)) return new Set();
  return new Set(
    readdirSync(folder)
      .filter((file) => file.endsWith('.html'))
      .map((file) => file.slice(0, -'.html'.length)),
  );
}

/** Every HTML page the build wrote (index.html and the route pages), by its path on disk. */
export function builtPageFiles(distDir: string): string[] {
  const index = path.join(distDir, 'index.html');
  return [
    ...(existsSync(index) ? [index] : []),
    ...[...routePagesOf(distDir)].map((route) =>
      path.join(distDir, ROUTE_PAGES_DIR, `${route}.html`),
    ),
  ];
}
