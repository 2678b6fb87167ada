/**
 * The offline queue of spec sections 4 and 9: items go waiting → executing → removed, or to
 * failed with attempt + 1; items of the same record wait (delayed) behind the one in flight.
 */
export const OUTBOX_STATES = ['waiting', 'executing', 'failed', 'delayed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

export const OUTBOX_ACTIONS = ['create', 'update', 'delete'] as const;
export type OutboxAction = (typeof OUTBOX_ACTIONS)[number];

/** Up to 3 workers send items at once. */
export const OUTBOX_WORKERS = 3;
/** A worker retries a failed send once before the item goes to the failed list. */
export const OUTBOX_WORKER_RETRIES = 1;
/** Pause before the worker's retry (the spec's "1 second times the attempt"). */
export const OUTBOX_RETRY_DELAY_MS = 1000;
/** Failed and delayed items are re-queued by a cleaning pass every 30 seconds. */
export const OUTBOX_CLEAN_INTERVAL_MS = 30_000;
/**
 * After this many failed attempts (answers from the server, not lost connections) the item is
 * no longer re-queued by itself: the user is told and retries by hand.
 */
export const OUTBOX_MAX_ATTEMPTS = 5;
/** Another tab takes over the outbox and the pull within this time of the leader closing. */
export const SYNC_LEADER_HANDOVER_MS = 5000;

/**
 * Whether an HTTP status is worth sending again: 5xx, 408 and 429 are; other 4xx answers will
 * not change by retrying and go to the failed list at once.
 */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}
