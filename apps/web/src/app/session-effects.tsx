import { useEffect } from 'react';
import { refreshSessionUser, signOutAndForget } from '../data/account/sign-out';
import { useSession } from '../data/session/use-session';

/** Refreshes the stored user once at start and ends a session the server flagged. */
export function SessionEffects() {
  const session = useSession();
  const forced = session?.user.forceSignout === true;

  useEffect(() => {
    void refreshSessionUser();
  }, []);

  useEffect(() => {
    if (forced) void signOutAndForget();
  }, [forced]);

  return null;
}
