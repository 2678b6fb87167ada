import { BILLING_CONTRACT } from '@archive/domain/contract/billing.contract';
import type {
  BillingState,
  Card,
  ChangeSubscriptionBody,
  CreateSubscriptionBody,
  LocalCardBody,
  PaymentIntent,
  PaymentMethodBody,
  PaymentsConfig,
  SubscriptionIdBody,
} from '@archive/domain/billing/billing.schema';
import { updateSessionUser } from '../session/session-store';
import { callApi } from './api-client';
import { fetchMe } from './auth-api';

/**
 * Every billing change may move the account's access level or payment status: the stored
 * user is refreshed from GET /v1/me so the route guards see it. Offline or failing, the
 * stored user stays (the next refresh catches up).
 */
export async function refreshBillingSession(): Promise<void> {
  try {
    updateSessionUser(await fetchMe());
  } catch {
    // Keep the stored user.
  }
}

export interface BillingChangeOptions {
  /**
   * false leaves the session refresh to the caller, e.g. a checkout that moves to /welcome
   * first so the /pay guard does not send the person to /artworks on the way.
   */
  refreshSession?: boolean;
}

async function change<T>(call: Promise<T>, options: BillingChangeOptions): Promise<T> {
  const result = await call;
  if (options.refreshSession !== false) await refreshBillingSession();
  return result;
}

/** The billing calls of spec section 7, one function per BILLING_CONTRACT entry. */
export function getPaymentsConfig(): Promise<PaymentsConfig> {
  return callApi(BILLING_CONTRACT.paymentsConfig);
}

export function createSubscription(
  body: CreateSubscriptionBody,
  options: BillingChangeOptions = {},
): Promise<BillingState> {
  return change(callApi(BILLING_CONTRACT.createSubscription, { body }), options);
}

export function getSubscription(): Promise<BillingState> {
  return callApi(BILLING_CONTRACT.getSubscription);
}

export function cancelSubscription(
  body: SubscriptionIdBody,
  options: BillingChangeOptions = {},
): Promise<BillingState> {
  return change(callApi(BILLING_CONTRACT.cancelSubscription, { body }), options);
}

export function restartSubscription(
  body: SubscriptionIdBody,
  options: BillingChangeOptions = {},
): Promise<BillingState> {
  return change(callApi(BILLING_CONTRACT.restartSubscription, { body }), options);
}

export function changeSubscription(
  body: ChangeSubscriptionBody,
  options: BillingChangeOptions = {},
): Promise<BillingState> {
  return change(callApi(BILLING_CONTRACT.changeSubscription, { body }), options);
}

export async function getPaymentMethod(): Promise<Card | null> {
  return (await callApi(BILLING_CONTRACT.getPaymentMethod)).card;
}

export function updatePaymentMethod(
  body: PaymentMethodBody,
  options: BillingChangeOptions = {},
): Promise<BillingState> {
  return change(callApi(BILLING_CONTRACT.updatePaymentMethod, { body }), options);
}

/** The local provider's stand-in for Stripe.js: a card becomes a payment method id. */
export async function createLocalPaymentMethod(body: LocalCardBody): Promise<string> {
  return (await callApi(BILLING_CONTRACT.createLocalPaymentMethod, { body })).id;
}

export function confirmLocalPaymentIntent(
  intent: Pick<PaymentIntent, 'id' | 'clientSecret'>,
  options: BillingChangeOptions = {},
): Promise<PaymentIntent> {
  return change(
    callApi(BILLING_CONTRACT.confirmLocalPaymentIntent, {
      params: { id: intent.id },
      body: { client_secret: intent.clientSecret },
    }),
    options,
  );
}
