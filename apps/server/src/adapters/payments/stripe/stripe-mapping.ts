import type { PaymentIntent, SubscriptionStatus } from '@archive/domain/billing/billing.schema';
import { findPlan } from '@archive/domain/plans/plans';
import type Stripe from 'stripe';
import { PaymentError, type ProviderSubscription } from '../payments-port';

/** Stripe's timestamps are Unix seconds. */
export function fromUnix(seconds: number): Date {
  return new Date(seconds * 1000);
}

/** Stripe has more subscription statuses than the product meets; these are their meanings. */
export function subscriptionStatus(status: Stripe.Subscription.Status): SubscriptionStatus {
  const direct: readonly string[] = ['trialing', 'active', 'past_due', 'incomplete', 'canceled'];
  if (direct.includes(status)) return status as SubscriptionStatus;
  if (status === 'unpaid') return 'past_due';
  // incomplete_expired, and paused (a trial that ended without a card): no access.
  return 'canceled';
}

export function intentStatus(status: string): PaymentIntent['status'] {
  if (status === 'succeeded' || status === 'processing' || status === 'requires_action') {
    return status;
  }
  if (status === 'requires_confirmation') return 'requires_action';
  if (status === 'requires_capture') return 'processing';
  return 'requires_payment_method';
}

/** A Stripe subscription in the port's terms; the payment intent is looked up by the caller. */
export function toProviderSubscription(
  subscription: Stripe.Subscription,
  paymentIntent: PaymentIntent | null,
): ProviderSubscription {
  const item = subscription.items.data[0];
  // Prices are found by lookup_key, which is the plan id (docs/decisions/008-billing.md).
  const plan = findPlan(item?.price.lookup_key ?? '');
  if (item === undefined || plan === undefined) {
    throw new PaymentError(
      'invalid_request',
      `Subscription ${subscription.id} has no Archive plan`,
    );
  }
  const customer = subscription.customer;
  return {
    id: subscription.id,
    customerId: typeof customer === 'string' ? customer : customer.id,
    plan: plan.id,
    status: subscriptionStatus(subscription.status),
    created: fromUnix(subscription.created),
    trialEnd: subscription.trial_end === null ? null : fromUnix(subscription.trial_end),
    currentPeriodStart: fromUnix(item.current_period_start),
    currentPeriodEnd: fromUnix(item.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    paymentIntent,
  };
}

/** Stripe's errors, told apart by their `type` (the SDK's error classes set it). */
export function toPaymentError(error: unknown): PaymentError {
  if (error instanceof PaymentError) return error;
  const stripeError = error as { type?: unknown; code?: unknown; message?: unknown };
  const message = typeof stripeError.message === 'string' ? stripeError.message : 'Stripe failed';
  if (stripeError.type === 'StripeCardError') return new PaymentError('card_declined', message);
  if (stripeError.type === 'StripeInvalidRequestError' && stripeError.code === 'resource_missing') {
    return new PaymentError('not_found', message);
  }
  return new PaymentError('payment_failed', message);
}
