import { forgetFirstScreen } from '../artworks/artwork-first-screen';
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
      // The account calls load when used: their contract builds the sign-in answer's schemas,
      // which the signed-in shell's first screen does not need (issue 37).
      const { signOut } = await import('../api/auth-api');
      await signOut();
    } catch {
      // Offline or already revoked: the token is dropped below and expires on the server.
    }
  }
  // Spec section 4: sign-out clears state, including this user's local database and outbox.
  await stopSync({ deleteData: true });
  if (userId !== undefined) forgetFirstScreen(userId);
  clearSession();
  // Loaded here: the draft's schema is the onboarding screens' (issue 37).
  const { forgetOnboarding } = await import('../onboarding/onboarding-draft');
  forgetOnboarding();
}

/** Brings the stored user up to date (plan, access level, forced sign-out flag). */
export async function refreshSessionUser(): Promise<void> {
  // Offline the request could only fail; the stored user stands until the connection is back.
  if (!getSession() || !navigator.onLine) return;
  try {
    const { fetchMe } = await import('../api/auth-api');
    const user = await fetchMe();
    // This device's helpers seen but not sent yet stay seen (decision 040).
    const { withPendingSettings } = await import('../helpers/helper-settings');
    updateSessionUser(withPendingSettings(user));
  } catch {
    // Offline: keep the stored user. A 401 has already cleared the session in the client.
  }
}
