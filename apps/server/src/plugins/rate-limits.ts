import rateLimit from '@fastify/rate-limit';
import { API_MESSAGES } from '@archive/domain/messages/api-messages';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

export interface Limit {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

const MINUTE = 60_000;

/** Limits on the calls people can use to guess passwords, codes or addresses. */
export const RATE_LIMITS = {
  signInPerIp: { max: 30, timeWindow: MINUTE },
  signInPerEmail: { max: 10, timeWindow: 15 * MINUTE },
  registerPerIp: { max: 20, timeWindow: 15 * MINUTE },
  userLookupPerIp: { max: 60, timeWindow: MINUTE },
  resetRequestPerIp: { max: 20, timeWindow: 15 * MINUTE },
  resetRequestPerEmail: { max: 5, timeWindow: 15 * MINUTE },
  resetSubmitPerIp: { max: 20, timeWindow: 15 * MINUTE },
  resetSubmitPerEmail: { max: 5, timeWindow: 15 * MINUTE },
  // Card entry at the local payment provider (card testing is what this slows down).
  cardEntryPerIp: { max: 100, timeWindow: 15 * MINUTE },
  // Imports by link: each one is a download of up to 50 MB by this server. An artwork holds
  // at most 100 images, so filling one from the chooser fits in an hour.
  importImagePerUser: { max: 100, timeWindow: 60 * MINUTE },
} satisfies Record<string, Limit>;

export type RateLimitName = keyof typeof RATE_LIMITS;
export type LimitKey = 'ip' | 'email' | 'user';
export type RateLimits = Record<RateLimitName, Limit>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A hook counting requests against one named limit, keyed by the caller's IP address, by
     * the e-mail address the request is about (body `email` or path `emailParam`, after
     * validation) or by the signed-in user. Use 'ip' and 'user' limits in onRequest (the auth
     * guard's own onRequest has run) and 'email' limits in preHandler.
     */
    limit: (name: RateLimitName, by: LimitKey) => preHandlerAsyncHookHandler;
  }
}

/** The signed-in user's id ('' before authentication, which guarded routes never reach). */
function userOf(request: FastifyRequest): string {
  const user = request.user as { id?: unknown } | null;
  return typeof user?.id === 'string' ? user.id : '';
}

function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const params = request.params as { emailParam?: unknown } | undefined;
  const email = body?.email ?? params?.emailParam;
  return typeof email === 'string' ? email.toLowerCase() : '';
}

/**
 * @fastify/rate-limit with its in-memory store, applied per route (global: false). Behind
 * several processes the counters must live in a shared store (its `redis` option), or each
 * process counts on its own.
 */
export const rateLimitsPlugin = fp<{ limits: RateLimits }>(
  async (app, options) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new AppError(429, 'RATE_LIMITED', API_MESSAGES.rateLimited),
    });
    app.decorate('limit', (name: RateLimitName, by: LimitKey) => {
      const limit = options.limits[name];
      // createRateLimit (not rateLimit) so that one request can count against two limits.
      const check = app.createRateLimit({
        max: limit.max,
        timeWindow: limit.timeWindow,
        keyGenerator: (request) => {
          if (by === 'ip') return `${name}:${request.ip}`;
          if (by === 'user') return `${name}:${userOf(request)}`;
          return `${name}:${emailOf(request)}`;
        },
      });
      return async (request, reply) => {
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) {
          void reply.header('retry-after', result.ttlInSeconds);
          throw new AppError(429, 'RATE_LIMITED', API_MESSAGES.rateLimited);
        }
      };
    });
  },
  { name: 'rate-limits' },
);
