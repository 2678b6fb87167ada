import { z } from 'zod';
import { SYNC_MESSAGES } from './sync.messages';
import { idempotencyKeySchema } from './sync.schema';

/**
 * POST /v1/sync/changes: many queued changes in one call (docs/decisions/058). Each change is
 * what its own call takes, applied by the same rules in a savepoint of its own, so one refused
 * change leaves the others applied; its answer is stored under its own key, as the single
 * call's is.
 */
export const SYNC_BATCH_MAX_CHANGES = 200;
/**
 * The client's budget for one batch's JSON: a change longer than this (a pasted document)
 * goes alone through its own call, under that call's limit.
 */
export const SYNC_BATCH_MAX_BYTES = 1024 * 1024;
/** The server's limit for a batch's body: the client's budget, with room for the envelope. */
export const SYNC_BATCH_BODY_LIMIT_BYTES = 2 * SYNC_BATCH_MAX_BYTES;

export const SYNC_BATCH_KINDS = ['artwork', 'contact'] as const;
export type SyncBatchKind = (typeof SYNC_BATCH_KINDS)[number];
export const SYNC_BATCH_OPS = ['create', 'update', 'delete'] as const;
export type SyncBatchOp = (typeof SYNC_BATCH_OPS)[number];

/**
 * One change. `body` is checked against its own call's schema when it is applied (a change
 * that fails answers 400 in its result; the others go on): create and update take their
 * call's body, delete its query or path (`{ artworkId }`, `{ id }`).
 */
export const syncChangeSchema = z.strictObject({
  key: idempotencyKeySchema,
  kind: z.enum(SYNC_BATCH_KINDS, { error: SYNC_MESSAGES.batchKindUnknown }),
  op: z.enum(SYNC_BATCH_OPS, { error: SYNC_MESSAGES.batchOpUnknown }),
  body: z.unknown(),
});
export type SyncChange = z.infer<typeof syncChangeSchema>;

export const syncChangesBodySchema = z.strictObject({
  changes: z
    .array(syncChangeSchema)
    .min(1, SYNC_MESSAGES.batchEmpty)
    .max(SYNC_BATCH_MAX_CHANGES, SYNC_MESSAGES.batchTooLarge)
    .refine((changes) => new Set(changes.map((change) => change.key)).size === changes.length, {
      error: SYNC_MESSAGES.batchKeyRepeated,
    }),
});

/** A change's answer: its call's status and body (the one error shape when not 200). */
export const syncChangeResultSchema = z.object({
  key: z.string(),
  status: z.number().int(),
  body: z.unknown(),
});
export type SyncChangeResult = z.infer<typeof syncChangeResultSchema>;

/** One result per change, in the order sent. */
export const syncChangesResponseSchema = z.object({
  results: z.array(syncChangeResultSchema),
});
export type SyncChangesResponse = z.infer<typeof syncChangesResponseSchema>;
