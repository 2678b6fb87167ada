import type { Card, LocalCardBody, PaymentIntent } from '@archive/domain/billing/billing.schema';
import {
  PAYMENT_INTENT_STATUSES,
  SUBSCRIPTION_STATUSES,
} from '@archive/domain/billing/billing.schema';
import { CARD_FORM_MESSAGES } from '@archive/domain/messages/billing-messages';
import { findPlan, type PlanId } from '@archive/domain/plans/plans';
import type { Db } from '../../../db/client';
import type { LocalInvoiceRow, LocalSubscriptionRow } from '../../../db/schema-billing';
import type { Clock } from '../../../lib/clock';
import {
  addDays,
  addPeriod,
  PaymentError,
  type PaymentEvent,
  type PaymentEventHandler,
  type PaymentEventType,
  type PaymentsPort,
  type ProviderSubscription,
} from '../payments-port';
import {
  cardBehaviour,
  cardBrand,
  chargeOutcome,
  passesLuhn,
  type CardBehaviour,
} from '../test-cards';
import { clientSecretFor, localId } from './local-ids';
import { createLocalPaymentsRepository } from './local-payments.repository';

/** The local provider: the port plus what Stripe.js and Stripe's own clock do for Stripe. */
export interface LocalPayments extends PaymentsPort {
  /** Keeps brand, last four and expiry of a test card; answers a payment method id. */
  createPaymentMethod(card: LocalCardBody): Promise<{ id: string; card: Card }>;
  /** The customer's confirmation of a payment (3-D Secure) with the intent's client secret. */
  confirmPaymentIntent(id: string, clientSecret: string): Promise<PaymentIntent>;
  /** Ends trials and renews periods that are due by the clock, charging the default card. */
  runDue(): Promise<void>;
}

export interface LocalPaymentsOptions {
  db: Db;
  clock: Clock;
  /** Told when an event handler fails (the change itself stands). */
  onHandlerError?: (error: unknown, event: PaymentEvent) => void;
}

type ChargeResult = 'succeeded' | 'requires_action' | 'failed';
const PAYMENT_INTENT_STATUS = new Set<string>(PAYMENT_INTENT_STATUSES);
const SUBSCRIPTION_STATUS = new Set<string>(SUBSCRIPTION_STATUSES);

function intentStatus(value: string): PaymentIntent['status'] {
  return PAYMENT_INTENT_STATUS.has(value) ? (value as PaymentIntent['status']) : 'processing';
}

function notFound(): PaymentError {
  return new PaymentError('not_found', 'No such subscription');
}

function planOf(id: string) {
  const plan = findPlan(id);
  if (plan === undefined) throw new PaymentError('invalid_request', `No such plan: ${id}`);
  return plan;
}

export function createLocalPayments(options: LocalPaymentsOptions): LocalPayments {
  const repository = createLocalPaymentsRepository(options.db);
  const { clock } = options;
  const handlers: PaymentEventHandler[] = [];

  async function toProvider(row: LocalSubscriptionRow): Promise<ProviderSubscription> {
    const invoice = row.latestInvoiceId ? await repository.findInvoice(row.latestInvoiceId) : null;
    return {
      id: row.id,
      customerId: row.customerId,
      plan: planOf(row.plan).id,
      status: SUBSCRIPTION_STATUS.has(row.status)
        ? (row.status as ProviderSubscription['status'])
        : 'incomplete',
      created: row.created,
      trialEnd: row.trialEnd,
      currentPeriodStart: row.currentPeriodStart,
      currentPeriodEnd: row.currentPeriodEnd,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      paymentIntent:
        invoice === null
          ? null
          : {
              id: invoice.paymentIntentId,
              clientSecret: invoice.clientSecret,
              status: intentStatus(invoice.paymentIntentStatus),
            },
    };
  }

  async function load(id: string): Promise<LocalSubscriptionRow> {
    const row = await repository.findSubscription(id);
    if (row === null) throw notFound();
    return row;
  }

  async function current(id: string): Promise<ProviderSubscription> {
    return toProvider(await load(id));
  }

  async function emit(types: PaymentEventType[], subscriptionId: string): Promise<void> {
    for (const type of types) {
      // No snapshot: the billing module reads this provider's current state, so the order of
      // events never depends on a clock that tests move (and a restart moves back).
      const event: PaymentEvent = {
        id: localId('evt'),
        type,
        created: clock(),
        subscriptionId,
        subscription: null,
      };
      for (const handler of handlers) {
        try {
          await handler(event);
        } catch (error) {
          options.onHandlerError?.(error, event);
        }
      }
    }
  }

  async function defaultBehaviour(customerId: string): Promise<CardBehaviour | null> {
    const customer = await repository.findCustomer(customerId);
    if (customer?.defaultPaymentMethod == null) return null;
    const method = await repository.findPaymentMethod(customer.defaultPaymentMethod);
    return (method?.behaviour as CardBehaviour | undefined) ?? null;
  }

  async function charge(customerId: string): Promise<ChargeResult> {
    const behaviour = await defaultBehaviour(customerId);
    return behaviour === null ? 'failed' : chargeOutcome(behaviour);
  }

  async function addInvoice(
    subscriptionId: string,
    amountCents: number,
    result: ChargeResult,
    now: Date,
  ): Promise<string> {
    const id = localId('in');
    const paymentIntentId = localId('pi');
    await repository.insertInvoice({
      id,
      subscriptionId,
      amountCents,
      status: result === 'succeeded' ? 'paid' : 'open',
      paymentIntentId,
      clientSecret: clientSecretFor(paymentIntentId),
      paymentIntentStatus: result === 'failed' ? 'requires_payment_method' : result,
      createdAt: now,
    });
    return id;
  }

  /** After a payment of an incomplete or past-due subscription: trialing or active again. */
  function settledStatus(row: LocalSubscriptionRow, now: Date): string {
    if (row.status !== 'incomplete' && row.status !== 'past_due') return row.status;
    return row.trialEnd !== null && row.trialEnd > now ? 'trialing' : 'active';
  }

  async function settle(row: LocalSubscriptionRow, invoice: LocalInvoiceRow): Promise<void> {
    await repository.updateInvoice(invoice.id, {
      status: 'paid',
      paymentIntentStatus: 'succeeded',
    });
    await repository.updateSubscription(row.id, { status: settledStatus(row, clock()) });
    await emit(['invoice.paid', 'customer.subscription.updated'], row.id);
  }

  async function renew(row: LocalSubscriptionRow, now: Date): Promise<void> {
    let subscription = row;
    while (subscription.currentPeriodEnd <= now) {
      if (subscription.cancelAtPeriodEnd) {
        await repository.updateSubscription(subscription.id, { status: 'canceled' });
        await emit(['customer.subscription.deleted'], subscription.id);
        return;
      }
      const plan = planOf(subscription.plan);
      const result = await charge(subscription.customerId);
      const start = subscription.currentPeriodEnd;
      const end = addPeriod(start, plan.billingPeriod);
      const invoiceId = await addInvoice(subscription.id, plan.price * 100, result, start);
      const status = result === 'succeeded' ? 'active' : 'past_due';
      await repository.updateSubscription(subscription.id, {
        status,
        currentPeriodStart: start,
        currentPeriodEnd: end,
        latestInvoiceId: invoiceId,
      });
      await emit(
        [
          result === 'succeeded' ? 'invoice.paid' : 'invoice.payment_failed',
          'customer.subscription.updated',
        ],
        subscription.id,
      );
      if (status === 'past_due') return;
      subscription = await load(subscription.id);
    }
  }

  return {
    config: { provider: 'local', publishableKey: null },

    onEvent(handler) {
      handlers.push(handler);
    },

    async createCustomer({ email }) {
      const id = localId('cus');
      await repository.insertCustomer(id, email, clock());
      return id;
    },

    async createPaymentMethod(card) {
      const digits = card.number.replace(/[\s-]/g, '');
      if (!passesLuhn(digits)) {
        throw new PaymentError('invalid_request', CARD_FORM_MESSAGES.invalidCardNumber, 'number');
      }
      const now = clock();
      const expired =
        card.expYear < now.getUTCFullYear() ||
        (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1);
      if (expired)
        throw new PaymentError('invalid_request', CARD_FORM_MESSAGES.expired, 'expMonth');
      const id = localId('pm');
      const saved: Card = {
        brand: cardBrand(digits),
        last4: digits.slice(-4),
        expMonth: card.expMonth,
        expYear: card.expYear,
      };
      await repository.insertPaymentMethod({
        id,
        ...saved,
        behaviour: cardBehaviour(digits),
        createdAt: now,
      });
      return { id, card: saved };
    },

    async attachPaymentMethod(customerId, paymentMethodId) {
      const customer = await repository.findCustomer(customerId);
      if (customer === null) throw new PaymentError('not_found', 'No such customer');
      const method = await repository.findPaymentMethod(paymentMethodId);
      const taken = method?.customerId != null && method.customerId !== customerId;
      if (method === null || taken) {
        throw new PaymentError('card_declined', 'No such payment method');
      }
      if (method.behaviour === 'declined') throw new PaymentError('card_declined', 'Card declined');
      await repository.updatePaymentMethod(method.id, { customerId });
      await repository.setDefaultPaymentMethod(customerId, method.id);
    },

    async createSubscription({ customerId, plan: planId, trialDays }) {
      const plan = planOf(planId);
      const behaviour = await defaultBehaviour(customerId);
      if (behaviour === null || behaviour === 'declined') {
        throw new PaymentError('card_declined', 'No usable payment method');
      }
      const now = clock();
      const trial = trialDays > 0;
      // A trial charges nothing yet, but a card that needs it is still confirmed (a setup).
      const result: ChargeResult = trial
        ? behaviour === 'requires_action'
          ? 'requires_action'
          : 'succeeded'
        : chargeOutcome(behaviour);
      if (result === 'failed') throw new PaymentError('card_declined', 'Card declined');
      const id = localId('sub');
      const periodEnd = trial ? addDays(now, trialDays) : addPeriod(now, plan.billingPeriod);
      const status = result === 'requires_action' ? 'incomplete' : trial ? 'trialing' : 'active';
      await repository.insertSubscription({
        id,
        customerId,
        plan: plan.id,
        status,
        created: now,
        trialEnd: trial ? periodEnd : null,
        currentPeriodStart: now,
        currentPeriodEnd: periodEnd,
        cancelAtPeriodEnd: false,
      });
      const invoiceId = await addInvoice(id, trial ? 0 : plan.price * 100, result, now);
      await repository.updateSubscription(id, { latestInvoiceId: invoiceId });
      if (result === 'succeeded') await emit(['invoice.paid'], id);
      return current(id);
    },

    async cancelAtPeriodEnd(subscriptionId) {
      const row = await load(subscriptionId);
      if (row.status === 'canceled') {
        throw new PaymentError('invalid_request', 'The subscription is already canceled');
      }
      await repository.updateSubscription(row.id, { cancelAtPeriodEnd: true });
      await emit(['customer.subscription.updated'], row.id);
      return current(row.id);
    },

    async restart(subscriptionId) {
      const row = await load(subscriptionId);
      if (row.status === 'canceled') {
        throw new PaymentError('invalid_request', 'A canceled subscription cannot be restarted');
      }
      await repository.updateSubscription(row.id, { cancelAtPeriodEnd: false });
      await emit(['customer.subscription.updated'], row.id);
      return current(row.id);
    },

    async changePlan(subscriptionId, planId: PlanId) {
      const row = await load(subscriptionId);
      const plan = planOf(planId);
      if (row.status !== 'trialing' && row.status !== 'active') {
        throw new PaymentError('invalid_request', 'Only a trialing or active subscription changes');
      }
      if (row.status === 'trialing') {
        // The trial goes on; the new plan is charged when it ends.
        await repository.updateSubscription(row.id, { plan: plan.id });
      } else {
        // A switch of billing interval starts a new period now and charges it (no proration).
        const result = await charge(row.customerId);
        if (result === 'failed') throw new PaymentError('card_declined', 'Card declined');
        const now = clock();
        const invoiceId = await addInvoice(row.id, plan.price * 100, 'succeeded', now);
        await repository.updateSubscription(row.id, {
          plan: plan.id,
          currentPeriodStart: now,
          currentPeriodEnd: addPeriod(now, plan.billingPeriod),
          latestInvoiceId: invoiceId,
        });
        await emit(['invoice.paid'], row.id);
      }
      await emit(['customer.subscription.updated'], row.id);
      return current(row.id);
    },

    retrieveSubscription: current,

    async defaultCard(customerId) {
      const customer = await repository.findCustomer(customerId);
      if (customer?.defaultPaymentMethod == null) return null;
      const method = await repository.findPaymentMethod(customer.defaultPaymentMethod);
      if (method === null) return null;
      const { brand, last4, expMonth, expYear } = method;
      return { brand, last4, expMonth, expYear };
    },

    async payOpenInvoice(subscriptionId) {
      const row = await load(subscriptionId);
      const invoice = await repository.findOpenInvoice(row.id);
      if (invoice === null) return toProvider(row);
      const result = await charge(row.customerId);
      if (result === 'failed') {
        await repository.updateInvoice(invoice.id, {
          paymentIntentStatus: 'requires_payment_method',
        });
        throw new PaymentError('card_declined', 'Card declined');
      }
      if (result === 'requires_action') {
        await repository.updateInvoice(invoice.id, { paymentIntentStatus: 'requires_action' });
        return current(row.id);
      }
      await settle(row, invoice);
      return current(row.id);
    },

    async confirmPaymentIntent(id, clientSecret) {
      const invoice = await repository.findInvoiceByPaymentIntent(id);
      if (invoice === null || invoice.clientSecret !== clientSecret) {
        throw new PaymentError('not_found', 'No such payment intent');
      }
      const row = await load(invoice.subscriptionId);
      if (invoice.paymentIntentStatus === 'requires_payment_method') {
        throw new PaymentError('card_declined', 'Card declined');
      }
      if (invoice.paymentIntentStatus === 'requires_action') {
        // The card is now set up: later charges of it go through without a confirmation.
        const customer = await repository.findCustomer(row.customerId);
        if (customer?.defaultPaymentMethod != null) {
          const method = await repository.findPaymentMethod(customer.defaultPaymentMethod);
          if (method?.behaviour === 'requires_action') {
            await repository.updatePaymentMethod(method.id, { behaviour: 'succeeds' });
          }
        }
        await settle(row, invoice);
      }
      const paid = await repository.findInvoice(invoice.id);
      return {
        id: invoice.paymentIntentId,
        clientSecret: invoice.clientSecret,
        status: intentStatus(paid?.paymentIntentStatus ?? invoice.paymentIntentStatus),
      };
    },

    async runDue() {
      const now = clock();
      for (const row of await repository.findDue(now)) await renew(row, now);
    },

    parseEvent() {
      throw new PaymentError(
        'signature_invalid',
        'The local payment provider delivers its events inside the server',
      );
    },
  };
}
