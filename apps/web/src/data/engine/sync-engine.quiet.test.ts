import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_CONTACT_FORM } from '@archive/domain/contacts/contact.schema';
import { createFakeSyncServer } from './fake-sync-server.test-support';
import { createSyncEngine } from './sync-engine';
import type { SyncEngine, SyncTiming } from './sync-engine';

/*
 * Offline, the engine waits quietly (decision 018): a lost connection is not retried by every
 * local change or by the live count of waiting items, only by the poll (after its back-off),
 * the cleaning pass and the `online` event.
 */

const engines: SyncEngine[] = [];
afterEach(async () => {
  for (const engine of engines.splice(0)) await engine.delete();
});

function started(timing: Partial<SyncTiming>) {
  const server = createFakeSyncServer();
  const engine = createSyncEngine({
    userId: randomUUID(),
    transport: server.transport(),
    leader: true,
    timing,
  });
  engines.push(engine);
  engine.start();
  return { server, engine };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>, ms = 3000): Promise<void> {
  for (const start = Date.now(); Date.now() - start < ms; await sleep(10)) {
    if (await check()) return;
  }
  throw new Error('condition not reached');
}

describe('the outbox while the server cannot be reached', () => {
  it('tries three queued changes at most once each, then sends them on the next cleaning', async () => {
    const { server, engine } = started({
      pollIntervalMs: 60_000,
      cleanIntervalMs: 1_500,
      retryDelayMs: 50,
    });
    await until(() => Promise.resolve(server.calls.some((call) => call.method === 'pull')));
    server.offline = true;
    server.calls.length = 0;
    for (const name of ['One', 'Two', 'Three']) {
      await engine.contacts.create({ ...EMPTY_CONTACT_FORM, firstName: name });
    }
    await sleep(1_000);
    // Before the mend: every failure re-kicked the runner, hundreds of calls in a second.
    expect(server.calls.length).toBeLessThanOrEqual(3);
    expect(await engine.pendingCount()).toBe(3);

    server.offline = false;
    await until(async () => (await engine.pendingCount()) === 0, 3_000);
    expect(
      server
        .contacts()
        .map((contact) => contact.firstName)
        .sort(),
    ).toEqual(['One', 'Three', 'Two']);
  });

  it('while the server stays unreachable, tries about once per poll or cleaning, never more', async () => {
    const { server, engine } = started({
      pollIntervalMs: 100,
      cleanIntervalMs: 150,
      retryDelayMs: 20,
    });
    await until(() => Promise.resolve(server.calls.some((call) => call.method === 'pull')));
    server.offline = true;
    for (let index = 0; index < 5; index += 1) {
      await engine.contacts.create({ ...EMPTY_CONTACT_FORM, firstName: `Queued ${index}` });
    }
    server.calls.length = 0;
    const watchedMs = 2_000;
    await sleep(watchedMs);
    // One probe (and no pull) per poll at most, one per cleaning pass.
    const bound = Math.ceil(watchedMs / 100) + Math.ceil(watchedMs / 150) + 3;
    expect(server.calls.length).toBeLessThanOrEqual(bound);
    expect(server.calls.length).toBeGreaterThan(0);
    expect(await engine.pendingCount()).toBe(5);
    for (const item of await engine.db.outbox.toArray()) {
      expect(item).toMatchObject({ state: 'waiting', attempt: 0 });
    }
    server.offline = false;
    await until(async () => (await engine.pendingCount()) === 0);
  });

  it('backs off after a server error instead of trying the next changes at once', async () => {
    const { server, engine } = started({
      pollIntervalMs: 60_000,
      cleanIntervalMs: 60_000,
      retryDelayMs: 1,
    });
    await until(() => Promise.resolve(server.calls.some((call) => call.method === 'pull')));
    server.calls.length = 0;
    server.fail(503, 503);
    for (const name of ['One', 'Two', 'Three', 'Four']) {
      await engine.contacts.create({ ...EMPTY_CONTACT_FORM, firstName: name });
    }
    await sleep(300);
    // The first change: sent and retried once; the others wait for the next poll or cleaning.
    const creates = server.calls.filter((call) => call.method === 'create');
    expect(creates.length).toBeLessThanOrEqual(2 + 2);
    expect(await engine.pendingCount()).toBeGreaterThan(0);
    await engine.retryFailed();
    expect(await engine.pendingCount()).toBe(0);
    expect(server.contacts()).toHaveLength(4);
  });

  it('keeps a change that meets PLAN_REQUIRED waiting, uncounted, and sends it once the plan is back', async () => {
    const failures: string[] = [];
    const server = createFakeSyncServer();
    const engine = createSyncEngine({
      userId: randomUUID(),
      transport: server.transport(),
      leader: true,
      timing: { pollIntervalMs: 60_000, cleanIntervalMs: 300, retryDelayMs: 1 },
      onSyncFailed: (_item, name) => failures.push(name),
    });
    engines.push(engine);
    engine.start();
    await until(() => Promise.resolve(server.calls.some((call) => call.method === 'pull')));
    server.calls.length = 0;
    server.fail(...Array<'plan-required'>(8).fill('plan-required'));
    await engine.contacts.create({ ...EMPTY_CONTACT_FORM, firstName: 'Waiting' });
    await engine.contacts.create({ ...EMPTY_CONTACT_FORM, firstName: 'Behind' });
    // Past the maximum of attempts, were these answers counted as failures; read between sends.
    await until(
      async () =>
        server.calls.length >= 6 &&
        (await engine.db.outbox.toArray()).every((item) => item.state !== 'executing'),
      5_000,
    );
    for (const item of await engine.db.outbox.toArray()) {
      expect(item).toMatchObject({ state: 'waiting', attempt: 0 });
    }
    expect(failures).toEqual([]);
    await until(async () => (await engine.pendingCount()) === 0, 5_000);
    expect(
      server
        .contacts()
        .map((contact) => contact.firstName)
        .sort(),
    ).toEqual(['Behind', 'Waiting']);
    expect(failures).toEqual([]);
  });
});
