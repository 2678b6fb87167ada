/**
 * What the bench page (page/page-entry.ts, bundled for Chromium) exposes on
 * `window.syncBench`; sync-bench.ts drives it through `page.evaluate`. Every time is taken in
 * the page with `performance.now()`.
 */
import type { Contact, ContactFormValues } from '@archive/domain/contacts/contact.schema';

/** A contact as a PouchDB document: the same fields, `_id` for `id`. */
export type PouchContact = Omit<Contact, 'id'> & { _id: string; _rev?: string };

export interface Timed<T> {
  ms: number;
  value: T;
}

export interface SyncBenchPage {
  /** A fresh local store for the user (the previous one, if any, is deleted). */
  archiveOpen(userId: string, token: string): Promise<void>;
  archivePull(): Promise<Timed<null>>;
  archiveCount(): Promise<number>;
  /** Reads the record straight from IndexedDB (the engine's Dexie store). */
  archiveGet(id: string): Promise<Contact | null>;
  /** Pulls, then reads the record: the page's part of the delta. */
  archivePullAndGet(id: string): Promise<Timed<Contact | null>>;
  /** One `contacts.create` per contact, as a person saves them one after another. */
  archiveCreateAll(contacts: ContactFormValues[]): Promise<Timed<null>>;
  archivePending(): Promise<number>;
  /** Flushes the outbox; the value is what is still queued afterwards. */
  archiveFlush(): Promise<Timed<number>>;
  archiveClose(): Promise<void>;

  pouchOpen(remoteUrl: string): Promise<void>;
  /** One-shot replication from the server; the value is the documents written. */
  pouchReplicateFrom(): Promise<Timed<number>>;
  pouchCount(): Promise<number>;
  pouchReplicateFromAndGet(id: string): Promise<Timed<PouchContact | null>>;
  /** One `put` per document, like the Archive side's one create per contact. */
  pouchPutAll(docs: PouchContact[]): Promise<Timed<null>>;
  pouchReplicateTo(): Promise<Timed<number>>;
  pouchClose(): Promise<void>;
}
