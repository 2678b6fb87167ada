import type { Table } from 'dexie';
import type { SyncResponse } from '@archive/domain/sync/sync.schema';
import type { SyncTransport } from '../transport/sync-transport';
import type {
  ChangesOf,
  CreateAnswerOf,
  CreatePayloadOf,
  EntityKind,
  FormValuesOf,
  LocalDb,
  OutboxItem,
  RowOf,
} from '../store/local-db';

/** A deleted record in the pull's answer. */
export interface Tombstone {
  id: string;
  deleted: true;
}

/** An edit's answer, the same for every entity: the server's record, or deleted there. */
export type UpdateResult<K extends EntityKind> =
  { deleted: true } | { deleted: false; record: RowOf<K> };

export interface UpdateRequest<K extends EntityKind> {
  id: string;
  baseVersion: number;
  changes: ChangesOf<K>;
}

/**
 * What the engine (outbox, pull, answers) needs to know about one synced entity. The queue
 * and the pull are written once, generic in the entity; each entity says here how its
 * records are stored, changed, merged, sent and named (docs/decisions/010-web-sync-engine.md).
 */
export interface EntityDescription<K extends EntityKind> {
  kind: K;
  /** The records as this device shows them (server copy plus pending changes). */
  table: (db: LocalDb) => Table<RowOf<K>, string>;
  /** The server's copy of each record that has pending items. */
  bases: (db: LocalDb) => Table<RowOf<K>, string>;
  /** True when a delete is queued (or pulled): the screens hide the record. */
  isDeleted: (row: RowOf<K>) => boolean;
  markDeleted: (row: RowOf<K>, lastModified: string) => RowOf<K>;
  /** A new record (version 0: not on the server yet) and the create that sends it. */
  newRecord: (
    id: string,
    values: FormValuesOf<K>,
    now: Date,
  ) => { row: RowOf<K>; payload: CreatePayloadOf<K> };
  /** The fields of `values` that differ from the record: what an edit sends. */
  diff: (row: RowOf<K>, values: FormValuesOf<K>) => ChangesOf<K>;
  hasChanges: (changes: ChangesOf<K>) => boolean;
  /** Two edits as one; the later wins. */
  mergeChanges: (earlier: ChangesOf<K>, later: ChangesOf<K>) => ChangesOf<K>;
  applyChanges: (row: RowOf<K>, changes: ChangesOf<K>) => RowOf<K>;
  /** An edit folded into a create not sent yet. */
  foldIntoCreate: (payload: CreatePayloadOf<K>, changes: ChangesOf<K>) => CreatePayloadOf<K>;
  /** The server's copy of a record just created from `payload`, from the create's answer. */
  createdCopy: (
    payload: CreatePayloadOf<K>,
    answer: CreateAnswerOf<K>,
    lastModified: string,
  ) => RowOf<K>;
  /** The record's name in messages ('sync failed'); '' when the record is gone. */
  displayName: (row: RowOf<K> | undefined) => string;
  /** The entity's list in a pull page. */
  pulled: (page: SyncResponse) => readonly (RowOf<K> | Tombstone)[];
  isTombstone: (record: RowOf<K> | Tombstone) => record is Tombstone;
  /** The change calls; each carries `key` as its Idempotency-Key. */
  sendCreate: (
    transport: SyncTransport,
    payload: CreatePayloadOf<K>,
    key: string,
  ) => Promise<CreateAnswerOf<K>>;
  sendUpdate: (
    transport: SyncTransport,
    request: UpdateRequest<K>,
    key: string,
  ) => Promise<UpdateResult<K>>;
  sendDelete: (transport: SyncTransport, id: string, key: string) => Promise<void>;
  /** What its own delete call names the record by, as a batched delete's body. */
  deleteBody: (id: string) => unknown;
  /** A batched create's answer (POST /v1/sync/changes), read as its own call's. */
  readCreate: (body: unknown) => CreateAnswerOf<K>;
  /** A batched edit's answer, read as its own call's. */
  readUpdate: (body: unknown) => UpdateResult<K>;
}

/**
 * A record as this device shows it: `base` (the server's copy) with the pending items of the
 * record applied in queue order, so pulled data never hides a change not yet sent.
 */
export function reapplyPending<K extends EntityKind>(
  entity: EntityDescription<K>,
  base: RowOf<K>,
  pending: readonly OutboxItem<K>[],
): RowOf<K> {
  let row = base;
  for (const item of pending) {
    switch (item.action) {
      case 'create':
        // `base` is the server's copy: the record exists there, so its create has arrived.
        break;
      case 'update':
        row = entity.applyChanges(row, item.payload.changes);
        break;
      case 'delete':
        row = entity.markDeleted(row, row.lastModified);
        break;
      case 'linkImage':
        // Shown from its local blob until linked; the link's answer adds it to the base.
        break;
    }
  }
  return row;
}
