import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from './session-store';
import type { Session } from './session-store';

/** The signed-in session, or null; re-renders when it changes in this or another tab. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
