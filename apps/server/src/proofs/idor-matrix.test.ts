import { createHash, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../test/api';
import { seedArchive, smallPng, type SeededArchive } from '../test/archive-seed';
import { buildTestApp, uniqueEmail, type TestApp } from '../test/build-test-app';
import { pathOf } from '../test/image-api';
import { operationsOf, servedDocument, type Operation } from '../test/openapi-operations';
import {
  RECIPES,
  recordNames,
  type MatrixCall,
  type MatrixContext,
} from './idor-recipes.test-support';

/**
 * Issue 15's IDOR matrix (docs/decisions/023-proof-suites.md). Every operation of the served
 * OpenAPI document that names a record, in its path, query or body, is called by other users
 * with the owner's ids; each call gets the answer its recipe records (404 unless a decision
 * says otherwise) and the owner's data stays byte for byte what it was.
 */

let t: TestApp;
let context: MatrixContext;
let operations: Operation[];

beforeAll(async () => {
  t = await buildTestApp();
  const png = await smallPng();
  const owner = await seedArchive(t.app, png);
  const other = await seedArchive(t.app, png);
  const registered = await t.app.inject({
    method: 'POST',
    url: '/v1/register',
    payload: {
      email: uniqueEmail('unsubscribed'),
      password: 'correct horse battery staple',
      role: 'artist',
      name: 'Una',
    },
  });
  expect(registered.statusCode, registered.body).toBe(200);
  context = {
    owner,
    other,
    unsubscribed: {
      token: registered.json<{ user: { session: { token: string } } }>().user.session.token,
    },
  };
  operations = operationsOf(await servedDocument(t.app));
}, 120_000);

afterAll(async () => {
  await t.close();
});

function sha256(response: LightMyRequestResponse): string {
  return `${response.statusCode} ${createHash('sha256').update(response.rawPayload).digest('hex')}`;
}

/** Everything the owner can read: the whole pull, the lists, the account and the files. */
async function ownerState(owner: SeededArchive): Promise<Record<string, string>> {
  const state: Record<string, string> = {};
  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: bearer(owner.token) });
    state[url] = `${response.statusCode} ${response.body}`;
    return response;
  };
  let cursor = 0;
  for (let page = 0; page < 100; page += 1) {
    const response = await get(`/v1/sync/${cursor}`);
    const body = response.json<{ nextSync: number; hasMore: boolean }>();
    if (!body.hasMore) break;
    cursor = body.nextSync;
  }
  for (const url of [
    '/v1/me',
    '/v1/artworks',
    '/v1/contacts',
    '/v1/subscription',
    '/v1/paymentMethod',
    '/v1/viewingRooms',
    `/v1/artworks/${owner.artworkId}/history`,
    `/v1/contacts/${owner.contactId}/history`,
  ]) {
    await get(url);
  }
  for (const address of [owner.artworkImage.url, owner.contactImage.url, owner.logo.url]) {
    for (const suffix of ['', '/preview.jpg', '/medium.jpg']) {
      const url = pathOf(`${address}${suffix}`);
      state[`file ${url}`] = sha256(await t.app.inject({ method: 'GET', url }));
    }
  }
  return state;
}

function ownerIds(owner: SeededArchive): string[] {
  return [
    owner.userId,
    owner.email,
    owner.collectionId,
    owner.artworkId,
    owner.artistId,
    owner.contactId,
    owner.artworkImage.key,
    owner.artworkImage.connectionId,
    owner.contactImage.key,
    owner.contactImage.connectionId,
    owner.logo.key,
    owner.subscriptionId,
    owner.paymentMethodId,
    owner.paymentIntent.id,
    owner.deleted.artworkId,
    owner.deleted.contactId,
    owner.viewingRoom.id,
    owner.viewingRoom.url.split('/').pop() ?? owner.viewingRoom.url,
    owner.shareRecord.id,
  ];
}

function hasIdempotencyKey(operation: Operation): boolean {
  return operation.parameters.some(
    (parameter) => parameter.in === 'header' && parameter.name === 'idempotency-key',
  );
}

interface Planned {
  operation: Operation;
  call: MatrixCall;
  idempotencyKey: string | null;
}

/**
 * Each recipe's calls. A change's first call is also sent with the key the owner sent that
 * operation with: keys are each user's own, so it must not replay the owner's answer.
 */
function plan(): Planned[] {
  const planned: Planned[] = [];
  for (const operation of operations) {
    const recipe = RECIPES[operation.name];
    if (recipe === undefined) continue;
    recipe(context).forEach((call, index) => {
      if (!hasIdempotencyKey(operation)) {
        planned.push({ operation, call, idempotencyKey: null });
        return;
      }
      planned.push({ operation, call, idempotencyKey: randomUUID() });
      const ownerKey = context.owner.idempotencyKeys[operation.name];
      if (index === 0 && ownerKey !== undefined) {
        planned.push({
          operation,
          call: { ...call, names: `${call.names}; header idempotency-key: the owner's` },
          idempotencyKey: ownerKey,
        });
      }
    });
  }
  return planned;
}

describe('IDOR matrix from the served OpenAPI document', () => {
  it('has a recipe for every operation that names a record, and none for a missing one', () => {
    const missing = operations
      .filter((operation) => recordNames(operation).length > 0)
      .filter((operation) => RECIPES[operation.name] === undefined)
      .map((operation) => `${operation.name} (${recordNames(operation).join(', ')})`);
    expect(
      missing,
      'operations that name a record but have no recipe in idor-recipes.test-support.ts',
    ).toEqual([]);
    const served = new Set(operations.map((operation) => operation.name));
    expect(Object.keys(RECIPES).filter((name) => !served.has(name))).toEqual([]);
  });

  it('sees a record named in a path, a query or a body of a route it has not met', () => {
    const route = (extra: Partial<Operation>): Operation => ({
      method: 'POST',
      path: '/v1/rooms',
      name: 'POST /v1/rooms',
      parameters: [],
      body: null,
      responses: {},
      public: false,
      ...extra,
    });
    expect(
      recordNames(
        route({ parameters: [{ in: 'path', name: 'roomId', required: true, schema: {} }] }),
      ),
    ).toEqual(['path roomId']);
    expect(
      recordNames(
        route({ parameters: [{ in: 'query', name: 'shareId', required: true, schema: {} }] }),
      ),
    ).toEqual(['query shareId']);
    const body = {
      type: 'object',
      properties: {
        title: { type: 'string' },
        walls: {
          type: 'array',
          items: {
            type: 'object',
            properties: { artwork: { type: 'object', properties: { id: {} } } },
          },
        },
      },
    };
    expect(recordNames(route({ body: { required: true, schema: body } }))).toEqual([
      'body walls[].artwork.id',
    ]);
  });

  it("answers another user's ids as its recipe records and leaves the owner's data as it was", async () => {
    const before = await ownerState(context.owner);
    const ids = ownerIds(context.owner);
    const failures: string[] = [];
    const planned = plan();
    for (const { operation, call, idempotencyKey } of planned) {
      const token = call.by === 'unsubscribed' ? context.unsubscribed.token : context.other.token;
      const response = await t.app.inject({
        method: call.method as 'GET',
        url: call.url,
        headers: {
          ...bearer(token),
          ...(idempotencyKey === null ? {} : { 'idempotency-key': idempotencyKey }),
        },
        ...(call.payload === undefined ? {} : { payload: call.payload }),
      });
      const label = `${operation.name} [${call.names}]`;
      const code =
        response.statusCode >= 400
          ? response.json<{ error?: { code?: string } }>().error?.code
          : undefined;
      if (
        response.statusCode !== call.expect.status ||
        (call.expect.code !== undefined && code !== call.expect.code)
      ) {
        failures.push(
          `${label}: expected ${call.expect.status} ${call.expect.code ?? ''}, got ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
      }
      if (call.results !== undefined && response.statusCode === 200) {
        const expected = call.results;
        const { results } = response.json<{
          results: { status: number; body: { error?: { code?: string } } }[];
        }>();
        for (const result of results) {
          const resultCode = result.body.error?.code;
          if (
            result.status !== expected.status ||
            (expected.code !== undefined && resultCode !== expected.code)
          ) {
            failures.push(
              `${label}: expected a result ${expected.status} ${expected.code ?? ''}, got ${result.status} ${JSON.stringify(result.body).slice(0, 200)}`,
            );
          }
        }
      }
      if (call.holdsNoOwnerIds === true) {
        const leaked = ids.filter((id) => response.body.includes(id));
        if (leaked.length > 0)
          failures.push(`${label}: the answer holds the owner's ${leaked.join(', ')}`);
      }
      const after = await ownerState(context.owner);
      const changed = Object.keys(before).filter((key) => before[key] !== after[key]);
      if (changed.length > 0) {
        failures.push(`${label}: the owner's data changed: ${changed.join(', ')}`);
        Object.assign(before, after);
      }
    }
    console.info(
      `IDOR matrix: ${new Set(planned.map((entry) => entry.operation.name)).size} operations, ${planned.length} calls with the owner's ids`,
    );
    expect(failures).toEqual([]);
    // Every call is followed by a read of the owner's whole state: it grows with the routes.
  }, 180_000);

  it("answers none of the owner's ids to another user's reads without parameters", async () => {
    const ids = ownerIds(context.owner);
    const reads = operations.filter(
      (operation) => operation.method === 'GET' && operation.parameters.length === 0,
    );
    expect(reads.length).toBeGreaterThan(3);
    const leaks: string[] = [];
    for (const operation of reads) {
      const response = await t.app.inject({
        method: 'GET',
        url: operation.path,
        headers: bearer(context.other.token),
      });
      expect(response.statusCode, `${operation.name}: ${response.body}`).toBe(200);
      const leaked = ids.filter((id) => response.body.includes(id));
      if (leaked.length > 0) leaks.push(`${operation.name}: ${leaked.join(', ')}`);
    }
    expect(leaks).toEqual([]);
  });
});
