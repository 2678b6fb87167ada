import { Navigate, Outlet, useLocation } from 'react-router';
import { isCheckoutCompleted } from '../data/billing/checkout-state';
import type { Session } from '../data/session/session-store';
import { useSession } from '../data/session/use-session';

const MIN_ACCESS_LEVEL = 1;

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
  const { accessLevel, paymentStatus } = session.user.account;
  // Below the required level (no active plan): choose a plan first.
  if (accessLevel < MIN_ACCESS_LEVEL) return <Navigate to="/pay" replace />;
  if (paymentStatus === 'PAST_DUE' && !pathname.startsWith('/expired-payment-method')) {
    return <Navigate to="/expired-payment-method" replace />;
  }
  return <Outlet />;
}

/** /pay and /onboarding/pay: for a signed-in account that has no access yet. */
export function RequirePayment({ signedOutTo = '/login' }: { signedOutTo?: string }) {
  const session = useActiveSession();
  if (!session) return <Navigate to={signedOutTo} replace />;
  // A checkout that just succeeded moves on to /welcome itself (data/billing/checkout-state).
  if (session.user.account.accessLevel >= MIN_ACCESS_LEVEL && !isCheckoutCompleted()) {
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
