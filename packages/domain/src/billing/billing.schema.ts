import { z } from 'zod';
import { FORM_MESSAGES } from '../messages/form-messages';
import { safeText } from '../text/safe-text';
import { PLAN_IDS } from '../plans/plans';
import { NAME_MAX_LENGTH } from '../user/user.schema';

/** Stripe's subscription statuses that the product meets (spec section 4). */
export const SUBSCRIPTION_STATUSES = [
  'trialing',
  'active',
  'past_due',
  'canceled',
  'incomplete',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const PAYMENT_INTENT_STATUSES = [
  'succeeded',
  'requires_action',
  'requires_payment_method',
  'processing',
] as const;
export type PaymentIntentStatus = (typeof PAYMENT_INTENT_STATUSES)[number];

export const planIdSchema = z.enum(PLAN_IDS, { error: FORM_MESSAGES.noPlan });

/** What is kept of a card: brand, last four digits and expiry, never the number or CVC. */
export const cardSchema = z.object({
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int(),
});
export type Card = z.infer<typeof cardSchema>;

export const paymentIntentSchema = z.object({
  id: z.string(),
  clientSecret: z.string(),
  status: z.enum(PAYMENT_INTENT_STATUSES),
});
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;

/** Dates are ISO 8601 strings. */
export const subscriptionSchema = z.object({
  subscriptionId: z.string(),
  plan: planIdSchema,
  status: z.enum(SUBSCRIPTION_STATUSES),
  created: z.string(),
  trialEnd: z.string().nullable(),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  /** The latest invoice's payment intent: its client secret confirms a payment that needs it. */
  paymentIntent: paymentIntentSchema.nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/**
 * Every billing call answers with the account's whole billing state, so a screen never has
 * to guess what a change did. It is a superset of the spec's POST /v1/subscription answer.
 */
export const billingStateSchema = z.object({
  accessLevel: z.number().int(),
  activePlan: z.string(),
  paymentStatus: z.string(),
  subscription: subscriptionSchema.nullable(),
  card: cardSchema.nullable(),
});
export type BillingState = z.infer<typeof billingStateSchema>;

const required = (message: string) =>
  safeText({ error: message }).trim().min(1, message).max(NAME_MAX_LENGTH, FORM_MESSAGES.tooLong);

/** Billing address asked for with the card (spec section 5). */
export const billingAddressSchema = z.object({
  addressLine1: required(FORM_MESSAGES.noAddress),
  city: required(FORM_MESSAGES.noCity),
  postalCode: required(FORM_MESSAGES.noPostalCode),
  country: required(FORM_MESSAGES.noCountry),
});
export type BillingAddress = z.input<typeof billingAddressSchema>;

const paymentMethodIdSchema = safeText().trim().min(1).max(255);

/**
 * POST /v1/subscription. The spec's client sends trial_period_days; the server accepts it
 * and ignores it: it alone decides the trial (30 days for accounts under 30 days old).
 */
export const createSubscriptionBodySchema = z.strictObject({
  plan: planIdSchema,
  payment_method: paymentMethodIdSchema,
  trial_period_days: z.number().int().min(0).max(365).optional(),
  address: billingAddressSchema.strict().optional(),
});
export type CreateSubscriptionBody = z.input<typeof createSubscriptionBodySchema>;

export const subscriptionIdBodySchema = z.strictObject({
  subscriptionId: safeText().min(1).max(255),
});
export type SubscriptionIdBody = z.input<typeof subscriptionIdBodySchema>;

export const changeSubscriptionBodySchema = z.strictObject({
  subscriptionId: safeText().min(1).max(255),
  newPlan: planIdSchema,
});
export type ChangeSubscriptionBody = z.input<typeof changeSubscriptionBodySchema>;

export const paymentMethodBodySchema = z.strictObject({ payment_method: paymentMethodIdSchema });
export type PaymentMethodBody = z.input<typeof paymentMethodBodySchema>;

export const paymentMethodResponseSchema = z.object({ card: cardSchema.nullable() });

/** GET /v1/payments/config: which card form the web app shows. */
export const PAYMENT_PROVIDERS = ['local', 'stripe'] as const;
export const paymentsConfigSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  publishableKey: z.string().nullable(),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

/**
 * The local provider's stand-in for Stripe.js: the card goes to this server's local
 * provider, which keeps only brand, last four and expiry and answers a payment method id.
 */
export const localCardBodySchema = z.strictObject({
  number: safeText().trim().min(12).max(23),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
  cvc: safeText().regex(/^\d{3,4}$/),
});
export type LocalCardBody = z.input<typeof localCardBodySchema>;
export const localPaymentMethodSchema = z.object({ id: z.string(), card: cardSchema });

export const paymentIntentParamsSchema = z.strictObject({ id: safeText().min(1).max(255) });
export const confirmPaymentIntentBodySchema = z.strictObject({
  client_secret: safeText().min(1).max(255),
});
