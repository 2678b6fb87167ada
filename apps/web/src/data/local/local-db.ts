import Dexie from 'dexie';
import type { Table } from 'dexie';
import type {
  Contact,
  ContactAddress,
  ContactFormValues,
} from '@archive/domain/contacts/contact.schema';
import type { OutboxState } from '@archive/domain/sync/outbox.rules';

/**
 * The local store of one signed-in user (docs/decisions/010-web-sync-engine.md). Every user has
 * a database of their own, so signing out deletes exactly that user's data.
 */

/**
 * A contact as this device shows it: the server's copy with this device's pending changes
 * applied on top. `version` is the server version the local copy is based on (0 before the
 * create reached the server); status 'deleted' means a delete is queued and the screens hide it.
 */
export type ContactRow = Contact;

/** The fields of an edit; `address` carries only its changed sub-fields (decision 009). */
export type ContactChangeSet = Partial<Omit<ContactFormValues, 'address'>> & {
  address?: Partial<ContactAddress>;
};

/** What a create sends: the full contact with its client-made id. */
export type ContactCreatePayload = ContactFormValues & { id: string; dateCreated: string };

interface OutboxItemBase {
  /** The item's own id (UUID v7), sent as the `Idempotency-Key`. */
  id: string;
  /** The record the change is about. */
  itemId: string;
  entity: 'contact';
  state: OutboxState;
  /** Failed sends so far (server answers, not lost connections). */
  attempt: number;
  /** Milliseconds since 1970; with `id` it orders the items of one record. */
  createdAt: number;
  /** Whether the item was ever handed to the network (its change may be on the server). */
  sent: boolean;
}

export type OutboxItem = OutboxItemBase &
  (
    | { action: 'create'; payload: ContactCreatePayload }
    | { action: 'update'; payload: { baseVersion: number; changes: ContactChangeSet } }
    | { action: 'delete'; payload: Record<string, never> }
  );

export interface MetaRow {
  key: 'nextSync';
  value: number;
}

/**
 * Schema versions. A new version adds a `.version(n).stores(...)` (with `.upgrade` when rows
 * change shape) below the others and never drops or rewrites the outbox.
 */
export const LOCAL_DB_VERSION = 1;

export class LocalDb extends Dexie {
  contacts!: Table<ContactRow, string>;
  outbox!: Table<OutboxItem, string>;
  meta!: Table<MetaRow, string>;
  /**
   * Pending-change bookkeeping: the server's copy of each record that has pending items, so
   * the shown row is always `reapplyPending(base, items)` and a late or replayed answer cannot
   * leave this device's copy differing from the server's at the same version.
   */
  bases!: Table<ContactRow, string>;

  constructor(name: string, options: { indexedDB?: IDBFactory; IDBKeyRange?: typeof IDBKeyRange }) {
    super(name, {
      ...(options.indexedDB ? { indexedDB: options.indexedDB } : {}),
      ...(options.IDBKeyRange ? { IDBKeyRange: options.IDBKeyRange } : {}),
    });
    this.version(1).stores({
      contacts: 'id, status',
      outbox: 'id, itemId, state, createdAt',
      meta: 'key',
      bases: 'id',
    });
  }
}

export { localDbName } from './local-db-name';

/** Orders the items of a record: oldest first. */
export function byQueueOrder(a: OutboxItem, b: OutboxItem): number {
  return a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
