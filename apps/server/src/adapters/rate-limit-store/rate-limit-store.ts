/** What one counted hit answers: the hits in the key's current window, and the time it has left. */
export interface RateLimitHit {
  count: number;
  ttlMs: number;
}

/**
 * The port the rate limits count through: one interface, two real implementations shared by
 * every server process (PostgreSQL or PGlite, and Redis when REDIS_URL is set).
 */
export interface RateLimitStore {
  /**
   * Counts one hit against `key` in a fixed window of `windowMs` that starts at the key's
   * first hit (or the first hit after the last window ended). Atomic across processes.
   */
  hit: (key: string, windowMs: number) => Promise<RateLimitHit>;
  /** The hits in `key`'s current window without counting one (0 and 0 ms when none). */
  peek: (key: string) => Promise<RateLimitHit>;
  /** Forgets `key`'s counter (a sign-in that succeeded starts its e-mail's count again). */
  reset: (key: string) => Promise<void>;
  /** Removes counters whose window has ended; a store whose keys expire by themselves does nothing. */
  removeExpired: () => Promise<void>;
  close: () => Promise<void>;
}
