import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * The screens a first visit most often opens, by address, with the modules their lazy routes
 * import (apps/web/src/app/router.tsx). For each, the build writes `routes/<name>.html`: the
 * app's index.html that also preloads that screen's own scripts, which the server sends for
 * that address (decision 059). Without it the screen's scripts are asked for only once the
 * entry has run and the router has matched: one more round trip on a slow phone.
 */
export const ROUTE_PAGES: Record<string, readonly string[]> = {
  login: ['src/features/auth/login-page.tsx'],
  artworks: ['src/app/layout/app-layout.tsx', 'src/app/routes/artworks-list-route.tsx'],
};

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

export function routePages(): Plugin {
  return {
    name: 'archive:route-pages',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('route-pages: no index.html in the build');
      const html = String(index.source);
      const named = new Set(
        [...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1] ?? ''),
      );
      for (const [name, modules] of Object.entries(ROUTE_PAGES)) {
        const files = new Set<string>();
        for (const module of modules) closure(bundle, module, files);
        const links = [...files]
          .filter((file) => !named.has(file))
          .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">`);
        this.emitFile({
          type: 'asset',
          fileName: `routes/${name}.html`,
          source: html.replace('</head>', `${links.join('\n')}\n  </head>`),
        });
      }
    },
  };
}
