import { API_MESSAGES } from '@archive/domain/messages/api-messages';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionRow, UserRow } from '../db/schema-accounts';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A /v1 route is authenticated unless it is declared with `config: { public: true }`. */
    public?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user of an authenticated route. */
    user: UserRow;
    /** The session the request's bearer token belongs to. */
    session: SessionRow;
  }
  interface FastifyInstance {
    /** "METHOD url" of every route reachable without a session (HEAD routes left out). */
    publicRoutes: () => string[];
  }
}

export interface Authenticated {
  user: UserRow;
  session: SessionRow;
}

export interface AuthGuardOptions {
  /** Resolves a bearer token to its live session, or null. Called lazily per request. */
  authenticate: (token: string) => Promise<Authenticated | null>;
}

/** Routes under /v1 that are public by nature rather than by declaration. */
const PUBLIC_PREFIXES = ['/v1/docs'];

/** True for a /v1 route that needs a session (the plan guard gates only these). */
export function isGuarded(url: string, config: { public?: boolean }): boolean {
  if (url !== '/v1' && !url.startsWith('/v1/')) return false;
  if (PUBLIC_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`))) {
    return false;
  }
  return config.public !== true;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Authenticated by default: every route declared under /v1 needs a live session unless it
 * is declared public. Unknown /v1 paths are not routes, so they answer 404, not 401.
 */
export const authGuardPlugin = fp<AuthGuardOptions>(
  (app, options, done) => {
    const publicRoutes: string[] = [];
    app.decorateRequest('user', null as unknown as UserRow);
    app.decorateRequest('session', null as unknown as SessionRow);
    app.decorate('publicRoutes', () => [...publicRoutes].sort());

    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const guarded = isGuarded(route.url, route.config ?? {});
      if (guarded) return;
      for (const method of methods) {
        if (method !== 'HEAD') publicRoutes.push(`${method} ${route.url}`);
      }
    });

    app.addHook('onRequest', async (request) => {
      if (request.is404) return;
      const url = request.routeOptions.url ?? '';
      if (!isGuarded(url, request.routeOptions.config)) return;
      const token = bearerToken(request);
      const found = token === null ? null : await options.authenticate(token);
      if (found === null) throw new AppError(401, 'UNAUTHORIZED', API_MESSAGES.unauthorized);
      request.user = found.user;
      request.session = found.session;
    });
    done();
  },
  { name: 'auth-guard' },
);
