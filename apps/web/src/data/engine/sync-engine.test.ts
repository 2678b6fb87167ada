import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_CONTACT_ADDRESS } from '@archive/domain/contacts/contact.schema';
import type { ContactFormValues } from '@archive/domain/contacts/contact.schema';
import { OUTBOX_MAX_ATTEMPTS } from '@archive/domain/sync/outbox.rules';
import type { OutboxItem } from './store/local-db';
import { cleanOutbox, takeReady } from './outbox/outbox-queue';
import { createFakeSyncServer } from './fake-sync-server.test-support';
import type { FakeSyncServer } from './fake-sync-server.test-support';
import { createSyncEngine } from './sync-engine';
import type { SyncEngine, SyncEngineOptions } from './sync-engine';
import type { SyncTransport } from './transport/sync-transport';

const FAST = { retryDelayMs: 1, cleanIntervalMs: 60_000, pollIntervalMs: 60_000 };

function values(patch: Partial<ContactFormValues> = {}): ContactFormValues {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    organisation: '',
    email: '',
    phone: '',
    types: [],
    websiteUrl: '',
    instagramUrl: '',
    position: '',
    vatNumber: '',
    address: EMPTY_CONTACT_ADDRESS,
    notes: '',
    ...patch,
  };
}

const engines: SyncEngine[] = [];
afterEach(async () => {
  for (const engine of engines.splice(0)) await engine.delete();
});

function device(
  transport: SyncTransport,
  userId: string,
  extra: Partial<SyncEngineOptions> = {},
): SyncEngine {
  const engine = createSyncEngine({ userId, transport, leader: true, timing: FAST, ...extra });
  engines.push(engine);
  return engine;
}

function setup(): { server: FakeSyncServer; engine: SyncEngine; userId: string } {
  const server = createFakeSyncServer();
  const userId = randomUUID();
  return { server, engine: device(server.transport(), userId), userId };
}

/** A transport whose change calls wait until `release` is called. */
function gated(inner: SyncTransport) {
  let open: () => void = () => undefined;
  let gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const wait = () => gate;
  return {
    release: () => {
      open();
      gate = Promise.resolve();
    },
    transport: {
      pull: (cursor) => inner.pull(cursor),
      createContact: async (body, key) => {
        await wait();
        return inner.createContact(body, key);
      },
      updateContact: async (body, key) => {
        await wait();
        return inner.updateContact(body, key);
      },
      deleteContact: async (id, key) => {
        await wait();
        return inner.deleteContact(id, key);
      },
      createArtwork: async (body, key) => {
        await wait();
        return inner.createArtwork(body, key);
      },
      updateArtwork: async (body, key) => {
        await wait();
        return inner.updateArtwork(body, key);
      },
      deleteArtwork: async (id, key) => {
        await wait();
        return inner.deleteArtwork(id, key);
      },
      imageUrls: async (id, type) => {
        await wait();
        return inner.imageUrls(id, type);
      },
      putUpload: async (target, blob) => {
        await wait();
        return inner.putUpload(target, blob);
      },
      linkImage: async (id, body, key) => {
        await wait();
        return inner.linkImage(id, body, key);
      },
      sendChanges: async (changes) => {
        await wait();
        return inner.sendChanges(changes);
      },
    } satisfies SyncTransport,
  };
}

async function items(engine: SyncEngine): Promise<OutboxItem[]> {
  return engine.db.outbox.orderBy('createdAt').toArray();
}

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('condition not reached');
}

describe('outbox', () => {
  it('sends a create with its item id as the key and takes the answer’s version', async () => {
    const { server, engine } = setup();
    const id = await engine.contacts.create(values());
    const [item] = await items(engine);
    expect(item).toMatchObject({ itemId: id, action: 'create', state: 'waiting', attempt: 0 });
    await engine.flush();
    expect(server.calls).toEqual([{ method: 'create', key: item!.id }]);
    expect(await engine.pendingCount()).toBe(0);
    expect(await engine.db.contacts.get(id)).toMatchObject({ version: 1, firstName: 'Ada' });
    expect(server.contacts().map((contact) => contact.id)).toEqual([id]);
  });

  it('folds edits of a waiting record into its item', async () => {
    const { server, engine } = setup();
    const id = await engine.contacts.create(values());
    await engine.contacts.update(id, values({ firstName: 'Augusta' }));
    await engine.contacts.update(id, values({ firstName: 'Augusta', phone: '123' }));
    expect(await items(engine)).toHaveLength(1);
    await engine.flush();
    await engine.contacts.update(id, values({ firstName: 'A', phone: '123' }));
    await engine.contacts.update(id, values({ firstName: 'A', phone: '123', notes: 'n' }));
    const queued = await items(engine);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.payload).toEqual({ baseVersion: 1, changes: { firstName: 'A', notes: 'n' } });
    await engine.flush();
    expect(server.contacts()[0]).toMatchObject({ firstName: 'A', phone: '123', notes: 'n' });
  });

  it('delays an edit behind the executing item of the same record', async () => {
    const server = createFakeSyncServer();
    const gate = gated(server.transport());
    const engine = device(gate.transport, randomUUID());
    const id = await engine.contacts.create(values());
    const flushing = engine.flush();
    await until(async () => (await items(engine))[0]?.state === 'executing');
    await engine.contacts.update(id, values({ lastName: 'Byron' }));
    expect((await items(engine)).map((item) => item.state)).toEqual(['executing', 'delayed']);
    gate.release();
    await flushing;
    expect(await engine.pendingCount()).toBe(0);
    expect(server.contacts()[0]).toMatchObject({ lastName: 'Byron', version: 2 });
    expect(await engine.db.contacts.get(id)).toMatchObject({ lastName: 'Byron', version: 2 });
  });

  it('retries once on a retryable answer, with the same key', async () => {
    const { server, engine } = setup();
    await engine.contacts.create(values());
    server.fail(503);
    await engine.flush();
    expect(server.calls.map((call) => call.method)).toEqual(['create', 'create']);
    expect(server.calls[0]!.key).toBe(server.calls[1]!.key);
    expect(await engine.pendingCount()).toBe(0);
  });

  it('fails an item after two answers, re-queues it on cleaning, and gives up after the maximum', async () => {
    const failures: string[] = [];
    const server = createFakeSyncServer();
    const engine = device(server.transport(), randomUUID(), {
      onSyncFailed: (_item, name) => failures.push(name),
    });
    const id = await engine.contacts.create(values());
    server.fail(...Array<number>(OUTBOX_MAX_ATTEMPTS * 2).fill(500));
    await engine.flush();
    expect((await items(engine))[0]).toMatchObject({ state: 'failed', attempt: 1 });
    for (let round = 2; round <= OUTBOX_MAX_ATTEMPTS; round += 1) {
      await cleanOutbox(engine.db);
      await engine.flush();
      expect((await items(engine))[0]).toMatchObject({ state: 'failed', attempt: round });
    }
    await until(() => Promise.resolve(failures.length === 1));
    expect(failures).toEqual(['Ada Lovelace']);
    await cleanOutbox(engine.db);
    expect((await items(engine))[0]!.state).toBe('failed');
    await engine.retryFailed(id);
    expect(await engine.pendingCount()).toBe(0);
    expect(server.calls).toHaveLength(OUTBOX_MAX_ATTEMPTS * 2 + 1);
  });

  it('fails a non-retryable answer at once', async () => {
    const { server, engine } = setup();
    await engine.contacts.create(values());
    server.fail(422);
    await engine.flush();
    expect(server.calls).toHaveLength(1);
    expect((await items(engine))[0]).toMatchObject({ state: 'failed', attempt: 1 });
  });

  it('does not count a lost connection as an attempt', async () => {
    const { server, engine } = setup();
    await engine.contacts.create(values());
    server.offline = true;
    await engine.flush();
    expect((await items(engine))[0]).toMatchObject({ state: 'waiting', attempt: 0, sent: true });
    server.offline = false;
    await engine.flush();
    expect(await engine.pendingCount()).toBe(0);
  });

  it('keeps one record when a create’s answer is lost and the retry is replayed', async () => {
    const { server, engine } = setup();
    const id = await engine.contacts.create(values());
    server.fail('lost-answer');
    await engine.flush();
    await engine.flush();
    expect(server.contacts().map((contact) => contact.id)).toEqual([id]);
    expect(await engine.db.contacts.get(id)).toMatchObject({ version: 1 });
  });

  it('clears failed and delayed items of a deleted record and queues its delete', async () => {
    const { server, engine } = setup();
    const id = await engine.contacts.create(values());
    await engine.flush();
    server.fail(422);
    await engine.contacts.update(id, values({ lastName: 'One' }));
    await engine.flush();
    await engine.contacts.update(id, values({ lastName: 'Two' }));
    expect((await items(engine)).map((item) => item.state)).toEqual(['failed', 'delayed']);
    await engine.contacts.remove([id]);
    expect((await items(engine)).map((item) => [item.action, item.state])).toEqual([
      ['delete', 'waiting'],
    ]);
    expect(await engine.listContacts()).toEqual([]);
    await engine.flush();
    expect(server.contacts()).toEqual([]);
    expect(await engine.db.contacts.count()).toBe(0);
  });

  it('forgets a record that never reached the server without calling it', async () => {
    const { server, engine } = setup();
    const id = await engine.contacts.create(values());
    await engine.contacts.update(id, values({ lastName: 'X' }));
    await engine.contacts.remove([id]);
    expect(await engine.pendingCount()).toBe(0);
    await engine.flush();
    expect(server.calls).toEqual([]);
  });

  it('keeps its outbox across a reload, including an item left executing', async () => {
    const server = createFakeSyncServer();
    const userId = randomUUID();
    const first = createSyncEngine({ userId, transport: server.transport(), timing: FAST });
    await first.contacts.create(values({ lastName: 'One' }));
    await first.contacts.create(values({ lastName: 'Two' }));
    expect(await takeReady(first.db, { items: 1, bytes: 1024 })).toHaveLength(1);
    await first.close();

    const second = device(server.transport(), userId);
    expect(await second.pendingCount()).toBe(2);
    expect((await second.listContacts()).map((contact) => contact.lastName).sort()).toEqual([
      'One',
      'Two',
    ]);
    second.start();
    await until(async () => (await second.pendingCount()) === 0);
    expect(server.contacts()).toHaveLength(2);
  });
});

describe('pull', () => {
  it('pulls page after page and deletes tombstones', async () => {
    const server = createFakeSyncServer();
    server.pageSize = 3;
    const userId = randomUUID();
    const a = device(server.transport(), userId);
    const b = device(server.transport(), randomUUID().slice(0, 8) + userId);
    const ids: string[] = [];
    for (let index = 0; index < 7; index += 1) {
      ids.push(await a.contacts.create(values({ lastName: `L${String(index)}` })));
    }
    await a.flush();
    await b.pull();
    expect(server.calls.filter((call) => call.method === 'pull')).toHaveLength(3);
    expect(await b.listContacts()).toHaveLength(7);
    await a.contacts.remove(ids.slice(0, 2));
    await a.flush();
    await b.pull();
    expect((await b.listContacts()).map((contact) => contact.id).sort()).toEqual(
      ids.slice(2).sort(),
    );
    expect(await b.db.meta.get('nextSync')).toEqual({ key: 'nextSync', value: 9 });
  });

  /**
   * Five contacts, the first changed again on the server: with pages of two, the last page
   * brings the first record again. `during(b, first)` runs when the last page has been served
   * and before it is stored, as a change answered meanwhile would.
   */
  async function firstPullWith(during: (b: SyncEngine, first: string) => Promise<void>) {
    const server = createFakeSyncServer();
    server.pageSize = 2;
    const a = device(server.transport(), randomUUID());
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      ids.push(await a.contacts.create(values({ lastName: `L${String(index)}` })));
    }
    await a.flush();
    const first = ids[0] ?? '';
    await a.contacts.update(first, values({ lastName: 'Server' }));
    await a.flush();
    const inner = server.transport();
    let pulls = 0;
    let b: SyncEngine | null = null;
    const transport: SyncTransport = {
      ...inner,
      pull: async (cursor) => {
        pulls += 1;
        const page = await inner.pull(cursor);
        if (pulls === 3 && b) await during(b, first);
        return page;
      },
    };
    b = device(transport, randomUUID());
    await b.pull();
    expect(pulls).toBe(3);
    return { server, b, first };
  }

  it('keeps a change made during a first pull while the next pages arrive', async () => {
    // The person edits a record of the first page, which the last page brings again.
    const { server, b, first } = await firstPullWith(async (engine, id) => {
      await engine.contacts.update(id, values({ firstName: 'Local', lastName: 'Server' }));
    });
    expect(await b.db.contacts.get(first)).toMatchObject({
      firstName: 'Local',
      lastName: 'Server',
      version: 2,
    });
    expect(await b.listContacts()).toHaveLength(5);
    await b.flush();
    expect(server.contacts().find((contact) => contact.id === first)).toMatchObject({
      firstName: 'Local',
      lastName: 'Server',
    });
  });

  it('keeps a change answered during a first pull when a page served before it comes after', async () => {
    const { server, b, first } = await firstPullWith(async (engine, id) => {
      await engine.contacts.update(id, values({ firstName: 'Local', lastName: 'Server' }));
      await engine.flush();
    });
    expect(await b.pendingCount()).toBe(0);
    // The last page carries the first record at version 2; the answer stored version 3.
    expect(await b.db.contacts.get(first)).toMatchObject({
      firstName: 'Local',
      lastName: 'Server',
      version: 3,
    });
    expect(server.contacts().find((contact) => contact.id === first)).toMatchObject({
      firstName: 'Local',
      version: 3,
    });
  });

  it('ends with every record when one is made and sent during a first pull', async () => {
    let made = '';
    const { server, b } = await firstPullWith(async (engine) => {
      made = await engine.contacts.create(values({ lastName: 'Made here' }));
      await engine.flush();
    });
    await b.pull();
    const local = await b.listContacts();
    expect(local).toHaveLength(6);
    expect(local.find((contact) => contact.id === made)).toMatchObject({ lastName: 'Made here' });
    expect(server.contacts()).toHaveLength(6);
  });

  it("reads only the page's own ids in a first pull, not every key the table holds", async () => {
    const server = createFakeSyncServer();
    server.pageSize = 10;
    const a = device(server.transport(), randomUUID());
    for (let index = 0; index < 50; index += 1) {
      await a.contacts.create(values({ lastName: `L${String(index)}` }));
    }
    await a.flush();
    const b = device(server.transport(), randomUUID());
    const keyReads = vi.spyOn(IDBObjectStore.prototype, 'getAllKeys');
    try {
      await b.pull();
      expect(await b.listContacts()).toHaveLength(50);
      // Random ids: a page's id range spans the table, so a range read takes every key.
      expect(keyReads).not.toHaveBeenCalled();
    } finally {
      keyReads.mockRestore();
    }
  });

  it('re-applies pending changes on top of pulled data', async () => {
    const server = createFakeSyncServer();
    const a = device(server.transport(), randomUUID());
    const b = device(server.transport(), randomUUID());
    const id = await a.contacts.create(values());
    await a.flush();
    await b.pull();
    await b.contacts.update(id, values({ firstName: 'Bea' }));
    await a.contacts.update(id, values({ lastName: 'Alpha' }));
    await a.flush();
    await b.pull();
    expect(await b.db.contacts.get(id)).toMatchObject({
      firstName: 'Bea',
      lastName: 'Alpha',
      version: 2,
    });
    await b.flush();
    await a.pull();
    expect(server.contacts()[0]).toMatchObject({ firstName: 'Bea', lastName: 'Alpha' });
    expect(await a.db.contacts.get(id)).toMatchObject({ firstName: 'Bea', lastName: 'Alpha' });
  });

  it('ends equal to the server when a replayed answer is older than a pulled copy', async () => {
    const server = createFakeSyncServer();
    const a = device(server.transport(), randomUUID());
    const b = device(server.transport(), randomUUID());
    const id = await a.contacts.create(values());
    await a.flush();
    await a.contacts.update(id, values({ firstName: 'FromA' }));
    server.fail('lost-answer');
    await a.flush();
    await b.pull();
    await b.contacts.update(id, values({ firstName: 'FromB' }));
    await b.flush();
    await a.pull();
    await a.flush();
    expect(await a.pendingCount()).toBe(0);
    expect(await a.db.contacts.get(id)).toEqual(server.contacts()[0]);
    expect(await a.db.bases.count()).toBe(0);
  });

  it('resyncs from 0 when the cursor is ahead, keeping the outbox', async () => {
    const { server, engine } = setup();
    const id = await engine.contacts.create(values());
    await engine.flush();
    await engine.contacts.update(id, values({ notes: 'kept' }));
    await engine.db.meta.put({ key: 'nextSync', value: 999 });
    await engine.db.contacts.put({ ...(await engine.db.contacts.get(id))!, id: randomUUID() });
    await engine.pull();
    expect(await engine.db.meta.get('nextSync')).toEqual({ key: 'nextSync', value: 1 });
    expect(await engine.pendingCount()).toBe(1);
    const local = await engine.listContacts();
    expect(local.map((contact) => [contact.id, contact.notes])).toEqual([[id, 'kept']]);
    expect(server.calls.filter((call) => call.method === 'pull')).toHaveLength(2);
  });
});
