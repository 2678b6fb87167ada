import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../lib/api-path';

export const API_CACHE_CONTROL = 'no-store';

/**
 * Every /v1 answer (errors and 404s included) says `Cache-Control: no-store`: it holds one
 * person's data or state, which no browser, proxy or CDN may keep or hand to someone else.
 * A /v1 route that sets its own Cache-Control keeps it; files and the web app live outside
 * /v1 and keep their long caching.
 */
export function markApiAnswer(url: string, reply: FastifyReply): void {
  if (isApiPath(url) && !reply.hasHeader('cache-control')) {
    void reply.header('cache-control', API_CACHE_CONTROL);
  }
}

/** Marks the answers that pass through hooks; buildApp's frameworkErrors marks the rest. */
export const apiNoStorePlugin = fp(
  (app, _options, done) => {
    app.addHook('onSend', (request, reply, payload, next) => {
      markApiAnswer(request.url, reply);
      next(null, payload);
    });
    done();
  },
  { name: 'api-no-store' },
);
