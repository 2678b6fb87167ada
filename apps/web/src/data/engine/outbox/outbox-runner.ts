import {
  OUTBOX_MAX_ATTEMPTS,
  OUTBOX_WORKERS,
  OUTBOX_WORKER_RETRIES,
  isRetryableStatus,
} from '@archive/domain/sync/outbox.rules';
import {
  SYNC_BATCH_MAX_BYTES,
  SYNC_BATCH_MAX_CHANGES,
} from '@archive/domain/sync/sync-changes.schema';
import { entityOf } from '../kinds/entities';
import type { EntityDescription } from '../kinds/entity';
import type { EntityKind, LocalDb, OutboxItem } from '../store/local-db';
import type { SyncTransport } from '../transport/sync-transport';
import { completeItem, completeItems } from './complete-item';
import type { OutboxAnswer } from './complete-item';
import { sendLinkImage } from './link-image';
import { failItem, hasSendable, takeReady, type TakeLimits } from './outbox-queue';
import { sendBatch, type BatchOutcome } from './send-batch';
import { createRetryPause } from './retry-pause';
import type { ResumeTrigger } from './retry-pause';
import { isOfflineError, isPlanRequired, statusOf } from '../../http/api-error';

export interface OutboxRunnerOptions {
  db: LocalDb;
  transport: SyncTransport;
  retryDelayMs: number;
  /** The longest pause between tries: the cleaning period. */
  maxBackoffMs: number;
  /** An item reached OUTBOX_MAX_ATTEMPTS: it waits for the user's manual retry. */
  onGaveUp: (item: OutboxItem) => void;
  /** The server could not be reached (true) or answered again (false). */
  onReachable: (reachable: boolean) => void;
  /** Tests replace the randomness of the back-off. */
  random?: () => number;
  now?: () => number;
}

export interface OutboxRunner {
  /**
   * Sends until nothing is sendable or the connection is lost: a person's (or a test's)
   * explicit request, so it tries even while the runner waits.
   */
  flush: () => Promise<void>;
  /**
   * Sends when `trigger` may end a wait (docs/decisions/018-quiet-offline-engine.md): a local
   * change never does, the poll once the back-off has passed, the cleaning and the `online`
   * event always; while waiting, one item goes first as a probe.
   */
  resume: (trigger: ResumeTrigger) => Promise<void>;
  /** A request outside the outbox (the pull) could not reach the server. */
  noteUnreachable: () => void;
  /** Whether the runner waits after a lost connection, a server in trouble or a lapsed plan. */
  isWaiting: () => boolean;
  /** Whether it waits because the server could not be reached (then pulling waits too). */
  waitsForNetwork: () => boolean;
  stop: () => Promise<void>;
}

/** What one send may carry: a batch's most changes, and its bytes (the server allows twice). */
const BATCH_LIMITS: TakeLimits = { items: SYNC_BATCH_MAX_CHANGES, bytes: SYNC_BATCH_MAX_BYTES };

/** Sends an item, whatever its change; answers what the server said. */
async function send<K extends EntityKind>(
  db: LocalDb,
  transport: SyncTransport,
  entity: EntityDescription<K>,
  item: OutboxItem<K>,
): Promise<OutboxAnswer<K>> {
  switch (item.action) {
    case 'create':
      return {
        action: 'create',
        answer: await entity.sendCreate(transport, item.payload, item.id),
      };
    case 'update':
      return {
        action: 'update',
        answer: await entity.sendUpdate(transport, { id: item.itemId, ...item.payload }, item.id),
      };
    case 'delete':
      try {
        await entity.sendDelete(transport, item.itemId, item.id);
      } catch (error) {
        // A create whose answer was lost may never have arrived: gone is gone.
        if (statusOf(error) !== 404) throw error;
      }
      return { action: 'delete' };
    case 'linkImage':
      return { action: 'linkImage', answer: await sendLinkImage(db, transport, item) };
  }
}

/** Sends an item; answers how to apply its answer. */
async function sendItem(
  db: LocalDb,
  transport: SyncTransport,
  item: OutboxItem,
): Promise<() => Promise<void>> {
  const entity = entityOf(item.entity);
  const answer = await send(db, transport, entity, item);
  return () => completeItem(db, entity, item, answer);
}

/**
 * Up to OUTBOX_WORKERS workers; each sends an item, retrying once on a retryable answer. A lost
 * connection or a server that keeps failing makes the whole runner wait (retry-pause.ts).
 */
export function createOutboxRunner(options: OutboxRunnerOptions): OutboxRunner {
  const { db, transport } = options;
  const pause = createRetryPause({
    baseMs: options.retryDelayMs,
    maxMs: options.maxBackoffMs,
    ...(options.random ? { random: options.random } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  let stopped = false;
  let round: Promise<void> | null = null;
  const sleepers = new Set<() => void>();
  // Read through functions: the flags change while this code awaits.
  const isStopped = () => stopped;

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      sleepers.add(wake);
    });
  }

  /**
   * A send of `items` that failed as a whole; answers true when it should go again now. A lost
   * connection or a lapsed plan puts them back uncounted and makes the runner wait; a retryable
   * answer is retried once after a pause; any other answer counts as an attempt of each.
   */
  async function failed(items: readonly OutboxItem[], error: unknown, retry: number) {
    const putBack = async () => {
      for (const item of items) await failItem(db, item, false);
    };
    if (isOfflineError(error) || stopped) {
      if (isOfflineError(error)) {
        pause.fail('network');
        options.onReachable(false);
      }
      await putBack();
      return false;
    }
    options.onReachable(true);
    if (isPlanRequired(error)) {
      // No plan for now (decision 022): the change waits, uncounted, until the account has
      // one again; the rest of the outbox would meet the same answer.
      pause.fail('plan');
      await putBack();
      return false;
    }
    const status = statusOf(error);
    const attempt = Math.max(...items.map((item) => item.attempt));
    if (isRetryableStatus(status) && retry < OUTBOX_WORKER_RETRIES) {
      await sleep(pause.retryDelay(attempt + retry + 1));
      if (!isStopped()) return true;
      await putBack();
      return false;
    }
    // A server in trouble gets a rest from every worker, not only from these items.
    if (isRetryableStatus(status)) pause.fail('server');
    for (const item of items) {
      const stored = await failItem(db, item, true);
      if (stored && stored.attempt >= OUTBOX_MAX_ATTEMPTS) options.onGaveUp(stored);
    }
    return false;
  }

  async function execute(item: OutboxItem): Promise<void> {
    for (let retry = 0; ; retry += 1) {
      let apply: () => Promise<void>;
      try {
        apply = await sendItem(db, transport, item);
      } catch (error) {
        if (await failed([item], error, retry)) continue;
        return;
      }
      pause.succeed();
      options.onReachable(true);
      await apply();
      return;
    }
  }

  /**
   * Sends items in one call (docs/decisions/058) and settles each by its own result. A batch
   * the server refuses whole (too large, malformed, or a server without the call) goes again
   * one item at a time, through the items' own calls.
   */
  async function executeBatch(items: readonly OutboxItem[]): Promise<void> {
    for (let retry = 0; ; retry += 1) {
      let outcomes: BatchOutcome[];
      try {
        outcomes = await sendBatch(db, transport, items);
      } catch (error) {
        const status = isOfflineError(error) ? null : statusOf(error);
        if (status === 400 || status === 404 || status === 413) {
          for (const item of items) await execute(item);
          return;
        }
        if (await failed(items, error, retry)) continue;
        return;
      }
      pause.succeed();
      options.onReachable(true);
      await completeItems(
        db,
        outcomes.flatMap((outcome) => ('answered' in outcome ? [outcome.answered] : [])),
      );
      for (const outcome of outcomes) {
        // Refused in its result: as alone, without the worker's retry (the batch went on).
        if ('error' in outcome) await failed([outcome.item], outcome.error, OUTBOX_WORKER_RETRIES);
      }
      return;
    }
  }

  async function worker(limit: number): Promise<void> {
    for (let sent = 0; sent < limit && !stopped && !pause.isWaiting(); sent += 1) {
      const items = await takeReady(db, BATCH_LIMITS);
      const [first] = items;
      if (first === undefined) return;
      if (items.length === 1) await execute(first);
      else await executeBatch(items);
    }
  }

  function runRound(workers: number, limit: number): Promise<void> {
    round ??= Promise.all(Array.from({ length: workers }, () => worker(limit)))
      .then(() => undefined)
      .finally(() => {
        round = null;
      });
    return round;
  }

  async function drain(probeFirst: boolean): Promise<void> {
    if (probeFirst) {
      // One request tells whether the way is open before three workers take items.
      await runRound(1, 1);
      if (pause.isWaiting()) return;
    }
    while (!stopped) {
      await runRound(OUTBOX_WORKERS, Infinity);
      if (pause.isWaiting() || isStopped() || !(await hasSendable(db))) return;
    }
  }

  return {
    async flush() {
      const wasWaiting = pause.isWaiting();
      pause.end();
      await drain(wasWaiting);
    },
    async resume(trigger) {
      if (stopped) return;
      const wasWaiting = pause.isWaiting();
      if (!pause.endFor(trigger)) return;
      await drain(wasWaiting);
    },
    noteUnreachable() {
      pause.fail('network');
    },
    isWaiting: () => pause.isWaiting(),
    waitsForNetwork: () => pause.reason() === 'network',
    async stop() {
      stopped = true;
      for (const wake of [...sleepers]) wake();
      await round;
      // A stopped runner can be flushed again by hand (tests, a restarted engine).
      stopped = false;
    },
  };
}
