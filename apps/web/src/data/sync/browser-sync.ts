import { useEffect, useState, useSyncExternalStore } from 'react';
import { followPlanRequired } from '../api/api-client';
import type { EntityKind } from '../engine/store/local-db';
import { localDbName } from '../engine/store/local-db-name';
import { clearSession, getSession } from '../session/session-store';
import { takeSignInShares } from '../session/sign-in-shares';
import { nextTurn } from '../main-thread/next-turn';
import type { createBrowserEngine } from './browser-engine';
import { loadEngineModule } from './engine-module';
import { syncFailedMessage } from '../engine/sync-failed-message';
import type { SyncEngine } from '../engine/sync-engine';

interface BrowserEngineModule {
  createBrowserEngine: typeof createBrowserEngine;
}

/**
 * The browser's one sync engine, for the signed-in user: started by app/sync-effects.tsx,
 * stopped (and its database deleted) on sign-out. Other tabs run their own engine on the same
 * database; one of them leads (Web Locks) and the rest see its writes live.
 *
 * The engine (Dexie, the outbox, the pull) is loaded with a dynamic import when a session
 * exists, so this module, which the app shell imports, keeps it out of the first chunk. Only
 * types come from the engine's modules here.
 */

/** `message` is what to tell the user; `entity` and `name` say which record gave up. */
export type SyncEvent =
  | { kind: 'offlineQueued' }
  | { kind: 'syncFailed'; entity: EntityKind; name: string; message: string };

interface Current {
  userId: string;
  /** The engine once its module has loaded (null until then). */
  engine: SyncEngine | null;
  /** Resolves to the engine (started unless stopped while it loaded). */
  ready: Promise<SyncEngine>;
}

let current: Current | null = null;
const engineListeners = new Set<() => void>();
const eventListeners = new Set<(event: SyncEvent) => void>();
let reachable = true;
let toldOffline = false;

function emit(event: SyncEvent): void {
  for (const listener of eventListeners) listener(event);
}

function publish(): void {
  for (const listener of engineListeners) listener();
}

function online(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine;
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    toldOffline = false;
  });
}

function setUp(entry: Current, { createBrowserEngine }: BrowserEngineModule): SyncEngine {
  const session = {
    getToken: () => getSession()?.token ?? null,
    onUnauthorized: clearSession,
    onPlanRequired: () => void followPlanRequired(),
  };
  const engine = createBrowserEngine(entry.userId, session, {
    onSyncFailed: (item, name) => {
      const { entity } = item;
      emit({ kind: 'syncFailed', entity, name, message: syncFailedMessage(entity, name) });
    },
    onReachableChange: (now) => {
      reachable = now;
      if (now) toldOffline = false;
    },
  });
  entry.engine = engine;
  // The sign-in answer's share records, so the panel has them before the first pull ends.
  const signedIn = takeSignInShares();
  if (signedIn) {
    const { db } = engine;
    void db
      .transaction('rw', [db.receivedShares, db.sentShares, db.meta], async () => {
        await db.receivedShares.bulkPut(signedIn.records.recievedRecords);
        await db.sentShares.bulkPut(signedIn.records.sentRecords);
        await db.meta.put({ key: 'unseenShareRecords', value: signedIn.unseen ? 1 : 0 });
      })
      .catch(() => undefined);
  }
  // Stopped (sign-out, another user) while loading: stopSync closes or deletes it.
  if (current === entry) {
    engine.start();
    publish();
  }
  return engine;
}

/**
 * Starts the engine of `userId` (once; a different user's engine is stopped first). Resolves
 * when the engine's module has loaded and it runs.
 */
export function startSyncFor(userId: string): Promise<SyncEngine> {
  if (current?.userId === userId) return current.ready;
  if (current) void stopEntry(current, false);
  const entry: Current = {
    userId,
    engine: null,
    // Its dependencies' evaluation (Dexie, the sync schemas) is a few short tasks and the
    // engine's set-up another: one long task of 240 ms on a phone four times slower (issue 37).
    ready: loadEngineModule().then(async (module) => {
      await nextTurn();
      return setUp(entry, module);
    }),
  };
  // A chunk that cannot load is reported by whoever awaits `ready`; never unhandled here.
  entry.ready.catch(() => undefined);
  current = entry;
  return entry.ready;
}

async function stopEntry(entry: Current, deleteData: boolean): Promise<void> {
  let engine: SyncEngine;
  try {
    engine = await entry.ready;
  } catch {
    // The engine never loaded, so nothing runs; its database may still hold an earlier
    // session's data, which a sign-out deletes.
    if (deleteData && typeof indexedDB !== 'undefined') {
      indexedDB.deleteDatabase(localDbName(entry.userId));
    }
    return;
  }
  if (deleteData) await engine.delete();
  else await engine.close();
}

/** Stops the engine; with `deleteData` its database goes too (sign-out). */
export async function stopSync(options: { deleteData: boolean }): Promise<void> {
  const stopping = current;
  current = null;
  publish();
  if (!stopping) return;
  await stopEntry(stopping, options.deleteData);
}

/** Whose local store is open (even while the engine's module still loads); null when none. */
export function syncUserId(): string | null {
  return current?.userId ?? null;
}

/** The running engine, or null while none runs or its module still loads. */
export function getSyncEngine(): SyncEngine | null {
  return current?.engine ?? null;
}

/** The engine of the signed-in user once it has loaded; null when no session runs one. */
export async function whenSyncEngine(): Promise<SyncEngine | null> {
  const entry = current;
  if (!entry) return null;
  const engine = await entry.ready;
  return current === entry ? engine : null;
}

function subscribeEngine(listener: () => void): () => void {
  engineListeners.add(listener);
  return () => {
    engineListeners.delete(listener);
  };
}

export function useSyncEngine(): SyncEngine | null {
  return useSyncExternalStore(subscribeEngine, getSyncEngine, getSyncEngine);
}

export function onSyncEvent(listener: (event: SyncEvent) => void): () => void {
  eventListeners.add(listener);
  return () => {
    eventListeners.delete(listener);
  };
}

/** After a local save: while offline, say once per offline period that it syncs later. */
export function noteLocalChange(): void {
  if ((online() && reachable) || toldOffline) return;
  toldOffline = true;
  emit({ kind: 'offlineQueued' });
}

/** The unsynced changes of the signed-in user, live (0 while none or loading). */
export function usePendingChangesCount(): number {
  const engine = useSyncEngine();
  const [counted, setCounted] = useState<{ engine: SyncEngine; count: number } | null>(null);
  useEffect(() => {
    if (!engine) return undefined;
    return engine.watchPendingCount((count) => {
      setCounted({ engine, count });
    });
  }, [engine]);
  return counted !== null && counted.engine === engine ? counted.count : 0;
}
