import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formList, formString, parseForm, type Form } from './fake-stripe-form';
import {
  createFakeStripeState,
  FakeStripeError,
  type FakeCustomer,
  type FakeIntent,
  type FakeInvoice,
  type FakeMethod,
  type FakeStripeState,
  type FakeSub,
} from './fake-stripe-state';
import { closeServer } from './close-server';

/**
 * A fake of the handful of Stripe API calls the Stripe adapter makes, on node:http with its
 * state in memory, honouring Stripe's test cards (as `pm_card_…` tokens). Tests point the
 * `stripe` SDK at it with STRIPE_API_BASE_URL.
 */
export interface FakeStripe {
  url: string;
  state: FakeStripeState;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** A subscription as Stripe's JSON (for webhook event payloads). */
  subscriptionJson(id: string): Record<string, unknown>;
  close(): Promise<void>;
}

const SECRET_KEY = 'sk_test_fake';

function render(state: FakeStripeState) {
  const method = (m: FakeMethod) => ({
    id: m.id,
    object: 'payment_method',
    type: 'card',
    customer: m.customer,
    card: { brand: 'visa', last4: m.last4, exp_month: 12, exp_year: 2034, funding: 'credit' },
    livemode: false,
    metadata: {},
  });
  const customer = (c: FakeCustomer, expand: string[]) => ({
    id: c.id,
    object: 'customer',
    email: c.email,
    name: c.name,
    created: c.created,
    metadata: {},
    invoice_settings: {
      default_payment_method:
        c.defaultPaymentMethod !== null &&
        expand.includes('invoice_settings.default_payment_method')
          ? method(state.method(c.defaultPaymentMethod))
          : c.defaultPaymentMethod,
    },
  });
  const intent = (i: FakeIntent) => ({
    id: i.id,
    object: i.object,
    status: i.status,
    client_secret: i.clientSecret,
    ...(i.object === 'payment_intent' ? { amount: i.amount, currency: 'eur' } : {}),
  });
  const invoice = (inv: FakeInvoice, withPayments: boolean) => {
    const paymentIntent = inv.paymentIntent === null ? null : state.intent(inv.paymentIntent);
    return {
      id: inv.id,
      object: 'invoice',
      status: inv.status,
      customer: inv.customer,
      amount_due: inv.amount,
      currency: 'eur',
      created: inv.created,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: inv.subscription, metadata: {} },
      },
      confirmation_secret:
        paymentIntent === null
          ? null
          : { client_secret: paymentIntent.clientSecret, type: 'payment_intent' },
      ...(withPayments
        ? {
            payments: {
              object: 'list',
              has_more: false,
              url: `/v1/invoice_payments?invoice=${inv.id}`,
              data:
                paymentIntent === null
                  ? []
                  : [
                      {
                        id: `inpay_${inv.id}`,
                        object: 'invoice_payment',
                        payment: { type: 'payment_intent', payment_intent: paymentIntent.id },
                      },
                    ],
            },
          }
        : {}),
    };
  };
  const subscription = (s: FakeSub, expand: string[]) => {
    const withPayments = expand.includes('latest_invoice.payments');
    const latest = withPayments || expand.includes('latest_invoice');
    const setup = s.pendingSetupIntent;
    return {
      id: s.id,
      object: 'subscription',
      customer: s.customer,
      status: s.status,
      created: s.created,
      trial_end: s.trialEnd,
      cancel_at_period_end: s.cancelAtPeriodEnd,
      default_payment_method: null,
      items: {
        object: 'list',
        has_more: false,
        url: `/v1/subscription_items?subscription=${s.id}`,
        data: [
          {
            id: s.itemId,
            object: 'subscription_item',
            price: state.priceJson(s.price),
            quantity: 1,
            current_period_start: s.periodStart,
            current_period_end: s.periodEnd,
          },
        ],
      },
      latest_invoice: latest
        ? invoice(state.invoice(s.latestInvoice), withPayments)
        : s.latestInvoice,
      pending_setup_intent:
        setup !== null && expand.includes('pending_setup_intent')
          ? intent(state.intent(setup))
          : setup,
      metadata: {},
      livemode: false,
    };
  };
  return { method, customer, intent, invoice, subscription };
}

type Handler = (form: Form, id: string) => unknown;

function routes(state: FakeStripeState): [string, RegExp, Handler][] {
  const json = render(state);
  const expand = (form: Form) => formList(form, 'expand');
  return [
    [
      'POST',
      /^\/v1\/customers$/,
      (f) =>
        json.customer(
          state.createCustomer(formString(f, 'email') ?? '', formString(f, 'name') ?? ''),
          [],
        ),
    ],
    ['GET', /^\/v1\/customers\/([^/]+)$/, (f, id) => json.customer(state.customer(id), expand(f))],
    [
      'POST',
      /^\/v1\/customers\/([^/]+)$/,
      (f, id) => {
        const method = formString(f, 'invoice_settings', 'default_payment_method');
        if (method !== undefined) state.setDefault(id, method);
        return json.customer(state.customer(id), expand(f));
      },
    ],
    ['GET', /^\/v1\/payment_methods\/([^/]+)$/, (_f, id) => json.method(state.method(id))],
    [
      'POST',
      /^\/v1\/payment_methods\/([^/]+)\/attach$/,
      (f, id) => json.method(state.attach(id, formString(f, 'customer') ?? '')),
    ],
    [
      'GET',
      /^\/v1\/prices$/,
      (f) => ({
        object: 'list',
        has_more: false,
        url: '/v1/prices',
        data: state.prices(formList(f, 'lookup_keys')),
      }),
    ],
    [
      'POST',
      /^\/v1\/subscriptions$/,
      (f) => {
        const sub = state.createSubscription(
          formString(f, 'customer') ?? '',
          formString(f, 'items', 0, 'price') ?? '',
          Number(formString(f, 'trial_period_days') ?? '0'),
        );
        return json.subscription(sub, expand(f));
      },
    ],
    [
      'GET',
      /^\/v1\/subscriptions\/([^/]+)$/,
      (f, id) => json.subscription(state.subscription(id), expand(f)),
    ],
    [
      'POST',
      /^\/v1\/subscriptions\/([^/]+)$/,
      (f, id) =>
        json.subscription(
          state.updateSubscription(
            id,
            formString(f, 'cancel_at_period_end'),
            formString(f, 'items', 0, 'price'),
          ),
          expand(f),
        ),
    ],
    [
      'DELETE',
      /^\/v1\/subscriptions\/([^/]+)$/,
      (f, id) => json.subscription(state.cancelSubscription(id), expand(f)),
    ],
    [
      'GET',
      /^\/v1\/(?:payment|setup)_intents\/([^/]+)$/,
      (_f, id) => json.intent(state.intent(id)),
    ],
    [
      'POST',
      /^\/v1\/(?:payment|setup)_intents\/([^/]+)\/confirm$/,
      (_f, id) => json.intent(state.confirmIntent(id)),
    ],
    [
      'GET',
      /^\/v1\/invoices\/([^/]+)$/,
      (f, id) => json.invoice(state.invoice(id), expand(f).includes('payments')),
    ],
    [
      'POST',
      /^\/v1\/invoices\/([^/]+)\/pay$/,
      (_f, id) => json.invoice(state.payInvoice(id), false),
    ],
  ];
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
  response.end(JSON.stringify(body));
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const state = createFakeStripeState();
  const table = routes(state);
  const json = render(state);
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.headers.authorization !== `Bearer ${SECRET_KEY}`) {
        send(response, 401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
        });
        return;
      }
      const url = new URL(request.url ?? '/', 'http://fake');
      const form = parseForm(
        request.method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString('utf8'),
      );
      for (const [method, pattern, handler] of table) {
        const match = request.method === method ? pattern.exec(url.pathname) : null;
        if (match === null) continue;
        try {
          send(response, 200, handler(form, match[1] ?? ''));
        } catch (error) {
          if (error instanceof FakeStripeError) send(response, error.status, { error: error.body });
          else send(response, 500, { error: { type: 'api_error', message: String(error) } });
        }
        return;
      }
      send(response, 404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${request.method} ${url.pathname})`,
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    secretKey: SECRET_KEY,
    publishableKey: 'pk_test_fake',
    webhookSecret: 'whsec_fake_secret',
    subscriptionJson: (id) => json.subscription(state.subscription(id), []),
    close: () => closeServer(server),
  };
}
