import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_CONTACT_FORM } from '@archive/domain/contacts/contact.schema';
import type { ContactFormValues } from '@archive/domain/contacts/contact.schema';
import {
  SYNC_BATCH_MAX_BYTES,
  SYNC_BATCH_MAX_CHANGES,
} from '@archive/domain/sync/sync-changes.schema';
import { takeReady } from './outbox/outbox-queue';
import { createFakeSyncServer } from './fake-sync-server.test-support';
import { createSyncEngine } from './sync-engine';
import type { SyncEngine } from './sync-engine';
import type { SyncTransport } from './transport/sync-transport';
import { ApiError } from '../http/api-error';

const FAST = { retryDelayMs: 1, cleanIntervalMs: 60_000, pollIntervalMs: 60_000 };

function values(lastName: string): ContactFormValues {
  return { ...EMPTY_CONTACT_FORM, lastName };
}

const engines: SyncEngine[] = [];
afterEach(async () => {
  for (const engine of engines.splice(0)) await engine.delete();
});

function device(transport: SyncTransport): SyncEngine {
  const engine = createSyncEngine({
    userId: randomUUID(),
    transport,
    leader: true,
    timing: FAST,
  });
  engines.push(engine);
  return engine;
}

/** Queues `count` new contacts while the server cannot be reached. */
async function queuedOffline(
  server: ReturnType<typeof createFakeSyncServer>,
  engine: SyncEngine,
  count: number,
): Promise<string[]> {
  server.offline = true;
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    ids.push(await engine.contacts.create(values(`Queued ${String(index)}`)));
  }
  server.offline = false;
  server.calls.length = 0;
  return ids;
}

function batches(server: ReturnType<typeof createFakeSyncServer>): number {
  return server.calls.filter((call) => call.method === 'changes').length;
}

describe('the batched outbox', () => {
  it('sends changes queued offline in batches of at most 200, each applied once', async () => {
    const server = createFakeSyncServer();
    const engine = device(server.transport());
    const ids = await queuedOffline(server, engine, 450);
    await engine.flush();
    expect(await engine.pendingCount()).toBe(0);
    expect(
      server
        .contacts()
        .map((contact) => contact.id)
        .sort(),
    ).toEqual([...ids].sort());
    // 450 changes need three batches; a single call would have been 450.
    expect(batches(server)).toBeGreaterThanOrEqual(3);
    expect(batches(server)).toBeLessThanOrEqual(Math.ceil(450 / 2));
    expect(server.calls.filter((call) => call.method === 'create')).toHaveLength(450);
    for (const id of ids) expect(await engine.db.contacts.get(id)).toMatchObject({ version: 1 });
  });

  it('takes one change per record at most: an edit waits behind the change of its record in flight', async () => {
    const server = createFakeSyncServer();
    const engine = device(server.transport());
    // Queued while the runner waits for the network: nothing sends them behind the test.
    const ids = await queuedOffline(server, engine, 3);
    const limits = { items: SYNC_BATCH_MAX_CHANGES, bytes: SYNC_BATCH_MAX_BYTES };
    const inFlight = await takeReady(engine.db, limits);
    expect(inFlight.map((item) => item.itemId)).toEqual(ids);
    await engine.contacts.update(ids[0] ?? '', values('Edited'));
    const another = await engine.contacts.create(values('Another'));
    const next = await takeReady(engine.db, limits);
    expect(next.map((item) => item.itemId)).toEqual([another]);
    const edit = (await engine.db.outbox.toArray()).find(
      (item) => item.itemId === ids[0] && item.action === 'update',
    );
    expect(edit?.state).toBe('delayed');
  });

  it('sends a change longer than the byte budget alone', async () => {
    const server = createFakeSyncServer();
    const engine = device(server.transport());
    const [small] = await queuedOffline(server, engine, 1);
    const long = await engine.contacts.create({
      ...values('Long'),
      notes: 'x'.repeat(SYNC_BATCH_MAX_BYTES),
    });
    const limits = { items: SYNC_BATCH_MAX_CHANGES, bytes: SYNC_BATCH_MAX_BYTES };
    expect((await takeReady(engine.db, limits)).map((item) => item.itemId)).toEqual([small]);
    expect((await takeReady(engine.db, limits)).map((item) => item.itemId)).toEqual([long]);
  });

  it('applies the others when one change is refused, and counts an attempt of that one only', async () => {
    const server = createFakeSyncServer();
    const engine = device(server.transport());
    const ids = await queuedOffline(server, engine, 5);
    const refused = ids[2] ?? '';
    server.refused.set(refused, 400);
    await engine.flush();
    expect(batches(server)).toBeGreaterThanOrEqual(1);
    expect(
      server
        .contacts()
        .map((contact) => contact.id)
        .sort(),
    ).toEqual(ids.filter((id) => id !== refused).sort());
    const left = await engine.db.outbox.toArray();
    expect(left).toEqual([
      expect.objectContaining({ itemId: refused, state: 'failed', attempt: 1 }),
    ]);
  });

  it('sends a batch whose answer was lost again, and the server applies each change once', async () => {
    const server = createFakeSyncServer();
    const engine = device(server.transport());
    const ids = await queuedOffline(server, engine, 20);
    server.fail('lost-answer');
    await engine.flush();
    // The lost answer paused the runner as a lost connection does; the next flush resends.
    await engine.flush();
    expect(await engine.pendingCount()).toBe(0);
    expect(server.contacts()).toHaveLength(ids.length);
    for (const id of ids) expect(await engine.db.contacts.get(id)).toMatchObject({ version: 1 });
  });

  it('retries a batch the server failed once, then settles it', async () => {
    const server = createFakeSyncServer();
    const engine = device(server.transport());
    await queuedOffline(server, engine, 10);
    server.fail(503);
    await engine.flush();
    expect(await engine.pendingCount()).toBe(0);
    expect(server.contacts()).toHaveLength(10);
  });

  it('sends the items one by one through their own calls when the batch is refused whole', async () => {
    const server = createFakeSyncServer();
    const inner = server.transport();
    let refusedWhole = 0;
    const engine = device({
      ...inner,
      sendChanges: () => {
        refusedWhole += 1;
        return Promise.reject(
          new ApiError(413, { error: { code: 'BODY_TOO_LARGE', message: 'Too large' } }),
        );
      },
    });
    const ids = await queuedOffline(server, engine, 6);
    await engine.flush();
    expect(refusedWhole).toBeGreaterThanOrEqual(1);
    expect(await engine.pendingCount()).toBe(0);
    expect(
      server
        .contacts()
        .map((contact) => contact.id)
        .sort(),
    ).toEqual([...ids].sort());
  });

  it('never puts more than the limit in one call', async () => {
    const server = createFakeSyncServer();
    const inner = server.transport();
    const sizes: number[] = [];
    const engine = device({
      ...inner,
      sendChanges: (changes) => {
        sizes.push(changes.length);
        return inner.sendChanges(changes);
      },
    });
    await queuedOffline(server, engine, SYNC_BATCH_MAX_CHANGES + 50);
    await engine.flush();
    expect(Math.max(...sizes)).toBeLessThanOrEqual(SYNC_BATCH_MAX_CHANGES);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(SYNC_BATCH_MAX_CHANGES + 50);
  });
});
