import { randomUUID } from 'node:crypto';
import type { SyncResponse } from '@archive/domain/sync/sync.schema';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bearer, registerWithPlan } from './api';
import { uniqueEmail } from './build-test-app';

/** Helpers over app.inject for the contact and sync calls. */
export function changeHeaders(
  token: string,
  key: string = randomUUID(),
): { authorization: string; 'idempotency-key': string } {
  return { ...bearer(token), 'idempotency-key': key };
}

export async function newUserToken(app: FastifyInstance): Promise<string> {
  return (await registerWithPlan(app, uniqueEmail())).user.session.token;
}

export function createContact(
  app: FastifyInstance,
  token: string,
  payload: Record<string, unknown>,
  key?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/v1/contacts',
    headers: changeHeaders(token, key),
    payload,
  });
}

/** Creates a contact named Louise; answers its id. */
export async function newContact(app: FastifyInstance, token: string): Promise<string> {
  const id = randomUUID();
  const response = await createContact(app, token, { id, firstName: 'Louise' });
  expect(response.statusCode, response.body).toBe(200);
  return id;
}

export function patchContact(
  app: FastifyInstance,
  token: string,
  payload: Record<string, unknown>,
  key?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'PATCH',
    url: '/v1/contacts',
    headers: changeHeaders(token, key),
    payload,
  });
}

export function deleteContact(
  app: FastifyInstance,
  token: string,
  id: string,
  key?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'DELETE',
    url: `/v1/contacts/${id}`,
    headers: changeHeaders(token, key),
  });
}

export function pull(
  app: FastifyInstance,
  token: string,
  cursor: number | string,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: `/v1/sync/${String(cursor)}`, headers: bearer(token) });
}

export async function pullPage(
  app: FastifyInstance,
  token: string,
  cursor: number,
): Promise<SyncResponse> {
  const response = await pull(app, token, cursor);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Pulls page after page from `cursor` until `hasMore` is false. */
export async function pullAll(
  app: FastifyInstance,
  token: string,
  cursor = 0,
): Promise<{ pages: SyncResponse[]; nextSync: number }> {
  const pages: SyncResponse[] = [];
  let next = cursor;
  for (;;) {
    const page = await pullPage(app, token, next);
    pages.push(page);
    next = page.nextSync;
    if (!page.hasMore) return { pages, nextSync: next };
  }
}

/** One change of POST /v1/sync/changes. */
export interface TestChange {
  key?: string;
  kind: 'artwork' | 'contact';
  op: 'create' | 'update' | 'delete';
  body: unknown;
}

export function sendChanges(
  app: FastifyInstance,
  token: string,
  changes: readonly (TestChange & { key: string })[],
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/v1/sync/changes',
    headers: bearer(token),
    payload: { changes },
  });
}

/** Gives each change a key of its own. */
export function keyed(changes: readonly TestChange[]): (TestChange & { key: string })[] {
  return changes.map((change) => ({ ...change, key: change.key ?? randomUUID() }));
}
