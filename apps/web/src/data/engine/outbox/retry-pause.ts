/**
 * When the outbox may try the network again (docs/decisions/018-quiet-offline-engine.md).
 *
 * After a lost connection, or a server answering 5xx, 408 or 429 past the worker's retry, the
 * runner waits. A local change never ends the wait (that was the request storm: each failure
 * put the item back to waiting, and the live count of waiting items kicked the runner again).
 * The poll ends it once the back-off has passed; the cleaning pass and the `online` event end
 * it at once. The back-off doubles from `baseMs` with each failure in a row, up to `maxMs`
 * (the cleaning period), with jitter so that many devices coming back do not arrive together.
 */
export type ResumeTrigger = 'change' | 'poll' | 'clean' | 'online';

/** Why the runner waits: no way to the server, a server in trouble, or an account with no plan. */
export type PauseReason = 'network' | 'server' | 'plan';

export interface RetryPauseOptions {
  baseMs: number;
  maxMs: number;
  random?: () => number;
  now?: () => number;
}

export interface RetryPause {
  isWaiting: () => boolean;
  /** Why it waits (the last failure's reason), or null when it does not. */
  reason: () => PauseReason | null;
  /** A try failed: wait, longer each time in a row. */
  fail: (reason: PauseReason) => void;
  /** A try went through: the next failure starts the back-off again. */
  succeed: () => void;
  /** Stops waiting (a person asked). */
  end: () => void;
  /** Whether the runner may send now for `trigger`; ends the wait when it may. */
  endFor: (trigger: ResumeTrigger) => boolean;
  /** The pause before a worker's retry of the `attempt`th try: grows, jittered, bounded. */
  retryDelay: (attempt: number) => number;
}

export function createRetryPause(options: RetryPauseOptions): RetryPause {
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  let waiting: PauseReason | null = null;
  let failures = 0;
  let notBefore = 0;

  /** Half to all of `ms`, never over the bound. */
  function jittered(ms: number): number {
    const bounded = Math.min(ms, options.maxMs);
    return bounded / 2 + (random() * bounded) / 2;
  }

  return {
    isWaiting: () => waiting !== null,
    reason: () => waiting,
    fail(reason) {
      if (waiting === null) failures += 1;
      waiting = reason;
      notBefore = now() + jittered(options.baseMs * 2 ** Math.min(failures - 1, 20));
    },
    succeed() {
      failures = 0;
      waiting = null;
    },
    end() {
      waiting = null;
    },
    endFor(trigger) {
      if (waiting === null) return true;
      if (trigger === 'change') return false;
      if (trigger === 'poll' && now() < notBefore) return false;
      waiting = null;
      return true;
    },
    retryDelay: (attempt) => jittered(options.baseMs * attempt),
  };
}
