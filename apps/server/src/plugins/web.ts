import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_MESSAGES } from '@archive/domain/messages/api-messages';
import fp from 'fastify-plugin';
import { isApiPath } from '../lib/api-path';
import { ROUTE_PAGES_DIR, routePagesOf } from '../lib/built-pages';
import { errorBody } from './error-handler';

export interface WebPluginOptions {
  /** The built PWA (apps/web/dist). Nothing is served when it has no index.html. */
  distDir: string;
}

const LONG_CACHE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/**
 * Serves the built PWA on the API's port: hashed files under assets/ are cached for a year,
 * everything else (index.html, sw.js and its workbox runtime, the manifest, the icons) is
 * revalidated on every request, so a new deploy reaches the browser's update check at once.
 * Any other GET outside /v1 answers index.html so the app's router can take it (or, for an
 * address the build wrote a route page for, that page: decision 059); everything
 * else that matches no route answers 404 in the error shape.
 */
export const webPlugin = fp<WebPluginOptions>(
  async (app, options) => {
    const hasWeb = existsSync(path.join(options.distDir, 'index.html'));
    const routePages = hasWeb ? routePagesOf(options.distDir) : new Set<string>();
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: options.distDir,
        prefix: '/',
        index: ['index.html'],
        // The build writes .br and .gz beside each file (apps/web/vite.config.ts): sent by the
        // browser's Accept-Encoding with Vary, the plain file otherwise (decision 045).
        preCompressed: true,
        cacheControl: false,
        setHeaders(reply, filePath) {
          // Judged inside the dist folder, so a dist that itself lies under an "assets"
          // folder does not make sw.js immutable.
          const inAssets = path.relative(options.distDir, filePath).startsWith(`assets${path.sep}`);
          reply.header('cache-control', inAssets ? LONG_CACHE : NO_CACHE);
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const lastSegment = pathname.split('/').pop() ?? '';
      const wantsPage =
        hasWeb &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isApiPath(pathname) &&
        !lastSegment.includes('.');
      if (wantsPage) {
        // /login and /artworks (apps/web/build/route-pages.ts) start their own scripts at once.
        const route = /^\/([\w-]+)\/?$/.exec(pathname)?.[1];
        const page =
          route !== undefined && routePages.has(route)
            ? `${ROUTE_PAGES_DIR}/${route}.html`
            : 'index.html';
        return reply.header('cache-control', NO_CACHE).sendFile(page);
      }
      return reply.status(404).send(errorBody('NOT_FOUND', API_MESSAGES.notFound));
    });
  },
  { name: 'web', dependencies: ['error-handler'] },
);
