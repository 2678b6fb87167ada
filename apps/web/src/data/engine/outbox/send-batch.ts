import { errorResponseSchema } from '@archive/domain/contract/error.schema';
import { SYNC_MESSAGES } from '@archive/domain/sync/sync.messages';
import type { SyncChange, SyncChangeResult } from '@archive/domain/sync/sync-changes.schema';
import { entityOf } from '../kinds/entities';
import type { EntityDescription } from '../kinds/entity';
import type { EntityKind, LocalDb, OutboxItem } from '../store/local-db';
import type { SyncTransport } from '../transport/sync-transport';
import { ApiError } from '../../http/api-error';
import { answered, type Answered, type OutboxAnswer } from './complete-item';

/** A batched item's result: its answer to settle, or why the server refused it. */
export type BatchOutcome =
  { item: OutboxItem; answered: Answered } | { item: OutboxItem; error: ApiError };

/** The item as POST /v1/sync/changes carries it: exactly what its own call takes. */
function changeOf<K extends EntityKind>(
  entity: EntityDescription<K>,
  item: OutboxItem<K>,
): SyncChange {
  const base = { key: item.id, kind: item.entity };
  switch (item.action) {
    case 'create':
      return { ...base, op: 'create', body: item.payload };
    case 'update':
      return { ...base, op: 'update', body: { id: item.itemId, ...item.payload } };
    case 'delete':
      return { ...base, op: 'delete', body: entity.deleteBody(item.itemId) };
    case 'linkImage':
      throw new Error('An image link is sent by its own call');
  }
}

/** A 200 result read as the item's own call's answer. */
function answerOf<K extends EntityKind>(
  entity: EntityDescription<K>,
  item: OutboxItem<K>,
  body: unknown,
): OutboxAnswer<K> {
  switch (item.action) {
    case 'create':
      return { action: 'create', answer: entity.readCreate(body) };
    case 'update':
      return { action: 'update', answer: entity.readUpdate(body) };
    case 'delete':
      return { action: 'delete' };
    case 'linkImage':
      throw new Error('An image link is sent by its own call');
  }
}

type Outcome = { answered: Answered } | { error: ApiError };

function outcomeOf<K extends EntityKind>(
  db: LocalDb,
  entity: EntityDescription<K>,
  item: OutboxItem<K>,
  result: SyncChangeResult,
): Outcome {
  if (result.status === 200) {
    const answer = answerOf(entity, item, result.body);
    return { answered: answered(db, entity, item, answer) };
  }
  if (item.action === 'delete' && result.status === 404) {
    // As alone: a create whose answer was lost may never have arrived; gone is gone.
    return { answered: answered(db, entity, item, { action: 'delete' }) };
  }
  const body = errorResponseSchema.safeParse(result.body);
  const error = new ApiError(
    result.status,
    body.success ? body.data : { error: { message: `HTTP ${String(result.status)}` } },
  );
  return { error };
}

/**
 * Sends creates, edits and deletes in one call and reads each result as its own call's answer
 * (docs/decisions/058). Throws the call's ApiError when the batch as a whole got no answer or
 * was refused; a result that does not match its change is the server's fault (a 500).
 */
export async function sendBatch(
  db: LocalDb,
  transport: SyncTransport,
  items: readonly OutboxItem[],
): Promise<BatchOutcome[]> {
  const { results } = await transport.sendChanges(
    items.map((item) => changeOf(entityOf(item.entity), item)),
  );
  return items.map((item, index) => {
    const result = results[index];
    if (result?.key !== item.id) {
      throw new ApiError(500, { error: { message: SYNC_MESSAGES.batchAnswerMismatch } });
    }
    return { item, ...outcomeOf(db, entityOf(item.entity), item, result) };
  });
}
