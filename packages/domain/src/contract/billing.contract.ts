import { z } from 'zod';
import {
  billingStateSchema,
  changeSubscriptionBodySchema,
  confirmPaymentIntentBodySchema,
  createSubscriptionBodySchema,
  localCardBodySchema,
  localPaymentMethodSchema,
  paymentIntentParamsSchema,
  paymentIntentSchema,
  paymentMethodBodySchema,
  paymentMethodResponseSchema,
  paymentsConfigSchema,
  subscriptionIdBodySchema,
} from '../billing/billing.schema';

/** The webhook's answer: Stripe only reads its status. */
export const stripeWebhookResponseSchema = z.object({ received: z.literal(true) });

/** The billing calls of spec section 7, plus the local provider's card and confirm calls. */
export const BILLING_CONTRACT = {
  paymentsConfig: {
    method: 'GET',
    path: '/v1/payments/config',
    operationId: 'getPaymentsConfig',
    summary: "The payment provider's public settings",
    response: paymentsConfigSchema,
    public: true,
  },
  createSubscription: {
    method: 'POST',
    path: '/v1/subscription',
    operationId: 'createSubscription',
    summary: 'Start a subscription',
    body: createSubscriptionBodySchema,
    response: billingStateSchema,
    public: false,
  },
  getSubscription: {
    method: 'GET',
    path: '/v1/subscription',
    operationId: 'getSubscription',
    summary: 'The subscription and billing state',
    response: billingStateSchema,
    public: false,
  },
  cancelSubscription: {
    method: 'PATCH',
    path: '/v1/subscription',
    operationId: 'cancelSubscription',
    summary: 'Cancel the subscription',
    body: subscriptionIdBodySchema,
    response: billingStateSchema,
    public: false,
  },
  restartSubscription: {
    method: 'PATCH',
    path: '/v1/subscription/restart',
    operationId: 'restartSubscription',
    summary: 'Undo a cancellation',
    body: subscriptionIdBodySchema,
    response: billingStateSchema,
    public: false,
  },
  changeSubscription: {
    method: 'POST',
    path: '/v1/subscription/change',
    operationId: 'changeSubscription',
    summary: 'Change the plan',
    body: changeSubscriptionBodySchema,
    response: billingStateSchema,
    public: false,
  },
  getPaymentMethod: {
    method: 'GET',
    path: '/v1/paymentMethod',
    operationId: 'getPaymentMethod',
    summary: 'The card on file',
    response: paymentMethodResponseSchema,
    public: false,
  },
  updatePaymentMethod: {
    method: 'POST',
    path: '/v1/paymentMethod',
    operationId: 'updatePaymentMethod',
    summary: 'Replace the card on file',
    body: paymentMethodBodySchema,
    response: billingStateSchema,
    public: false,
  },
  createLocalPaymentMethod: {
    method: 'POST',
    path: '/v1/payments/local/payment_methods',
    operationId: 'createLocalPaymentMethod',
    summary: 'Enter a card (local payment provider)',
    body: localCardBodySchema,
    response: localPaymentMethodSchema,
    public: false,
  },
  confirmLocalPaymentIntent: {
    method: 'POST',
    path: '/v1/payments/local/payment_intents/:id/confirm',
    operationId: 'confirmLocalPaymentIntent',
    summary: 'Confirm a payment (local payment provider)',
    params: paymentIntentParamsSchema,
    body: confirmPaymentIntentBodySchema,
    response: paymentIntentSchema,
    public: false,
  },
} as const;

/** Stripe's call to us (registered only with the Stripe provider, in place of the local calls). */
export const STRIPE_WEBHOOK_CONTRACT = {
  /**
   * Stripe's events, signed by Stripe. The signature covers the exact bytes: the server reads
   * the JSON body raw, so no body schema is declared.
   */
  stripeWebhook: {
    method: 'POST',
    path: '/v1/webhooks/stripe',
    operationId: 'receiveStripeWebhook',
    summary: "Stripe's signed events (Stripe provider only)",
    consumes: ['application/json'],
    response: stripeWebhookResponseSchema,
    public: true,
  },
} as const;
