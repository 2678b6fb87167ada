import type {
  Card,
  PaymentIntent,
  PaymentsConfig,
  SubscriptionStatus,
} from '@archive/domain/billing/billing.schema';
import type { PlanId } from '@archive/domain/plans/plans';
import { DAY_MS } from '@archive/domain/app/durations';

/** A subscription as either provider reports it, in Stripe's terms. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  plan: PlanId;
  status: SubscriptionStatus;
  created: Date;
  trialEnd: Date | null;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** The latest invoice's payment intent (or, on a trial, the setup that needs confirming). */
  paymentIntent: PaymentIntent | null;
}

export const PAYMENT_EVENT_TYPES = [
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;
export type PaymentEventType = (typeof PAYMENT_EVENT_TYPES)[number];

/**
 * A provider event the billing module applies: a Stripe webhook, or the local provider's own
 * change. `subscription` is null when the event carries only its id (an invoice event).
 */
export interface PaymentEvent {
  id: string;
  type: PaymentEventType;
  /**
   * When the provider made the event (Stripe's `created`, whole seconds). Deliveries come in
   * any order: an older snapshot than the one applied is ignored (decision 020).
   */
  created: Date;
  subscriptionId: string;
  subscription: ProviderSubscription | null;
}

export type PaymentEventHandler = (event: PaymentEvent) => Promise<void>;

export interface CreateSubscriptionInput {
  customerId: string;
  plan: PlanId;
  /** 0 for none. */
  trialDays: number;
}

/** One interface over the embedded local provider and Stripe. */
export interface PaymentsPort {
  readonly config: PaymentsConfig;
  createCustomer(input: { email: string; name: string; userId: string }): Promise<string>;
  /** Attaches the payment method to the customer and makes it the default. */
  attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<void>;
  createSubscription(input: CreateSubscriptionInput): Promise<ProviderSubscription>;
  cancelAtPeriodEnd(subscriptionId: string): Promise<ProviderSubscription>;
  /** Undoes cancel_at_period_end. */
  restart(subscriptionId: string): Promise<ProviderSubscription>;
  changePlan(subscriptionId: string, plan: PlanId): Promise<ProviderSubscription>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** The card of the customer's default payment method, or null. */
  defaultCard(customerId: string): Promise<Card | null>;
  /** Pays the subscription's open invoice with the default payment method (after a card change). */
  payOpenInvoice(subscriptionId: string): Promise<ProviderSubscription>;
  /** Verifies and reads a webhook (null: an event type not handled); throws 'signature_invalid'. */
  parseEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent | null;
  /** Where a provider that raises events itself (the local one) delivers them. */
  onEvent(handler: PaymentEventHandler): void;
}

export type PaymentErrorKind =
  'card_declined' | 'payment_failed' | 'not_found' | 'signature_invalid' | 'invalid_request';

/** A provider failure the API turns into a 4xx; never a 500. */
export class PaymentError extends Error {
  readonly kind: PaymentErrorKind;
  /** The request field an 'invalid_request' is about, when there is one. */
  readonly field: string | undefined;

  constructor(kind: PaymentErrorKind, message: string = kind, field?: string) {
    super(message);
    this.name = 'PaymentError';
    this.kind = kind;
    this.field = field;
  }
}

export function isPaymentError(error: unknown): error is PaymentError {
  return error instanceof PaymentError;
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** One billing period on from `date` (calendar month or year, in UTC, like Stripe). */
export function addPeriod(date: Date, period: 'monthly' | 'yearly'): Date {
  const next = new Date(date.getTime());
  if (period === 'monthly') next.setUTCMonth(next.getUTCMonth() + 1);
  else next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}
