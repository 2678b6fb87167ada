import { createHttpTransport } from '../engine/transport/http-transport';
import { createSyncEngine } from '../engine/sync-engine';
import type { SyncEngine, SyncEngineOptions } from '../engine/sync-engine';

/**
 * The browser's engine of one user, over the same-origin API with the session's token. Loaded
 * by browser-sync.ts with a dynamic import once a session exists, so Dexie and the engine stay
 * out of the first chunk.
 */
export function createBrowserEngine(
  userId: string,
  session: {
    getToken: () => string | null;
    onUnauthorized: () => void;
    onPlanRequired: () => void;
  },
  handlers: Pick<SyncEngineOptions, 'onSyncFailed' | 'onReachableChange'>,
): SyncEngine {
  return createSyncEngine({
    userId,
    transport: createHttpTransport({ baseUrl: '', ...session }),
    ...handlers,
  });
}
