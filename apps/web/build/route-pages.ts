import type { OutputBundle, OutputChunk } from 'rolldown';
import { createServer, type Plugin } from 'vite';
import type { DrawnShellScope } from '../src/app/prerender/drawn-shell';
import { scriptsAfterPaint } from './scripts-after-paint';

/**
 * The screens a first visit most often opens, by address, with the modules their lazy routes
 * import (apps/web/src/app/router.tsx). For each, the build writes `routes/<name>.html`: the
 * app's index.html that also preloads that screen's own scripts, which the server sends for
 * that address (decision 059). Without it the screen's scripts are asked for only once the
 * entry has run and the router has matched: one more round trip on a slow phone.
 */
export const ROUTE_PAGES: Record<string, readonly string[]> = {
  login: ['src/features/auth/login-page.tsx'],
  artworks: [
    'src/app/mantine-styles-rest.ts',
    'src/app/layout/app-layout.tsx',
    'src/app/routes/artworks-list-route.tsx',
    // What the signed-in frame imports as soon as it is drawn: the engine, the bell, the
    // helpers and the toasts. Preloaded here, the import finds each chunk already asked for;
    // otherwise Vite's preload helper appends a link for each of their 27 chunks as the import
    // starts, a task of 50–100 ms on a phone four times slower (issue 37).
    'src/data/sync/browser-engine.ts',
    'src/features/sharing/notifications-bell.tsx',
    'src/features/helpers/helpers-host.tsx',
    'src/app/toasts/toasts-container.tsx',
  ],
};

/**
 * Route pages that also show the screen before its scripts run: a module whose `renderShell()`
 * returns the screen's HTML, drawn in place of the splash (issue 37, decisions 063 and 077), and
 * whose optional `beforePaintScript()` returns a few lines the page runs in its head. The app
 * replaces the drawing whole when it starts; until then it keeps showing it where the drawing
 * stands for what is loading: the screen (`page`) or the signed-in frame around it (`frame`).
 */
export const ROUTE_SHELLS: Record<string, { module: string; scope: DrawnShellScope }> = {
  login: { module: '/src/app/prerender/login-shell.tsx', scope: 'page' },
  artworks: { module: '/src/app/prerender/artworks-shell.tsx', scope: 'frame' },
};

interface RenderedShell {
  html: string;
  scope: DrawnShellScope;
  script: string | null;
}

/** Runs each shell module through Vite's SSR loader, as the app's own sources. */
async function renderShells(root: string): Promise<Map<string, RenderedShell>> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const shells = new Map<string, RenderedShell>();
    for (const [name, { module, scope }] of Object.entries(ROUTE_SHELLS)) {
      const loaded = (await server.ssrLoadModule(module)) as {
        renderShell?: () => string;
        beforePaintScript?: () => string;
      };
      if (typeof loaded.renderShell !== 'function') {
        throw new Error(`route-pages: ${module} has no renderShell()`);
      }
      const script = loaded.beforePaintScript?.() ?? null;
      if (script?.includes('</') === true) throw new Error(`route-pages: ${module}'s script`);
      shells.set(name, { html: loaded.renderShell(), scope, script });
    }
    return shells;
  } finally {
    await server.close();
  }
}

/**
 * Stylesheets before the scripts: the first paint waits for them, and a browser on HTTP/1.1
 * opens six connections to a host, so a stylesheet listed after twenty module preloads waited
 * for them on a slow phone (issue 37).
 */
export function stylesheetsFirst(html: string): string {
  const sheets = [...html.matchAll(/ *<link rel="stylesheet"[^>]*>\n?/g)].map((match) => match[0]);
  let rest = html;
  for (const sheet of sheets) rest = rest.replace(sheet, '');
  const at = rest.search(/ *<script type="module"/);
  if (sheets.length === 0 || at < 0) return html;
  return (
    rest.slice(0, at) + sheets.map((sheet) => sheet.trimEnd() + '\n').join('') + rest.slice(at)
  );
}

/**
 * Module preloads at low priority: the scripts cannot run before the stylesheets have come
 * anyway, so the stylesheets (and the fonts they name) get the connection first and the page
 * paints sooner; the scripts still travel while it does (issue 37).
 */
export function preloadsBehindStyles(html: string): string {
  const lowered = html.replaceAll(
    '<link rel="modulepreload" crossorigin',
    '<link rel="modulepreload" fetchpriority="low" crossorigin',
  );
  if (/<link rel="modulepreload" (?!fetchpriority)/.test(lowered)) {
    throw new Error('route-pages: a module preload in a shape this step does not know');
  }
  return lowered;
}

const SPLASH = /<div id="root">[\s\S]*?\n {4}<\/div>\n/;

function isChunk(file: OutputBundle[string] | undefined): file is OutputChunk {
  return file?.type === 'chunk';
}

/** The chunk of `module` and every chunk it imports statically, in load order. */
function closure(bundle: OutputBundle, module: string, into: Set<string>): void {
  const start = Object.values(bundle).find(
    (file) => isChunk(file) && file.facadeModuleId?.endsWith(`/${module}`) === true,
  );
  if (!isChunk(start)) throw new Error(`route-pages: no chunk for ${module}`);
  const visit = (chunk: OutputChunk) => {
    if (into.has(chunk.fileName)) return;
    into.add(chunk.fileName);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (isChunk(imported)) visit(imported);
    }
  };
  visit(start);
}

/** The stylesheets Vite would load with these chunks (CSS modules of the screen's parts). */
function stylesheetsOf(bundle: OutputBundle, files: Set<string>): string[] {
  const sheets = new Set<string>();
  for (const file of files) {
    const chunk = bundle[file];
    if (isChunk(chunk)) for (const css of chunk.viteMetadata?.importedCss ?? []) sheets.add(css);
  }
  return [...sheets];
}

export function routePages(): Plugin {
  let root = process.cwd();
  return {
    name: 'archive:route-pages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('route-pages: no index.html in the build');
      const html = preloadsBehindStyles(stylesheetsFirst(String(index.source)));
      index.source = html;
      const named = new Set(
        [...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1] ?? ''),
      );
      const shells = await renderShells(root);
      for (const [name, modules] of Object.entries(ROUTE_PAGES)) {
        const files = new Set<string>();
        for (const module of modules) closure(bundle, module, files);
        const links = [...files]
          .filter((file) => !named.has(file))
          .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">`);
        // The screen's stylesheets, which its chunks would otherwise ask for once they run.
        for (const sheet of stylesheetsOf(bundle, files)) {
          if (!named.has(sheet))
            links.push(`    <link rel="stylesheet" crossorigin href="/${sheet}">`);
        }
        let page = html;
        const shell = shells.get(name);
        if (shell !== undefined) {
          if (!SPLASH.test(page)) throw new Error('route-pages: no splash in index.html');
          page = page.replace(
            SPLASH,
            `<div id="root" data-shell="${name}" data-shell-scope="${shell.scope}">${shell.html}</div>\n`,
          );
          // Before the stylesheets: a script after them would wait for them to arrive.
          if (shell.script !== null) {
            page = page.replace('</title>', `</title>\n    <script>${shell.script}</script>`);
          }
        }
        page = preloadsBehindStyles(
          stylesheetsFirst(page.replace('</head>', `${links.join('\n')}\n  </head>`)),
        );
        // A drawn screen has nothing to wait for but its stylesheets: its scripts after it paints.
        if (shell !== undefined) page = scriptsAfterPaint(page);
        this.emitFile({ type: 'asset', fileName: `routes/${name}.html`, source: page });
      }
    },
  };
}
