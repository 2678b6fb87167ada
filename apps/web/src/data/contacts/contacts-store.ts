/**
 * What the contact screens use: live reads of the local store and commands that save at once
 * locally and queue the change in the outbox. Implemented by the sync engine (data/local,
 * data/outbox, data/sync); the screens never call the contacts API themselves.
 *
 * INTERFACE FIRST: the signatures below are the contract between the engine and the screens.
 */
import type { Contact, ContactFormValues } from '@archive/domain/contacts/contact.schema';
import { syncStates, withSyncState } from '../engine/outbox/record-sync-state';
import type { RecordSyncState } from '../engine/outbox/record-sync-state';
import { noteLocalChange, whenSyncEngine } from '../sync/browser-sync';
import { useEngineQuery } from '../sync/use-engine-query';
import { useStoredRecord } from '../sync/use-stored-record';
import type { SyncEngine } from '../engine/sync-engine';

export type { RecordSyncState } from '../engine/outbox/record-sync-state';

export interface LocalContact extends Contact {
  syncState: RecordSyncState;
}

/** The signed-in user's engine, waiting for its module while it loads (lazy chunk). */
async function requireEngine(): Promise<SyncEngine> {
  const engine = await whenSyncEngine();
  if (!engine) throw new Error('No signed-in user: the local store is closed');
  return engine;
}

/** Every contact not deleted, live; undefined while the local store opens. */
export function useContacts(): LocalContact[] | undefined {
  return useEngineQuery(async (engine) => {
    const [contacts, items] = await Promise.all([
      engine.db.contacts.where('status').equals('active').toArray(),
      engine.db.outbox.toArray(),
    ]);
    const states = syncStates(items);
    return contacts.map((contact) => withSyncState(contact, states));
  }, []);
}

/** One contact, live; null when it is not in the store (or deleted); undefined while loading. */
export function useContact(id: string | null): LocalContact | null | undefined {
  return useStoredRecord(
    id,
    (db) => db.contacts,
    (contact) => contact.status === 'deleted',
  );
}

/** Saves a new contact locally (client-made UUID) and queues its create; answers the id. */
export async function createContact(values: ContactFormValues): Promise<string> {
  const id = await (await requireEngine()).contacts.create(values);
  noteLocalChange();
  return id;
}

/** Saves the changed fields locally and queues an edit carrying them and the base version. */
export async function updateContact(id: string, values: ContactFormValues): Promise<void> {
  await (await requireEngine()).contacts.update(id, values);
  noteLocalChange();
}

/** Marks the contacts deleted locally, clears their pending failed/delayed items, queues deletes. */
export async function deleteContacts(ids: readonly string[]): Promise<void> {
  await (await requireEngine()).contacts.remove(ids);
  noteLocalChange();
}

/** Re-queues a failed record's items at once (the user's manual "Upload"). */
export async function retrySync(recordId: string): Promise<void> {
  await (await requireEngine()).retryFailed(recordId);
}
