import type { AuthResponse } from '@archive/domain/auth/auth.schema';
import { authResponseSchema } from '@archive/domain/auth/auth.schema';
import { API_MESSAGES } from '@archive/domain/messages/api-messages';
import { FORM_MESSAGES } from '@archive/domain/messages/form-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, expectError, me, register, signIn, signInToken } from '../../test/api';
import {
  buildTestApp,
  STRONG_PASSWORD,
  uniqueEmail,
  type TestApp,
} from '../../test/build-test-app';
import { PASSWORD_CHANGED_MAIL_SUBJECT, RESET_CODE_MAIL_SUBJECT } from './auth.service';
import {
  RESET_CODE_TTL_MS,
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_INACTIVITY_TIMEOUT_MS,
} from './session-policy';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

function codeFrom(email: string): string {
  const message = t.mail.lastTo(email);
  expect(message?.subject).toBe(RESET_CODE_MAIL_SUBJECT);
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  expect(code).toBeDefined();
  return code!;
}

async function requestCode(email: string): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/v1/resetPassword/${encodeURIComponent(email)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ success: true });
  return codeFrom(email);
}

function submitCode(email: string, resetCode: string, newPassword = 'a brand new passphrase') {
  return t.app.inject({
    method: 'POST',
    url: `/v1/resetPassword/${encodeURIComponent(email)}`,
    payload: { resetCode, newPassword },
  });
}

function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('POST /v1/register', () => {
  it('creates the account, a session and the artist production collection', async () => {
    const email = uniqueEmail('artist');
    const body = await register(t.app, email.toUpperCase());
    expect(authResponseSchema.parse(body)).toEqual(body);
    expect(body.lastSyncDate).toBe(0);
    expect(body.user.email).toBe(email);
    expect(body.user.role).toBe('artist');
    expect(body.user.session.firstLogin).toBe(true);
    expect(body.user.session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user.account).toMatchObject({
      activePlan: 'none',
      accessLevel: 0,
      paymentStatus: 'NONE',
      customerId: null,
    });
    expect(body.collections).toEqual([
      { id: expect.any(String) as string, name: 'Production', type: 'production' },
    ]);
    expect(body).toMatchObject({
      artists: [],
      artworks: [],
      shareRecords: { recievedRecords: [], sentRecords: [] },
    });
    expect((await me(t.app, body.user.session.token)).statusCode).toBe(200);
  });

  it.each(['collector', 'gallerist', 'art-professional', 'art-institution'])(
    'gives a %s a first collection of type collection',
    async (role) => {
      const body = await register(t.app, uniqueEmail(role), {
        role,
        organisation: { name: 'Gallery One' },
      });
      expect(body.collections).toEqual([
        { id: expect.any(String) as string, name: 'Collection', type: 'collection' },
      ]);
      expect(body.user.organisation.name).toBe('Gallery One');
    },
  );

  it('answers 409 ACCOUNT_EXISTS for an address already registered', async () => {
    const email = uniqueEmail();
    await register(t.app, email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/register',
      payload: { email, password: STRONG_PASSWORD, role: 'collector', name: 'Someone Else' },
    });
    expectError(response, 409, {
      code: 'ACCOUNT_EXISTS',
      message: 'Account with email already exists',
      field: 'email',
    });
  });

  it('refuses short, common and missing passwords and accepts a long passphrase', async () => {
    const base = { email: uniqueEmail(), role: 'artist', name: 'Ada' };
    const short = await t.app.inject({
      method: 'POST',
      url: '/v1/register',
      payload: { ...base, password: 'short' },
    });
    expectError(short, 400, {
      code: 'VALIDATION',
      field: 'password',
      message: FORM_MESSAGES.passwordTooShort,
    });
    const common = await t.app.inject({
      method: 'POST',
      url: '/v1/register',
      payload: { ...base, password: 'Password123' },
    });
    expectError(common, 400, { code: 'VALIDATION', message: FORM_MESSAGES.insecurePassword });
    const long = 'a very long passphrase that keeps going '.repeat(25).slice(0, 1000);
    const body = await register(t.app, base.email, { password: long });
    expect((await signIn(t.app, base.email, long)).statusCode).toBe(200);
    // No truncation: the same passphrase without its last character is wrong.
    expect((await signIn(t.app, base.email, long.slice(0, -1))).statusCode).toBe(401);
    expect(body.user.email).toBe(base.email);
  });

  it('requires the organisation name for gallerists and lists every field error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/register',
      payload: { email: 'not-an-email', password: STRONG_PASSWORD, role: 'gallerist', name: '' },
    });
    expect(response.statusCode).toBe(400);
    const error = response.json<{ error: { fields: { field: string }[] } }>().error;
    expect(error.fields.map((f) => f.field).sort()).toEqual(['email', 'name', 'organisation.name']);

    const noOrganisation = await t.app.inject({
      method: 'POST',
      url: '/v1/register',
      payload: { email: uniqueEmail(), password: STRONG_PASSWORD, role: 'gallerist', name: 'G' },
    });
    expectError(noOrganisation, 400, {
      code: 'VALIDATION',
      field: 'organisation.name',
      message: FORM_MESSAGES.noOrganisation,
    });
  });
});

describe('POST /v1/signin', () => {
  it('answers the sign-in shape with a new session', async () => {
    const email = uniqueEmail();
    const registered = await register(t.app, email);
    const response = await signIn(t.app, email.toUpperCase());
    expect(response.statusCode).toBe(200);
    const body: AuthResponse = response.json();
    expect(authResponseSchema.parse(body)).toEqual(body);
    expect(body.user.id).toBe(registered.user.id);
    expect(body.collections).toEqual(registered.collections);
    expect(body.user.session.token).not.toBe(registered.user.session.token);
    expect(body.user.session.firstLogin).toBe(true);
    const again: AuthResponse = (await signIn(t.app, email)).json();
    expect(again.user.session.firstLogin).toBe(false);
  });

  it('answers 404 NO_ACCOUNT for an unknown e-mail', async () => {
    expectError(await signIn(t.app, uniqueEmail('nobody')), 404, {
      code: 'NO_ACCOUNT',
      message: 'No account for this email address. Please sign up',
      field: 'email',
    });
  });

  it('answers 401 INVALID_PASSWORD for a wrong password', async () => {
    const email = uniqueEmail();
    await register(t.app, email);
    expectError(await signIn(t.app, email, 'not the password'), 401, {
      code: 'INVALID_PASSWORD',
      message: 'Invalid password',
      field: 'password',
    });
  });

  it('answers 400 with the form messages for a missing password', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/signin',
      payload: { email: uniqueEmail(), password: '' },
    });
    expectError(response, 400, {
      code: 'VALIDATION',
      field: 'password',
      message: FORM_MESSAGES.noPassword,
    });
  });
});

describe('sessions', () => {
  it('signs out the current session only', async () => {
    const email = uniqueEmail();
    const first = (await register(t.app, email)).user.session.token;
    const second = await signInToken(t.app, email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/signout',
      headers: bearer(first),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expectError(await me(t.app, first), 401, {
      code: 'UNAUTHORIZED',
      message: API_MESSAGES.unauthorized,
    });
    expect((await me(t.app, second)).statusCode).toBe(200);
  });

  it('answers 401 without a token, with a malformed one and with an unknown one', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/v1/me' }), 401, {
      code: 'UNAUTHORIZED',
    });
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/v1/me',
      headers: { authorization: 'Basic abc' },
    });
    expectError(malformed, 401, { code: 'UNAUTHORIZED' });
    expectError(await me(t.app, 'A'.repeat(43)), 401, { code: 'UNAUTHORIZED' });
    expectError(await t.app.inject({ method: 'POST', url: '/v1/signout' }), 401, {
      code: 'UNAUTHORIZED',
    });
  });

  it('ends a session after 30 days without use', async () => {
    const token = (await register(t.app, uniqueEmail())).user.session.token;
    t.advance(SESSION_INACTIVITY_TIMEOUT_MS - 60_000);
    expect((await me(t.app, token)).statusCode).toBe(200);
    t.advance(SESSION_INACTIVITY_TIMEOUT_MS - 60_000);
    // Used a day ago from the session's point of view: still alive.
    expect((await me(t.app, token)).statusCode).toBe(200);
    t.advance(SESSION_INACTIVITY_TIMEOUT_MS + 1);
    expect((await me(t.app, token)).statusCode).toBe(401);
  });

  it('ends a session at its absolute lifetime however often it is used', async () => {
    const token = (await register(t.app, uniqueEmail())).user.session.token;
    const step = SESSION_INACTIVITY_TIMEOUT_MS / 2;
    let elapsed = 0;
    while (elapsed + step < SESSION_ABSOLUTE_LIFETIME_MS) {
      t.advance(step);
      elapsed += step;
      expect((await me(t.app, token)).statusCode).toBe(200);
    }
    t.advance(SESSION_ABSOLUTE_LIFETIME_MS - elapsed);
    expect((await me(t.app, token)).statusCode).toBe(401);
  });
});

describe('POST /v1/changePassword', () => {
  it('changes the password and ends the other sessions, not the current one', async () => {
    const email = uniqueEmail();
    const current = (await register(t.app, email)).user.session.token;
    const other = await signInToken(t.app, email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/changePassword',
      headers: bearer(current),
      payload: { currentPassword: STRONG_PASSWORD, newPassword: 'another fine passphrase' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await me(t.app, current)).statusCode).toBe(200);
    expect((await me(t.app, other)).statusCode).toBe(401);
    expect((await signIn(t.app, email)).statusCode).toBe(401);
    expect((await signIn(t.app, email, 'another fine passphrase')).statusCode).toBe(200);
  });

  it('answers 403 CURRENT_PASSWORD_INCORRECT for a wrong current password', async () => {
    const token = (await register(t.app, uniqueEmail())).user.session.token;
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/changePassword',
      headers: bearer(token),
      payload: { currentPassword: 'wrong password', newPassword: 'another fine passphrase' },
    });
    expectError(response, 403, {
      code: 'CURRENT_PASSWORD_INCORRECT',
      message: 'Current password incorrect',
      field: 'currentPassword',
    });
  });

  it('validates the new password and needs a session', async () => {
    const token = (await register(t.app, uniqueEmail())).user.session.token;
    const weak = await t.app.inject({
      method: 'POST',
      url: '/v1/changePassword',
      headers: bearer(token),
      payload: { currentPassword: STRONG_PASSWORD, newPassword: 'short' },
    });
    expectError(weak, 400, { code: 'VALIDATION', field: 'newPassword' });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/v1/changePassword',
      payload: { currentPassword: STRONG_PASSWORD, newPassword: 'another fine passphrase' },
    });
    expectError(anonymous, 401, { code: 'UNAUTHORIZED' });
  });
});

describe('password reset', () => {
  it('answers 404 EMAIL_NOT_FOUND for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const response = await t.app.inject({ method: 'GET', url: `/v1/resetPassword/${email}` });
    expectError(response, 404, {
      code: 'EMAIL_NOT_FOUND',
      message: 'email does not exist',
      field: 'email',
    });
    expect(t.mail.lastTo(email)).toBeUndefined();
  });

  it('resets with the mailed code once, ends every session and sends a notice', async () => {
    const email = uniqueEmail();
    const a = (await register(t.app, email)).user.session.token;
    const b = await signInToken(t.app, email);
    const code = await requestCode(email);
    expect(code).toMatch(/^\d{6}$/);

    const response = await submitCode(email, code);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await me(t.app, a)).statusCode).toBe(401);
    expect((await me(t.app, b)).statusCode).toBe(401);
    expect((await signIn(t.app, email, 'a brand new passphrase')).statusCode).toBe(200);
    expect(t.mail.lastTo(email)?.subject).toBe(PASSWORD_CHANGED_MAIL_SUBJECT);
    expect(t.mail.lastTo(email)?.text).not.toContain(code);

    expectError(await submitCode(email, code, 'yet another passphrase'), 401, {
      code: 'RESET_CODE_INVALID',
      message: 'Reset code invalid',
      field: 'resetCode',
    });
  });

  it('refuses a wrong code, and a code after 5 wrong tries even when right', async () => {
    const email = uniqueEmail();
    await register(t.app, email);
    const code = await requestCode(email);
    for (let attempt = 0; attempt < 5; attempt++) {
      expectError(await submitCode(email, wrongCode(code)), 401, {
        code: 'RESET_CODE_INVALID',
        field: 'resetCode',
      });
    }
    expectError(await submitCode(email, code), 401, { code: 'RESET_CODE_INVALID' });
    expect((await signIn(t.app, email)).statusCode).toBe(200);
  });

  it('accepts the right code after 4 wrong tries', async () => {
    const email = uniqueEmail();
    await register(t.app, email);
    const code = await requestCode(email);
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await submitCode(email, wrongCode(code))).statusCode).toBe(401);
    }
    expect((await submitCode(email, code)).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const email = uniqueEmail();
    await register(t.app, email);
    const code = await requestCode(email);
    t.advance(RESET_CODE_TTL_MS + 1000);
    expectError(await submitCode(email, code), 401, { code: 'RESET_CODE_INVALID' });
  });

  it('refuses a code replaced by a newer request', async () => {
    const email = uniqueEmail();
    await register(t.app, email);
    const first = await requestCode(email);
    let second = await requestCode(email);
    while (second === first) second = await requestCode(email);
    expectError(await submitCode(email, first), 401, { code: 'RESET_CODE_INVALID' });
    expect((await submitCode(email, second)).statusCode).toBe(200);
  });

  it('answers 401 for an unknown address and 400 for a malformed code', async () => {
    expectError(await submitCode(uniqueEmail('ghost'), '123456'), 401, {
      code: 'RESET_CODE_INVALID',
    });
    expectError(await submitCode(uniqueEmail(), '12ab'), 400, {
      code: 'VALIDATION',
      field: 'resetCode',
      message: FORM_MESSAGES.invalidResetCode,
    });
  });
});
