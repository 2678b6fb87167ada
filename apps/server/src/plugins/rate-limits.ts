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
} satisfies Record<string, Limit>;

export type RateLimitName = keyof typeof RATE_LIMITS;
export type RateLimits = Record<RateLimitName, Limit>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A hook counting requests against one named limit, keyed by the caller's IP address or by
     * the e-mail address the request is about (body `email` or path `emailParam`, after
     * validation). Use 'ip' limits in onRequest and 'email' limits in preHandler.
     */
    limit: (name: RateLimitName, by: 'ip' | 'email') => preHandlerAsyncHookHandler;
  }
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
    app.decorate('limit', (name: RateLimitName, by: 'ip' | 'email') => {
      const limit = options.limits[name];
      // createRateLimit (not rateLimit) so that one request can count against two limits.
      const check = app.createRateLimit({
        max: limit.max,
        timeWindow: limit.timeWindow,
        keyGenerator:
          by === 'ip'
            ? (request) => `${name}:${request.ip}`
            : (request) => `${name}:${emailOf(request)}`,
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
