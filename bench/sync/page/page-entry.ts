/**
 * The bench page, bundled by esbuild for Chromium: the web app's real sync engine
 * (IndexedDB through Dexie, the HTTP transport on the page's own origin) and PouchDB
 * (`pouchdb-browser`, its IndexedDB adapter) side by side. sync-bench.ts drives both through
 * `window.syncBench`; every figure the page measures is taken with `performance.now()` here.
 */
import PouchDB from 'pouchdb-browser';
import { createHttpTransport } from '../../../apps/web/src/data/engine/transport/http-transport';
import { createSyncEngine, type SyncEngine } from '../../../apps/web/src/data/engine/sync-engine';
import type { Contact } from '@archive/domain/contacts/contact.schema';
import type { PouchContact, SyncBenchPage, Timed } from '../page-api';

async function timed<T>(work: () => Promise<T>): Promise<Timed<T>> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

async function timedNull(work: () => Promise<unknown>): Promise<Timed<null>> {
  const { ms } = await timed(work);
  return { ms, value: null };
}

let engine: SyncEngine | null = null;
let pouch: PouchDB.Database<PouchContact> | null = null;
let pouchRemote = '';

function theEngine(): SyncEngine {
  if (!engine) throw new Error('archiveOpen first');
  return engine;
}

function thePouch(): PouchDB.Database<PouchContact> {
  if (!pouch) throw new Error('pouchOpen first');
  return pouch;
}

const syncBench: SyncBenchPage = {
  /** A fresh local store for the user (the previous one, if any, is deleted). */
  async archiveOpen(userId: string, token: string): Promise<void> {
    if (engine) await engine.delete();
    engine = createSyncEngine({
      userId,
      transport: createHttpTransport({ baseUrl: '', getToken: () => token }),
      // Not started: no poll timer or outbox kick runs beside the measured calls.
      leader: true,
    });
    await engine.db.open();
  },
  archivePull: () => timedNull(() => theEngine().pull()),
  archiveCount: () => theEngine().db.contacts.count(),
  /** Reads the record straight from IndexedDB (the engine's Dexie store). */
  async archiveGet(id: string): Promise<Contact | null> {
    return (await theEngine().db.contacts.get(id)) ?? null;
  },
  /** Pulls, then reads the record: the end of the delta measured from the page. */
  async archivePullAndGet(id: string): Promise<Timed<Contact | null>> {
    return timed(async () => {
      await theEngine().pull();
      return (await theEngine().db.contacts.get(id)) ?? null;
    });
  },
  /** One `contacts.create` per contact, as a person saves them one after another. */
  archiveCreateAll(contacts) {
    return timedNull(async () => {
      for (const values of contacts) await theEngine().contacts.create(values);
    });
  },
  archivePending: (): Promise<number> => theEngine().pendingCount(),
  archiveFlush: (): Promise<Timed<number>> =>
    timed(async () => {
      await theEngine().flush();
      return theEngine().pendingCount();
    }),
  async archiveClose(): Promise<void> {
    if (engine) await engine.delete();
    engine = null;
  },

  async pouchOpen(remoteUrl: string): Promise<void> {
    if (pouch) await pouch.destroy();
    pouch = new PouchDB<PouchContact>('contacts');
    pouchRemote = remoteUrl;
  },
  async pouchReplicateFrom(): Promise<Timed<number>> {
    return timed(async () => {
      const result = await thePouch().replicate.from(pouchRemote);
      return result.docs_written;
    });
  },
  async pouchCount(): Promise<number> {
    return (await thePouch().info()).doc_count;
  },
  async pouchReplicateFromAndGet(id: string): Promise<Timed<PouchContact | null>> {
    return timed(async () => {
      await thePouch().replicate.from(pouchRemote);
      try {
        return await thePouch().get(id);
      } catch {
        return null;
      }
    });
  },
  /** One `put` per document, like the Archive side's one create per contact. */
  pouchPutAll(docs) {
    return timedNull(async () => {
      for (const doc of docs) await thePouch().put(doc);
    });
  },
  async pouchReplicateTo(): Promise<Timed<number>> {
    return timed(async () => {
      const result = await thePouch().replicate.to(pouchRemote);
      return result.docs_written;
    });
  },
  async pouchClose(): Promise<void> {
    if (pouch) await pouch.destroy();
    pouch = null;
  },
};

declare global {
  interface Window {
    syncBench: SyncBenchPage;
  }
}

window.syncBench = syncBench;
