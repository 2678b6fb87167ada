import { billingStateSchema, type BillingState } from '@archive/domain/billing/billing.schema';
import { meResponseSchema } from '@archive/domain/auth/auth.schema';
import { API_MESSAGES } from '@archive/domain/messages/api-messages';
import { BILLING_MESSAGES, CARD_FORM_MESSAGES } from '@archive/domain/messages/billing-messages';
import { FORM_MESSAGES } from '@archive/domain/messages/form-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, expectError, me, register, signInToken } from '../../test/api';
import { addCard, ADDRESS, billingCall, CARDS, subscribe } from '../../test/billing-api';
import { buildTestApp, uniqueEmail, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { ENABLE_TEST_ROUTES: 'true' } });
});
afterAll(async () => {
  await t.close();
});

async function account(): Promise<{ email: string; token: string }> {
  const email = uniqueEmail('billing');
  const token = (await register(t.app, email)).user.session.token;
  return { email, token };
}

async function account0(token: string) {
  return meResponseSchema.parse((await me(t.app, token)).json()).user.account;
}

describe('GET /v1/payments/config', () => {
  it('names the local provider, without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/payments/config' });
    expect(response.json()).toEqual({ provider: 'local', publishableKey: null });
  });
});

describe('POST /v1/payments/local/payment_methods', () => {
  it('answers a payment method with brand, last four and expiry only', async () => {
    const { token } = await account();
    const response = await billingCall(t.app, token, 'POST', '/v1/payments/local/payment_methods', {
      number: CARDS.succeeds,
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.stringMatching(/^pm_/) as unknown,
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
    });
  });

  it('answers 400 for a number that fails Luhn, and needs a session', async () => {
    const { token } = await account();
    const bad = await billingCall(t.app, token, 'POST', '/v1/payments/local/payment_methods', {
      number: '4242 4242 4242 4241',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
    });
    expectError(bad, 400, {
      code: 'VALIDATION',
      field: 'number',
      message: CARD_FORM_MESSAGES.invalidCardNumber,
    });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/local/payment_methods',
      payload: { number: CARDS.succeeds, expMonth: 12, expYear: 2034, cvc: '123' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /v1/subscription', () => {
  it('gives a new account a 30-day trial, saves the address and updates the account', async () => {
    const { email, token } = await account();
    const state = billingStateSchema.parse(await subscribe(t.app, token, CARDS.succeeds));
    expect(state).toMatchObject({
      accessLevel: 1,
      activePlan: 'artist-monthly',
      paymentStatus: 'TRIALING',
      subscription: { plan: 'artist-monthly', status: 'trialing', cancelAtPeriodEnd: false },
      card: { brand: 'visa', last4: '4242' },
    });
    const days =
      (Date.parse(state.subscription?.trialEnd ?? '') - Date.now()) / (24 * 60 * 60 * 1000);
    expect(Math.round(days)).toBe(30);
    const user = meResponseSchema.parse((await me(t.app, token)).json()).user;
    expect(user.account).toMatchObject({
      activePlan: 'artist-monthly',
      accessLevel: 1,
      paymentStatus: 'TRIALING',
      customerId: expect.stringMatching(/^cus_/) as unknown,
    });
    expect(user.address).toEqual(ADDRESS);
    // Sign-in answers the same account.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/v1/signin',
      payload: { email, password: 'correct horse battery staple' },
    });
    expect(signIn.json<{ user: { account: unknown } }>().user.account).toEqual(user.account);
  });

  it('gives an account older than 30 days no trial, whatever the client asks', async () => {
    const { email, token } = await account();
    const backdated = await t.app.inject({
      method: 'POST',
      url: `/v1/test/users/${encodeURIComponent(email)}/backdate`,
      payload: { days: 45 },
    });
    expect(backdated.statusCode).toBe(200);
    const state = await subscribe(t.app, token, CARDS.succeeds);
    expect(state.subscription).toMatchObject({ status: 'active', trialEnd: null });
    expect(state.paymentStatus).toBe('ACTIVE');
    expect(state.subscription?.paymentIntent?.status).toBe('succeeded');
  });

  it('answers 402 CARD_DECLINED for a declined card and changes nothing', async () => {
    const { token } = await account();
    const paymentMethod = await addCard(t.app, token, CARDS.declined);
    const response = await billingCall(t.app, token, 'POST', '/v1/subscription', {
      plan: 'artist-monthly',
      payment_method: paymentMethod,
    });
    expectError(response, 402, { code: 'CARD_DECLINED', message: BILLING_MESSAGES.invalidCard });
    expect(await account0(token)).toMatchObject({ accessLevel: 0, activePlan: 'none' });
  });

  it('waits for confirmation with 4000002500003155, then grants access', async () => {
    const { token } = await account();
    const state = await subscribe(t.app, token, CARDS.needsConfirmation);
    expect(state).toMatchObject({
      accessLevel: 0,
      paymentStatus: 'INCOMPLETE',
      subscription: { status: 'incomplete', paymentIntent: { status: 'requires_action' } },
    });
    const intent = state.subscription?.paymentIntent;
    if (!intent) throw new Error('no payment intent');
    const wrong = await billingCall(
      t.app,
      token,
      'POST',
      `/v1/payments/local/payment_intents/${intent.id}/confirm`,
      { client_secret: 'pi_wrong_secret_x' },
    );
    expect(wrong.statusCode).toBe(404);
    const confirmed = await billingCall(
      t.app,
      token,
      'POST',
      `/v1/payments/local/payment_intents/${intent.id}/confirm`,
      { client_secret: intent.clientSecret },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ id: intent.id, status: 'succeeded' });
    expect(await account0(token)).toMatchObject({ accessLevel: 1, paymentStatus: 'TRIALING' });
    const got = await billingCall(t.app, token, 'GET', '/v1/subscription');
    expect(got.json<BillingState>().subscription?.status).toBe('trialing');
  });

  it('answers 409 SUBSCRIPTION_EXISTS for a second subscription', async () => {
    const { token } = await account();
    await subscribe(t.app, token, CARDS.succeeds);
    const paymentMethod = await addCard(t.app, token, CARDS.succeeds);
    const again = await billingCall(t.app, token, 'POST', '/v1/subscription', {
      plan: 'artist-yearly',
      payment_method: paymentMethod,
    });
    expectError(again, 409, { code: 'SUBSCRIPTION_EXISTS' });
  });

  it('answers 400 for bad input', async () => {
    const { token } = await account();
    expectError(
      await billingCall(t.app, token, 'POST', '/v1/subscription', {
        plan: 'gold',
        payment_method: 'pm_x',
      }),
      400,
      { code: 'VALIDATION', field: 'plan', message: FORM_MESSAGES.noPlan },
    );
    expectError(
      await billingCall(t.app, token, 'POST', '/v1/subscription', {
        plan: 'artist-monthly',
        payment_method: 'pm_x',
        extra: true,
      }),
      400,
      { code: 'VALIDATION', field: 'extra', message: API_MESSAGES.unknownField },
    );
    expectError(await billingCall(t.app, token, 'PATCH', '/v1/subscription', {}), 400, {
      code: 'VALIDATION',
      field: 'subscriptionId',
    });
  });
});

describe('GET /v1/subscription and GET /v1/paymentMethod', () => {
  it('answer no subscription and no card before one is started', async () => {
    const { token } = await account();
    const state = await billingCall(t.app, token, 'GET', '/v1/subscription');
    expect(state.json()).toEqual({
      accessLevel: 0,
      activePlan: 'none',
      paymentStatus: 'NONE',
      subscription: null,
      card: null,
    });
    const card = await billingCall(t.app, token, 'GET', '/v1/paymentMethod');
    expect(card.json()).toEqual({ card: null });
  });

  it('answer the subscription and the card', async () => {
    const { token } = await account();
    const started = await subscribe(t.app, token, CARDS.succeeds);
    const state = await billingCall(t.app, token, 'GET', '/v1/subscription');
    expect(state.json<BillingState>().subscription).toEqual(started.subscription);
    const card = await billingCall(t.app, token, 'GET', '/v1/paymentMethod');
    expect(card.json()).toEqual({
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
    });
  });
});

describe('PATCH /v1/subscription, restart and change', () => {
  it('cancels at the period end (access stays) and restarts', async () => {
    const { token } = await account();
    const started = await subscribe(t.app, token, CARDS.succeeds);
    const subscriptionId = started.subscription?.subscriptionId ?? '';
    const cancelled = await billingCall(t.app, token, 'PATCH', '/v1/subscription', {
      subscriptionId,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      accessLevel: 1,
      activePlan: 'artist-monthly',
      subscription: { cancelAtPeriodEnd: true, status: 'trialing' },
    });
    const restarted = await billingCall(t.app, token, 'PATCH', '/v1/subscription/restart', {
      subscriptionId,
    });
    expect(restarted.json()).toMatchObject({ subscription: { cancelAtPeriodEnd: false } });
  });

  it('changes monthly to yearly and back, and only to the alternative plan', async () => {
    const { email, token } = await account();
    await t.app.inject({
      method: 'POST',
      url: `/v1/test/users/${encodeURIComponent(email)}/backdate`,
      payload: { days: 40 },
    });
    const started = await subscribe(t.app, token, CARDS.succeeds);
    const subscriptionId = started.subscription?.subscriptionId ?? '';
    const change = (newPlan: string) =>
      billingCall(t.app, token, 'POST', '/v1/subscription/change', { subscriptionId, newPlan });
    const yearly = await change('artist-yearly');
    expect(yearly.statusCode, yearly.body).toBe(200);
    expect(yearly.json()).toMatchObject({
      activePlan: 'artist-yearly',
      subscription: { plan: 'artist-yearly', status: 'active' },
    });
    expect((await account0(token)).activePlan).toBe('artist-yearly');
    expectError(await change('collector-monthly'), 400, {
      code: 'VALIDATION',
      field: 'newPlan',
      message: BILLING_MESSAGES.planChangeNotAllowed,
    });
    const monthly = await change('artist-monthly');
    expect(monthly.json()).toMatchObject({ activePlan: 'artist-monthly' });
  });

  it("answers 404 for another user's subscription id and changes nothing", async () => {
    const owner = await account();
    const started = await subscribe(t.app, owner.token, CARDS.succeeds);
    const subscriptionId = started.subscription?.subscriptionId ?? '';
    const other = await account();
    await subscribe(t.app, other.token, CARDS.succeeds);
    for (const [method, url] of [
      ['PATCH', '/v1/subscription'],
      ['PATCH', '/v1/subscription/restart'],
    ] as const) {
      expectError(await billingCall(t.app, other.token, method, url, { subscriptionId }), 404, {
        code: 'NOT_FOUND',
      });
    }
    expectError(
      await billingCall(t.app, other.token, 'POST', '/v1/subscription/change', {
        subscriptionId,
        newPlan: 'artist-yearly',
      }),
      404,
      { code: 'NOT_FOUND' },
    );
    const state = await billingCall(t.app, owner.token, 'GET', '/v1/subscription');
    expect(state.json<BillingState>().subscription).toMatchObject({
      plan: 'artist-monthly',
      cancelAtPeriodEnd: false,
    });
  });

  it('answers 404 NO_SUBSCRIPTION without a subscription', async () => {
    const { token } = await account();
    expectError(
      await billingCall(t.app, token, 'PATCH', '/v1/subscription', { subscriptionId: 'sub_x' }),
      404,
      { code: 'NO_SUBSCRIPTION', message: BILLING_MESSAGES.noSubscription },
    );
  });
});

describe('POST /v1/paymentMethod', () => {
  it('replaces the card, and answers 402 for a declined one', async () => {
    const { token } = await account();
    await subscribe(t.app, token, CARDS.succeeds);
    const declined = await addCard(t.app, token, CARDS.declined);
    expectError(
      await billingCall(t.app, token, 'POST', '/v1/paymentMethod', { payment_method: declined }),
      402,
      { code: 'CARD_DECLINED', message: BILLING_MESSAGES.invalidCard },
    );
    const replacement = await addCard(t.app, token, '5555 5555 5555 4444');
    const response = await billingCall(t.app, token, 'POST', '/v1/paymentMethod', {
      payment_method: replacement,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ card: { brand: 'mastercard', last4: '4444' } });
  });
});

// Moves the server clock by 31 days: it runs last in this file.
describe('POST /v1/test/clock/advance', () => {
  it('makes a trial with card 0341 past due; a new card restores ACTIVE', async () => {
    const { email, token } = await account();
    await subscribe(t.app, token, CARDS.failsNextCharge);
    const cancelling = await account();
    const ending = await subscribe(t.app, cancelling.token, CARDS.succeeds);
    await billingCall(t.app, cancelling.token, 'PATCH', '/v1/subscription', {
      subscriptionId: ending.subscription?.subscriptionId ?? '',
    });

    const advanced = await t.app.inject({
      method: 'POST',
      url: '/v1/test/clock/advance',
      payload: { days: 31 },
    });
    expect(advanced.statusCode, advanced.body).toBe(200);

    const fresh = await signInToken(t.app, email);
    expect(await account0(fresh)).toMatchObject({
      accessLevel: 1,
      activePlan: 'artist-monthly',
      paymentStatus: 'PAST_DUE',
    });
    const card = await billingCall(t.app, fresh, 'GET', '/v1/paymentMethod');
    expect(card.json()).toMatchObject({ card: { last4: '0341' } });

    const replacement = await addCard(t.app, fresh, CARDS.succeeds);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/paymentMethod',
      headers: bearer(fresh),
      payload: { payment_method: replacement },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      accessLevel: 1,
      paymentStatus: 'ACTIVE',
      subscription: { status: 'active' },
      card: { last4: '4242' },
    });

    // Cancelled before the period end: after it, no access and no plan.
    const ended = await signInToken(t.app, cancelling.email);
    expect(await account0(ended)).toMatchObject({
      accessLevel: 0,
      activePlan: 'none',
      paymentStatus: 'CANCELED',
    });
  });
});
