import { randomBytes } from 'node:crypto';
import { PLANS, findPlan } from '@archive/domain/plans/plans';
import { addDays, addPeriod } from '../adapters/payments/payments-port';
import { chargeOutcome, type CardBehaviour } from '../adapters/payments/test-cards';

/** In-memory objects of the fake Stripe, in Stripe's own JSON shapes (API 2025+). */
export class FakeStripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; code: string; message: string; decline_code?: string },
  ) {
    super(body.message);
  }
}

const declined = () =>
  new FakeStripeError(402, {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  });
const missing = (id: string) =>
  new FakeStripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such object: '${id}'`,
  });

/** Stripe's test payment method tokens and the test cards they stand for. */
export const TEST_TOKENS: Record<string, { last4: string; behaviour: CardBehaviour }> = {
  pm_card_visa: { last4: '4242', behaviour: 'succeeds' },
  pm_card_chargeDeclined: { last4: '0002', behaviour: 'declined' },
  pm_card_authenticationRequired: { last4: '3155', behaviour: 'requires_action' },
  pm_card_chargeCustomerFail: { last4: '0341', behaviour: 'fails_charge' },
};

interface Method {
  id: string;
  customer: string | null;
  last4: string;
  behaviour: CardBehaviour;
}
interface Customer {
  id: string;
  email: string;
  name: string;
  defaultPaymentMethod: string | null;
  created: number;
}
interface Intent {
  id: string;
  object: 'payment_intent' | 'setup_intent';
  status: string;
  clientSecret: string;
  amount: number;
  invoice: string | null;
  subscription: string;
}
interface Invoice {
  id: string;
  subscription: string;
  customer: string;
  status: 'open' | 'paid' | 'void';
  amount: number;
  paymentIntent: string | null;
  created: number;
}
interface Sub {
  id: string;
  customer: string;
  price: string;
  itemId: string;
  status: string;
  created: number;
  trialEnd: number | null;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  latestInvoice: string;
  pendingSetupIntent: string | null;
}

const id = (prefix: string) => `${prefix}_fake${randomBytes(10).toString('hex')}`;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);
const fromUnix = (seconds: number) => new Date(seconds * 1000);

/** One price per plan, with the plan id as its lookup_key. */
const PRICES = PLANS.map((plan) => ({
  id: `price_fake_${plan.id}`,
  object: 'price',
  active: true,
  currency: 'eur',
  lookup_key: plan.id,
  unit_amount: plan.price * 100,
  recurring: { interval: plan.billingPeriod === 'monthly' ? 'month' : 'year', interval_count: 1 },
}));

export function createFakeStripeState() {
  const customers = new Map<string, Customer>();
  const methods = new Map<string, Method>();
  const subs = new Map<string, Sub>();
  const invoices = new Map<string, Invoice>();
  const intents = new Map<string, Intent>();
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);

  const get = <T>(map: Map<string, T>, key: string): T => {
    const value = map.get(key);
    if (value === undefined) throw missing(key);
    return value;
  };
  const priceById = (priceId: string) => {
    const price = PRICES.find((candidate) => candidate.id === priceId);
    if (price === undefined) throw missing(priceId);
    return price;
  };
  const planOf = (sub: Sub) => {
    const plan = findPlan(priceById(sub.price).lookup_key);
    if (plan === undefined) throw missing(sub.price);
    return plan;
  };

  function behaviourOf(customerId: string): CardBehaviour | null {
    const methodId = get(customers, customerId).defaultPaymentMethod;
    return methodId === null ? null : (methods.get(methodId)?.behaviour ?? null);
  }
  const charge = (customerId: string) => {
    const behaviour = behaviourOf(customerId);
    return behaviour === null ? 'failed' : chargeOutcome(behaviour);
  };

  function addInvoice(sub: Sub, amount: number, result: string, at: Date): Invoice {
    const invoice: Invoice = {
      id: id('in'),
      subscription: sub.id,
      customer: sub.customer,
      status: result === 'succeeded' ? 'paid' : 'open',
      amount,
      paymentIntent: null,
      created: unix(at),
    };
    if (amount > 0) {
      const intentId = id('pi');
      intents.set(intentId, {
        id: intentId,
        object: 'payment_intent',
        status: result === 'failed' ? 'requires_payment_method' : result,
        clientSecret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
        amount,
        invoice: invoice.id,
        subscription: sub.id,
      });
      invoice.paymentIntent = intentId;
    }
    invoices.set(invoice.id, invoice);
    sub.latestInvoice = invoice.id;
    return invoice;
  }

  function settle(sub: Sub): void {
    if (sub.status !== 'incomplete' && sub.status !== 'past_due') return;
    sub.status = sub.trialEnd !== null && sub.trialEnd > unix(now()) ? 'trialing' : 'active';
  }

  function setUp(customerId: string): void {
    const methodId = get(customers, customerId).defaultPaymentMethod;
    const method = methodId === null ? undefined : methods.get(methodId);
    if (method?.behaviour === 'requires_action') method.behaviour = 'succeeds';
  }

  return {
    now,
    advance(days: number): void {
      offsetMs += days * 24 * 60 * 60 * 1000;
      const at = unix(now());
      for (const sub of subs.values()) {
        while ((sub.status === 'active' || sub.status === 'trialing') && sub.periodEnd <= at) {
          if (sub.cancelAtPeriodEnd) {
            sub.status = 'canceled';
            break;
          }
          const plan = planOf(sub);
          const result = charge(sub.customer);
          const start = fromUnix(sub.periodEnd);
          addInvoice(sub, plan.price * 100, result, start);
          sub.periodStart = sub.periodEnd;
          sub.periodEnd = unix(addPeriod(start, plan.billingPeriod));
          sub.status = result === 'succeeded' ? 'active' : 'past_due';
        }
      }
    },

    prices: (lookupKeys: string[]) =>
      PRICES.filter((price) => lookupKeys.length === 0 || lookupKeys.includes(price.lookup_key)),

    createCustomer(email: string, name: string): Customer {
      const customer = {
        id: id('cus'),
        email,
        name,
        defaultPaymentMethod: null,
        created: unix(now()),
      };
      customers.set(customer.id, customer);
      return customer;
    },
    customer: (customerId: string) => get(customers, customerId),
    setDefault(customerId: string, methodId: string): void {
      get(methods, methodId);
      get(customers, customerId).defaultPaymentMethod = methodId;
    },
    method: (methodId: string) => get(methods, methodId),

    /** A `pm_card_…` token attaches as a new payment method, as with Stripe. */
    attach(methodId: string, customerId: string): Method {
      get(customers, customerId);
      const token = TEST_TOKENS[methodId];
      const method =
        token === undefined
          ? get(methods, methodId)
          : { id: id('pm'), customer: null, last4: token.last4, behaviour: token.behaviour };
      if (method.behaviour === 'declined') throw declined();
      method.customer = customerId;
      methods.set(method.id, method);
      return method;
    },

    createSubscription(customerId: string, priceId: string, trialDays: number): Sub {
      const plan = findPlan(priceById(priceId).lookup_key);
      if (plan === undefined) throw missing(priceId);
      const start = now();
      const trial = trialDays > 0;
      const behaviour = behaviourOf(customerId);
      const result = trial
        ? behaviour === 'requires_action'
          ? 'requires_action'
          : 'succeeded'
        : charge(customerId);
      const periodEnd = trial ? addDays(start, trialDays) : addPeriod(start, plan.billingPeriod);
      const sub: Sub = {
        id: id('sub'),
        customer: customerId,
        price: priceId,
        itemId: id('si'),
        status: result === 'succeeded' ? (trial ? 'trialing' : 'active') : 'incomplete',
        created: unix(start),
        trialEnd: trial ? unix(periodEnd) : null,
        periodStart: unix(start),
        periodEnd: unix(periodEnd),
        cancelAtPeriodEnd: false,
        latestInvoice: '',
        pendingSetupIntent: null,
      };
      addInvoice(sub, trial ? 0 : plan.price * 100, result, start);
      if (trial && result === 'requires_action') {
        const setupId = id('seti');
        intents.set(setupId, {
          id: setupId,
          object: 'setup_intent',
          status: 'requires_action',
          clientSecret: `${setupId}_secret_${randomBytes(8).toString('hex')}`,
          amount: 0,
          invoice: null,
          subscription: sub.id,
        });
        sub.pendingSetupIntent = setupId;
      }
      subs.set(sub.id, sub);
      return sub;
    },
    subscription: (subId: string) => get(subs, subId),

    updateSubscription(
      subId: string,
      cancelAtPeriodEnd: string | undefined,
      priceId: string | undefined,
    ): Sub {
      const sub = get(subs, subId);
      if (cancelAtPeriodEnd !== undefined) sub.cancelAtPeriodEnd = cancelAtPeriodEnd === 'true';
      if (priceId !== undefined && priceId !== sub.price) {
        priceById(priceId);
        if (sub.status === 'active') {
          if (charge(sub.customer) === 'failed') throw declined();
          const start = now();
          sub.price = priceId;
          const plan = planOf(sub);
          addInvoice(sub, plan.price * 100, 'succeeded', start);
          sub.periodStart = unix(start);
          sub.periodEnd = unix(addPeriod(start, plan.billingPeriod));
        } else {
          sub.price = priceId;
        }
      }
      return sub;
    },
    cancelSubscription(subId: string): Sub {
      const sub = get(subs, subId);
      sub.status = 'canceled';
      return sub;
    },
    setStatus(subId: string, status: string): void {
      get(subs, subId).status = status;
    },

    invoice: (invoiceId: string) => get(invoices, invoiceId),
    payInvoice(invoiceId: string): Invoice {
      const invoice = get(invoices, invoiceId);
      if (invoice.status !== 'open') return invoice;
      const result = charge(invoice.customer);
      if (result === 'failed') throw declined();
      const intent =
        invoice.paymentIntent === null ? undefined : intents.get(invoice.paymentIntent);
      if (result === 'requires_action') {
        if (intent !== undefined) intent.status = 'requires_action';
        return invoice;
      }
      invoice.status = 'paid';
      if (intent !== undefined) intent.status = 'succeeded';
      settle(get(subs, invoice.subscription));
      return invoice;
    },

    intent: (intentId: string) => get(intents, intentId),
    confirmIntent(intentId: string): Intent {
      const intent = get(intents, intentId);
      if (intent.status === 'requires_payment_method') throw declined();
      if (intent.status !== 'requires_action') return intent;
      intent.status = 'succeeded';
      const sub = get(subs, intent.subscription);
      setUp(sub.customer);
      if (intent.invoice !== null) get(invoices, intent.invoice).status = 'paid';
      if (intent.object === 'setup_intent') sub.pendingSetupIntent = null;
      settle(sub);
      return intent;
    },

    priceJson: priceById,
  };
}

export type FakeStripeState = ReturnType<typeof createFakeStripeState>;
export type {
  Customer as FakeCustomer,
  Intent as FakeIntent,
  Invoice as FakeInvoice,
  Method as FakeMethod,
  Sub as FakeSub,
};
