import { useEffect } from 'react';
import { OUTBOX_MESSAGES } from '@archive/domain/sync/outbox.messages';
import { onSyncEvent, startSyncFor, stopSync } from '../data/sync/browser-sync';
import { useSession } from '../data/session/use-session';
import { showErrorToast, showWarningToast } from '../ui/toast';

/**
 * Runs the sync engine of the signed-in user (docs/decisions/010-web-sync-engine.md) and tells
 * the user about queued and failed changes. Sign-out deletes the local data
 * (data/session/sign-out.ts); a session that merely ended keeps it for the next sign-in.
 */
export function SyncEffects() {
  const userId = useSession()?.user.id ?? null;

  useEffect(() => {
    if (userId === null) void stopSync({ deleteData: false });
    // The engine's chunk loads now; a failure to load leaves the screens' store closed.
    else void startSyncFor(userId).catch(() => undefined);
  }, [userId]);

  useEffect(
    () =>
      onSyncEvent((event) => {
        switch (event.kind) {
          case 'offlineQueued':
            showWarningToast(OUTBOX_MESSAGES.offlineQueued);
            break;
          case 'syncFailed':
            showErrorToast(event.message);
            break;
        }
      }),
    [],
  );

  return null;
}
