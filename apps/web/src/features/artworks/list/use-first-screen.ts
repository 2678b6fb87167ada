import { useState } from 'react';
import {
  readFirstScreen,
  type ArtworkFirstScreen,
} from '../../../data/artworks/artwork-first-screen';
import { getSession } from '../../../data/session/session-store';
import { syncUserId } from '../../../data/sync/browser-sync';

/**
 * The list's first screen kept from the last visit, read once as the list mounts, while
 * `waiting` (the store has not read the whole list yet); null after, or when none was kept.
 * The list can mount in the app's first commit, before the sync effects have started the
 * signed-in user's engine: the session says whose archive it is then.
 */
export function useFirstScreenWhile(waiting: boolean): ArtworkFirstScreen | null {
  const [kept] = useState(() => {
    if (!waiting) return null;
    const userId = syncUserId() ?? getSession()?.user.id ?? null;
    return userId === null ? null : readFirstScreen(userId);
  });
  return waiting ? kept : null;
}
