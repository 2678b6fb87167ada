import { createHash } from 'node:crypto';
import { API_MESSAGES } from '@archive/domain/messages/api-messages';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimitStore } from '../adapters/rate-limit-store/rate-limit-store';
import { AppError } from '../lib/app-error';
import { startRepeating } from '../lib/repeating-task';

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
  // Whether an address has an account (the login and register forms ask): as sign-in.
  userLookupPerEmail: { max: 20, timeWindow: 15 * MINUTE },
  resetRequestPerIp: { max: 20, timeWindow: 15 * MINUTE },
  resetRequestPerEmail: { max: 5, timeWindow: 15 * MINUTE },
  resetSubmitPerIp: { max: 20, timeWindow: 15 * MINUTE },
  resetSubmitPerEmail: { max: 5, timeWindow: 15 * MINUTE },
  // Card entry at the local payment provider (card testing is what this slows down).
  cardEntryPerIp: { max: 100, timeWindow: 15 * MINUTE },
  // Imports by link: each one is a download of up to 50 MB by this server. An artwork holds
  // at most 100 images, so filling one from the chooser fits in an hour.
  importImagePerUser: { max: 100, timeWindow: 60 * MINUTE },
  // Exports (decision 046): each one is up to a minute of a worker thread. Four a minute on
  // average leaves a gallery room for a day's labels and lists.
  exportsPerUser: { max: 60, timeWindow: 15 * MINUTE },
  // Viewing rooms (decision 032): password tries, and enquiries that each send the owner a mail.
  // Password tries count per room and visitor (an office behind one address is not locked out
  // of every room), under a ceiling per room against guessing from many addresses (issue 33).
  roomPasswordPerVisitor: { max: 10, timeWindow: 15 * MINUTE },
  roomPasswordPerRoom: { max: 100, timeWindow: 15 * MINUTE },
  roomEnquiryPerIp: { max: 10, timeWindow: 60 * MINUTE },
  // Room and viewer pages per visitor's address (decision 054): an office browsing rooms
  // together stays far below; a loop fetching pages is told to wait.
  roomPagePerVisitor: { max: 600, timeWindow: 5 * MINUTE },
  // The leave beacon (one per page hidden or left): generous, but a loop is cut short.
  roomLeavePerIp: { max: 120, timeWindow: 15 * MINUTE },
  // Sharing (decision 036): each share sends a mail, so a sender cannot use it as a relay.
  sharePerUser: { max: 60, timeWindow: 60 * MINUTE },
  // Each save copies the works' image files.
  saveSharedPerUser: { max: 120, timeWindow: 60 * MINUTE },
  // The app's own errors and analytics events (decision 041): a broken screen may report in a
  // loop; past this its reports are dropped, not stored.
  eventsPerUser: { max: 60, timeWindow: MINUTE },
  // The operator's calls (decision 047), counted before the token is checked: guessing it is
  // hopeless anyway (32+ characters), and this keeps a guesser from costing anything.
  operatorPerIp: { max: 60, timeWindow: MINUTE },
} satisfies Record<string, Limit>;

export type RateLimitName = keyof typeof RATE_LIMITS;
export type LimitKey = 'ip' | 'email' | 'user';
export type RateLimits = Record<RateLimitName, Limit>;

/** How often ended windows are removed from a store that keeps them (PostgreSQL). */
export const RATE_LIMIT_CLEANUP_MS = 10 * MINUTE;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A hook counting requests against one named limit, keyed by the caller's IP address, by
     * the e-mail address the request is about (body `email` or path `emailParam`, after
     * validation) or by the signed-in user. Use 'ip' and 'user' limits in onRequest (the auth
     * guard's own onRequest has run) and 'email' limits in preHandler.
     */
    limit: (name: RateLimitName, by: LimitKey) => preHandlerAsyncHookHandler;
    /**
     * Counts one hit of `subject` against a limit: how many seconds until it may try again
     * when the limit is met, else null. For keys the hooks above cannot name (a room and a
     * visitor).
     */
    hitLimit: (name: RateLimitName, subject: string) => Promise<number | null>;
    /** Seconds until `subject` may try again when it has met a limit, else null; counts nothing. */
    peekLimit: (name: RateLimitName, subject: string) => Promise<number | null>;
    /** Forgets `subject`'s count of a limit (a success that ends a run of failures). */
    resetLimit: (name: RateLimitName, subject: string) => Promise<void>;
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

/** The counter's key: the limit's name and a hash, so no address or e-mail is stored. */
export function rateLimitKey(name: RateLimitName, subject: string): string {
  return `${name}:${createHash('sha256').update(subject).digest('hex')}`;
}

export interface RateLimitsOptions {
  limits: RateLimits;
  /** Shared by every process (decision 021); the plugin closes it with the app. */
  store: RateLimitStore;
}

/**
 * Fixed-window limits counted in a store every server process shares, so a limit holds behind
 * a load balancer and across restarts (decision 021). One request may count against two
 * limits (by IP in onRequest, by e-mail in preHandler).
 */
export const rateLimitsPlugin = fp<RateLimitsOptions>(
  (app, options, done) => {
    const { store } = options;
    async function hitLimit(name: RateLimitName, subject: string): Promise<number | null> {
      const limit = options.limits[name];
      const { count, ttlMs } = await store.hit(rateLimitKey(name, subject), limit.timeWindow);
      return count > limit.max ? Math.max(1, Math.ceil(ttlMs / 1000)) : null;
    }
    app.decorate('hitLimit', hitLimit);
    app.decorate('peekLimit', async (name: RateLimitName, subject: string) => {
      const { count, ttlMs } = await store.peek(rateLimitKey(name, subject));
      return count >= options.limits[name].max ? Math.max(1, Math.ceil(ttlMs / 1000)) : null;
    });
    app.decorate('resetLimit', (name: RateLimitName, subject: string) =>
      store.reset(rateLimitKey(name, subject)),
    );
    app.decorate('limit', (name: RateLimitName, by: LimitKey) => {
      return async (request, reply) => {
        const subject =
          by === 'ip' ? request.ip : by === 'user' ? userOf(request) : emailOf(request);
        const retryAfterS = await hitLimit(name, subject);
        if (retryAfterS !== null) {
          void reply.header('retry-after', retryAfterS);
          throw new AppError(429, 'RATE_LIMITED', API_MESSAGES.rateLimited);
        }
      };
    });
    const cleanup = startRepeating(
      () => store.removeExpired(),
      { firstDelayMs: RATE_LIMIT_CLEANUP_MS, everyMs: RATE_LIMIT_CLEANUP_MS },
      (error) => {
        app.log.warn({ err: error }, 'Could not remove ended rate-limit windows');
      },
    );
    app.addHook('onClose', async () => {
      await cleanup.stop();
      await store.close();
    });
    done();
  },
  { name: 'rate-limits', dependencies: ['db'] },
);
