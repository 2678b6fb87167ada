import { SUPPORT_EMAIL } from '../app/app-constants';

/**
 * Billing messages (spec section 8). 'subscription failed', the invalid-card and the
 * card-details strings are the spec's own; the rest are "not shown" and decided in
 * docs/decisions/008-billing.md.
 */
export const BILLING_MESSAGES = {
  subscriptionFailed: 'subscription failed',
  invalidCard: 'Failed processing payment method. Please try a different card',
  cardDetailsFailed: 'Could not get card details',
  paymentFailed: `Your payment could not be processed. Please contact us at ${SUPPORT_EMAIL}`,
  noSubscription: 'There is no subscription on this account',
  subscriptionExists: 'This account already has a subscription',
  paymentsUnavailable: 'Card payments are handled by Stripe on this server',
  webhookSignatureInvalid: 'The webhook signature is not valid',
  confirmationFailed: 'The payment was not confirmed. Please try again or use a different card',
} as const;

export const BILLING_TOASTS = {
  subscriptionActive: 'Your subscription is active',
  cardUpdated: 'Your card has been updated',
  cardUpdateFailed: 'Could not update your card',
  subscriptionCancelled: 'Your subscription has been cancelled',
  cancelFailed: 'Could not cancel your subscription',
  subscriptionChanged: 'Your billing period has been changed',
  changeFailed: 'Could not change your billing period',
  subscriptionRestarted: 'Your subscription has been restarted',
  restartFailed: 'Could not restart your subscription',
} as const;

/** Settings tab 3 labels (spec section 4, Subscription display). */
export const SUBSCRIPTION_LABELS = {
  freeTrial: 'Free Trial',
  cancelled: 'Cancelled',
  active: 'Active',
} as const;

/** Card form messages (spec section 5: card number, expiry and CVC required). */
export const CARD_FORM_MESSAGES = {
  noCardNumber: 'enter card number',
  invalidCardNumber: 'enter a valid card number',
  noExpiry: 'enter expiry date',
  invalidExpiry: 'enter a valid expiry date (MM / YY)',
  expired: 'this card has expired',
  noCvc: 'enter CVC',
  invalidCvc: 'enter the 3 or 4 digits on the back of the card',
} as const;
