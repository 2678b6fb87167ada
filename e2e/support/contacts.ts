import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import type { SeedAccount } from './accounts';

/** The parts of the API's contact and history entry that the specs check. */
export interface ServerContact {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  notes: string;
  status: string;
  version: number;
}

export interface HistoryEntry {
  field: string;
  oldValue: unknown;
  newValue: unknown;
  concurrent: boolean;
}

/** A session token of the account, for checking the server's state straight from the API. */
export async function apiToken(request: APIRequestContext, account: SeedAccount): Promise<string> {
  const response = await request.post('/v1/signin', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { user: { session: { token: string } } };
  return body.user.session.token;
}

export async function serverContacts(
  request: APIRequestContext,
  token: string,
): Promise<ServerContact[]> {
  const response = await request.get('/v1/contacts', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { contacts: ServerContact[] };
  return body.contacts.filter((contact) => contact.status !== 'deleted');
}

export async function contactHistory(
  request: APIRequestContext,
  token: string,
  id: string,
): Promise<HistoryEntry[]> {
  const response = await request.get(`/v1/contacts/${id}/history`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { history: HistoryEntry[] }).history;
}

/** A contact made on the server, as another device would. */
export async function createServerContact(
  request: APIRequestContext,
  token: string,
  fields: Record<string, unknown>,
): Promise<string> {
  const id = randomUUID();
  const response = await request.post('/v1/contacts', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    data: { id, ...fields },
  });
  expect(response.status()).toBe(200);
  return id;
}

/** Offline reloads need the service worker in control of the page first. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}
