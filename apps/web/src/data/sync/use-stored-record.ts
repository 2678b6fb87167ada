import type { Table } from 'dexie';
import type { LocalDb } from '../engine/store/local-db';
import {
  syncStates,
  withSyncState,
  type RecordSyncState,
} from '../engine/outbox/record-sync-state';
import { useEngineQuery } from './use-engine-query';

/**
 * One record of the local store with its sync state, live: null when it is not there, or
 * `gone` (deleted here); undefined while the engine starts. The artwork and contact screens'
 * single reads.
 */
export function useStoredRecord<T extends { id: string }>(
  id: string | null,
  table: (db: LocalDb) => Table<T, string>,
  gone: (record: T) => boolean,
): (T & { syncState: RecordSyncState }) | null | undefined {
  return useEngineQuery(
    async ({ db }) => {
      if (id === null) return null;
      const [record, items] = await Promise.all([
        table(db).get(id),
        db.outbox.where('itemId').equals(id).toArray(),
      ]);
      if (!record || gone(record)) return null;
      return withSyncState(record, syncStates(items));
    },
    [id],
  );
}
