import { randomUUID } from 'node:crypto';
import type { Artwork } from '@archive/domain/artworks/artwork.schema';
import type { AuthResponse } from '@archive/domain/auth/auth.schema';
import { SHARE_MESSAGES } from '@archive/domain/sharing/share.messages';
import {
  SHARE_INVITATIONS_PER_DAY,
  type ShareRecord,
  type ShareRecordTombstone,
} from '@archive/domain/sharing/share.schema';
import type { SyncResponse } from '@archive/domain/sync/sync.schema';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, expectError, register, registerWithPlan, signIn } from '../../test/api';
import { deleteArtwork, listArtworks, patchArtwork } from '../../test/artwork-api';
import { buildTestApp, uniqueEmail, type TestApp } from '../../test/build-test-app';
import { getFile, linkImage, uploadImage } from '../../test/image-api';
import { addPrivateWork, expectNoPrivateWords } from '../../test/private-work';
import { changeHeaders, keyed, pullAll, sendChanges } from '../../test/sync-api';
import { makeTestImages, type TestImages } from '../../test/test-images';

/**
 * Issue 18: sharing artworks between users (decisions 036 and 037), on PGlite and, with
 * DATABASE_URL, on PostgreSQL.
 */

let t: TestApp;
let images: TestImages;

beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { sharePerUser: { max: 40, timeWindow: 60_000 } } });
  images = await makeTestImages();
}, 60_000);

afterAll(async () => {
  await t.close();
});

interface Person {
  token: string;
  email: string;
  name: string;
  collectionId: string;
  answer: AuthResponse;
}

async function person(
  role: 'collector' | 'artist' = 'collector',
  name = 'Gallery G',
): Promise<Person> {
  const email = uniqueEmail(role);
  const answer = await registerWithPlan(t.app, email, { role, name });
  const collectionId = answer.collections[0]?.id;
  if (collectionId === undefined) throw new Error('No collection');
  return { token: answer.user.session.token, email, name, collectionId, answer };
}

function addWork(owner: Person, title: string, price = 12500): Promise<string> {
  return addPrivateWork(t.app, owner, { title, price, status: 'available' });
}

function share(
  from: Person,
  body: Record<string, unknown>,
  key?: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/v1/artworks/share',
    headers: changeHeaders(from.token, key),
    payload: body,
  });
}

function shareBody(
  email: string,
  artworkIds: string[],
  sharePrice = false,
  message = 'For your eyes',
): Record<string, unknown> {
  return { recipient: { email }, artworkIds, shareOptions: { sharePrice }, message };
}

async function shared(from: Person, body: Record<string, unknown>): Promise<ShareRecord> {
  const response = await share(from, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ shareRecord: ShareRecord }>().shareRecord;
}

function save(
  who: Person,
  collectionId: string,
  artworkIds: string[],
  key?: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'PUT',
    url: `/v1/artworks/share/${collectionId}`,
    headers: changeHeaders(who.token, key),
    payload: { artworkIds },
  });
}

function withdraw(who: Person, id: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'DELETE',
    url: `/v1/artworks/share/${id}`,
    headers: bearer(who.token),
  });
}

type Listed = ShareRecord | ShareRecordTombstone;

/** The last state of each record in the pull from `cursor`, and the new cursor. */
async function pulled(
  who: Person,
  cursor = 0,
): Promise<{
  received: Map<string, Listed>;
  sent: Map<string, Listed>;
  nextSync: number;
  pages: SyncResponse[];
}> {
  const { pages, nextSync } = await pullAll(t.app, who.token, cursor);
  const received = new Map<string, Listed>();
  const sent = new Map<string, Listed>();
  for (const page of pages) {
    for (const item of page.recievedRecords) received.set(item.id, item);
    for (const item of page.sentRecords) sent.set(item.id, item);
  }
  return { received, sent, nextSync, pages };
}

function asRecord(item: Listed | undefined): ShareRecord {
  if (item === undefined || 'deleted' in item) throw new Error('Not a live record');
  return item;
}

const HIDDEN = [
  'insuranceValue',
  'productionCosts',
  'framingCosts',
  'location',
  'position',
  'currentOwner',
  'source',
  'notes',
  'incomingDate',
  'archiveArtworkNumber',
];

describe('sharing artworks', () => {
  it('shares works: the answer, both sides’ sync, the projection and the mail', async () => {
    const a = await person('collector', 'Anna Sender');
    const b = await person('collector', 'Bruno Recipient');
    const one = await addWork(a, 'Spiral One', 1000);
    const two = await addWork(a, 'Spiral Two', 2000);
    const record = await shared(a, shareBody(b.email.toUpperCase(), [one, two], true, 'Look!'));
    expect(record).toMatchObject({
      sender: { name: 'Anna Sender', email: a.email },
      recipient: { name: 'Bruno Recipient', email: b.email },
      message: 'Look!',
      sharePrice: true,
    });
    expect(record.artworks.map((work) => work.title)).toEqual(['Spiral One', 'Spiral Two']);
    expect(record.artworks[0]?.price).toEqual({ currency: 'EUR', value: 1000 });
    const json = JSON.stringify(record);
    expectNoPrivateWords(json);
    for (const field of HIDDEN) expect(record.artworks[0]).not.toHaveProperty(field);

    const mail = t.mail.lastTo(b.email);
    expect(mail?.subject).toContain('Anna Sender');
    expect(mail?.text).toContain('Look!');
    expect(mail?.text).toContain('http');

    const bSide = await pulled(b);
    expect(asRecord(bSide.received.get(record.id))).toEqual(record);
    expect(bSide.sent.size).toBe(0);
    // Shared works never appear among the recipient's own artworks.
    expect(bSide.pages.flatMap((page) => page.artworks)).toEqual([]);
    const aSide = await pulled(a);
    expect(asRecord(aSide.sent.get(record.id))).toEqual(record);
    expect(aSide.received.size).toBe(0);
    // A third person sees nothing of it, in the pull or at sign-in.
    const c = await person('collector', 'Cleo Outsider');
    const cSide = await pulled(c);
    expect(cSide.received.size + cSide.sent.size).toBe(0);
    const outsider = (await signIn(t.app, c.email)).json<AuthResponse>();
    expect(outsider.shareRecords).toEqual({ recievedRecords: [], sentRecords: [] });
    expect(outsider.user.session.unseenShareRecords).toBe(false);

    // Sign-in carries both lists, and the unseen flag until the seen call.
    const signedIn = (await signIn(t.app, b.email)).json<AuthResponse>();
    expect(signedIn.shareRecords.recievedRecords.map((item) => item.id)).toEqual([record.id]);
    expect(signedIn.shareRecords.sentRecords).toEqual([]);
    expect(signedIn.user.session.unseenShareRecords).toBe(true);
    const seen = await t.app.inject({
      method: 'POST',
      url: '/v1/artworks/share/seen',
      headers: bearer(b.token),
    });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toEqual({ unseenShareRecords: false });
    const again = (await signIn(t.app, b.email)).json<AuthResponse>();
    expect(again.user.session.unseenShareRecords).toBe(false);
    const senderIn = (await signIn(t.app, a.email)).json<AuthResponse>();
    expect(senderIn.shareRecords.sentRecords.map((item) => item.id)).toEqual([record.id]);
    expect(senderIn.user.session.unseenShareRecords).toBe(false);
  });

  it('hides the price unless the share shows it', async () => {
    const a = await person();
    const b = await person();
    const work = await addWork(a, 'Priceless');
    const record = await shared(a, shareBody(b.email, [work], false));
    expect(record.artworks[0]).not.toHaveProperty('price');
    expect(JSON.stringify(record)).not.toContain('12500');
  });

  it('refuses what the rules forbid', async () => {
    const a = await person();
    const b = await person();
    const mine = await addWork(a, 'Mine');
    const theirs = await addWork(b, 'Theirs');
    // Another user's work, or none: 404.
    expectError(await share(a, shareBody(b.email, [theirs])), 404, { code: 'NOT_FOUND' });
    expectError(await share(a, shareBody(b.email, [mine, randomUUID()])), 404, {
      code: 'NOT_FOUND',
    });
    // A deleted work: 404.
    const gone = await addWork(a, 'Gone');
    expect((await deleteArtwork(t.app, a.token, gone)).statusCode).toBe(200);
    expectError(await share(a, shareBody(b.email, [gone])), 404, { code: 'NOT_FOUND' });
    // The sender's own address, a bad address, no works, too many, a long message: 400.
    expectError(await share(a, shareBody(a.email.toUpperCase(), [mine])), 400, {
      code: 'VALIDATION',
      message: SHARE_MESSAGES.ownEmail,
    });
    expectError(await share(a, shareBody('not-an-address', [mine])), 400, {
      code: 'VALIDATION',
    });
    expectError(await share(a, shareBody(b.email, [])), 400, { code: 'VALIDATION' });
    const many = Array.from({ length: 501 }, () => randomUUID());
    expectError(await share(a, shareBody(b.email, many)), 400, { code: 'VALIDATION' });
    expectError(await share(a, shareBody(b.email, [mine], false, 'x'.repeat(2001))), 400, {
      code: 'VALIDATION',
    });
    // 2,000 characters and an empty message are fine.
    await shared(a, shareBody(b.email, [mine], false, 'x'.repeat(2000)));
    await shared(a, shareBody(b.email, [mine], false, ''));
    // Without an Idempotency-Key: 400.
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/v1/artworks/share',
      headers: bearer(a.token),
      payload: shareBody(b.email, [mine]),
    });
    expect(noKey.statusCode).toBe(400);
  });

  it('answers a retry with the same key from the stored answer, making one record', async () => {
    const a = await person();
    const b = await person();
    const work = await addWork(a, 'Once');
    const key = randomUUID();
    const first = await share(a, shareBody(b.email, [work]), key);
    const mailsBefore = t.mail.sent.filter((m) => m.to === b.email).length;
    const second = await share(a, shareBody(b.email, [work]), key);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(t.mail.sent.filter((m) => m.to === b.email).length).toBe(mailsBefore);
    expect((await pulled(b)).received.size).toBe(1);
  });

  it('brings the sender’s edits and deletes to the recipient’s next pull', async () => {
    const a = await person();
    const b = await person();
    const c = await person();
    const one = await addWork(a, 'Before');
    const two = await addWork(a, 'Stays');
    const toB = await shared(a, shareBody(b.email, [one, two]));
    const toC = await shared(a, shareBody(c.email, [one]));
    const bStart = await pulled(b);
    const cStart = await pulled(c);
    const aStart = await pulled(a);

    const list = await listArtworks(t.app, a.token);
    const artwork = list.artworks.find((item) => item.id === one) as Artwork;
    const edit = await patchArtwork(t.app, a.token, {
      id: one,
      baseVersion: artwork.version,
      changes: { artworkValues: { title: 'After' } },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    // Every user who can see a record gets a log row for it.
    const bNext = await pulled(b, bStart.nextSync);
    expect(asRecord(bNext.received.get(toB.id)).artworks.map((w) => w.title)).toEqual([
      'After',
      'Stays',
    ]);
    const cNext = await pulled(c, cStart.nextSync);
    expect(asRecord(cNext.received.get(toC.id)).artworks.map((w) => w.title)).toEqual(['After']);
    const aNext = await pulled(a, aStart.nextSync);
    expect([...aNext.sent.keys()].sort()).toEqual([toB.id, toC.id].sort());

    expect((await deleteArtwork(t.app, a.token, one)).statusCode).toBe(200);
    const bLast = await pulled(b, bNext.nextSync);
    expect(asRecord(bLast.received.get(toB.id)).artworks.map((w) => w.title)).toEqual(['Stays']);
    const cLast = await pulled(c, cNext.nextSync);
    expect(asRecord(cLast.received.get(toC.id)).artworks).toEqual([]);
  });

  it('brings the sender’s batched edits and deletes to the recipient’s next pull', async () => {
    const a = await person();
    const b = await person();
    const one = await addWork(a, 'Before');
    const two = await addWork(a, 'Goes');
    const toB = await shared(a, shareBody(b.email, [one, two]));
    const bStart = await pulled(b);
    const list = await listArtworks(t.app, a.token);
    const artwork = list.artworks.find((item) => item.id === one) as Artwork;
    const batch = await sendChanges(
      t.app,
      a.token,
      keyed([
        {
          kind: 'artwork',
          op: 'update',
          body: {
            id: one,
            baseVersion: artwork.version,
            changes: { artworkValues: { title: 'After' } },
          },
        },
        { kind: 'artwork', op: 'delete', body: { artworkId: two } },
      ]),
    );
    expect(batch.statusCode, batch.body).toBe(200);
    const bNext = await pulled(b, bStart.nextSync);
    expect(asRecord(bNext.received.get(toB.id)).artworks.map((w) => w.title)).toEqual(['After']);
  });

  it('lets the sender withdraw a share: a removal in both pulls, 404 for anyone else', async () => {
    const a = await person();
    const b = await person();
    const work = await addWork(a, 'Withdrawn');
    const record = await shared(a, shareBody(b.email, [work]));
    const bStart = await pulled(b);
    expectError(await withdraw(b, record.id), 404, { code: 'NOT_FOUND' });
    expectError(await withdraw(a, randomUUID()), 404, { code: 'NOT_FOUND' });
    const done = await withdraw(a, record.id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ id: record.id, withdrawn: true });
    expect((await withdraw(a, record.id)).statusCode).toBe(200);
    const bNext = await pulled(b, bStart.nextSync);
    expect(bNext.received.get(record.id)).toEqual({ id: record.id, deleted: true });
    const aAll = await pulled(a);
    expect(aAll.sent.get(record.id)).toEqual({ id: record.id, deleted: true });
    const signedIn = (await signIn(t.app, b.email)).json<AuthResponse>();
    expect(signedIn.shareRecords.recievedRecords).toEqual([]);
    // A withdrawn share can no longer be saved.
    expectError(await save(b, b.collectionId, [work]), 404, { code: 'NOT_FOUND' });
  });

  it('invites an address with no account; the share waits until it registers', async () => {
    const a = await person('collector', 'Anna Inviter');
    const work = await addWork(a, 'Waiting');
    const email = uniqueEmail('newcomer');
    const record = await shared(a, shareBody(email, [work], false, 'Join me'));
    expect(record.recipient).toEqual({ email });
    const mail = t.mail.lastTo(email);
    expect(mail?.subject).toContain('invited');
    expect(mail?.text).toContain('Join me');
    expect(mail?.text).toContain('/register');

    // Registered without a plan: the share is in the first pull and the answer.
    const answer = await register(t.app, email, { role: 'collector', name: 'Nina New' });
    expect(answer.user.session.unseenShareRecords).toBe(true);
    expect(answer.shareRecords.recievedRecords.map((item) => item.id)).toEqual([record.id]);
    const newcomer: Person = {
      token: answer.user.session.token,
      email,
      name: 'Nina New',
      collectionId: answer.collections[0]?.id ?? '',
      answer,
    };
    const first = await pulled(newcomer);
    expect(asRecord(first.received.get(record.id)).artworks.map((w) => w.title)).toEqual([
      'Waiting',
    ]);
    // Saving needs a plan.
    expectError(await save(newcomer, newcomer.collectionId, [work]), 403, {
      code: 'PLAN_REQUIRED',
    });
    // The sender sees the recipient's name now.
    const aSide = await pulled(a);
    expect(asRecord(aSide.sent.get(record.id)).recipient).toEqual({ name: 'Nina New', email });
  });

  it('sends at most 20 shares a day to addresses with no account', async () => {
    const a = await person();
    const b = await person();
    const work = await addWork(a, 'Many');
    for (let index = 0; index < SHARE_INVITATIONS_PER_DAY; index += 1) {
      await shared(a, shareBody(uniqueEmail('stranger'), [work]));
    }
    expectError(await share(a, shareBody(uniqueEmail('stranger'), [work])), 429, {
      code: 'RATE_LIMITED',
      message: SHARE_MESSAGES.invitationLimit,
    });
    // Shares to people with an account go on.
    await shared(a, shareBody(b.email, [work]));
  });

  it('limits shares per sender in the shared store: 429 with Retry-After, others unaffected', async () => {
    // This file's app allows 40 a minute (the product: sharePerUser, 60 an hour).
    const a = await person();
    const b = await person();
    const work = await addWork(a, 'Often');
    for (let index = 0; index < 40; index += 1) await shared(a, shareBody(b.email, [work]));
    const limited = await share(a, shareBody(b.email, [work]));
    expectError(limited, 429, { code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const c = await person();
    await shared(c, shareBody(b.email, [await addWork(c, 'Mine')]));
  });
});

describe('saving shared works', () => {
  it('saves copies into the recipient’s collection: new ids and numbers, images, the source', async () => {
    const a = await person('collector', 'Anna Sender');
    const b = await person('collector', 'Bruno Saver');
    const withPrice = await addWork(a, 'Priced', 5000);
    const noPrice = await addWork(a, 'Unpriced', 6000);
    const key = await uploadImage(t.app, a.token, 'artworks', withPrice, images.jpegWithExif);
    const link = await linkImage(t.app, a.token, 'artworks', withPrice, { key, sortIndex: 0 });
    expect(link.statusCode, link.body).toBe(200);
    const first = await shared(a, shareBody(b.email, [withPrice, noPrice], false));
    const second = await shared(a, shareBody(b.email, [withPrice], true));
    const response = await save(b, b.collectionId, [withPrice, noPrice]);
    expect(response.statusCode, response.body).toBe(200);
    const { artworkIds } = response.json<{ artworkIds: string[] }>();
    expect(artworkIds).toHaveLength(2);
    expect(artworkIds).not.toContain(withPrice);
    const own = await listArtworks(t.app, b.token);
    const copy = own.artworks.find((item) => item.id === artworkIds[0]) as Artwork;
    const other = own.artworks.find((item) => item.id === artworkIds[1]) as Artwork;
    expect(copy.collection.id).toBe(b.collectionId);
    expect(copy.artworkValues.title).toBe('Priced');
    expect(copy.artworkValues.price.value).toBe(5000);
    expect(other.artworkValues.price.value).toBeNull();
    expect(copy.artworkValues.insuranceValue.value).toBeNull();
    expect(copy.artworkValues.notes).toBe('');
    expect(copy.artworkValues.location).toBe('');
    expect(copy.archiveArtworkNumber).toBe(1);
    expect(other.archiveArtworkNumber).toBe(2);
    expect(copy.activeShareSource).toEqual({
      shareRecordId: second.id,
      sender: { name: 'Anna Sender', email: a.email },
      dateShared: second.dateShared,
    });
    expect(other.activeShareSource?.shareRecordId).toBe(first.id);
    // The image is copied under the recipient's own files.
    const image = copy.images[0];
    expect(image?.key).toMatch(new RegExp(`^users/[0-9a-f-]{36}/artworks/${copy.id}/`));
    expect(image?.key).not.toBe(key);
    const file = await getFile(t.app, image?.url ?? '');
    expect(file.statusCode).toBe(200);
    // The copy is B's: B edits it, A's work is unchanged.
    const edit = await patchArtwork(t.app, b.token, {
      id: copy.id,
      baseVersion: copy.version,
      changes: { artworkValues: { title: 'B’s copy' } },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const aWorks = await listArtworks(t.app, a.token);
    expect(aWorks.artworks.find((item) => item.id === withPrice)?.artworkValues.title).toBe(
      'Priced',
    );
    // Saving again into the same collection makes no second copy.
    const again = await save(b, b.collectionId, [withPrice]);
    expect(again.json()).toEqual({ artworkIds: [copy.id] });
    expect((await listArtworks(t.app, b.token)).artworks).toHaveLength(2);
  });

  it('refuses production collections, other users’ collections and works not shared', async () => {
    const a = await person();
    const artist = await person('artist', 'Ari Artist');
    const c = await person();
    const work = await addWork(a, 'For the artist');
    const notShared = await addWork(a, 'Not shared');
    await shared(a, shareBody(artist.email, [work]));
    expectError(await save(artist, artist.collectionId, [work]), 400, {
      code: 'VALIDATION',
      message: SHARE_MESSAGES.productionCollection,
    });
    expectError(await save(artist, c.collectionId, [work]), 404, { code: 'NOT_FOUND' });
    expectError(await save(artist, randomUUID(), [work]), 404, { code: 'NOT_FOUND' });
    await shared(a, shareBody(c.email, [work]));
    expectError(await save(c, c.collectionId, [notShared]), 404, { code: 'NOT_FOUND' });
    expectError(await save(c, c.collectionId, [randomUUID()]), 404, { code: 'NOT_FOUND' });
    // Nothing was saved by the refused calls.
    expect((await listArtworks(t.app, c.token)).artworks).toEqual([]);
  });
});
