import type { PaymentIntent } from '@archive/domain/billing/billing.schema';
import type { PlanId } from '@archive/domain/plans/plans';
import Stripe from 'stripe';
import {
  PAYMENT_EVENT_TYPES,
  PaymentError,
  type PaymentEvent,
  type PaymentEventType,
  type PaymentsPort,
  type ProviderSubscription,
} from '../payments-port';
import { intentStatus, toPaymentError, toProviderSubscription } from './stripe-mapping';

export interface StripePaymentsOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Tests only: a local fake of Stripe's API (http://127.0.0.1:PORT). */
  apiBaseUrl: string | null;
}

/** What every call that answers a subscription expands, to read its payment intent. */
const EXPAND = ['latest_invoice.payments', 'pending_setup_intent'];
const HANDLED = new Set<string>(PAYMENT_EVENT_TYPES);

function clientOptions(apiBaseUrl: string | null): Stripe.StripeConfig {
  const base: Stripe.StripeConfig = { telemetry: false, maxNetworkRetries: 1 };
  if (apiBaseUrl === null) return base;
  const url = new URL(apiBaseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    ...base,
    host: url.hostname,
    port: url.port === '' ? (protocol === 'http' ? 80 : 443) : Number(url.port),
    protocol,
  };
}

/** The Stripe adapter: the official SDK, with plans mapped to prices by lookup_key. */
export function createStripePayments(options: StripePaymentsOptions): PaymentsPort {
  const stripe = new Stripe(options.secretKey, clientOptions(options.apiBaseUrl));
  const prices = new Map<PlanId, string>();

  async function call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw toPaymentError(error);
    }
  }

  async function priceFor(plan: PlanId): Promise<string> {
    const known = prices.get(plan);
    if (known !== undefined) return known;
    const list = await stripe.prices.list({ lookup_keys: [plan], active: true, limit: 1 });
    const price = list.data[0];
    if (price === undefined) throw new PaymentError('payment_failed', `No Stripe price ${plan}`);
    prices.set(plan, price.id);
    return price.id;
  }

  async function intentOf(subscription: Stripe.Subscription): Promise<PaymentIntent | null> {
    const setup = subscription.pending_setup_intent;
    if (setup !== null && typeof setup !== 'string' && setup.client_secret !== null) {
      return {
        id: setup.id,
        clientSecret: setup.client_secret,
        status: intentStatus(setup.status),
      };
    }
    const invoice = subscription.latest_invoice;
    if (invoice === null || typeof invoice === 'string') return null;
    const payment = invoice.payments?.data[0]?.payment.payment_intent;
    if (payment === undefined) return null;
    const intent =
      typeof payment === 'string' ? await stripe.paymentIntents.retrieve(payment) : payment;
    return {
      id: intent.id,
      clientSecret: intent.client_secret ?? '',
      status: intentStatus(intent.status),
    };
  }

  async function provided(subscription: Stripe.Subscription): Promise<ProviderSubscription> {
    return toProviderSubscription(subscription, await intentOf(subscription));
  }

  const retrieve = (id: string) =>
    call(async () => provided(await stripe.subscriptions.retrieve(id, { expand: EXPAND })));

  const update = (id: string, params: Stripe.SubscriptionUpdateParams) =>
    call(async () =>
      provided(await stripe.subscriptions.update(id, { ...params, expand: EXPAND })),
    );

  return {
    config: { provider: 'stripe', publishableKey: options.publishableKey },

    onEvent() {
      // Stripe's events arrive at POST /v1/webhooks/stripe.
    },

    createCustomer: ({ email, name, userId }) =>
      call(async () => (await stripe.customers.create({ email, name, metadata: { userId } })).id),

    attachPaymentMethod: (customer, paymentMethodId) =>
      call(async () => {
        const method = await stripe.paymentMethods.attach(paymentMethodId, { customer });
        await stripe.customers.update(customer, {
          invoice_settings: { default_payment_method: method.id },
        });
      }),

    createSubscription: ({ customerId, plan, trialDays }) =>
      call(async () => {
        const created = await stripe.subscriptions.create({
          customer: customerId,
          items: [{ price: await priceFor(plan) }],
          ...(trialDays > 0 ? { trial_period_days: trialDays } : {}),
          payment_behavior: 'allow_incomplete',
          expand: EXPAND,
        });
        const subscription = await provided(created);
        if (subscription.paymentIntent?.status === 'requires_payment_method') {
          // The first charge failed outright: no subscription is left behind.
          await stripe.subscriptions.cancel(created.id);
          throw new PaymentError('card_declined', 'The first payment failed');
        }
        return subscription;
      }),

    cancelAtPeriodEnd: (id) => update(id, { cancel_at_period_end: true }),
    restart: (id) => update(id, { cancel_at_period_end: false }),

    changePlan: (id, plan) =>
      call(async () => {
        const subscription = await stripe.subscriptions.retrieve(id);
        const item = subscription.items.data[0];
        if (item === undefined) throw new PaymentError('invalid_request', 'No subscription item');
        return provided(
          await stripe.subscriptions.update(id, {
            items: [{ id: item.id, price: await priceFor(plan) }],
            proration_behavior: 'always_invoice',
            payment_behavior: 'error_if_incomplete',
            expand: EXPAND,
          }),
        );
      }),

    retrieveSubscription: retrieve,

    defaultCard: (customerId) =>
      call(async () => {
        const customer = await stripe.customers.retrieve(customerId, {
          expand: ['invoice_settings.default_payment_method'],
        });
        if (customer.deleted === true) return null;
        const method = customer.invoice_settings.default_payment_method;
        if (method === null || typeof method === 'string' || method.card === undefined) {
          return null;
        }
        const { brand, last4, exp_month: expMonth, exp_year: expYear } = method.card;
        return { brand, last4, expMonth, expYear };
      }),

    payOpenInvoice: (id) =>
      call(async () => {
        const subscription = await stripe.subscriptions.retrieve(id, {
          expand: ['latest_invoice'],
        });
        const invoice = subscription.latest_invoice;
        if (invoice !== null && typeof invoice !== 'string' && invoice.status === 'open') {
          await stripe.invoices.pay(invoice.id);
        }
        return provided(await stripe.subscriptions.retrieve(id, { expand: EXPAND }));
      }),

    parseEvent(rawBody, signature) {
      if (signature === undefined || signature === '') {
        throw new PaymentError('signature_invalid', 'No Stripe-Signature header');
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch {
        throw new PaymentError('signature_invalid', 'The Stripe signature does not match');
      }
      return toPaymentEvent(event);
    },
  };
}

/** The handled events; anything else answers null and is acknowledged unread. */
function toPaymentEvent(event: Stripe.Event): PaymentEvent | null {
  if (!HANDLED.has(event.type)) return null;
  const type = event.type as PaymentEventType;
  if (
    event.type === 'customer.subscription.updated' ||
    event.type === 'customer.subscription.deleted'
  ) {
    const subscription = event.data.object;
    // The billing module keeps no payment intent, so none is looked up for an event.
    return {
      id: event.id,
      type,
      created: new Date(event.created * 1000),
      subscriptionId: subscription.id,
      subscription: toProviderSubscription(subscription, null),
    };
  }
  if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
    const subscription = event.data.object.parent?.subscription_details?.subscription;
    if (subscription == null) return null;
    const subscriptionId = typeof subscription === 'string' ? subscription : subscription.id;
    return {
      id: event.id,
      type,
      created: new Date(event.created * 1000),
      subscriptionId,
      subscription: null,
    };
  }
  return null;
}
