import { expect } from 'vitest';
import type { AuthResponse } from '@archive/domain/auth/auth.schema';
import {
  STRONG_PASSWORD,
  uniqueEmail,
  type TestApp,
} from '../../../../server/src/test/build-test-app';

/** Tests only: an account registered on the real in-process server. */
export interface ServerTestAccount {
  token: string;
  userId: string;
  collectionId: string;
}

/** A collector with an active plan: their collection is not 'production', so any artist name is allowed. */
export async function registerCollector(
  t: TestApp,
  emailPrefix: string,
): Promise<ServerTestAccount> {
  const email = uniqueEmail(emailPrefix);
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/register',
    payload: { email, password: STRONG_PASSWORD, role: 'collector', name: 'Cleo Collector' },
  });
  expect(response.statusCode, response.body).toBe(200);
  // The archive calls need an active plan (the server's paywall).
  await t.app.users.grantPlan(email, undefined);
  const answer = response.json<AuthResponse>();
  const collection = answer.collections[0];
  if (!collection) throw new Error('A new user has no collection');
  return { token: answer.user.session.token, userId: answer.user.id, collectionId: collection.id };
}
