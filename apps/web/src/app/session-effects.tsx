import { useEffect } from 'react';
import { getSession } from '../data/session/session-store';
import { useSession } from '../data/session/use-session';

// The account calls load apart: their contract builds the sign-in answer's schemas, which the
// first screen does not need (issue 37).
const accountCalls = () => import('../data/account/sign-out');

/** Refreshes the stored user once at start and ends a session the server flagged. */
export function SessionEffects() {
  const session = useSession();
  const forced = session?.user.forceSignout === true;

  useEffect(() => {
    // Helpers seen offline are sent when the connection is back (decision 040); the module
    // loads apart, so the first load of /login does not grow.
    const flush = () =>
      void import('../data/helpers/helper-settings').then((m) => m.flushHelperSettings());
    // Signed out (the sign-in page) there is nothing to refresh or send yet.
    if (getSession()) {
      void accountCalls()
        .then((m) => m.refreshSessionUser())
        .then(flush);
    }
    const online = flush;
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
    };
  }, []);

  useEffect(() => {
    if (forced) void accountCalls().then((m) => m.signOutAndForget());
  }, [forced]);

  return null;
}
