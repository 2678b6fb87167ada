import { randomUUID } from 'node:crypto';
import type { AuthResponse } from '@archive/domain/auth/auth.schema';
import { API_MESSAGES } from '@archive/domain/messages/api-messages';
import type { SyncResponse } from '@archive/domain/sync/sync.schema';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, deleteAccount, expectError, register, signInToken } from '../test/api';
import { artworkBody, createArtwork } from '../test/artwork-api';
import { addCard, billingCall, CARDS, subscribe } from '../test/billing-api';
import { buildTestApp, STRONG_PASSWORD, uniqueEmail, type TestApp } from '../test/build-test-app';
import { createContact, pullAll, pullPage } from '../test/sync-api';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { ENABLE_TEST_ROUTES: 'true' } });
});
afterAll(async () => {
  await t.close();
});

interface Account {
  email: string;
  token: string;
  userId: string;
  collectionId: string;
}

async function newAccount(app: FastifyInstance = t.app): Promise<Account> {
  const email = uniqueEmail('paywall');
  const answer: AuthResponse = await register(app, email);
  return {
    email,
    token: answer.user.session.token,
    userId: answer.user.id,
    collectionId: answer.collections[0]?.id ?? '',
  };
}

/** The route's path with every parameter filled in (the guard answers before validation). */
function concrete(path: string): string {
  return path.replace(/:[A-Za-z]+/g, randomUUID());
}

function gatesWith(gate: string): { method: string; path: string }[] {
  return t.app
    .planGates()
    .map((line) => line.split(' '))
    .filter(([, , routeGate]) => routeGate === gate)
    .map(([method = '', path = '']) => ({ method, path }));
}

const PLAN_REQUIRED = { code: 'PLAN_REQUIRED', message: API_MESSAGES.planRequired };
const PAST_DUE = { code: 'PLAN_REQUIRED', message: API_MESSAGES.planPastDue };

describe('the paywall on every signed-in route', () => {
  it('lists every signed-in /v1 route and what it needs of the plan', () => {
    // A new signed-in route must be added here on purpose; without `config.plan` a GET needs
    // a plan (`read`) and any other method a plan in good standing (`write`).
    expect(t.app.planGates()).toEqual([
      'DELETE /v1/account open',
      'DELETE /v1/artworks write',
      'DELETE /v1/artworks/share/:shareRecordId write',
      'DELETE /v1/contacts/:id write',
      'DELETE /v1/viewingRoom/:id write',
      'GET /v1/artworks read',
      'GET /v1/artworks/:id/history read',
      'GET /v1/artworks/imageURLs/:id/:count write',
      'GET /v1/artworks/importConfig read',
      'GET /v1/contacts read',
      'GET /v1/contacts/:id/history read',
      'GET /v1/contacts/imageURLs/:id/:count write',
      'GET /v1/exports/archive read',
      'GET /v1/me open',
      'GET /v1/organisation/uploadLogo/:imageType open',
      'GET /v1/paymentMethod open',
      'GET /v1/subscription open',
      // Open, but without a plan it holds the archive back (tested below).
      'GET /v1/sync/:nextSync open',
      'GET /v1/viewingRoom/:id/enquiries read',
      'GET /v1/viewingRooms read',
      'PATCH /v1/artworks write',
      'PATCH /v1/contacts write',
      'PATCH /v1/organisation open',
      'PATCH /v1/subscription open',
      'PATCH /v1/subscription/restart open',
      'PATCH /v1/user open',
      'PATCH /v1/user/settings open',
      'PATCH /v1/viewingRoom/:id write',
      'POST /v1/artworks write',
      'POST /v1/artworks/importImage/:id write',
      'POST /v1/artworks/share write',
      // Received shares are read without a plan (decision 022), and their badge cleared.
      'POST /v1/artworks/share/seen open',
      'POST /v1/changePassword open',
      'POST /v1/contacts write',
      'POST /v1/events open',
      'POST /v1/exports/archive read',
      'POST /v1/exports/contacts read',
      'POST /v1/exports/csv write',
      'POST /v1/exports/document/:type write',
      'POST /v1/paymentMethod open',
      'POST /v1/payments/local/payment_intents/:id/confirm open',
      'POST /v1/payments/local/payment_methods open',
      'POST /v1/signout open',
      'POST /v1/subscription open',
      'POST /v1/subscription/change open',
      'POST /v1/sync/changes write',
      'POST /v1/viewingRoom write',
      'PUT /v1/artworks/imageURL/:id write',
      'PUT /v1/artworks/share/:collectionId write',
      'PUT /v1/contacts/imageURL/:id write',
    ]);
  });

  it('answers 403 PLAN_REQUIRED on every gated route for an account without a plan', async () => {
    const account = await newAccount();
    const gated = [...gatesWith('read'), ...gatesWith('write')];
    expect(gated.length).toBeGreaterThan(0);
    for (const { method, path } of gated) {
      const response = await t.app.inject({
        method: method as 'GET',
        url: concrete(path),
        headers: { ...bearer(account.token), 'idempotency-key': randomUUID() },
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(403);
      expect(response.json(), `${method} ${path}`).toEqual({ error: PLAN_REQUIRED });
    }
  });

  it('stores nothing for a refused change', async () => {
    const account = await newAccount();
    const id = randomUUID();
    expectError(await createContact(t.app, account.token, { id, firstName: 'Louise' }), 403, {
      ...PLAN_REQUIRED,
    });
    expectError(
      await createArtwork(t.app, account.token, artworkBody(account.collectionId)),
      403,
      PLAN_REQUIRED,
    );
    await t.app.users.grantPlan(account.email, undefined);
    const contacts = await t.app.inject({
      method: 'GET',
      url: '/v1/contacts',
      headers: bearer(account.token),
    });
    expect(contacts.json()).toEqual({ contacts: [] });
  });

  it('still answers 401 before 403 for a request without a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/contacts', payload: {} });
    expectError(response, 401, { code: 'UNAUTHORIZED' });
  });

  it('answers every open route for an account without a plan', async () => {
    const account = await newAccount();
    const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        headers: bearer(account.token),
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
    const calls: [string, () => Promise<{ statusCode: number; body: string }>][] = [
      ['GET /v1/me', () => call('GET', '/v1/me')],
      ['PATCH /v1/user', () => call('PATCH', '/v1/user', { name: 'Ada Lapsed' })],
      [
        'POST /v1/changePassword',
        () =>
          call('POST', '/v1/changePassword', {
            currentPassword: STRONG_PASSWORD,
            newPassword: STRONG_PASSWORD,
          }),
      ],
      [
        'PATCH /v1/organisation',
        () => call('PATCH', '/v1/organisation', { name: 'Studio Lapsed' }),
      ],
      [
        'GET /v1/organisation/uploadLogo/:imageType',
        () => call('GET', '/v1/organisation/uploadLogo/png'),
      ],
      ['GET /v1/subscription', () => call('GET', '/v1/subscription')],
      ['GET /v1/paymentMethod', () => call('GET', '/v1/paymentMethod')],
      ['GET /v1/sync/:nextSync', () => call('GET', '/v1/sync/0')],
      ['POST /v1/artworks/share/seen', () => call('POST', '/v1/artworks/share/seen')],
      [
        'PATCH /v1/user/settings',
        () => call('PATCH', '/v1/user/settings', { walkthroughsDone: ['first-artwork'] }),
      ],
      [
        'POST /v1/events',
        () => call('POST', '/v1/events', { events: [{ name: 'payment_failed' }] }),
      ],
    ];
    const paying = await newAccount();
    const subscribeCalls: [string, () => Promise<{ statusCode: number; body: string }>][] = [
      [
        'POST /v1/payments/local/payment_methods',
        () =>
          billingCall(t.app, paying.token, 'POST', '/v1/payments/local/payment_methods', {
            number: CARDS.needsConfirmation,
            expMonth: 12,
            expYear: 2034,
            cvc: '123',
          }),
      ],
    ];
    for (const [route, send] of [...calls, ...subscribeCalls]) {
      const response = await send();
      expect(response.statusCode, `${route}: ${response.body}`).toBe(200);
    }

    // Subscribing is what an account without a plan is here for: with a card that needs
    // confirmation it stays without access until the confirmation.
    const started = await subscribe(t.app, paying.token, CARDS.needsConfirmation);
    expect(started.accessLevel).toBe(0);
    const intent = started.subscription;
    if (!intent?.paymentIntent) throw new Error('no payment intent');
    const confirmed = await billingCall(
      t.app,
      paying.token,
      'POST',
      `/v1/payments/local/payment_intents/${intent.paymentIntent.id}/confirm`,
      { client_secret: intent.paymentIntent.clientSecret },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'succeeded' });
    const subscriptionId = intent.subscriptionId;
    const lifecycle: [string, () => Promise<{ statusCode: number; body: string }>][] = [
      ['GET /v1/subscription', () => billingCall(t.app, paying.token, 'GET', '/v1/subscription')],
      [
        'POST /v1/paymentMethod',
        async () =>
          billingCall(t.app, paying.token, 'POST', '/v1/paymentMethod', {
            payment_method: await addCard(t.app, paying.token, CARDS.succeeds),
          }),
      ],
      [
        'POST /v1/subscription/change',
        () =>
          billingCall(t.app, paying.token, 'POST', '/v1/subscription/change', {
            subscriptionId,
            newPlan: 'artist-yearly',
          }),
      ],
      [
        'PATCH /v1/subscription',
        () => billingCall(t.app, paying.token, 'PATCH', '/v1/subscription', { subscriptionId }),
      ],
      [
        'PATCH /v1/subscription/restart',
        () =>
          billingCall(t.app, paying.token, 'PATCH', '/v1/subscription/restart', {
            subscriptionId,
          }),
      ],
    ];
    for (const [route, send] of lifecycle) {
      const response = await send();
      expect(response.statusCode, `${route}: ${response.body}`).toBe(200);
    }

    const leaving = await newAccount();
    const ending: [string, () => Promise<{ statusCode: number; body: string }>][] = [
      ['POST /v1/signout', () => call('POST', '/v1/signout')],
      ['DELETE /v1/account', () => deleteAccount(t.app, leaving.token)],
    ];
    for (const [route, send] of ending) {
      const response = await send();
      expect(response.statusCode, `${route}: ${response.body}`).toBe(200);
    }

    // Every open route was called above: a new one needs its line here.
    const called = new Set(
      [...calls, ...subscribeCalls, ...lifecycle, ...ending].map(([route]) => route),
    );
    called.add('POST /v1/subscription');
    called.add('POST /v1/payments/local/payment_intents/:id/confirm');
    expect([...called].sort()).toEqual(
      gatesWith('open').map(({ method, path }) => `${method} ${path}`),
    );
  });
});

describe('the sync pull of an account without a plan', () => {
  it('answers the user part, without the archive, and keeps the cursor', async () => {
    const account = await newAccount();
    const answer = await pullPage(t.app, account.token, 0);
    expect(answer).toMatchObject({
      nextSync: 0,
      hasMore: false,
      artworks: [],
      artists: [],
      contacts: [],
      user: { id: account.userId, account: { activePlan: 'none', accessLevel: 0 } },
    });
  });

  it('sends what others shared with it, and stops the cursor before what it held back', async () => {
    // Another user shares works with it: records it reads without a plan (decision 036).
    const account = await newAccount();
    const sender = await newAccount();
    await t.app.users.grantPlan(sender.email, undefined);
    const work = randomUUID();
    const made = await createArtwork(
      t.app,
      sender.token,
      artworkBody(sender.collectionId, { id: work }),
    );
    expect(made.statusCode, made.body).toBe(200);
    const logShare = async (): Promise<string> => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/artworks/share',
        headers: { ...bearer(sender.token), 'idempotency-key': randomUUID() },
        payload: {
          recipient: { email: account.email },
          artworkIds: [work],
          shareOptions: { sharePrice: false },
          message: '',
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ shareRecord: { id: string } }>().shareRecord.id;
    };
    const first = await logShare();
    await t.app.users.grantPlan(account.email, undefined);
    const contactId = randomUUID();
    const created = await createContact(t.app, account.token, {
      id: contactId,
      firstName: 'Louise',
    });
    expect(created.statusCode, created.body).toBe(200);
    await t.app.users.setAccount(account.userId, {
      activePlan: 'none',
      accessLevel: 0,
      paymentStatus: 'CANCELED',
    });
    const second = await logShare();

    const page = await pullPage(t.app, account.token, 0);
    expect(page.contacts).toEqual([]);
    expect(page.recievedRecords.map((record) => record.id)).toEqual([first, second]);
    // Share 1 (seq 1) is behind the cursor; the contact (seq 2) is not.
    expect(page.nextSync).toBe(1);
    expect(page.hasMore).toBe(false);

    await t.app.users.grantPlan(account.email, undefined);
    const again = await pullPage(t.app, account.token, page.nextSync);
    expect(again.contacts.map((contact) => contact.id)).toEqual([contactId]);
    expect(again.nextSync).toBe(3);
  });
});

// Moves the server clock by 31 days: it runs last in this file.
describe('when the plan lapses or a charge fails', () => {
  let lapsing: Account;
  let lapsedCursor: number;
  let heldBack: { contactId: string; artworkId: string };
  let pastDue: Account;
  let pastDueContact: string;

  beforeAll(async () => {
    // Cancelled during its trial: the plan ends with the trial.
    lapsing = await newAccount();
    const started = await subscribe(t.app, lapsing.token, CARDS.succeeds);
    const early = randomUUID();
    expect(
      (await createContact(t.app, lapsing.token, { id: early, firstName: 'Early' })).statusCode,
    ).toBe(200);
    lapsedCursor = (await pullAll(t.app, lapsing.token)).nextSync;
    heldBack = { contactId: randomUUID(), artworkId: randomUUID() };
    const contact = await createContact(t.app, lapsing.token, {
      id: heldBack.contactId,
      firstName: 'Louise',
    });
    expect(contact.statusCode, contact.body).toBe(200);
    const artwork = await createArtwork(
      t.app,
      lapsing.token,
      artworkBody(lapsing.collectionId, { id: heldBack.artworkId }),
    );
    expect(artwork.statusCode, artwork.body).toBe(200);
    const cancelled = await billingCall(t.app, lapsing.token, 'PATCH', '/v1/subscription', {
      subscriptionId: started.subscription?.subscriptionId ?? '',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    // A card whose first charge, at the trial's end, fails: PAST_DUE.
    pastDue = await newAccount();
    await subscribe(t.app, pastDue.token, CARDS.failsNextCharge);
    pastDueContact = randomUUID();
    expect(
      (await createContact(t.app, pastDue.token, { id: pastDueContact, firstName: 'Paula' }))
        .statusCode,
    ).toBe(200);

    const advanced = await t.app.inject({
      method: 'POST',
      url: '/v1/test/clock/advance',
      payload: { days: 31 },
    });
    expect(advanced.statusCode, advanced.body).toBe(200);
    // Sessions unused for 30 days are dead: sign in again.
    lapsing = { ...lapsing, token: await signInToken(t.app, lapsing.email) };
    pastDue = { ...pastDue, token: await signInToken(t.app, pastDue.email) };
  });

  it('holds the archive back from a lapsed account and sends it once the plan is back', async () => {
    const lapsed: SyncResponse = await pullPage(t.app, lapsing.token, lapsedCursor);
    expect(lapsed.user.account).toMatchObject({ activePlan: 'none', accessLevel: 0 });
    expect(lapsed).toMatchObject({ contacts: [], artworks: [], artists: [], hasMore: false });
    expect(lapsed.nextSync).toBe(lapsedCursor);
    expectError(
      await createContact(t.app, lapsing.token, { id: randomUUID(), firstName: 'Nope' }),
      403,
      PLAN_REQUIRED,
    );

    // A new subscription (no second trial): the pull from the same cursor sends the rest.
    await subscribe(t.app, lapsing.token, CARDS.succeeds);
    const { pages } = await pullAll(t.app, lapsing.token, lapsed.nextSync);
    expect(pages.flatMap((page) => page.contacts).map((contact) => contact.id)).toEqual([
      heldBack.contactId,
    ]);
    expect(pages.flatMap((page) => page.artworks).map((artwork) => artwork.id)).toEqual([
      heldBack.artworkId,
    ]);
    expect(pages.flatMap((page) => page.artists)).toHaveLength(1);
  });

  it('lets a past-due account read, sync and fix its card, but not change its archive', async () => {
    const { token } = pastDue;
    const contacts = await t.app.inject({
      method: 'GET',
      url: '/v1/contacts',
      headers: bearer(token),
    });
    expect(contacts.statusCode, contacts.body).toBe(200);
    expect(contacts.json<{ contacts: { id: string }[] }>().contacts.map((c) => c.id)).toEqual([
      pastDueContact,
    ]);
    const artworks = await t.app.inject({
      method: 'GET',
      url: '/v1/artworks',
      headers: bearer(token),
    });
    expect(artworks.statusCode, artworks.body).toBe(200);
    const synced = await pullAll(t.app, token);
    expect(synced.pages[0]?.user.account.paymentStatus).toBe('PAST_DUE');
    expect(synced.pages.flatMap((page) => page.contacts).map((c) => c.id)).toEqual([
      pastDueContact,
    ]);

    expectError(
      await createContact(t.app, token, { id: randomUUID(), firstName: 'Nope' }),
      403,
      PAST_DUE,
    );
    expectError(
      await createArtwork(t.app, token, artworkBody(pastDue.collectionId)),
      403,
      PAST_DUE,
    );
    expectError(
      await t.app.inject({
        method: 'GET',
        url: `/v1/contacts/imageURLs/${pastDueContact}/1?contentType=image/jpeg`,
        headers: bearer(token),
      }),
      403,
      PAST_DUE,
    );

    // A new card pays the open invoice; the archive opens again.
    const card = await addCard(t.app, token, CARDS.succeeds);
    const fixed = await billingCall(t.app, token, 'POST', '/v1/paymentMethod', {
      payment_method: card,
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const created = await createContact(t.app, token, { id: randomUUID(), firstName: 'Paid' });
    expect(created.statusCode, created.body).toBe(200);
  });
});
