import { API_MESSAGES } from '@archive/domain/messages/api-messages';
import type { AuthResponse } from '@archive/domain/auth/auth.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, register } from './test/api';
import { buildTestApp, STRONG_PASSWORD, uniqueEmail, type TestApp } from './test/build-test-app';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await buildTestApp({
    env: { LOG_LEVEL: 'trace' },
    logStream: { write: (line: string) => lines.push(line) },
    rateLimits: {
      signInPerIp: { max: 3, timeWindow: 60_000 },
      signInPerEmail: { max: 2, timeWindow: 60_000 },
      userLookupPerIp: { max: 2, timeWindow: 60_000 },
      userLookupPerEmail: { max: 2, timeWindow: 60_000 },
      resetRequestPerIp: { max: 3, timeWindow: 60_000 },
      resetRequestPerEmail: { max: 1, timeWindow: 60_000 },
      resetSubmitPerIp: { max: 3, timeWindow: 60_000 },
      resetSubmitPerEmail: { max: 2, timeWindow: 60_000 },
      registerPerIp: { max: 2, timeWindow: 60_000 },
    },
  });
});
afterAll(async () => {
  await t.close();
});

let ipCounter = 0;
function newIp(): string {
  ipCounter += 1;
  return `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

const RATE_LIMITED = { code: 'RATE_LIMITED', message: API_MESSAGES.rateLimited };

function signInFrom(ip: string, email: string) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/signin',
    remoteAddress: ip,
    payload: { email, password: 'wrong password' },
  });
}

describe('rate limits answer 429 with a clear message', () => {
  it('limits sign-in per IP address', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i++) {
      expect((await signInFrom(ip, uniqueEmail())).statusCode).toBe(404);
    }
    expectError(await signInFrom(ip, uniqueEmail()), 429, RATE_LIMITED);
    expect((await signInFrom(newIp(), uniqueEmail())).statusCode).toBe(404);
  });

  it('limits sign-in per e-mail address across IP addresses', async () => {
    const email = uniqueEmail();
    expect((await signInFrom(newIp(), email)).statusCode).toBe(404);
    expect((await signInFrom(newIp(), email.toUpperCase())).statusCode).toBe(404);
    const limited = await signInFrom(newIp(), email);
    expectError(limited, 429, RATE_LIMITED);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('counts only failed sign-ins per e-mail: a success starts the count again', async () => {
    const email = uniqueEmail();
    const registered = await t.app.inject({
      method: 'POST',
      url: '/v1/register',
      remoteAddress: newIp(),
      payload: { email, password: STRONG_PASSWORD, role: 'artist', name: 'Ada' },
    });
    expect(registered.statusCode).toBe(200);
    const withPassword = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/signin',
        remoteAddress: newIp(),
        payload: { email, password },
      });
    // Several devices signing in with the right password are never refused…
    for (let device = 0; device < 4; device += 1) {
      expect((await withPassword(STRONG_PASSWORD)).statusCode).toBe(200);
    }
    // …nor after one mistyped password; a run of wrong ones still is, right password or not.
    expect((await withPassword('wrong password')).statusCode).toBe(401);
    expect((await withPassword(STRONG_PASSWORD)).statusCode).toBe(200);
    expect((await withPassword('wrong password')).statusCode).toBe(401);
    expect((await withPassword('wrong password')).statusCode).toBe(401);
    expectError(await withPassword(STRONG_PASSWORD), 429, RATE_LIMITED);
  });

  it('limits user look-up per e-mail address across IP addresses', async () => {
    const email = uniqueEmail();
    const lookUp = () =>
      t.app.inject({ method: 'GET', url: `/v1/user/${email}`, remoteAddress: newIp() });
    expect((await lookUp()).statusCode).toBe(200);
    expect((await lookUp()).statusCode).toBe(200);
    expectError(await lookUp(), 429, RATE_LIMITED);
  });

  it('limits user look-up per IP address', async () => {
    const ip = newIp();
    const lookUp = () =>
      t.app.inject({ method: 'GET', url: `/v1/user/${uniqueEmail()}`, remoteAddress: ip });
    expect((await lookUp()).statusCode).toBe(200);
    expect((await lookUp()).statusCode).toBe(200);
    expectError(await lookUp(), 429, RATE_LIMITED);
  });

  it('limits reset requests per e-mail address and per IP address', async () => {
    const email = uniqueEmail();
    await t.app.inject({
      method: 'POST',
      url: '/v1/register',
      remoteAddress: newIp(),
      payload: { email, password: STRONG_PASSWORD, role: 'artist', name: 'Ada' },
    });
    const request = (ip: string, address = email) =>
      t.app.inject({ method: 'GET', url: `/v1/resetPassword/${address}`, remoteAddress: ip });
    expect((await request(newIp())).statusCode).toBe(200);
    expectError(await request(newIp()), 429, RATE_LIMITED);
    expect(t.mail.sent.filter((message) => message.to === email)).toHaveLength(1);

    const ip = newIp();
    for (let i = 0; i < 3; i++) expect((await request(ip, uniqueEmail())).statusCode).toBe(404);
    expectError(await request(ip, uniqueEmail()), 429, RATE_LIMITED);
  });

  it('limits reset code submissions per e-mail address and per IP address', async () => {
    const email = uniqueEmail();
    const submit = (ip: string, address = email) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/resetPassword/${address}`,
        remoteAddress: ip,
        payload: { resetCode: '123456', newPassword: 'a brand new passphrase' },
      });
    expect((await submit(newIp())).statusCode).toBe(401);
    expect((await submit(newIp())).statusCode).toBe(401);
    expectError(await submit(newIp()), 429, RATE_LIMITED);

    const ip = newIp();
    for (let i = 0; i < 3; i++) expect((await submit(ip, uniqueEmail())).statusCode).toBe(401);
    expectError(await submit(ip, uniqueEmail()), 429, RATE_LIMITED);
  });

  it('limits registration per IP address', async () => {
    const ip = newIp();
    const registerFrom = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/register',
        remoteAddress: ip,
        payload: { email: uniqueEmail(), password: STRONG_PASSWORD, role: 'artist', name: 'A' },
      });
    expect((await registerFrom()).statusCode).toBe(200);
    expect((await registerFrom()).statusCode).toBe(200);
    expectError(await registerFrom(), 429, RATE_LIMITED);
  });
});

describe('log hygiene', () => {
  it('never logs passwords, reset codes or tokens', async () => {
    const app = t.app;
    lines.length = 0;
    const email = uniqueEmail();
    const registered: AuthResponse = await register(app, email);
    const token = registered.user.session.token;
    await app.inject({
      method: 'POST',
      url: '/v1/signin',
      payload: { email, password: 'a wrong password here' },
    });
    await app.inject({
      method: 'POST',
      url: '/v1/changePassword',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: STRONG_PASSWORD, newPassword: 'the next passphrase' },
    });
    await app.inject({ method: 'GET', url: `/v1/resetPassword/${email}` });
    const code = /\b(\d{6})\b/.exec(t.mail.lastTo(email)?.text ?? '')?.[1] ?? 'missing';
    await app.inject({
      method: 'POST',
      url: `/v1/resetPassword/${email}`,
      payload: { resetCode: code, newPassword: 'the last passphrase' },
    });

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(5);
    for (const secret of [
      STRONG_PASSWORD,
      'a wrong password here',
      'the next passphrase',
      'the last passphrase',
      code,
      token,
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
