import { Navigate, Outlet, useLocation } from 'react-router';
import { ARCHIVE_ACCESS_LEVEL } from '@archive/domain/billing/archive-access';
import { isCheckoutCompleted } from '../data/billing/checkout-state';
import type { Session } from '../data/session/session-store';
import { useSession } from '../data/session/use-session';
import { accessRedirect } from './access-redirect';

/** A session flagged for forced sign-out counts as none while it is being ended. */
function useActiveSession(): Session | null {
  const session = useSession();
  return session && !session.user.forceSignout ? session : null;
}

/** Signed-in routes: level 1, an active plan and a payment method in good standing. */
export function RequireAccess() {
  const session = useActiveSession();
  const { pathname } = useLocation();
  if (!session) return <Navigate to="/login" replace />;
  const redirect = accessRedirect(session.user.account, pathname);
  if (redirect !== null) return <Navigate to={redirect} replace />;
  return <Outlet />;
}

/** /pay and /onboarding/pay: for a signed-in account that has no access yet. */
export function RequirePayment({ signedOutTo = '/login' }: { signedOutTo?: string }) {
  const session = useActiveSession();
  if (!session) return <Navigate to={signedOutTo} replace />;
  // A checkout that just succeeded moves on to /welcome itself (data/billing/checkout-state).
  if (session.user.account.accessLevel >= ARCHIVE_ACCESS_LEVEL && !isCheckoutCompleted()) {
    return <Navigate to="/artworks" replace />;
  }
  return <Outlet />;
}

/** /welcome: any signed-in account. */
export function RequireSession() {
  const session = useActiveSession();
  if (!session) return <Navigate to="/login" replace />;
  return <Outlet />;
}

/** /login and /register: a signed-in person goes to the archive. */
export function RedirectSignedIn() {
  const session = useActiveSession();
  if (session) return <Navigate to="/artworks" replace />;
  return <Outlet />;
}
