import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../storage/memory-storage.test-support';
import type { Session } from './session.schema';

const KEY = 'archive.session';
/** What this build stamps outside a Vite build (build/stored-shapes.ts is not run here). */
const THIS_BUILD = 'unbuilt';

/** A session as the sign-in answer gives it, checked by this build's schema. */
function storedSession(): Session {
  return {
    token: 'token-1',
    user: {
      id: '0b000000-0000-4000-8000-000000000a01',
      name: 'Etel Adnan',
      email: 'etel@example.com',
      role: 'artist',
      address: { addressLine1: '', city: 'Paris', postalCode: '', country: 'France' },
      settings: {
        defaultCurrency: 'EUR',
        walkthroughsDone: [],
        toursSeen: ['3d-exhibition'],
        changelogVersionSeen: '2.0',
      },
      account: { activePlan: 'pro', accessLevel: 1, customerId: null, paymentStatus: 'ACTIVE' },
      organisation: {
        name: '',
        type: '',
        logoUrl: null,
        vatNumber: '',
        websiteUrl: '',
        address: { addressLine1: '', city: '', postalCode: '', region: '', country: '' },
      },
      session: { token: 'token-1', firstLogin: false, unseenShareRecords: false },
      forceSignout: false,
      dateCreated: '2026-01-01T00:00:00.000Z',
    },
    collections: [{ id: 'c1', name: 'Studio', type: 'production' }],
    lastSyncDate: 0,
  };
}

let storage: MemoryStorage;

/** The store as a fresh page load finds it: its module evaluated with `stored` in place. */
async function startWith(stored: unknown) {
  if (stored !== undefined) storage.setItem(KEY, JSON.stringify(stored));
  vi.resetModules();
  return import('./session-store');
}

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('window', {
    localStorage: storage,
    sessionStorage: new MemoryStorage(),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the stored session (decision 067)', () => {
  it('reads a session this build stored at once, without checking it again', async () => {
    const store = await startWith({ ...storedSession(), storedBy: THIS_BUILD });
    expect(store.whenStoredSessionChecked()).toBeNull();
    expect(store.getSession()?.token).toBe('token-1');
    expect(store.getSession()?.user.settings.toursSeen).toEqual(['3d-exhibition']);
  });

  it("checks another build's session before anyone reads it, and keeps it in this build's shape", async () => {
    // An older build kept its session without the settings added since, and without a stamp.
    const older = storedSession() as unknown as { user: { settings: Record<string, unknown> } };
    older.user.settings = { defaultCurrency: 'EUR' };
    const store = await startWith(older);
    const checked = store.whenStoredSessionChecked();
    expect(checked).not.toBeNull();
    // Until the check settles the app draws nothing (main.tsx waits), so no guard sees null.
    await checked;
    expect(store.getSession()?.user.settings).toEqual({
      defaultCurrency: 'EUR',
      walkthroughsDone: [],
      toursSeen: [],
      changelogVersionSeen: '',
    });
    const kept = JSON.parse(storage.getItem(KEY) ?? 'null') as { storedBy: string };
    expect(kept.storedBy).toBe(THIS_BUILD);
    // The next start reads it at once.
    const next = await startWith(undefined);
    expect(next.whenStoredSessionChecked()).toBeNull();
    expect(next.getSession()?.user.settings.toursSeen).toEqual([]);
  });

  it('forgets a stored session that fails the check, so the person signs in again', async () => {
    const store = await startWith({ ...storedSession(), token: '', storedBy: 'another-build' });
    await store.whenStoredSessionChecked();
    expect(store.getSession()).toBeNull();
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('stamps what it keeps, so a session signed in here is read at once next time', async () => {
    const store = await startWith(undefined);
    expect(store.getSession()).toBeNull();
    store.keepSession(storedSession());
    const next = await startWith(undefined);
    expect(next.whenStoredSessionChecked()).toBeNull();
    expect(next.getSession()?.user.email).toBe('etel@example.com');
  });

  it('tells its readers of a changed user, and not of the same user again', async () => {
    const store = await startWith({ ...storedSession(), storedBy: THIS_BUILD });
    const told = vi.fn();
    store.subscribeSession(told);
    // The refresh at every start answers the same user, its keys in the server's order.
    const { settings, ...rest } = storedSession().user;
    store.updateSessionUser({ settings, ...rest });
    expect(told).not.toHaveBeenCalled();
    store.updateSessionUser({ ...storedSession().user, name: 'Etel Adnan Studio' });
    expect(told).toHaveBeenCalledTimes(1);
    expect(store.getSession()?.user.name).toBe('Etel Adnan Studio');
  });
});
