import {
  OUTBOX_MAX_ATTEMPTS,
  OUTBOX_WORKERS,
  OUTBOX_WORKER_RETRIES,
  isRetryableStatus,
} from '@archive/domain/sync/outbox.rules';
import { entityOf } from '../local/entities';
import type { EntityDescription } from '../local/entity';
import type { EntityKind, LocalDb, OutboxItem } from '../local/local-db';
import { isNetworkError, statusOf } from '../sync/sync-transport';
import type { SyncTransport } from '../sync/sync-transport';
import { completeLinkImage, sendLinkImage } from './link-image';
import { completeItem, failItem, hasSendable, takeNext } from './outbox-queue';
import type { OutboxAnswer } from './outbox-queue';

export interface OutboxRunnerOptions {
  db: LocalDb;
  transport: SyncTransport;
  retryDelayMs: number;
  /** An item reached OUTBOX_MAX_ATTEMPTS: it waits for the user's manual retry. */
  onGaveUp: (item: OutboxItem) => void;
  /** The server could not be reached (true) or answered again (false). */
  onReachable: (reachable: boolean) => void;
}

export interface OutboxRunner {
  /** Sends until nothing is sendable (or the connection is lost). */
  flush: () => Promise<void>;
  stop: () => Promise<void>;
}

async function send<K extends EntityKind>(
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
      throw new Error('Images are sent by link-image.ts');
  }
}

/** Sends an item; answers how to apply its answer. */
async function sendItem(
  db: LocalDb,
  transport: SyncTransport,
  item: OutboxItem,
): Promise<() => Promise<void>> {
  if (item.action === 'linkImage') {
    const linked = await sendLinkImage(db, transport, item);
    return () => completeLinkImage(db, item, linked);
  }
  const entity = entityOf(item.entity);
  const answer = await send(transport, entity, item);
  return () => completeItem(db, entity, item, answer);
}

/** Up to OUTBOX_WORKERS workers; each sends an item, retrying once on a retryable answer. */
export function createOutboxRunner(options: OutboxRunnerOptions): OutboxRunner {
  const { db, transport } = options;
  let stopped = false;
  let unreachable = false;
  let round: Promise<void> | null = null;
  const sleepers = new Set<() => void>();
  // Read through functions: the flags change while this code awaits.
  const isStopped = () => stopped;
  const isUnreachable = () => unreachable;

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

  async function execute(item: OutboxItem): Promise<void> {
    for (let retry = 0; ; retry += 1) {
      let apply: () => Promise<void>;
      try {
        apply = await sendItem(db, transport, item);
      } catch (error) {
        if (isNetworkError(error) || stopped) {
          unreachable = unreachable || isNetworkError(error);
          if (isNetworkError(error)) options.onReachable(false);
          await failItem(db, item, false);
          return;
        }
        options.onReachable(true);
        if (isRetryableStatus(statusOf(error)) && retry < OUTBOX_WORKER_RETRIES) {
          await sleep(options.retryDelayMs * (item.attempt + retry + 1));
          if (isStopped()) {
            await failItem(db, item, false);
            return;
          }
          continue;
        }
        const failed = await failItem(db, item, true);
        if (failed && failed.attempt >= OUTBOX_MAX_ATTEMPTS) options.onGaveUp(failed);
        return;
      }
      options.onReachable(true);
      await apply();
      return;
    }
  }

  async function worker(): Promise<void> {
    while (!stopped && !unreachable) {
      const item = await takeNext(db);
      if (!item) return;
      await execute(item);
    }
  }

  function runRound(): Promise<void> {
    round ??= Promise.all(Array.from({ length: OUTBOX_WORKERS }, () => worker()))
      .then(() => undefined)
      .finally(() => {
        round = null;
      });
    return round;
  }

  return {
    async flush() {
      unreachable = false;
      while (!stopped) {
        await runRound();
        if (isUnreachable() || isStopped() || !(await hasSendable(db))) return;
      }
    },
    async stop() {
      stopped = true;
      for (const wake of [...sleepers]) wake();
      await round;
      // A stopped runner can be flushed again by hand (tests, a restarted engine).
      stopped = false;
    },
  };
}
