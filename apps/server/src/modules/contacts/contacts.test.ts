import { randomUUID } from 'node:crypto';
import type { Contact } from '@archive/domain/contacts/contact.schema';
import { CONTACT_MESSAGES } from '@archive/domain/contacts/contact.messages';
import { API_MESSAGES } from '@archive/domain/messages/api-messages';
import { FORM_MESSAGES } from '@archive/domain/messages/form-messages';
import { SYNC_MESSAGES } from '@archive/domain/sync/sync.messages';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordHistory, syncLog } from '../../db/schema-sync';
import { bearer, expectError } from '../../test/api';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  changeHeaders,
  createContact,
  deleteContact,
  newUserToken,
  patchContact,
  pullPage,
} from '../../test/sync-api';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function listContacts(token: string): Promise<Contact[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/v1/contacts',
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ contacts: Contact[] }>().contacts;
}

async function created(token: string, extra: Record<string, unknown> = {}): Promise<string> {
  const id = randomUUID();
  const response = await createContact(t.app, token, { id, lastName: 'Hepworth', ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return id;
}

async function contactById(token: string, id: string): Promise<Contact | undefined> {
  return (await listContacts(token)).find((contact) => contact.id === id);
}

async function logCount(id: string): Promise<number> {
  const rows = await t.app.db.select().from(syncLog).where(eq(syncLog.entityId, id));
  return rows.length;
}

describe('POST /v1/contacts', () => {
  it('creates the contact under its client-made id and lists it', async () => {
    const token = await newUserToken(t.app);
    const id = randomUUID();
    const response = await createContact(t.app, token, {
      id,
      firstName: ' Barbara ',
      lastName: 'Hepworth',
      organisation: 'Tate',
      email: 'barbara@example.com',
      types: ['artist', 'curator', 'artist'],
      websiteUrl: 'www.example.com',
      instagramUrl: 'https://instagram.com/bh',
      address: { city: 'St Ives', country: 'UK' },
      dateCreated: '2026-01-02T03:04:05.000Z',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ contactId: id, version: 1 });
    const contact = await contactById(token, id);
    expect(contact).toMatchObject({
      id,
      firstName: 'Barbara',
      lastName: 'Hepworth',
      organisation: 'Tate',
      types: ['artist', 'curator'],
      address: {
        address1: '',
        address2: '',
        city: 'St Ives',
        postalCode: '',
        state: '',
        country: 'UK',
      },
      status: 'active',
      version: 1,
      dateCreated: '2026-01-02T03:04:05.000Z',
    });
  });

  it('answers a retry with the same key from the stored answer, changing nothing again', async () => {
    const token = await newUserToken(t.app);
    const id = randomUUID();
    const key = randomUUID();
    const first = await createContact(t.app, token, { id, lastName: 'Kahlo' }, key);
    const retry = await createContact(t.app, token, { id, lastName: 'Kahlo' }, key);
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await logCount(id)).toBe(1);
    expect((await listContacts(token)).filter((contact) => contact.id === id)).toHaveLength(1);
  });

  it('runs parallel retries with one key as one change', async () => {
    const token = await newUserToken(t.app);
    const id = randomUUID();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => patchOrCreate(token, id, key)),
    );
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ contactId: id, version: 1 });
    }
    expect(await logCount(id)).toBe(1);
  });

  it('refuses a key reused for a different request with 422', async () => {
    const token = await newUserToken(t.app);
    const key = randomUUID();
    expect(
      (await createContact(t.app, token, { id: randomUUID(), lastName: 'A' }, key)).statusCode,
    ).toBe(200);
    const other = await createContact(t.app, token, { id: randomUUID(), lastName: 'B' }, key);
    expectError(other, 422, {
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: SYNC_MESSAGES.idempotencyKeyReused,
    });
    expect(await listContacts(token)).toHaveLength(1);
  });

  it('treats a create of an id the caller has as an upsert', async () => {
    const token = await newUserToken(t.app);
    const id = await created(token, { firstName: 'Louise' });
    const again = await createContact(t.app, token, {
      id,
      firstName: 'Louise',
      lastName: 'Bourgeois',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ contactId: id, version: 2 });
    const contacts = await listContacts(token);
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({ firstName: 'Louise', lastName: 'Bourgeois', version: 2 });
    // The very same body again changes nothing.
    const same = await createContact(t.app, token, {
      id,
      firstName: 'Louise',
      lastName: 'Bourgeois',
    });
    expect(same.json()).toEqual({ contactId: id, version: 2 });
  });

  it('needs an Idempotency-Key on every change', async () => {
    const token = await newUserToken(t.app);
    const id = await created(token);
    const calls = [
      {
        method: 'POST' as const,
        url: '/v1/contacts',
        payload: { id: randomUUID(), lastName: 'X' },
      },
      {
        method: 'PATCH' as const,
        url: '/v1/contacts',
        payload: { id, baseVersion: 1, changes: { notes: 'n' } },
      },
      { method: 'DELETE' as const, url: `/v1/contacts/${id}` },
    ];
    for (const call of calls) {
      expectError(await t.app.inject({ ...call, headers: bearer(token) }), 400, {
        code: 'VALIDATION',
        field: 'idempotency-key',
        message: SYNC_MESSAGES.idempotencyKeyRequired,
      });
      expectError(
        await t.app.inject({ ...call, headers: { ...bearer(token), 'idempotency-key': 'a b' } }),
        400,
        { code: 'VALIDATION', field: 'idempotency-key' },
      );
    }
    expect(await listContacts(token)).toEqual([
      expect.objectContaining({ id, notes: '', version: 1 }),
    ]);
  });

  it('refuses bad input with 400 and the field errors', async () => {
    const token = await newUserToken(t.app);
    const noName = await createContact(t.app, token, { id: randomUUID(), email: 'a@b.example' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({
      error: {
        code: 'VALIDATION',
        fields: [
          { field: 'firstName', message: FORM_MESSAGES.noContactGeneral },
          { field: 'lastName', message: FORM_MESSAGES.noContactGeneral },
          { field: 'organisation', message: FORM_MESSAGES.noContactGeneral },
        ],
      },
    });
    expectError(
      await createContact(t.app, token, {
        id: randomUUID(),
        lastName: 'A',
        websiteUrl: 'example.com',
      }),
      400,
      {
        code: 'VALIDATION',
        field: 'websiteUrl',
        message: FORM_MESSAGES.wrongUrl,
      },
    );
    expectError(
      await createContact(t.app, token, {
        id: randomUUID(),
        lastName: 'A',
        instagramUrl: 'http://i.example',
      }),
      400,
      {
        code: 'VALIDATION',
        field: 'instagramUrl',
        message: CONTACT_MESSAGES.wrongInstagramUrl,
      },
    );
    expectError(await createContact(t.app, token, { id: 'temp-1', lastName: 'A' }), 400, {
      code: 'VALIDATION',
      field: 'id',
    });
    expectError(
      await createContact(t.app, token, { id: randomUUID(), lastName: 'A', status: 'deleted' }),
      400,
      {
        code: 'VALIDATION',
        field: 'status',
        message: API_MESSAGES.unknownField,
      },
    );
    expectError(
      await createContact(t.app, token, { id: randomUUID(), lastName: 'A', types: ['Painter'] }),
      400,
      {
        code: 'VALIDATION',
        field: 'types.0',
      },
    );
    expect(await listContacts(token)).toEqual([]);
  });
});

async function patchOrCreate(token: string, id: string, key: string) {
  return createContact(t.app, token, { id, lastName: 'Parallel' }, key);
}

describe('PATCH /v1/contacts', () => {
  it('merges two edits of different fields from the same base', async () => {
    const token = await newUserToken(t.app);
    const id = await created(token, { firstName: 'Agnes' });
    const a = await patchContact(t.app, token, {
      id,
      baseVersion: 1,
      changes: { email: 'a@x.example' },
    });
    const b = await patchContact(t.app, token, {
      id,
      baseVersion: 1,
      changes: { address: { city: 'Taos' }, types: ['artist'] },
    });
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json()).toMatchObject({ contactId: id, deleted: false, contact: { version: 3 } });
    expect(await contactById(token, id)).toMatchObject({
      firstName: 'Agnes',
      lastName: 'Hepworth',
      email: 'a@x.example',
      types: ['artist'],
      address: { city: 'Taos', country: '' },
      version: 3,
    });
  });

  it('lets the later write win on the same field and keeps the earlier value in history', async () => {
    const token = await newUserToken(t.app);
    const id = await created(token, { notes: 'original' });
    await patchContact(t.app, token, { id, baseVersion: 1, changes: { notes: 'from the phone' } });
    const later = await patchContact(t.app, token, {
      id,
      baseVersion: 1,
      changes: { notes: 'from the laptop' },
    });
    expect(later.statusCode, later.body).toBe(200);
    expect((await contactById(token, id))?.notes).toBe('from the laptop');
    const history = await t.app.db
      .select()
      .from(recordHistory)
      .where(and(eq(recordHistory.entityId, id), eq(recordHistory.field, 'notes')))
      .orderBy(asc(recordHistory.version));
    expect(
      history.map(({ oldValue, newValue, version, concurrent }) => ({
        oldValue,
        newValue,
        version,
        concurrent,
      })),
    ).toEqual([
      { oldValue: 'original', newValue: 'from the phone', version: 2, concurrent: false },
      { oldValue: 'from the phone', newValue: 'from the laptop', version: 3, concurrent: true },
    ]);

    const answer = await t.app.inject({
      method: 'GET',
      url: `/v1/contacts/${id}/history`,
      headers: bearer(token),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(
      answer
        .json<{ history: { field: string; oldValue: unknown; concurrent: boolean }[] }>()
        .history.map(({ field, oldValue, concurrent }) => ({ field, oldValue, concurrent })),
    ).toEqual([
      { field: 'notes', oldValue: 'from the phone', concurrent: true },
      { field: 'notes', oldValue: 'original', concurrent: false },
    ]);
  });

  it('answers a retried edit from the stored answer without a second change', async () => {
    const token = await newUserToken(t.app);
    const id = await created(token);
    const key = randomUUID();
    const first = await patchContact(
      t.app,
      token,
      { id, baseVersion: 1, changes: { phone: '1' } },
      key,
    );
    const retry = await patchContact(
      t.app,
      token,
      { id, baseVersion: 1, changes: { phone: '1' } },
      key,
    );
    expect(retry.json()).toEqual(first.json());
    expect((await contactById(token, id))?.version).toBe(2);
    expect(await logCount(id)).toBe(2);
  });

  it('refuses an edit that would leave the contact without a name', async () => {
    const token = await newUserToken(t.app);
    const id = await created(token);
    expectError(
      await patchContact(t.app, token, { id, baseVersion: 1, changes: { lastName: '' } }),
      400,
      {
        code: 'VALIDATION',
        message: FORM_MESSAGES.noContactGeneral,
      },
    );
    expectError(await patchContact(t.app, token, { id, baseVersion: 1, changes: {} }), 400, {
      code: 'VALIDATION',
    });
    expectError(
      await patchContact(t.app, token, { id, baseVersion: 1, changes: { websiteUrl: 'x' } }),
      400,
      {
        code: 'VALIDATION',
        field: 'changes.websiteUrl',
        message: FORM_MESSAGES.wrongUrl,
      },
    );
    expectError(await patchContact(t.app, token, { id, changes: { notes: 'x' } }), 400, {
      code: 'VALIDATION',
      field: 'baseVersion',
    });
    expect((await contactById(token, id))?.version).toBe(1);
  });
});

describe('DELETE /v1/contacts/:id', () => {
  it('marks the contact deleted; repeating it is fine; a later edit changes nothing', async () => {
    const token = await newUserToken(t.app);
    const id = await created(token);
    const first = await deleteContact(t.app, token, id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ contactId: id, deleted: true });
    const again = await deleteContact(t.app, token, id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ contactId: id, deleted: true });
    expect(await listContacts(token)).toEqual([]);

    const edit = await patchContact(t.app, token, {
      id,
      baseVersion: 1,
      changes: { notes: 'late' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toEqual({ contactId: id, deleted: true });
    // A retried create of a deleted contact does not bring it back either.
    expect((await createContact(t.app, token, { id, lastName: 'Again' })).statusCode).toBe(200);
    expect(await listContacts(token)).toEqual([]);
    expect(await logCount(id)).toBe(2);
  });

  it('wins over an edit sent at the same time', async () => {
    const token = await newUserToken(t.app);
    const id = await created(token);
    const [edit, removal] = await Promise.all([
      patchContact(t.app, token, { id, baseVersion: 1, changes: { notes: 'concurrent' } }),
      deleteContact(t.app, token, id),
    ]);
    expect(edit.statusCode, edit.body).toBe(200);
    expect(removal.statusCode, removal.body).toBe(200);
    expect(await listContacts(token)).toEqual([]);
    const page = await pullPage(t.app, token, 0);
    expect(page.contacts).toEqual([{ id, deleted: true }]);
  });
});

describe('another user’s contact', () => {
  it('answers 404 on every call and stays unchanged', async () => {
    const owner = await newUserToken(t.app);
    const stranger = await newUserToken(t.app);
    const id = await created(owner, { notes: 'mine' });

    const notFound = { code: 'NOT_FOUND', message: API_MESSAGES.notFound };
    expectError(await createContact(t.app, stranger, { id, lastName: 'Thief' }), 404, notFound);
    expectError(
      await patchContact(t.app, stranger, { id, baseVersion: 1, changes: { notes: 'x' } }),
      404,
      notFound,
    );
    expectError(await deleteContact(t.app, stranger, id), 404, notFound);
    expectError(
      await t.app.inject({
        method: 'GET',
        url: `/v1/contacts/${id}/history`,
        headers: bearer(stranger),
      }),
      404,
      notFound,
    );
    expect(await listContacts(stranger)).toEqual([]);
    expect((await pullPage(t.app, stranger, 0)).contacts).toEqual([]);
    expect(await contactById(owner, id)).toMatchObject({
      notes: 'mine',
      version: 1,
      status: 'active',
    });

    // Unknown ids are 404 too, and a 404 stores no answer: the same key works afterwards.
    const key = randomUUID();
    const unknown = randomUUID();
    expectError(await deleteContact(t.app, owner, unknown, key), 404, notFound);
    expect((await createContact(t.app, owner, { id: unknown, lastName: 'Later' })).statusCode).toBe(
      200,
    );
    const retried = await deleteContact(t.app, owner, unknown, key);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual({ contactId: unknown, deleted: true });
    expectError(await deleteContact(t.app, owner, 'not-a-uuid'), 400, {
      code: 'VALIDATION',
      field: 'id',
    });
  });
});

describe('without a session', () => {
  it('answers 401 on every contact call', async () => {
    const id = randomUUID();
    const calls = [
      { method: 'GET' as const, url: '/v1/contacts' },
      { method: 'POST' as const, url: '/v1/contacts' },
      { method: 'PATCH' as const, url: '/v1/contacts' },
      { method: 'DELETE' as const, url: `/v1/contacts/${id}` },
      { method: 'GET' as const, url: '/v1/sync/0' },
    ];
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers: { 'idempotency-key': 'k' } });
      expectError(response, 401, { code: 'UNAUTHORIZED' });
    }
    expect(changeHeaders('x', 'k')['idempotency-key']).toBe('k');
  });
});
