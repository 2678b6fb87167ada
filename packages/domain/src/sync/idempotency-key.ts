/**
 * The header every change carries, apart from the sync schemas: the web app's HTTP client sets
 * it and is in the first load, which must not build those schemas (issue 37).
 */

/** The header every change carries: the outbox item's own id. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;
