import { randomUUID } from 'node:crypto';
import { syncResponseSchema } from '@archive/domain/sync/sync.schema';
import { SYNC_MESSAGES } from '@archive/domain/sync/sync.messages';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncCounters, syncLog } from '../../db/schema-sync';
import { PULLS_AT_ONCE } from './sync.routes';
import { expectError } from '../../test/api';
import { seedArchive, smallPng } from '../../test/archive-seed';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  createContact,
  deleteContact,
  newUserToken,
  patchContact,
  pull,
  pullAll,
  pullPage,
} from '../../test/sync-api';

const PAGE = 7;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ syncPageSize: PAGE });
});
afterAll(async () => {
  await t.close();
});

async function userIdOf(token: string): Promise<string> {
  return (await pullPage(t.app, token, 0)).user.id;
}

describe('GET /v1/sync/:nextSync', () => {
  it('answers the spec’s lists and the same cursor when nothing changed', async () => {
    const token = await newUserToken(t.app);
    const response = await pull(t.app, token, 0);
    expect(response.statusCode, response.body).toBe(200);
    const body = syncResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      nextSync: 0,
      artworks: [],
      artists: [],
      contacts: [],
      recievedRecords: [],
      sentRecords: [],
      hasMore: false,
    });
    expect(body.user.session.token).toBe('');

    const id = randomUUID();
    expect((await createContact(t.app, token, { id, lastName: 'Ono' })).statusCode).toBe(200);
    const first = await pullPage(t.app, token, 0);
    expect(first.nextSync).toBe(1);
    expect(first.contacts).toEqual([expect.objectContaining({ id, lastName: 'Ono', version: 1 })]);
    const idle = await pullPage(t.app, token, first.nextSync);
    expect(idle).toMatchObject({ nextSync: 1, contacts: [], hasMore: false });
  });

  it('sends every record in the contract’s shape, no field more or less (decision 060)', async () => {
    // The pull is serialised without zod: what the loaders build is what goes out. A field the
    // contract does not declare would be dropped by the parse, and the two would differ.
    const archive = await seedArchive(t.app, await smallPng());
    const answers = [];
    for (let cursor = 0, hasMore = true; hasMore;) {
      const response = await pull(t.app, archive.token, cursor);
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json<{ nextSync: number; hasMore: boolean }>();
      answers.push(answer);
      ({ nextSync: cursor, hasMore } = answer);
    }
    const records = answers.flatMap((answer) => {
      const parsed = syncResponseSchema.parse(answer);
      expect(parsed).toEqual(answer);
      return [...parsed.artworks, ...parsed.artists, ...parsed.contacts];
    });
    expect(records.map((record) => record.id)).toEqual(
      expect.arrayContaining([archive.artworkId, archive.artistId, archive.contactId]),
    );
  });

  it('answers 400, never 500, for a cursor ahead of the counter or not a number', async () => {
    const token = await newUserToken(t.app);
    expectError(await pull(t.app, token, 1), 400, {
      code: 'VALIDATION',
      field: 'nextSync',
      message: SYNC_MESSAGES.cursorAhead,
    });
    await createContact(t.app, token, { id: randomUUID(), lastName: 'A' });
    expect((await pull(t.app, token, 1)).statusCode).toBe(200);
    expectError(await pull(t.app, token, 2), 400, { code: 'VALIDATION', field: 'nextSync' });
    for (const cursor of ['-1', 'abc', '1.5', '99999999999999999999', String(2 ** 63)]) {
      expectError(await pull(t.app, token, cursor), 400, { code: 'VALIDATION', field: 'nextSync' });
    }
    expectError(await pull(t.app, token, Number.MAX_SAFE_INTEGER), 400, {
      code: 'VALIDATION',
      message: SYNC_MESSAGES.cursorAhead,
    });
  });

  it('answers 400 for a cursor that is not decimal digits only (a space pulled everything)', async () => {
    const token = await newUserToken(t.app);
    await createContact(t.app, token, { id: randomUUID(), lastName: 'A' });
    // Number() reads these as 0, 1000, 16, 5 and 5: each used to answer a pull.
    for (const cursor of ['%20', '%20%20', '%09', '1e3', '0x10', '+5', '5.0', '%205', '0b1']) {
      expectError(await pull(t.app, token, cursor), 400, {
        code: 'VALIDATION',
        field: 'nextSync',
        message: SYNC_MESSAGES.cursorInvalid,
      });
    }
    expect((await pullPage(t.app, token, 0)).contacts).toHaveLength(1);
    expect((await pullPage(t.app, token, 1)).contacts).toHaveLength(0);
  });

  it('shows only the caller’s changes', async () => {
    const mine = await newUserToken(t.app);
    const theirs = await newUserToken(t.app);
    await createContact(t.app, theirs, { id: randomUUID(), lastName: 'Theirs' });
    const id = randomUUID();
    await createContact(t.app, mine, { id, lastName: 'Mine' });
    const page = await pullPage(t.app, mine, 0);
    expect(page.nextSync).toBe(1);
    expect(page.contacts.map((contact) => contact.id)).toEqual([id]);
  });

  it('sends each contact exactly as GET /v1/contacts shows it', async () => {
    const token = await newUserToken(t.app);
    const id = randomUUID();
    await createContact(t.app, token, {
      id,
      firstName: 'Zoë',
      lastName: 'O’Neil "Q"',
      types: ['curator', 'museum'],
      address: { city: 'Zürich', country: 'Switzerland' },
      notes: 'line one\nline two',
    });
    await patchContact(t.app, token, { id, baseVersion: 1, changes: { phone: '+41 1' } });
    const listed = await t.app.inject({
      method: 'GET',
      url: '/v1/contacts',
      headers: { authorization: `Bearer ${token}` },
    });
    const { contacts } = listed.json<{ contacts: unknown[] }>();
    expect(contacts).toHaveLength(1);
    expect((await pullPage(t.app, token, 0)).contacts).toEqual(contacts);
  });

  it('sends a deleted contact as a tombstone, once per page', async () => {
    const token = await newUserToken(t.app);
    const id = randomUUID();
    await createContact(t.app, token, { id, lastName: 'Gone' });
    const before = await pullPage(t.app, token, 0);
    await patchContact(t.app, token, { id, baseVersion: 1, changes: { notes: 'n' } });
    await deleteContact(t.app, token, id);
    const after = await pullPage(t.app, token, before.nextSync);
    expect(after).toMatchObject({ nextSync: 3, contacts: [{ id, deleted: true }] });
    const fromZero = await pullPage(t.app, token, 0);
    expect(fromZero.contacts).toEqual([{ id, deleted: true }]);
  });

  it('pages the log: hasMore and the cursor lead through every change', async () => {
    const token = await newUserToken(t.app);
    const ids: string[] = [];
    for (let index = 0; index < 17; index++) {
      const id = randomUUID();
      ids.push(id);
      await createContact(t.app, token, { id, lastName: `C${String(index)}` });
    }
    const first = await pullPage(t.app, token, 0);
    expect(first).toMatchObject({ nextSync: PAGE, hasMore: true });
    expect(first.contacts.map((contact) => contact.id)).toEqual(ids.slice(0, PAGE));
    const { pages, nextSync } = await pullAll(t.app, token, 0);
    expect(pages.map((page) => [page.nextSync, page.hasMore])).toEqual([
      [7, true],
      [14, true],
      [17, false],
    ]);
    expect(nextSync).toBe(17);
    expect(pages.flatMap((page) => page.contacts.map((contact) => contact.id))).toEqual(ids);
  });
});

describe('concurrent writes', () => {
  it('give each change its own number and a pull from 0 finds exactly all of them', async () => {
    const token = await newUserToken(t.app);
    const ids = Array.from({ length: 50 }, () => randomUUID());
    const answers = await Promise.all(
      ids.map((id, index) => createContact(t.app, token, { id, lastName: `P${String(index)}` })),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);

    const userId = await userIdOf(token);
    const log = await t.app.db
      .select({ seq: syncLog.seq })
      .from(syncLog)
      .where(eq(syncLog.userId, userId))
      .orderBy(asc(syncLog.seq));
    expect(log.map((row) => row.seq)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));

    const { pages, nextSync } = await pullAll(t.app, token, 0);
    expect(pages.length).toBe(Math.ceil(50 / PAGE));
    const pulled = pages.flatMap((page) => page.contacts.map((contact) => contact.id));
    expect(pulled).toHaveLength(50);
    expect(new Set(pulled)).toEqual(new Set(ids));
    expect(nextSync).toBe(50);
  });

  it('never lets a reader pulling during the writes skip a committed change', async () => {
    const token = await newUserToken(t.app);
    const ids = Array.from({ length: 40 }, () => randomUUID());
    const seen = new Set<string>();
    let cursor = 0;
    const state = { writing: true };
    let pulls = 0;
    const reader = (async () => {
      while (state.writing && pulls < 500) {
        pulls += 1;
        const page = await pullPage(t.app, token, cursor);
        for (const contact of page.contacts) seen.add(contact.id);
        cursor = page.nextSync;
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    })();
    const writes = ids.map(async (id, index) => {
      const created = await createContact(t.app, token, { id, lastName: `R${String(index)}` });
      expect(created.statusCode, created.body).toBe(200);
      const edited = await patchContact(t.app, token, {
        id,
        baseVersion: 1,
        changes: { notes: `edit ${String(index)}` },
      });
      expect(edited.statusCode, edited.body).toBe(200);
    });
    await Promise.all(writes);
    state.writing = false;
    await reader;
    expect(pulls).toBeGreaterThan(1);
    // Drain what the reader had not reached yet: the cursor only ever moved past
    // committed changes, so nothing before it can be missing.
    const rest = await pullAll(t.app, token, cursor);
    for (const page of rest.pages) for (const contact of page.contacts) seen.add(contact.id);
    expect(seen).toEqual(new Set(ids));
    expect(rest.nextSync).toBe(80);
  });
});

describe('many pulls at once (decision 060)', () => {
  it(`reads ${String(PULLS_AT_ONCE)} at a time and answers every one`, async () => {
    const own = await buildTestApp();
    try {
      const token = await newUserToken(own.app);
      const id = randomUUID();
      expect((await createContact(own.app, token, { id, lastName: 'Ono' })).statusCode).toBe(200);
      // A loader that holds each pull until let go counts how many are read together.
      let inside = 0;
      let most = 0;
      let letGo!: () => void;
      const gate = new Promise<void>((resolve) => (letGo = resolve));
      own.app.sync.registerLoader('contact', async () => {
        inside += 1;
        most = Math.max(most, inside);
        await gate;
        inside -= 1;
        return new Map([[id, { id, deleted: true }]]);
      });
      const pulls = Array.from({ length: 10 }, () => pull(own.app, token, 0));
      await expect.poll(() => inside).toBe(PULLS_AT_ONCE);
      letGo();
      const answers = await Promise.all(pulls);
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
      expect(answers[9]?.json()).toMatchObject({ contacts: [{ id, deleted: true }] });
      expect(most).toBe(PULLS_AT_ONCE);
    } finally {
      await own.close();
    }
  });
});

describe('with the real page size', () => {
  let big: TestApp;
  beforeAll(async () => {
    big = await buildTestApp();
  });
  afterAll(async () => {
    await big.close();
  });

  it('answers about 2,000 log rows a page', async () => {
    const token = await newUserToken(big.app);
    const ids = Array.from({ length: 3 }, () => randomUUID());
    for (const id of ids) await createContact(big.app, token, { id, lastName: 'Bulk' });
    const userId = (await pullPage(big.app, token, 0)).user.id;
    // 2,497 more log rows (as if the three contacts changed again and again).
    await big.app.db.execute(sql`
      INSERT INTO ${syncLog} (user_id, seq, entity, entity_id, op)
      SELECT ${userId}::uuid, 3 + n, 'contact', (ARRAY[${ids[0]}, ${ids[1]}, ${ids[2]}])[1 + n % 3]::uuid, 'upsert'
      FROM generate_series(1, 2497) AS n`);
    await big.app.db.update(syncCounters).set({ seq: 2500 }).where(eq(syncCounters.userId, userId));

    const first = await pullPage(big.app, token, 0);
    expect(first).toMatchObject({ nextSync: 2000, hasMore: true });
    expect(first.contacts).toHaveLength(3);
    const second = await pullPage(big.app, token, first.nextSync);
    expect(second).toMatchObject({ nextSync: 2500, hasMore: false });
    expect(second.contacts).toHaveLength(3);
    expect(await pullPage(big.app, token, 2500)).toMatchObject({ nextSync: 2500, contacts: [] });
  });
});
