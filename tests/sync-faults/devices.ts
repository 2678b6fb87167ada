import { randomUUID } from 'node:crypto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { EMPTY_CONTACT_FORM } from '@archive/domain/contacts/contact.schema';
import type { Contact, ContactFormValues } from '@archive/domain/contacts/contact.schema';
import { createHttpTransport } from '../../apps/web/src/data/engine/transport/http-transport';
import {
  createSyncEngine,
  type SyncEngine,
  type SyncTiming,
} from '../../apps/web/src/data/engine/sync-engine';
import { CLEAN, type FaultProxy } from './fault-proxy';

export interface Account {
  userId: string;
  token: string;
}

let accounts = 0;

/**
 * A real account on the real server (straight to it, not through the proxy), given an active
 * plan by the test-only route. Each comes from its own client address, so the server's real
 * per-address sign-up limit stays on.
 */
export async function registerAccount(serverUrl: string): Promise<Account> {
  accounts += 1;
  const email = `faults-${randomUUID().slice(0, 12)}@example.com`;
  const response = await fetch(`${serverUrl}/v1/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.9.${Math.floor(accounts / 250) % 250}.${accounts % 250}`,
    },
    body: JSON.stringify({
      email,
      password: 'correct horse battery staple',
      role: 'artist',
      name: 'Fault Tester',
    }),
  });
  if (response.status !== 200) throw new Error(`register: ${response.status}`);
  // The archive calls need an active plan (the server's paywall): the test-only route.
  const grantUrl = `${serverUrl}/v1/test/users/${encodeURIComponent(email)}/grant-plan`;
  const granted = await fetch(grantUrl, { method: 'POST' });
  if (granted.status !== 200) throw new Error(`grant-plan: ${granted.status}`);
  const body = (await response.json()) as { user: { id: string; session: { token: string } } };
  return { userId: body.user.id, token: body.user.session.token };
}

/**
 * One browser of the account: its own IndexedDB (fake-indexeddb) and the web app's engine.
 * `timing` shortens more of the spec's periods for a device that runs by itself (started).
 */
export function openDevice(
  account: Account,
  proxy: FaultProxy,
  timing: Partial<SyncTiming> = {},
): SyncEngine {
  return createSyncEngine({
    userId: account.userId,
    transport: createHttpTransport({ baseUrl: proxy.url, getToken: () => account.token }),
    indexedDB: new IDBFactory(),
    IDBKeyRange,
    leader: true,
    // The worker's retry pause, shortened so thousands of faults fit in a test run.
    timing: { retryDelayMs: 10, ...timing },
  });
}

/** The server's contacts, read straight from it. */
export async function serverContacts(serverUrl: string, account: Account): Promise<Contact[]> {
  const response = await fetch(`${serverUrl}/v1/contacts`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  if (response.status !== 200) throw new Error(`list: ${response.status}`);
  const body = (await response.json()) as { contacts: Contact[] };
  return body.contacts.filter((contact) => contact.status !== 'deleted');
}

/**
 * Heals the network and lets every device send and pull until nothing is left, the way the
 * app does when the connection returns (with the user pressing Upload on failed items).
 */
export async function settle(devices: readonly SyncEngine[], proxy: FaultProxy): Promise<void> {
  proxy.faults = CLEAN;
  for (let round = 0; round < 10; round += 1) {
    for (const device of devices) {
      await device.retryFailed();
      await device.flush();
    }
    for (const device of devices) await device.pull();
    const pending = await Promise.all(devices.map((device) => device.pendingCount()));
    if (pending.every((count) => count === 0)) {
      // One more pull so every device sees the others' last changes.
      for (const device of devices) await device.pull();
      return;
    }
  }
  throw new Error('devices did not settle in 10 rounds');
}

export function blankContact(overrides: Partial<ContactFormValues> = {}): ContactFormValues {
  return { ...EMPTY_CONTACT_FORM, ...overrides };
}

/** The fields a test edits, compared between devices and the server. */
export function comparable(contact: Contact) {
  return {
    id: contact.id,
    firstName: contact.firstName,
    lastName: contact.lastName,
    organisation: contact.organisation,
    notes: contact.notes,
    city: contact.address.city,
    version: contact.version,
  };
}

export function byId<T extends { id: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.id.localeCompare(b.id));
}
