import type { SyncBatchKind, SyncBatchOp } from '@archive/domain/sync/sync-changes.schema';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';

/**
 * Runs one change of a kind inside its savepoint; files to delete once it has committed go into
 * `discard`.
 */
export type ChangeRunner = (
  tx: Db,
  op: SyncBatchOp,
  input: unknown,
  discard: string[],
) => Promise<unknown>;

/**
 * How POST /v1/sync/changes applies a kind's changes: with its own calls' schemas and service
 * (registered by registerSyncedRoutes, so a change runs the same code alone and in a batch).
 */
export interface ChangeKind {
  /** What a change's `body` must be: the create or update body, the delete's query or path. */
  schemaOf: (op: SyncBatchOp) => z.ZodType;
  /** The record a checked change is about. */
  recordId: (op: SyncBatchOp, input: unknown) => string;
  /** Locks and reads the records of the batch's changes of this kind in one statement. */
  prelock: (tx: Db, ids: readonly string[]) => Promise<void>;
  /** Reads what the kind's changes need before the transaction opens (the editor). */
  runner: (request: FastifyRequest) => Promise<ChangeRunner>;
}

/**
 * What a change's Idempotency-Key is bound to: the same whether it came alone or in a batch,
 * so a retry by the other way answers the stored result (docs/decisions/058). A delete is its
 * record alone.
 */
export function changeFingerprint(
  kind: SyncBatchKind,
  op: SyncBatchOp | 'linkImage',
  id: string,
  input: unknown,
): unknown {
  return { kind, op, id, body: op === 'delete' ? null : input };
}
