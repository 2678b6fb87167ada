import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@archive/domain/auth/auth.schema';
import { EMPTY_CONTACT_ADDRESS } from '@archive/domain/contacts/contact.schema';
import type { Contact, ContactFormValues } from '@archive/domain/contacts/contact.schema';
import {
  STRONG_PASSWORD,
  buildTestApp,
  uniqueEmail,
} from '../../../../server/src/test/build-test-app';
import type { TestApp } from '../../../../server/src/test/build-test-app';
import { createHttpTransport } from './transport/http-transport';
import { createSyncEngine } from './sync-engine';
import type { SyncEngine } from './sync-engine';
import type { SyncTransport } from './transport/sync-transport';
import { isOfflineError, offlineError } from '../http/api-error';

/**
 * Three devices of one user against the real server (Fastify on PGlite, over HTTP): random
 * creates, edits, deletes, syncs, lost connections and lost answers; in the end every device
 * and the server hold the same contacts, none lost and none duplicated.
 */

/**
 * About 100 operations a second here (the server's PGlite writes dominate): 8 runs (~3,900
 * operations, ~40 s) keep the default suite under a minute; SYNC_PROPERTY_RUNS=20 runs the full
 * ~10,000 operations (~100 to 150 s).
 */
const RUNS = Number(process.env.SYNC_PROPERTY_RUNS ?? 8);
const OPS_PER_RUN = { minLength: 450, maxLength: 600 };
const DEVICES = 3;

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await buildTestApp({ syncPageSize: 50 });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

async function registerUser(): Promise<{ token: string; userId: string }> {
  const email = uniqueEmail('sync');
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/register',
    payload: { email, password: STRONG_PASSWORD, role: 'artist', name: 'Ada' },
  });
  expect(response.statusCode, response.body).toBe(200);
  // The archive calls need an active plan (the server's paywall).
  await t.app.users.grantPlan(email, undefined);
  const answer = response.json<AuthResponse>();
  return { token: answer.user.session.token, userId: answer.user.id };
}

async function serverContacts(token: string): Promise<Contact[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/v1/contacts',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ contacts: Contact[] }>().contacts;
}

/** A device's link: it can go offline, or lose the answer of its next change. */
interface Link {
  offline: boolean;
  loseNextAnswer: boolean;
  transport: SyncTransport;
}

function link(inner: SyncTransport): Link {
  const state: Link = {
    offline: false,
    loseNextAnswer: false,
    transport: {
      pull: (cursor) => (state.offline ? Promise.reject(offlineError()) : inner.pull(cursor)),
      createContact: (body, key) => change(() => inner.createContact(body, key)),
      updateContact: (body, key) => change(() => inner.updateContact(body, key)),
      deleteContact: (id, key) => change(() => inner.deleteContact(id, key)),
      createArtwork: (body, key) => change(() => inner.createArtwork(body, key)),
      updateArtwork: (body, key) => change(() => inner.updateArtwork(body, key)),
      deleteArtwork: (id, key) => change(() => inner.deleteArtwork(id, key)),
      imageUrls: (id, type) => change(() => inner.imageUrls(id, type)),
      putUpload: (target, blob) => change(() => inner.putUpload(target, blob)),
      linkImage: (id, body, key) => change(() => inner.linkImage(id, body, key)),
      sendChanges: (changes) => change(() => inner.sendChanges(changes)),
    },
  };
  async function change<T>(call: () => Promise<T>): Promise<T> {
    if (state.offline) throw offlineError();
    const answer = await call();
    if (state.loseNextAnswer) {
      state.loseNextAnswer = false;
      throw offlineError();
    }
    return answer;
  }
  return state;
}

function values(name: string, notes: string): ContactFormValues {
  return {
    firstName: name,
    lastName: 'Contact',
    organisation: '',
    email: '',
    phone: '',
    types: [],
    websiteUrl: '',
    instagramUrl: '',
    position: '',
    vatNumber: '',
    address: { ...EMPTY_CONTACT_ADDRESS, city: notes.slice(0, 3) },
    notes,
  };
}

const device = fc.integer({ min: 0, max: DEVICES - 1 });
const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd', 'e'), maxLength: 4 });
const operation = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('create' as const), device, word }) },
  {
    weight: 6,
    arbitrary: fc.record({ kind: fc.constant('edit' as const), device, pick: fc.nat(), word }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('delete' as const), device, pick: fc.nat() }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('sync' as const), device }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('syncAll' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('toggleOffline' as const), device }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('loseAnswer' as const), device }) },
);

const totals = { runs: 0, operations: 0, created: 0, deleted: 0, lost: 0, duplicated: 0 };

async function pick(engine: SyncEngine, index: number): Promise<Contact | undefined> {
  const contacts = (await engine.listContacts()).sort((a, b) => (a.id < b.id ? -1 : 1));
  return contacts.length === 0 ? undefined : contacts[index % contacts.length];
}

/** A device that is offline cannot pull: that failure is expected and skipped. */
async function syncIgnoringOffline(engine: SyncEngine): Promise<void> {
  try {
    await engine.syncNow();
  } catch (error) {
    if (!isOfflineError(error)) throw error;
  }
}

async function settle(engines: SyncEngine[], links: Link[]): Promise<void> {
  for (const state of links) state.offline = false;
  for (let round = 0; round < 6; round += 1) {
    for (const engine of engines) {
      await engine.retryFailed();
      await engine.syncNow();
    }
    const pending = await Promise.all(engines.map((engine) => engine.pendingCount()));
    if (pending.every((count) => count === 0)) break;
  }
  for (const engine of engines) await engine.pull();
}

describe('three devices against the real server', () => {
  it(
    'converge with nothing lost and nothing duplicated',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(operation, OPS_PER_RUN), async (operations) => {
          const { token, userId } = await registerUser();
          const links = Array.from({ length: DEVICES }, () =>
            link(createHttpTransport({ baseUrl, getToken: () => token })),
          );
          const engines = links.map((state, index) =>
            createSyncEngine({
              // Each device has its own database, as on separate machines.
              userId: `${userId}-device-${String(index)}-${randomUUID()}`,
              transport: state.transport,
              leader: true,
              timing: { retryDelayMs: 1 },
            }),
          );
          const created = new Set<string>();
          const deleted = new Set<string>();
          try {
            for (const op of operations) {
              switch (op.kind) {
                case 'create':
                  created.add(await engines[op.device]!.contacts.create(values(op.word, op.word)));
                  break;
                case 'edit': {
                  const engine = engines[op.device]!;
                  const contact = await pick(engine, op.pick);
                  if (contact)
                    await engine.contacts.update(
                      contact.id,
                      values(op.word, contact.notes + op.word),
                    );
                  break;
                }
                case 'delete': {
                  const engine = engines[op.device]!;
                  const contact = await pick(engine, op.pick);
                  if (contact) {
                    deleted.add(contact.id);
                    await engine.contacts.remove([contact.id]);
                  }
                  break;
                }
                case 'sync':
                  await syncIgnoringOffline(engines[op.device]!);
                  break;
                case 'syncAll':
                  await Promise.all(engines.map(syncIgnoringOffline));
                  break;
                case 'toggleOffline':
                  links[op.device]!.offline = !links[op.device]!.offline;
                  break;
                case 'loseAnswer':
                  links[op.device]!.loseNextAnswer = true;
                  break;
              }
            }
            await settle(engines, links);

            const onServer = await serverContacts(token);
            const serverIds = onServer.map((contact) => contact.id);
            const expected = [...created].filter((id) => !deleted.has(id)).sort();
            const lost = expected.filter((id) => !serverIds.includes(id)).length;
            const duplicated =
              serverIds.length -
              new Set(serverIds).size +
              serverIds.filter((id) => !created.has(id) || deleted.has(id)).length;
            totals.runs += 1;
            totals.operations += operations.length;
            totals.created += created.size;
            totals.deleted += deleted.size;
            totals.lost += lost;
            totals.duplicated += duplicated;
            expect({ lost, duplicated }).toEqual({ lost: 0, duplicated: 0 });
            expect([...serverIds].sort()).toEqual(expected);

            const byId = (a: Contact, b: Contact) => (a.id < b.id ? -1 : 1);
            const server = onServer.sort(byId).map(({ lastModified: _, ...rest }) => rest);
            for (const engine of engines) {
              expect(await engine.pendingCount()).toBe(0);
              const local = (await engine.listContacts())
                .sort(byId)
                .map(({ lastModified: _, ...rest }) => rest);
              expect(local).toEqual(server);
            }
          } finally {
            for (const engine of engines) await engine.delete();
          }
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
      console.info(`sync property: ${JSON.stringify(totals)}`);
      expect(totals.operations).toBeGreaterThanOrEqual(RUNS * OPS_PER_RUN.minLength);
    },
    RUNS * 15_000,
  );
});
