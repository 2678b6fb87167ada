import type { AuthResponse } from '@archive/domain/auth/auth.schema';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { STRONG_PASSWORD } from './build-test-app';

/** Small helpers over app.inject for the account calls. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export async function register(
  app: FastifyInstance,
  email: string,
  extra: Record<string, unknown> = {},
): Promise<AuthResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/register',
    payload: { email, password: STRONG_PASSWORD, role: 'artist', name: 'Ada Artist', ...extra },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/**
 * Registers an account and gives it an active plan (the paywall gates the archive calls): the
 * tests' ordinary user. `register` alone leaves the account without a plan.
 */
export async function registerWithPlan(
  app: FastifyInstance,
  email: string,
  extra: Record<string, unknown> = {},
): Promise<AuthResponse> {
  const answer = await register(app, email, extra);
  const row = await app.users.grantPlan(email, undefined);
  return { ...answer, user: { ...answer.user, account: app.users.toApiUser(row).account } };
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password = STRONG_PASSWORD,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/v1/signin', payload: { email, password } });
}

export async function signInToken(
  app: FastifyInstance,
  email: string,
  password = STRONG_PASSWORD,
): Promise<string> {
  const response = await signIn(app, email, password);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuthResponse>().user.session.token;
}

/** DELETE /v1/account with the password every test account is registered with. */
export function deleteAccount(
  app: FastifyInstance,
  token: string,
  currentPassword = STRONG_PASSWORD,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'DELETE',
    url: '/v1/account',
    headers: bearer(token),
    payload: { currentPassword },
  });
}

export async function me(app: FastifyInstance, token: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: '/v1/me', headers: bearer(token) });
}

export function expectError(
  response: LightMyRequestResponse,
  status: number,
  error: { code: string; message?: string; field?: string },
): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ error });
}
