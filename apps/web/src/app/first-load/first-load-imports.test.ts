import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

const WEB_ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * The modules `entry` reaches through static imports: what the browser evaluates with it in
 * one task. Dynamic imports (lazy screens, account calls) are left out, as the browser does.
 */
async function modulesEvaluatedWith(entry: string): Promise<string[]> {
  const { metafile } = await build({
    entryPoints: [entry],
    absWorkingDir: WEB_ROOT,
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: 'first-load-graph',
    write: false,
    metafile: true,
    logLevel: 'silent',
    loader: {
      '.css': 'empty',
      '.woff2': 'empty',
      '.woff': 'empty',
      '.svg': 'empty',
      '.png': 'empty',
    },
    plugins: [
      {
        name: 'vite-only-imports',
        setup(bundler) {
          bundler.onResolve({ filter: /\?(url|worker|raw)$|^virtual:/ }, (args) => ({
            path: args.path,
            external: true,
          }));
        },
      },
    ],
  });
  return staticallyReached(metafile, entry);
}

function staticallyReached(metafile: Metafile, entry: string): string[] {
  const reached = new Set([entry]);
  const queue = [entry];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const imported of metafile.inputs[next]?.imports ?? []) {
      if (imported.kind !== 'import-statement' || imported.external) continue;
      if (reached.has(imported.path)) continue;
      reached.add(imported.path);
      queue.push(imported.path);
    }
  }
  return [...reached];
}

/** Zod itself: every schema is built with it, so none is built where it is not reached. */
const ZOD = /\/node_modules\/zod\//;

describe('the first load (issue 37)', () => {
  it('builds no schema: zod is not in the entry (decision 067)', async () => {
    const modules = await modulesEvaluatedWith('src/main.tsx');
    // The graph is the real one: the session store and the HTTP core are in it.
    expect(modules).toContain('src/data/session/session-store.ts');
    expect(modules).toContain('src/data/http/http-client.ts');
    // Building the sign-in answer's schemas alone took about 280 ms of a phone's CPU on /login.
    expect(modules.filter((module) => ZOD.test(module))).toEqual([]);
  }, 60_000);

  it('draws the sign-in form without its checks or a form library (decisions 067, 069)', async () => {
    const modules = await modulesEvaluatedWith('src/features/auth/login-page.tsx');
    // The form is in it; its schema, the account calls and their contract load apart.
    expect(modules).toContain('src/features/auth/use-sign-in-form.ts');
    expect(modules.filter((module) => ZOD.test(module))).toEqual([]);
    // react-hook-form's useForm alone is 12.8 kB gzipped: the page's JS would miss its budget.
    expect(modules.filter((module) => module.includes('/react-hook-form/'))).toEqual([]);
  }, 60_000);

  it("opens the artworks list without zod, Dexie or the selection's dialogs", async () => {
    const modules = await modulesEvaluatedWith('src/app/routes/artworks-list-route.tsx');
    // The graph is the real one: the list's live read and its virtual list are in it.
    expect(modules).toContain('src/data/artworks/artworks-store.ts');
    expect(modules.some((module) => module.includes('/@tanstack/virtual-core/'))).toBe(true);
    // Dexie comes with the engine's chunk (decision 065); the dialogs load when the selection
    // bar opens them; the schemas with the calls and screens that check something (067).
    const dexie = /\/node_modules\/dexie(-react-hooks)?\//;
    const dialogs = /\/(export-wizard-modal|create-viewing-room-modal|share-modal)\.tsx$/;
    expect(
      modules.filter((module) => dexie.test(module) || dialogs.test(module) || ZOD.test(module)),
    ).toEqual([]);
  }, 60_000);

  it('reaches the top bar of every signed-in screen without zod', async () => {
    const modules = await modulesEvaluatedWith('src/app/layout/app-layout.tsx');
    expect(modules.some((module) => module.includes('/top-bar/'))).toBe(true);
    expect(modules.filter((module) => ZOD.test(module))).toEqual([]);
  }, 60_000);
});
