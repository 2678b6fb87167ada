import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EMPTY_CONTACT_FORM } from '@archive/domain/contacts/contact.schema';
import { AUTH_CONTRACT } from '@archive/domain/contract/auth.contract';
import { CONTACTS_CONTRACT } from '@archive/domain/contract/contacts.contract';
import {
  buildTestApp,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../../../server/src/test/build-test-app';
import type { TestApp } from '../../../server/src/test/build-test-app';
import { ApiError, callApi } from '../data/api/api-client';
import { clearSession, getSession } from '../data/session/session-store';
import { startSession } from '../data/session/start-session';
import { createHttpTransport } from '../data/engine/transport/http-transport';
import { accessRedirect } from './access-redirect';
import { isPlanRequired } from '../data/http/api-error';

/**
 * The server's paywall as the web app meets it (Fastify on PGlite, over HTTP): a call refused
 * with 403 PLAN_REQUIRED brings the stored user up to date, and the route guards then send the
 * person to /pay (no plan) or /expired-payment-method (past due).
 */

const realFetch = globalThis.fetch;
let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await buildTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  // callApi asks the page's own origin; here that is the listening server.
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => realFetch(baseUrl + input, init));
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await t.close();
});
afterEach(() => {
  clearSession();
});

/** Signs in through the web client an account that has a plan; answers its id. */
async function signedInWithPlan(): Promise<string> {
  const email = uniqueEmail('paywall-web');
  const registered = await t.app.inject({
    method: 'POST',
    url: '/v1/register',
    payload: { email, password: STRONG_PASSWORD, role: 'collector', name: 'Cleo Collector' },
  });
  expect(registered.statusCode, registered.body).toBe(200);
  await t.app.users.grantPlan(email, undefined);
  startSession(await callApi(AUTH_CONTRACT.signIn, { body: { email, password: STRONG_PASSWORD } }));
  const session = getSession();
  if (!session) throw new Error('not signed in');
  expect(accessRedirect(session.user.account, '/contacts')).toBeNull();
  return session.user.id;
}

async function refused(call: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await call.catch((caught: unknown) => caught);
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('PLAN_REQUIRED in the web app', () => {
  it('sends a person whose plan lapsed to /pay from any call', async () => {
    const userId = await signedInWithPlan();
    await t.app.users.setAccount(userId, {
      activePlan: 'none',
      accessLevel: 0,
      paymentStatus: 'CANCELED',
    });

    const error = await refused(callApi(CONTACTS_CONTRACT.list));
    expect(error).toMatchObject({ status: 403, code: 'PLAN_REQUIRED' });
    const account = getSession()?.user.account;
    expect(account).toMatchObject({ accessLevel: 0, activePlan: 'none' });
    expect(account && accessRedirect(account, '/contacts')).toBe('/pay');
  });

  it('sends a past-due person to /expired-payment-method after a refused change', async () => {
    const userId = await signedInWithPlan();
    await t.app.users.setAccount(userId, { paymentStatus: 'PAST_DUE' });
    // Reading is still allowed.
    await callApi(CONTACTS_CONTRACT.list);
    expect(getSession()?.user.account.paymentStatus).toBe('ACTIVE');

    const error = await refused(
      callApi(CONTACTS_CONTRACT.create, {
        body: { id: randomUUID(), firstName: 'Louise' },
        headers: { 'Idempotency-Key': randomUUID() },
      }),
    );
    expect(error).toMatchObject({ status: 403, code: 'PLAN_REQUIRED' });
    const account = getSession()?.user.account;
    expect(account?.paymentStatus).toBe('PAST_DUE');
    expect(account && accessRedirect(account, '/contacts')).toBe('/expired-payment-method');
    expect(account && accessRedirect(account, '/expired-payment-method')).toBeNull();
  });

  it('takes the plan away when the server cannot be asked again', async () => {
    const userId = await signedInWithPlan();
    await t.app.users.setAccount(userId, {
      activePlan: 'none',
      accessLevel: 0,
      paymentStatus: 'CANCELED',
    });
    // The refusal arrives; the connection drops before GET /v1/me.
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) =>
      input === AUTH_CONTRACT.me.path
        ? Promise.reject(new TypeError('Failed to fetch'))
        : realFetch(baseUrl + input, init),
    );
    try {
      await refused(callApi(CONTACTS_CONTRACT.list));
    } finally {
      vi.stubGlobal('fetch', (input: string, init?: RequestInit) =>
        realFetch(baseUrl + input, init),
      );
    }
    const account = getSession()?.user.account;
    expect(account && accessRedirect(account, '/artworks')).toBe('/pay');
  });

  it('gives the sync engine a refused change as PLAN_REQUIRED, and says so once', async () => {
    const userId = await signedInWithPlan();
    const token = getSession()?.token ?? null;
    await t.app.users.setAccount(userId, {
      activePlan: 'none',
      accessLevel: 0,
      paymentStatus: 'CANCELED',
    });
    const onPlanRequired = vi.fn();
    const transport = createHttpTransport({
      baseUrl,
      getToken: () => token,
      fetch: realFetch,
      onPlanRequired,
    });

    const error: unknown = await transport
      .createContact(
        {
          ...EMPTY_CONTACT_FORM,
          id: randomUUID(),
          firstName: 'Louise',
          dateCreated: new Date().toISOString(),
        },
        randomUUID(),
      )
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'PLAN_REQUIRED' });
    expect(isPlanRequired(error)).toBe(true);
    expect(onPlanRequired).toHaveBeenCalledTimes(1);

    // The pull stays open: the user part comes, the archive waits.
    const pulled = await transport.pull(0);
    expect(pulled.user.account.activePlan).toBe('none');
    expect(
      isPlanRequired(new ApiError(403, { error: { code: 'FORBIDDEN', message: 'Forbidden' } })),
    ).toBe(false);
    expect(isPlanRequired(new ApiError(null, { error: { message: 'network error' } }))).toBe(false);
  });
});
