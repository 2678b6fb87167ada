import { authResponseSchema } from '@archive/domain/auth/auth.schema';
import type { AuthResponse } from '@archive/domain/auth/auth.schema';
import { holdSignInShares } from './sign-in-shares';
import { keepSession } from './session-store';

/**
 * Keeps what sign-in or register answered as the signed-in session. Apart from the session
 * store, which every screen loads first: the answer's schema (share records and their works)
 * is built only by the screens that sign in (issue 37).
 */
export function startSession(answer: AuthResponse): void {
  const checked = authResponseSchema.parse(answer);
  holdSignInShares(checked.shareRecords, checked.user.session.unseenShareRecords);
  keepSession({
    token: checked.user.session.token,
    user: checked.user,
    collections: checked.collections,
    lastSyncDate: checked.lastSyncDate,
  });
}
