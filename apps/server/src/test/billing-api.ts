import type { BillingState } from '@archive/domain/billing/billing.schema';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bearer } from './api';

/** Stripe's test cards, as the web app's card form sends them to the local provider. */
export const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  needsConfirmation: '4000 0025 0000 3155',
  failsNextCharge: '4000 0000 0000 0341',
} as const;

export const ADDRESS = {
  addressLine1: 'Prinsengracht 263',
  city: 'Amsterdam',
  postalCode: '1016 GV',
  country: 'NL',
};

export async function addCard(
  app: FastifyInstance,
  token: string,
  number: string,
  cvc = '123',
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/payments/local/payment_methods',
    headers: bearer(token),
    payload: { number, expMonth: 12, expYear: 2034, cvc },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: string }>().id;
}

export function billingCall(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload }),
  });
}

export async function subscribe(
  app: FastifyInstance,
  token: string,
  number: string,
  plan = 'artist-monthly',
): Promise<BillingState> {
  const paymentMethod = await addCard(app, token, number);
  const response = await billingCall(app, token, 'POST', '/v1/subscription', {
    plan,
    payment_method: paymentMethod,
    trial_period_days: 30,
    address: ADDRESS,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BillingState>();
}
