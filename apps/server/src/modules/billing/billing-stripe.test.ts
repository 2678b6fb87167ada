import type { BillingState } from '@archive/domain/billing/billing.schema';
import { meResponseSchema } from '@archive/domain/auth/auth.schema';
import { BILLING_MESSAGES } from '@archive/domain/messages/billing-messages';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, me, register } from '../../test/api';
import { ADDRESS, billingCall } from '../../test/billing-api';
import { buildTestApp, uniqueEmail, type TestApp } from '../../test/build-test-app';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe';

let fake: FakeStripe;
let t: TestApp;
const signer = new Stripe('sk_test_signer');

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await buildTestApp({
    env: {
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_PUBLISHABLE_KEY: fake.publishableKey,
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_API_BASE_URL: fake.url,
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function subscribed(paymentMethod = 'pm_card_visa') {
  const token = (await register(t.app, uniqueEmail('stripe'))).user.session.token;
  const response = await billingCall(t.app, token, 'POST', '/v1/subscription', {
    plan: 'artist-monthly',
    payment_method: paymentMethod,
    address: ADDRESS,
  });
  return { token, response };
}

let eventCounter = 0;
function webhook(
  type: string,
  object: Record<string, unknown>,
  id?: string,
  secret?: string,
  /** When Stripe made the event, in Unix seconds (now by default). */
  created = Math.floor(Date.now() / 1000),
) {
  eventCounter += 1;
  const payload = JSON.stringify({
    id: id ?? `evt_test_${eventCounter}_${Date.now()}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
  const signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret: secret ?? fake.webhookSecret,
  });
  return t.app.inject({
    method: 'POST',
    url: '/v1/webhooks/stripe',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });
}

async function paymentStatus(token: string): Promise<string> {
  return meResponseSchema.parse((await me(t.app, token)).json()).user.account.paymentStatus;
}

describe('billing with Stripe (the SDK against a local fake of its API)', () => {
  it('answers the Stripe config, and has no local card entry', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/v1/payments/config' });
    expect(config.json()).toEqual({ provider: 'stripe', publishableKey: fake.publishableKey });
    const { token } = await subscribed();
    const local = await billingCall(t.app, token, 'POST', '/v1/payments/local/payment_methods', {
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
    });
    expect(local.statusCode).toBe(404);
  });

  it('starts a trial with a Stripe payment method, and refuses a declined card with 402', async () => {
    const { token, response } = await subscribed();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      accessLevel: 1,
      activePlan: 'artist-monthly',
      paymentStatus: 'TRIALING',
      subscription: { status: 'trialing', plan: 'artist-monthly' },
      card: { last4: '4242' },
    });
    expect(await paymentStatus(token)).toBe('TRIALING');
    const declined = await subscribed('pm_card_chargeDeclined');
    expectError(declined.response, 402, {
      code: 'CARD_DECLINED',
      message: BILLING_MESSAGES.invalidCard,
    });
  });

  it('answers 400 WEBHOOK_SIGNATURE_INVALID for a bad signature and changes nothing', async () => {
    const { token, response } = await subscribed();
    const subscriptionId = response.json<BillingState>().subscription?.subscriptionId ?? '';
    const pastDue = { ...fake.subscriptionJson(subscriptionId), status: 'past_due' };
    const forged = await webhook('customer.subscription.updated', pastDue, undefined, 'whsec_x');
    expectError(forged, 400, {
      code: 'WEBHOOK_SIGNATURE_INVALID',
      message: BILLING_MESSAGES.webhookSignatureInvalid,
    });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/v1/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 'evt_x', type: 'customer.subscription.updated' }),
    });
    expectError(unsigned, 400, { code: 'WEBHOOK_SIGNATURE_INVALID' });
    expect(await paymentStatus(token)).toBe('TRIALING');
  });

  it('applies subscription events once: a replayed event id changes nothing', async () => {
    const { token, response } = await subscribed();
    const subscriptionId = response.json<BillingState>().subscription?.subscriptionId ?? '';
    const subscription = fake.subscriptionJson(subscriptionId);
    const failedId = `evt_failed_${Date.now()}`;
    const first = await webhook(
      'customer.subscription.updated',
      { ...subscription, status: 'past_due' },
      failedId,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true });
    expect(await paymentStatus(token)).toBe('PAST_DUE');
    const later = Math.floor(Date.now() / 1000) + 1;
    const activeEvent = { ...subscription, status: 'active' };
    await webhook('customer.subscription.updated', activeEvent, undefined, undefined, later);
    expect(await paymentStatus(token)).toBe('ACTIVE');
    const replay = await webhook(
      'customer.subscription.updated',
      { ...subscription, status: 'past_due' },
      failedId,
    );
    expect(replay.statusCode).toBe(200);
    expect(await paymentStatus(token)).toBe('ACTIVE');
  });

  it('handles invoice.payment_failed, invoice.paid and customer.subscription.deleted', async () => {
    const { token, response } = await subscribed();
    const subscriptionId = response.json<BillingState>().subscription?.subscriptionId ?? '';
    const invoice = {
      id: 'in_webhook',
      object: 'invoice',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscriptionId },
      },
    };
    fake.state.setStatus(subscriptionId, 'past_due');
    await webhook('invoice.payment_failed', invoice);
    expect(await paymentStatus(token)).toBe('PAST_DUE');
    fake.state.setStatus(subscriptionId, 'active');
    await webhook('invoice.paid', invoice);
    expect(await paymentStatus(token)).toBe('ACTIVE');
    const ignored = await webhook('customer.created', { id: 'cus_x', object: 'customer' });
    expect(ignored.statusCode).toBe(200);
    fake.state.cancelSubscription(subscriptionId);
    await webhook('customer.subscription.deleted', fake.subscriptionJson(subscriptionId));
    const account = meResponseSchema.parse((await me(t.app, token)).json()).user.account;
    expect(account).toMatchObject({
      accessLevel: 0,
      activePlan: 'none',
      paymentStatus: 'CANCELED',
    });
  });

  it('keeps the newest snapshot per subscription: a late, older event changes nothing', async () => {
    const { token, response } = await subscribed();
    const subscriptionId = response.json<BillingState>().subscription?.subscriptionId ?? '';
    const subscription = fake.subscriptionJson(subscriptionId);
    const now = Math.floor(Date.now() / 1000);
    // Stripe made the past_due event first and the active one a minute later, but delivers
    // the active one first (retries and parallel deliveries do not keep order).
    const newer = await webhook(
      'customer.subscription.updated',
      { ...subscription, status: 'active' },
      undefined,
      undefined,
      now + 60,
    );
    expect(newer.statusCode, newer.body).toBe(200);
    expect(await paymentStatus(token)).toBe('ACTIVE');
    const older = await webhook(
      'customer.subscription.updated',
      { ...subscription, status: 'past_due' },
      undefined,
      undefined,
      now,
    );
    expect(older.statusCode, older.body).toBe(200);
    expect(older.json()).toEqual({ received: true });
    expect(await paymentStatus(token)).toBe('ACTIVE');
    const deletedLate = await webhook(
      'customer.subscription.deleted',
      { ...subscription, status: 'canceled' },
      undefined,
      undefined,
      now + 30,
    );
    expect(deletedLate.statusCode).toBe(200);
    const account = meResponseSchema.parse((await me(t.app, token)).json()).user.account;
    expect(account).toMatchObject({ paymentStatus: 'ACTIVE', accessLevel: 1 });
  });

  it('reads the subscription from Stripe when two events carry the same second', async () => {
    const { token, response } = await subscribed();
    const subscriptionId = response.json<BillingState>().subscription?.subscriptionId ?? '';
    const subscription = fake.subscriptionJson(subscriptionId);
    const second = Math.floor(Date.now() / 1000) + 120;
    await webhook(
      'customer.subscription.updated',
      { ...subscription, status: 'past_due' },
      undefined,
      undefined,
      second,
    );
    expect(await paymentStatus(token)).toBe('PAST_DUE');
    // Same second, so which came first cannot be told: Stripe's own current state decides
    // (the fake still has the subscription trialing), not the snapshot that arrived last.
    await webhook(
      'customer.subscription.updated',
      { ...subscription, status: 'active' },
      undefined,
      undefined,
      second,
    );
    expect(await paymentStatus(token)).toBe('TRIALING');
  });
});
