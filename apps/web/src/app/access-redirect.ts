import { archiveAccessOf, type AccountStanding } from '@archive/domain/billing/archive-access';

const EXPIRED_PAYMENT_PATH = '/expired-payment-method';

/**
 * Where a signed-in route sends an account (spec section 2), or null to stay: no active plan
 * leads to /pay; a past-due payment to /expired-payment-method. The server's paywall follows
 * the same rule (archiveAccessOf), so a PLAN_REQUIRED answer lands the person on one of these.
 */
export function accessRedirect(account: AccountStanding, pathname: string): string | null {
  const access = archiveAccessOf(account);
  if (access === 'none') return '/pay';
  if (account.paymentStatus === 'PAST_DUE' && !pathname.startsWith(EXPIRED_PAYMENT_PATH)) {
    return EXPIRED_PAYMENT_PATH;
  }
  return null;
}
