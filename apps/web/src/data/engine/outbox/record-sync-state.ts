import { OUTBOX_MAX_ATTEMPTS } from '@archive/domain/sync/outbox.rules';
import type { OutboxItem } from '../store/local-db';

/** Whether a record's local changes have reached the server. */
export type RecordSyncState = 'synced' | 'pending' | 'failed';

/**
 * Each record's state from the outbox's items: 'failed' once an item gave up
 * (OUTBOX_MAX_ATTEMPTS, the user's "Upload" is needed), 'pending' while any item is queued.
 * Records with no item are synced (absent from the map).
 */
export function syncStates(items: readonly OutboxItem[]): Map<string, RecordSyncState> {
  const states = new Map<string, RecordSyncState>();
  for (const item of items) {
    const gaveUp = item.state === 'failed' && item.attempt >= OUTBOX_MAX_ATTEMPTS;
    if (gaveUp) states.set(item.itemId, 'failed');
    else if (!states.has(item.itemId)) states.set(item.itemId, 'pending');
  }
  return states;
}

/** A record as the screens show it: with its sync state from `states` (syncStates). */
export function withSyncState<T extends { id: string }>(
  record: T,
  states: Map<string, RecordSyncState>,
): T & { syncState: RecordSyncState } {
  return { ...record, syncState: states.get(record.id) ?? 'synced' };
}
