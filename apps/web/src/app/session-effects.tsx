import { useEffect } from 'react';
import { refreshSessionUser, signOutAndForget } from '../data/account/sign-out';
import { useSession } from '../data/session/use-session';

/** Refreshes the stored user once at start and ends a session the server flagged. */
export function SessionEffects() {
  const session = useSession();
  const forced = session?.user.forceSignout === true;

  useEffect(() => {
    // Helpers seen offline are sent when the connection is back (decision 040); the module
    // loads apart, so the first load of /login does not grow.
    const flush = () =>
      void import('../data/helpers/helper-settings').then((m) => m.flushHelperSettings());
    void refreshSessionUser().then(flush);
    const online = flush;
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
    };
  }, []);

  useEffect(() => {
    if (forced) void signOutAndForget();
  }, [forced]);

  return null;
}
