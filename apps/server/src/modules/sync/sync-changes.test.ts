import { randomUUID } from 'node:crypto';
import { FORM_MESSAGES } from '@archive/domain/messages/form-messages';
import { SYNC_MESSAGES } from '@archive/domain/sync/sync.messages';
import {
  SYNC_BATCH_MAX_CHANGES,
  syncChangesResponseSchema,
  type SyncChangeResult,
} from '@archive/domain/sync/sync-changes.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncLog } from '../../db/schema-sync';
import { bearer, expectError } from '../../test/api';
import { artworkBody, newOwner } from '../../test/artwork-api';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  createContact,
  deleteContact,
  keyed,
  newContact,
  newUserToken,
  patchContact,
  pullPage,
  sendChanges,
} from '../../test/sync-api';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function results(sent: ReturnType<typeof sendChanges>) {
  const response = await sent;
  expect(response.statusCode, response.body).toBe(200);
  return syncChangesResponseSchema.parse(response.json()).results;
}

async function logRows(token: string): Promise<number> {
  const userId = (await pullPage(t.app, token, 0)).user.id;
  return (await t.app.db.select().from(syncLog).where(eq(syncLog.userId, userId))).length;
}

function statuses(answers: SyncChangeResult[]): number[] {
  return answers.map((answer) => answer.status);
}

describe('POST /v1/sync/changes', () => {
  it('applies creates, edits and deletes of contacts and artworks, answering each as its own call', async () => {
    const owner = await newOwner(t.app);
    const kept = await newContact(t.app, owner.token);
    const gone = await newContact(t.app, owner.token);
    const contactId = randomUUID();
    const artwork = artworkBody(owner.collectionId, { values: { title: 'Harbour at dusk' } });
    const artworkId = String(artwork.artwork.id);
    const changes = keyed([
      { kind: 'contact', op: 'create', body: { id: contactId, lastName: 'Okafor' } },
      {
        kind: 'contact',
        op: 'update',
        body: { id: kept, baseVersion: 1, changes: { notes: 'Met in Oslo' } },
      },
      { kind: 'contact', op: 'delete', body: { id: gone } },
      { kind: 'artwork', op: 'create', body: artwork },
    ]);
    const answers = await results(sendChanges(t.app, owner.token, changes));
    expect(answers.map((answer) => answer.key)).toEqual(changes.map((change) => change.key));
    expect(statuses(answers)).toEqual([200, 200, 200, 200]);
    expect(answers[0]?.body).toMatchObject({ version: 1 });
    expect(answers[1]?.body).toMatchObject({ deleted: false, contact: { id: kept, version: 2 } });
    expect(answers[3]?.body).toMatchObject({ version: 1 });

    const pulled = await pullPage(t.app, owner.token, 0);
    expect(pulled.contacts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: contactId, lastName: 'Okafor' }),
        expect.objectContaining({ id: kept, notes: 'Met in Oslo' }),
        { id: gone, deleted: true },
      ]),
    );
    expect(pulled.artworks).toEqual([
      expect.objectContaining({
        id: artworkId,
        artworkValues: expect.objectContaining({ title: 'Harbour at dusk' }) as unknown,
      }),
    ]);
  });

  it('answers a refused change in its result and keeps the others applied', async () => {
    const token = await newUserToken(t.app);
    const stranger = await newUserToken(t.app);
    const theirs = await newContact(t.app, stranger);
    const named = await newContact(t.app, token);
    const before = randomUUID();
    const after = randomUUID();
    const answers = await results(
      sendChanges(
        t.app,
        token,
        keyed([
          { kind: 'contact', op: 'create', body: { id: before, lastName: 'Before' } },
          // Its schema refuses it: the single call's 400 and field.
          {
            kind: 'contact',
            op: 'create',
            body: { id: randomUUID(), lastName: 'A', websiteUrl: 'x' },
          },
          // The kind's rules refuse it inside its savepoint, after it locked the record.
          {
            kind: 'contact',
            op: 'update',
            body: { id: named, baseVersion: 1, changes: { firstName: '' } },
          },
          // Another user's contact is not found, as with the single call.
          {
            kind: 'contact',
            op: 'update',
            body: { id: theirs, baseVersion: 1, changes: { notes: 'x' } },
          },
          { kind: 'contact', op: 'delete', body: { id: theirs } },
          { kind: 'contact', op: 'create', body: { id: after, lastName: 'After' } },
        ]),
      ),
    );
    expect(statuses(answers)).toEqual([200, 400, 400, 404, 404, 200]);
    expect(answers[1]?.body).toMatchObject({
      error: { code: 'VALIDATION', field: 'websiteUrl', message: FORM_MESSAGES.wrongUrl },
    });
    expect(answers[2]?.body).toMatchObject({
      error: { code: 'VALIDATION', message: FORM_MESSAGES.noContactGeneral },
    });
    expect(answers[3]?.body).toMatchObject({ error: { code: 'NOT_FOUND' } });

    const page = await pullPage(t.app, token, 0);
    // The refused changes took no change number: Louise's create, then the two that held.
    expect(page.nextSync).toBe(3);
    const mine = page.contacts;
    expect(mine.map((contact) => contact.id).sort()).toEqual([after, before, named].sort());
    expect(mine.find((contact) => contact.id === named)).toMatchObject({ version: 1 });
    const strangers = (await pullPage(t.app, stranger, 0)).contacts;
    expect(strangers).toEqual([expect.objectContaining({ id: theirs, version: 1, notes: '' })]);
  });

  it('applies two changes of one record in one batch in the order sent', async () => {
    const token = await newUserToken(t.app);
    const id = randomUUID();
    const answers = await results(
      sendChanges(
        t.app,
        token,
        keyed([
          { kind: 'contact', op: 'create', body: { id, lastName: 'First' } },
          {
            kind: 'contact',
            op: 'update',
            body: { id, baseVersion: 1, changes: { notes: 'then' } },
          },
          {
            kind: 'contact',
            op: 'update',
            body: { id, baseVersion: 2, changes: { lastName: 'Last' } },
          },
        ]),
      ),
    );
    expect(statuses(answers)).toEqual([200, 200, 200]);
    const [contact] = (await pullPage(t.app, token, 0)).contacts;
    expect(contact).toMatchObject({ id, lastName: 'Last', notes: 'then', version: 3 });
  });

  it('answers a batch sent again from the stored answers, changing nothing again', async () => {
    const token = await newUserToken(t.app);
    const id = await newContact(t.app, token);
    const changes = keyed([
      { kind: 'contact', op: 'update', body: { id, baseVersion: 1, changes: { notes: 'first' } } },
      { kind: 'contact', op: 'create', body: { id: randomUUID(), lastName: 'Mensah' } },
    ]);
    const first = await results(sendChanges(t.app, token, changes));
    const rows = await logRows(token);
    const again = await results(sendChanges(t.app, token, changes));
    expect(again).toEqual(first);
    expect(await logRows(token)).toBe(rows);
  });

  it('answers a change sent alone and retried in a batch (or the reverse) once, by its key', async () => {
    const token = await newUserToken(t.app);
    const id = await newContact(t.app, token);
    const aloneKey = randomUUID();
    const edit = { id, baseVersion: 1, changes: { notes: 'alone' } };
    const alone = await patchContact(t.app, token, edit, aloneKey);
    expect(alone.statusCode, alone.body).toBe(200);
    const rows = await logRows(token);
    const [retried] = await results(
      sendChanges(t.app, token, [{ key: aloneKey, kind: 'contact', op: 'update', body: edit }]),
    );
    expect(retried).toEqual({ key: aloneKey, status: 200, body: alone.json<unknown>() });

    const batchedKey = randomUUID();
    const created = { id: randomUUID(), lastName: 'Batched' };
    const [inBatch] = await results(
      sendChanges(t.app, token, [
        { key: batchedKey, kind: 'contact', op: 'create', body: created },
      ]),
    );
    const single = await createContact(t.app, token, created, batchedKey);
    expect(single.statusCode, single.body).toBe(200);
    expect(single.headers['idempotent-replayed']).toBe('true');
    expect(single.json()).toEqual(inBatch?.body);

    const deleteKey = randomUUID();
    const [deleted] = await results(
      sendChanges(t.app, token, [{ key: deleteKey, kind: 'contact', op: 'delete', body: { id } }]),
    );
    const deletedAgain = await deleteContact(t.app, token, id, deleteKey);
    expect(deletedAgain.headers['idempotent-replayed']).toBe('true');
    expect(deletedAgain.json()).toEqual(deleted?.body);
    expect(await logRows(token)).toBe(rows + 2);
  });

  it('refuses a key reused for another change with 422 in that change only', async () => {
    const token = await newUserToken(t.app);
    const key = randomUUID();
    expect(
      (await createContact(t.app, token, { id: randomUUID(), lastName: 'One' }, key)).statusCode,
    ).toBe(200);
    const answers = await results(
      sendChanges(t.app, token, [
        { key, kind: 'contact', op: 'create', body: { id: randomUUID(), lastName: 'Two' } },
        {
          key: randomUUID(),
          kind: 'contact',
          op: 'create',
          body: { id: randomUUID(), lastName: 'Three' },
        },
      ]),
    );
    expect(statuses(answers)).toEqual([422, 200]);
    expect(answers[0]?.body).toMatchObject({
      error: { code: 'IDEMPOTENCY_KEY_REUSED', message: SYNC_MESSAGES.idempotencyKeyReused },
    });
  });

  it('refuses a malformed batch whole with 400 and changes nothing', async () => {
    const token = await newUserToken(t.app);
    const create = () => ({
      key: randomUUID(),
      kind: 'contact',
      op: 'create',
      body: { id: randomUUID(), lastName: 'Many' },
    });
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/v1/sync/changes', headers: bearer(token), payload });
    expectError(await post({ changes: [] }), 400, {
      code: 'VALIDATION',
      message: SYNC_MESSAGES.batchEmpty,
    });
    expectError(
      await post({ changes: Array.from({ length: SYNC_BATCH_MAX_CHANGES + 1 }, create) }),
      400,
      { code: 'VALIDATION', message: SYNC_MESSAGES.batchTooLarge },
    );
    expectError(await post({ changes: [{ ...create(), kind: 'viewingRoom' }] }), 400, {
      code: 'VALIDATION',
      message: SYNC_MESSAGES.batchKindUnknown,
    });
    expectError(await post({ changes: [{ ...create(), op: 'upsert' }] }), 400, {
      code: 'VALIDATION',
      message: SYNC_MESSAGES.batchOpUnknown,
    });
    expectError(await post({ changes: [{ ...create(), key: 'not a key' }] }), 400, {
      code: 'VALIDATION',
      message: SYNC_MESSAGES.idempotencyKeyInvalid,
    });
    const repeated = create();
    expectError(await post({ changes: [repeated, { ...create(), key: repeated.key }] }), 400, {
      code: 'VALIDATION',
      message: SYNC_MESSAGES.batchKeyRepeated,
    });
    expect(await logRows(token)).toBe(0);
  });

  it('applies 200 changes in one call', async () => {
    const token = await newUserToken(t.app);
    const changes = keyed(
      Array.from({ length: SYNC_BATCH_MAX_CHANGES }, (_, index) => ({
        kind: 'contact' as const,
        op: 'create' as const,
        body: { id: randomUUID(), lastName: `Number ${String(index)}` },
      })),
    );
    const answers = await results(sendChanges(t.app, token, changes));
    expect(new Set(statuses(answers))).toEqual(new Set([200]));
    expect((await pullPage(t.app, token, 0)).contacts).toHaveLength(SYNC_BATCH_MAX_CHANGES);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/sync/changes',
      payload: { changes: [] },
    });
    expect(response.statusCode).toBe(401);
  });
});
