import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncEngine } from '../../apps/web/src/data/engine/sync-engine';
import {
  blankContact,
  byId,
  comparable,
  openDevice,
  registerAccount,
  serverContacts,
  settle,
} from './devices';
import { CLEAN, startFaultProxy, type FaultProxy, type ProxyFaults } from './fault-proxy';
import { readHistory } from './history';
import { startServerProcess, type ServerProcess } from './server-process';
import { ApiError } from '../../apps/web/src/data/http/api-error';

/*
 * The web app's sync engine (fake-indexeddb in Node, the same code) against the real server
 * process and its database, through a proxy that loses, repeats, delays and refuses requests.
 */

const FAULTY: ProxyFaults = {
  dropRequest: 0.08,
  dropResponse: 0.08,
  duplicate: 0.08,
  serverError: 0.08,
  maxDelayMs: 15,
};

const EDITED_FIELDS = ['firstName', 'lastName', 'organisation', 'notes', 'city'] as const;
type EditedField = (typeof EDITED_FIELDS)[number];

let server: ServerProcess;
let proxy: FaultProxy;
/** Every run's figures, summed for the report. */
const totals = { operations: 0, lost: 0, duplicated: 0 };
const tokensByAccount = new Map<string, Map<string, string>>();

beforeAll(async () => {
  server = await startServerProcess();
  let seed = 20261123;
  proxy = await startFaultProxy(server.url, () => {
    // mulberry32: a seeded random, so a failing run replays.
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  });
}, 60_000);

afterAll(async () => {
  await proxy.close();
  // History is read from the stopped server's database (PGlite is one process at a time).
  const history = await readHistory(server);
  for (const [userId, tokens] of tokensByAccount) {
    for (const [token, contactId] of tokens) {
      const applied = history.filter(
        (row) => row.userId === userId && row.entityId === contactId && row.newValue === token,
      ).length;
      if (applied > 1) totals.duplicated += 1;
    }
  }
  console.info(
    `sync faults: ${totals.operations} operations, ${totals.lost} lost, ${totals.duplicated} duplicated; proxy ${JSON.stringify(proxy.stats)}`,
  );
  expect(totals.duplicated).toBe(0);
}, 60_000);

function editValues(contact: ReturnType<typeof comparable>, field: EditedField, token: string) {
  const base = blankContact({
    firstName: contact.firstName,
    lastName: contact.lastName,
    organisation: contact.organisation,
    notes: contact.notes,
    address: { ...blankContact().address, city: contact.city },
  });
  if (field === 'city') return { ...base, address: { ...base.address, city: token } };
  return { ...base, [field]: token };
}

type Operation =
  | { kind: 'create'; device: number }
  | { kind: 'edit'; device: number; pick: number; field: EditedField }
  | { kind: 'delete'; device: number; pick: number }
  | { kind: 'sync'; device: number }
  | { kind: 'network'; faulty: boolean };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('create' as const), device: fc.nat(2) }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      device: fc.nat(2),
      pick: fc.nat(),
      field: fc.constantFrom(...EDITED_FIELDS),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('delete' as const),
      device: fc.nat(2),
      pick: fc.nat(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('sync' as const), device: fc.nat(2) }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('network' as const), faulty: fc.boolean() }),
  },
);

/** Runs one random history on three devices of a new account and checks the outcome. */
async function runHistory(operations: readonly Operation[]): Promise<void> {
  const account = await registerAccount(server.url);
  const devices = [0, 1, 2].map(() => openDevice(account, proxy));
  const created = new Set<string>();
  const deleted = new Set<string>();
  const tokens = new Map<string, string>();
  tokensByAccount.set(account.userId, tokens);
  let counter = 0;
  proxy.faults = FAULTY;
  try {
    for (const step of operations) {
      totals.operations += 1;
      counter += 1;
      if (step.kind === 'network') {
        proxy.faults = step.faulty ? FAULTY : CLEAN;
        continue;
      }
      const device = devices[step.device] as SyncEngine;
      if (step.kind === 'sync') {
        await device.flush();
        // A pull cut by the network fails; the app pulls again on its next tick.
        await device.pull().catch((error: unknown) => {
          if (!(error instanceof ApiError)) throw error;
        });
        continue;
      }
      if (step.kind === 'create') {
        const id = await device.contacts.create(
          blankContact({ firstName: `c${counter}`, notes: `n${counter}` }),
        );
        created.add(id);
        continue;
      }
      const local = await device.listContacts();
      if (local.length === 0) continue;
      const target = comparable(local[step.pick % local.length] as (typeof local)[number]);
      if (step.kind === 'delete') {
        await device.contacts.remove([target.id]);
        deleted.add(target.id);
        continue;
      }
      const token = `${step.field}-${account.userId.slice(0, 4)}-${counter}`;
      tokens.set(token, target.id);
      await device.contacts.update(target.id, editValues(target, step.field, token));
    }

    await settle(devices, proxy);
    const onServer = byId(await serverContacts(server.url, account)).map(comparable);
    const expectedIds = [...created].filter((id) => !deleted.has(id)).sort();
    const lost = expectedIds.filter((id) => !onServer.some((contact) => contact.id === id));
    const extra = onServer.filter((contact) => !created.has(contact.id) || deleted.has(contact.id));
    totals.lost += lost.length;
    totals.duplicated += extra.length;
    expect(lost).toEqual([]);
    expect(extra).toEqual([]);
    expect(onServer.map((contact) => contact.id)).toEqual(expectedIds);
    for (const device of devices) {
      expect(byId(await device.listContacts()).map(comparable)).toEqual(onServer);
    }
  } finally {
    for (const device of devices) await device.close();
  }
}

describe('sync through a faulty network against the real server', () => {
  it('one device: each fault alone still ends with exactly the local state on the server', async () => {
    const faults: ProxyFaults[] = [
      { ...CLEAN, dropRequest: 0.3 },
      { ...CLEAN, dropResponse: 0.3 },
      { ...CLEAN, duplicate: 0.5 },
      { ...CLEAN, serverError: 0.3 },
      { ...CLEAN, maxDelayMs: 40 },
    ];
    for (const fault of faults) {
      const account = await registerAccount(server.url);
      const device = openDevice(account, proxy);
      proxy.faults = fault;
      const ids: string[] = [];
      for (let index = 0; index < 20; index += 1) {
        ids.push(await device.contacts.create(blankContact({ firstName: `Fault ${index}` })));
      }
      await device.flush();
      for (const [index, id] of ids.entries()) {
        await device.contacts.update(id, blankContact({ firstName: `Fault ${index}`, notes: 'x' }));
      }
      await device.contacts.remove(ids.slice(0, 5));
      await device.flush();
      await settle([device], proxy);
      const onServer = byId(await serverContacts(server.url, account)).map(comparable);
      expect(onServer).toEqual(byId(await device.listContacts()).map(comparable));
      expect(onServer).toHaveLength(15);
      expect(onServer.every((contact) => contact.notes === 'x')).toBe(true);
      totals.operations += 45;
      await device.close();
    }
  });

  it('a batch holding a change the server refuses, through every fault: the others applied once', async () => {
    const account = await registerAccount(server.url);
    const device = openDevice(account, proxy);
    const tokens = new Map<string, string>();
    tokensByAccount.set(account.userId, tokens);
    proxy.faults = CLEAN;
    const ids: string[] = [];
    for (let index = 0; index < 40; index += 1) {
      ids.push(await device.contacts.create(blankContact({ firstName: `Batch ${index}` })));
    }
    await device.flush();
    expect(await device.pendingCount()).toBe(0);

    const before = { ...proxy.stats };
    proxy.faults = { ...CLEAN, dropResponse: 0.3, duplicate: 0.3, serverError: 0.2 };
    const refused = ids[7] ?? '';
    // A contact without any name: the server's rules refuse it, inside the first batch.
    await device.contacts.update(refused, blankContact({ notes: 'no name' }));
    const rounds = 8;
    const tokenOf = (round: number, index: number) =>
      `batch-${account.userId.slice(0, 4)}-${round}-${index}`;
    for (let round = 0; round < rounds; round += 1) {
      for (const [index, id] of ids.entries()) {
        if (id === refused) continue;
        const token = tokenOf(round, index);
        tokens.set(token, id);
        const values = blankContact({ firstName: `Batch ${index}`, notes: token });
        await device.contacts.update(id, values);
      }
      for (let tries = 0; tries < 40 && (await device.pendingCount()) > 1; tries += 1) {
        await device.retryFailed();
        await device.flush();
      }
    }
    // The batches were cut off mid-answer, sent twice and failed by the server along the way.
    expect(proxy.stats.droppedResponses).toBeGreaterThan(before.droppedResponses);
    expect(proxy.stats.duplicated).toBeGreaterThan(before.duplicated);
    expect(proxy.stats.serverErrors).toBeGreaterThan(before.serverErrors);
    proxy.faults = CLEAN;
    await device.retryFailed();
    await device.flush();

    const onServer = byId(await serverContacts(server.url, account));
    expect(onServer).toHaveLength(40);
    for (const contact of onServer) {
      if (contact.id === refused) {
        expect(contact).toMatchObject({ firstName: 'Batch 7', notes: '', version: 1 });
      } else {
        expect(contact.notes).toBe(tokenOf(rounds - 1, ids.indexOf(contact.id)));
        expect(contact.version).toBe(1 + rounds);
      }
    }
    const left = await device.db.outbox.toArray();
    expect(left).toEqual([expect.objectContaining({ itemId: refused, state: 'failed' })]);
    totals.operations += 40 + 1 + rounds * 39;
    await device.close();
  }, 120_000);

  it('the server killed while 300 changes are queued, then started again: each applied once', async () => {
    const account = await registerAccount(server.url);
    const device = openDevice(account, proxy);
    proxy.faults = { ...CLEAN, maxDelayMs: 30 };
    const ids: string[] = [];
    for (let index = 0; index < 300; index += 1) {
      ids.push(await device.contacts.create(blankContact({ firstName: `Queued ${index}` })));
    }
    expect(await device.pendingCount()).toBe(300);
    const sent = proxy.stats.requests;
    const flushing = device.flush();
    // Killed while the first batch is on its way or being applied.
    while (proxy.stats.requests === sent) await new Promise((resolve) => setTimeout(resolve, 2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await server.kill();
    await flushing;
    const pending = await device.pendingCount();
    await server.restart();
    proxy.setTarget(server.url);
    expect(pending).toBeGreaterThan(0);
    await settle([device], proxy);
    const onServer = byId(await serverContacts(server.url, account));
    expect(onServer.map((contact) => contact.id)).toEqual([...ids].sort());
    expect(onServer.every((contact) => contact.version === 1)).toBe(true);
    totals.operations += 300;
    await device.close();
  }, 120_000);

  it('the network down for a long stretch: a started device tries a bounded number of times, then sends all', async () => {
    const account = await registerAccount(server.url);
    // The spec's periods (20 s poll, 30 s cleaning) scaled down 100 times.
    const device = openDevice(account, proxy, {
      pollIntervalMs: 200,
      cleanIntervalMs: 300,
      retryDelayMs: 10,
    });
    proxy.faults = { ...CLEAN, dropRequest: 1 };
    device.start();
    for (let index = 0; index < 3; index += 1) {
      await device.contacts.create(blankContact({ firstName: `Down ${index}` }));
    }
    const before = proxy.stats.requests;
    const downMs = 6_000;
    await new Promise((resolve) => setTimeout(resolve, downMs));
    const tried = proxy.stats.requests - before;
    console.info(`network down ${downMs} ms: ${tried} requests tried`);
    // At most one request per poll and one per cleaning pass (before decision 018: thousands).
    expect(tried).toBeLessThanOrEqual(downMs / 200 + downMs / 300 + 3);
    expect(await device.pendingCount()).toBe(3);

    proxy.faults = CLEAN;
    const healed = Date.now();
    while ((await device.pendingCount()) > 0 && Date.now() - healed < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await device.pendingCount()).toBe(0);
    const onServer = await serverContacts(server.url, account);
    expect(onServer.map((contact) => contact.firstName).sort()).toEqual([
      'Down 0',
      'Down 1',
      'Down 2',
    ]);
    totals.operations += 3;
    await device.close();
  }, 60_000);

  it('three devices, random creates, edits and deletes: every device and the server identical', async () => {
    const runs = Number(process.env.SYNC_FAULT_RUNS ?? 34);
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 200, maxLength: 400 }), runHistory),
      { numRuns: runs, seed: 20261123, endOnFailure: true },
    );
    expect(totals.lost).toBe(0);
  }, 600_000);
});
