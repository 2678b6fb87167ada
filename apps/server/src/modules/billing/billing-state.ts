import type { Subscription, SubscriptionStatus } from '@archive/domain/billing/billing.schema';
import type { PaymentStatus } from '@archive/domain/user/user.schema';
import type { ProviderSubscription } from '../../adapters/payments/payments-port';

export interface AccountState {
  activePlan: string;
  accessLevel: number;
  paymentStatus: PaymentStatus;
}

const PAYMENT_STATUS: Record<SubscriptionStatus, PaymentStatus> = {
  trialing: 'TRIALING',
  active: 'ACTIVE',
  past_due: 'PAST_DUE',
  canceled: 'CANCELED',
  incomplete: 'INCOMPLETE',
};

/** Statuses of a subscription that still runs; an account has at most one of them. */
export const LIVE_STATUSES: readonly SubscriptionStatus[] = ['trialing', 'active', 'past_due'];

/**
 * Access follows the subscription: trialing, active (cancelled or not, until the period
 * ends) and past_due give access level 1 and the plan; canceled and incomplete give none.
 * A past-due account keeps access while the web app sends it to /expired-payment-method.
 */
export function accountStateFor(subscription: ProviderSubscription): AccountState {
  const live = LIVE_STATUSES.includes(subscription.status);
  return {
    activePlan: live ? subscription.plan : 'none',
    accessLevel: live ? 1 : 0,
    paymentStatus: PAYMENT_STATUS[subscription.status],
  };
}

export function toApiSubscription(subscription: ProviderSubscription): Subscription {
  return {
    subscriptionId: subscription.id,
    plan: subscription.plan,
    status: subscription.status,
    created: subscription.created.toISOString(),
    trialEnd: subscription.trialEnd?.toISOString() ?? null,
    currentPeriodStart: subscription.currentPeriodStart.toISOString(),
    currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    paymentIntent: subscription.paymentIntent,
  };
}
