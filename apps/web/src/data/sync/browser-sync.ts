import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { clearSession, getSession } from '../session/session-store';
import { createHttpTransport } from './http-transport';
import { createSyncEngine } from './sync-engine';
import type { SyncEngine } from './sync-engine';

/**
 * The browser's one sync engine, for the signed-in user: created by app/sync-effects.tsx,
 * stopped (and its database deleted) on sign-out. Other tabs run their own engine on the same
 * database; one of them leads (Web Locks) and the rest see its writes live.
 */

export type SyncEvent = { kind: 'offlineQueued' } | { kind: 'syncFailed'; name: string };

let current: { userId: string; engine: SyncEngine } | null = null;
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

/** Starts the engine of `userId` (once; a different user's engine is stopped first). */
export function startSyncFor(userId: string): SyncEngine {
  if (current?.userId === userId) return current.engine;
  if (current) void current.engine.close();
  const engine = createSyncEngine({
    userId,
    transport: createHttpTransport({
      baseUrl: '',
      getToken: () => getSession()?.token ?? null,
      onUnauthorized: clearSession,
    }),
    onSyncFailed: (_item, name) => {
      emit({ kind: 'syncFailed', name });
    },
    onReachableChange: (now) => {
      reachable = now;
      if (now) toldOffline = false;
    },
  });
  engine.start();
  current = { userId, engine };
  publish();
  return engine;
}

/** Stops the engine; with `deleteData` its database goes too (sign-out). */
export async function stopSync(options: { deleteData: boolean }): Promise<void> {
  const stopping = current;
  current = null;
  publish();
  if (!stopping) return;
  if (options.deleteData) await stopping.engine.delete();
  else await stopping.engine.close();
}

export function getSyncEngine(): SyncEngine | null {
  return current?.engine ?? null;
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
  return useLiveQuery(() => (engine ? engine.db.outbox.count() : 0), [engine], 0);
}
