import { fetchMe, signOut } from '../api/auth-api';
import { forgetFirstScreen } from '../artworks/artwork-first-screen';
import { forgetOnboarding } from '../onboarding/onboarding-draft';
import { stopSync } from '../sync/browser-sync';
import { clearSession, getSession, updateSessionUser } from '../session/session-store';

/**
 * Revokes the session on the server when it can be reached and forgets it here either way:
 * a person who signs out on a train must not stay signed in. The local store and its unsynced
 * changes are deleted (the sign-out modal warned about them).
 */
export async function signOutAndForget(): Promise<void> {
  const userId = getSession()?.user.id;
  if (userId !== undefined) {
    try {
      await signOut();
    } catch {
      // Offline or already revoked: the token is dropped below and expires on the server.
    }
  }
  // Spec section 4: sign-out clears state, including this user's local database and outbox.
  await stopSync({ deleteData: true });
  if (userId !== undefined) forgetFirstScreen(userId);
  clearSession();
  forgetOnboarding();
}

/** Brings the stored user up to date (plan, access level, forced sign-out flag). */
export async function refreshSessionUser(): Promise<void> {
  // Offline the request could only fail; the stored user stands until the connection is back.
  if (!getSession() || !navigator.onLine) return;
  try {
    const user = await fetchMe();
    // This device's helpers seen but not sent yet stay seen (decision 040).
    const { withPendingSettings } = await import('../helpers/helper-settings');
    updateSessionUser(withPendingSettings(user));
  } catch {
    // Offline: keep the stored user. A 401 has already cleared the session in the client.
  }
}
