import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewingRooms } from '../../db/schema-viewing-rooms';
import { bearer, registerWithPlan } from '../../test/api';
import { deleteArtwork, patchArtwork } from '../../test/artwork-api';
import { addPrivateWork, expectNoPrivateWords } from '../../test/private-work';
import { buildTestApp, uniqueEmail, type TestApp } from '../../test/build-test-app';
import { changeHeaders } from '../../test/sync-api';

/**
 * Issue 20: viewing rooms (decision 032). The owner's calls, the public HTML room (live from
 * the archive, nothing private), its password, enquiries and visit figures; on PGlite and,
 * with DATABASE_URL, on PostgreSQL.
 */

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    rateLimits: {
      roomPasswordPerVisitor: { max: 4, timeWindow: 60_000 },
      roomPasswordPerRoom: { max: 8, timeWindow: 60_000 },
      roomEnquiryPerIp: { max: 2, timeWindow: 60_000 },
    },
  });
}, 60_000);

afterAll(async () => {
  await t.close();
});

interface Owner {
  token: string;
  email: string;
  collectionId: string;
}

async function newOwner(app: FastifyInstance): Promise<Owner> {
  const email = uniqueEmail('gallery');
  const answer = await registerWithPlan(app, email, { role: 'collector', name: 'Gallery G' });
  const collectionId = answer.collections[0]?.id;
  if (collectionId === undefined) throw new Error('No collection');
  return { token: answer.user.session.token, email, collectionId };
}

interface WorkSpec {
  title: string;
  status?: string | null;
  price?: number;
}

function addWork(owner: Owner, work: WorkSpec): Promise<string> {
  return addPrivateWork(t.app, owner, work);
}

function createRoom(
  token: string,
  payload: Record<string, unknown>,
  key?: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/v1/viewingRoom',
    headers: changeHeaders(token, key),
    payload,
  });
}

async function newRoom(
  owner: Owner,
  artworkIds: string[],
  options: Record<string, unknown> = {},
): Promise<{ id: string; url: string; path: string }> {
  const response = await createRoom(owner.token, {
    artworkIds,
    options: {
      title: 'Spring selection',
      introduction: 'Works for you.',
      showPrice: true,
      ...options,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const room = response.json<{ id: string; url: string }>();
  return { ...room, path: new URL(room.url).pathname };
}

function visit(
  url: string,
  options: { ip?: string; agent?: string; cookie?: string } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'GET',
    url,
    remoteAddress: options.ip ?? '10.0.0.1',
    headers: {
      'user-agent': options.agent ?? 'Phone browser',
      ...(options.cookie === undefined ? {} : { cookie: options.cookie }),
    },
  });
}

function postForm(
  url: string,
  fields: Record<string, string>,
  options: { ip?: string; cookie?: string } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: options.ip ?? '10.0.0.1',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(options.cookie === undefined ? {} : { cookie: options.cookie }),
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

async function listRooms(token: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/v1/viewingRooms',
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    rooms: {
      id: string;
      url: string;
      title: string;
      hasPassword: boolean;
      revoked: boolean;
      artworkIds: string[];
      figures: {
        visits: number;
        uniqueVisitors: number;
        secondsSpent: number;
        views: { artworkId: string; views: number }[];
      };
    }[];
  }>().rooms;
}

describe('POST /v1/viewingRoom', () => {
  it('answers the id and an absolute address from PUBLIC_URL with 128 random bits', async () => {
    const owner = await newOwner(t.app);
    const work = await addWork(owner, { title: 'Spiral' });
    const key = randomUUID();
    const body = {
      artworkIds: [work],
      options: { title: 'One', introduction: '', showPrice: false },
    };
    const first = await createRoom(owner.token, body, key);
    expect(first.statusCode, first.body).toBe(200);
    const room = first.json<{ id: string; url: string }>();
    const base = t.config.publicUrl.replace(/\/+$/, '');
    expect(room.url).toMatch(new RegExp(`^${base}/rooms/[A-Za-z0-9_-]{22}$`));
    expect(Buffer.from(room.url.split('/').pop() ?? '', 'base64url')).toHaveLength(16);
    // The same key again: the same room, not a second one.
    const again = await createRoom(owner.token, body, key);
    expect(again.json()).toEqual(room);
    expect(await listRooms(owner.token)).toHaveLength(1);
  });

  it('refuses another user’s or a deleted artwork with 404, and 0 or 201 works with 400', async () => {
    const owner = await newOwner(t.app);
    const other = await newOwner(t.app);
    const mine = await addWork(owner, { title: 'Mine' });
    const theirs = await addWork(other, { title: 'Theirs' });
    const options = { title: 'Room' };
    const foreign = await createRoom(owner.token, { artworkIds: [mine, theirs], options });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    const gone = await addWork(owner, { title: 'Gone' });
    expect((await deleteArtwork(t.app, owner.token, gone)).statusCode).toBe(200);
    expect((await createRoom(owner.token, { artworkIds: [gone], options })).statusCode).toBe(404);
    expect((await createRoom(owner.token, { artworkIds: [], options })).statusCode).toBe(400);
    const past = await createRoom(owner.token, {
      artworkIds: [mine],
      options: { ...options, expiresAt: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      error: { field: 'options.expiresAt', message: 'Choose a time in the future' },
    });
    const many = Array.from({ length: 201 }, () => randomUUID());
    expect((await createRoom(owner.token, { artworkIds: many, options })).statusCode).toBe(400);
    expect(await listRooms(owner.token)).toEqual([]);
  });
});

describe('the public room', () => {
  it('is HTML with the works’ texts, in order, live from the archive, and nothing private', async () => {
    const owner = await newOwner(t.app);
    const first = await addWork(owner, { title: 'First Spiral', price: 12500 });
    const second = await addWork(owner, { title: 'Second Swan', status: 'loan', price: 900 });
    const third = await addWork(owner, { title: 'Third Tree', status: 'reserved' });
    const room = await newRoom(owner, [second, first, third]);

    const page = await visit(room.path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.headers['set-cookie']).toBeUndefined();
    const html = page.body;
    expect(html).toContain('<h1>Spring selection</h1>');
    expect(html).toContain('Works for you.');
    const order = ['Second Swan', 'First Spiral', 'Third Tree'].map((title) => html.indexOf(title));
    expect(
      order.every((at, index) => at > 0 && (index === 0 || at > (order[index - 1] ?? 0))),
    ).toBe(true);
    for (const text of [
      'Hilma Klint',
      '1907',
      'Tempera on paper',
      '120 × 80 cm',
      '1/1',
      'A study in spirals.',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('EUR 12,500.00');
    expect(html).toContain('Not available');
    expect(html).toContain('Reserved');
    expectNoPrivateWords(html, ['Private Collector Zed', owner.email]);

    // Sold in the archive: the next load says so; deleted: it is gone from the room.
    const patched = await patchArtwork(t.app, owner.token, {
      id: first,
      baseVersion: 1,
      changes: { status: 'sold' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await deleteArtwork(t.app, owner.token, third)).statusCode).toBe(200);
    const later = (await visit(room.path)).body;
    expect(later).toMatch(/First Spiral[\s\S]*status-sold">Sold/);
    expect(later).not.toContain('EUR 12,500.00');
    expect(later).not.toContain('Third Tree');
  });

  it('is checked again before each use: 304 while nothing shown changed, the new page after a change', async () => {
    const owner = await newOwner(t.app);
    const shown = await addWork(owner, { title: 'Kept Spiral' });
    const elsewhere = await addWork(owner, { title: 'Not In The Room' });
    const room = await newRoom(owner, [shown]);
    const again = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: room.path, remoteAddress: '10.0.9.1', headers });
    // Last-Modified is given once the last change's second is over.
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const first = await again({});
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    const lastModified = String(first.headers['last-modified']);
    expect(Number.isNaN(Date.parse(lastModified))).toBe(false);
    const unchanged = await again({ 'if-none-match': tag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(tag);
    expect((await again({ 'if-modified-since': lastModified })).statusCode).toBe(304);
    // Another page of the same room is another copy.
    expect((await again({ 'if-none-match': 'W/"something-else"' })).statusCode).toBe(200);

    // A work outside the room changes nothing the room shows.
    const outside = await patchArtwork(t.app, owner.token, {
      id: elsewhere,
      baseVersion: 1,
      changes: { artworkValues: { title: 'Still Not In The Room' } },
    });
    expect(outside.statusCode, outside.body).toBe(200);
    expect((await again({ 'if-none-match': tag })).statusCode).toBe(304);

    // A work in the room changes: the old copy is not answered 304, and the page is new.
    const edited = await patchArtwork(t.app, owner.token, {
      id: shown,
      baseVersion: 1,
      changes: { artworkValues: { title: 'Renamed Spiral' } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await again({ 'if-none-match': tag });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Renamed Spiral');
    expect(after.body).not.toContain('Kept Spiral');
    const newTag = String(after.headers.etag);
    expect(newTag).not.toBe(tag);
    expect((await again({ 'if-modified-since': lastModified })).statusCode).toBe(200);

    // The room itself changes (its title): new again.
    const retitled = await t.app.inject({
      method: 'PATCH',
      url: `/v1/viewingRoom/${room.id}`,
      headers: changeHeaders(owner.token),
      payload: { title: 'Autumn selection' },
    });
    expect(retitled.statusCode, retitled.body).toBe(200);
    const renamed = await again({ 'if-none-match': newTag });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.body).toContain('<h1>Autumn selection</h1>');

    // The full-screen viewer is checked the same way.
    const viewer = await t.app.inject({ method: 'GET', url: `${room.path}/works/${shown}` });
    const viewerTag = String(viewer.headers.etag);
    expect(viewerTag).not.toBe(String(renamed.headers.etag));
    const viewerAgain = await t.app.inject({
      method: 'GET',
      url: `${room.path}/works/${shown}`,
      headers: { 'if-none-match': viewerTag },
    });
    expect(viewerAgain.statusCode).toBe(304);
  });

  it('comes in pages of 24 works; the viewer and enquiries lead back to the right page', async () => {
    const owner = await newOwner(t.app);
    const ids: string[] = [];
    for (let index = 1; index <= 30; index += 1) {
      ids.push(await addWork(owner, { title: `Plate ${String(index).padStart(2, '0')}` }));
    }
    const room = await newRoom(owner, ids);
    const articles = (html: string) => (html.match(/<article /g) ?? []).length;

    const one = await visit(room.path);
    expect(articles(one.body)).toBe(24);
    expect(one.body).toContain('Plate 24');
    expect(one.body).not.toContain('Plate 25');
    expect(one.body).toContain('Page 1 of 2');
    expect(one.body).toContain(`href="${room.path}?page=2" rel="next">Next page</a>`);
    expect(one.body).not.toContain('Previous page');

    const two = await visit(`${room.path}?page=2`);
    expect(articles(two.body)).toBe(6);
    expect(two.body).toMatch(/Plate 25[\s\S]*Plate 30/);
    expect(two.body).toContain('Page 2 of 2');
    expect(two.body).toContain(`href="${room.path}" rel="prev">Previous page</a>`);
    expect(two.headers.etag).not.toBe(one.headers.etag);

    // A page that is not there leads to the nearest one that is.
    for (const [asked, to] of [
      ['3', `${room.path}?page=2`],
      ['0', room.path],
      ['two', room.path],
    ] as const) {
      const answer = await visit(`${room.path}?page=${asked}`);
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe(to);
    }

    // The 25th work's viewer goes back to page 2; the 24th's next work is the 25th.
    const viewer = await visit(`${room.path}/works/${ids[24] ?? ''}`);
    expect(viewer.body).toContain(`href="${room.path}?page=2#work-${ids[24] ?? ''}"`);
    const last = await visit(`${room.path}/works/${ids[23] ?? ''}`);
    expect(last.body).toContain(`href="${room.path}/works/${ids[24] ?? ''}">Next work`);

    const enquiry = await postForm(
      `${room.path}/enquiry`,
      { artworkId: ids[26] ?? '', email: 'visitor@example.com', message: 'Is it framed?' },
      { ip: '10.0.9.2' },
    );
    expect(enquiry.statusCode).toBe(303);
    expect(enquiry.headers.location).toBe(
      `${room.path}?page=2&enquiry=sent&work=${ids[26] ?? ''}#work-${ids[26] ?? ''}`,
    );
    const thanked = await visit(String(enquiry.headers.location));
    expect(thanked.body).toContain('Your enquiry was sent');
    expect(thanked.body).toContain('Plate 27');
    expect(thanked.headers['cache-control']).toBe('no-store');
  });

  it('is sent compressed to a browser that takes Brotli or gzip, plain to one that does not', async () => {
    const owner = await newOwner(t.app);
    const work = await addWork(owner, { title: 'Compressed' });
    const room = await newRoom(owner, [work]);
    const get = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: room.path,
        headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
      });
    const brotli = await get('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toContain('Compressed');
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toContain('Compressed');
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('Compressed');
    expect(plain.rawPayload.length).toBeGreaterThan(brotli.rawPayload.length * 2);
  });

  it('answers a body it cannot take with a page, not the API’s JSON', async () => {
    const owner = await newOwner(t.app);
    const work = await addWork(owner, { title: 'Plain Page' });
    const room = await newRoom(owner, [work]);
    const post = (contentType: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: `${room.path}/enquiry`,
        remoteAddress: '10.0.9.3',
        headers: { 'content-type': contentType },
        payload,
      });
    const xml = await post('application/xml', '<a/>');
    expect(xml.statusCode).toBe(415);
    expect(xml.headers['content-type']).toMatch(/^text\/html/);
    expect(xml.body).toContain('This request could not be read');
    const huge = await post('application/x-www-form-urlencoded', `message=${'x'.repeat(20_000)}`);
    expect(huge.statusCode).toBe(413);
    expect(huge.headers['content-type']).toMatch(/^text\/html/);
  });

  it('says "Price on request" when the room does not show prices', async () => {
    const owner = await newOwner(t.app);
    const work = await addWork(owner, { title: 'Quiet', price: 5000 });
    const room = await newRoom(owner, [work], { showPrice: false });
    const html = (await visit(room.path)).body;
    expect(html).toContain('Price on request');
    expect(html).not.toContain('5,000');
  });

  it('answers 404 for an unknown address and 410 once revoked or expired', async () => {
    expect((await visit('/rooms/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await visit('/rooms/not-a-token')).statusCode).toBe(404);
    const owner = await newOwner(t.app);
    const work = await addWork(owner, { title: 'Brief' });
    const revoked = await newRoom(owner, [work]);
    const answer = await t.app.inject({
      method: 'DELETE',
      url: `/v1/viewingRoom/${revoked.id}`,
      headers: changeHeaders(owner.token),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const gone = await visit(revoked.path);
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('This viewing room has closed');
    expect(gone.body).not.toContain('Brief');

    const expiring = await newRoom(owner, [work], {
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect((await visit(expiring.path)).statusCode).toBe(200);
    t.advance(2 * 3_600_000);
    try {
      expect((await visit(expiring.path)).statusCode).toBe(410);
    } finally {
      t.advance(-2 * 3_600_000);
    }
  });

  it('asks for the password (401, no works), keeps only an Argon2id hash and limits tries', async () => {
    const owner = await newOwner(t.app);
    const work = await addWork(owner, { title: 'Guarded' });
    const room = await newRoom(owner, [work], { password: 'open sesame' });
    const stored = await t.app.db
      .select({ hash: viewingRooms.passwordHash })
      .from(viewingRooms)
      .where(eq(viewingRooms.id, room.id));
    expect(stored[0]?.hash).toMatch(/^\$argon2id\$/);

    const locked = await visit(room.path);
    expect(locked.statusCode).toBe(401);
    expect(locked.body).toContain('type="password"');
    expect(locked.body).not.toContain('Guarded');
    expect((await visit(`${room.path}/works/${work}`)).statusCode).toBe(401);

    const wrong = await postForm(room.path, { password: 'wrong' }, { ip: '10.0.1.1' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('That password is not right');
    const right = await postForm(room.path, { password: 'open sesame' }, { ip: '10.0.1.1' });
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe(room.path);
    const setCookie = String(right.headers['set-cookie']);
    expect(setCookie).toContain(`Path=${room.path}`);
    expect(setCookie).toContain('HttpOnly');
    const cookie = setCookie.split(';')[0] ?? '';
    const open = await visit(room.path, { cookie });
    expect(open.statusCode).toBe(200);
    expect(open.body).toContain('Guarded');

    // A new password shuts out whoever entered the old one.
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/v1/viewingRoom/${room.id}`,
      headers: changeHeaders(owner.token),
      payload: { password: 'a new secret' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await visit(room.path, { cookie })).statusCode).toBe(401);

    // Four tries a minute from one address (this file's limit), then 429, even for the right one.
    for (let index = 0; index < 4; index += 1) {
      expect(
        (await postForm(room.path, { password: 'guess' }, { ip: '10.0.2.2' })).statusCode,
      ).toBe(401);
    }
    const limited = await postForm(room.path, { password: 'a new secret' }, { ip: '10.0.2.2' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toMatch(/^text\/html/);
    // The visitor is told when to try again.
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body).toContain('Please try again in 1 minute.');
  });

  it('counts password tries per room and visitor, under a ceiling per room', async () => {
    const owner = await newOwner(t.app);
    const work = await addWork(owner, { title: 'Locked' });
    const first = await newRoom(owner, [work], { password: 'open sesame' });
    const second = await newRoom(owner, [work], { password: 'open sesame' });
    const office = '10.0.7.7';
    for (let index = 0; index < 4; index += 1) {
      await postForm(first.path, { password: 'guess' }, { ip: office });
    }
    expect(
      (await postForm(first.path, { password: 'open sesame' }, { ip: office })).statusCode,
    ).toBe(429);
    // The same office still enters another room, and a colleague elsewhere this one.
    expect(
      (await postForm(second.path, { password: 'open sesame' }, { ip: office })).statusCode,
    ).toBe(303);
    expect(
      (await postForm(first.path, { password: 'open sesame' }, { ip: '10.0.7.8' })).statusCode,
    ).toBe(303);
    // A right password starts the visitor's count again.
    for (let round = 0; round < 2; round += 1) {
      for (let index = 0; index < 3; index += 1) {
        await postForm(second.path, { password: 'guess' }, { ip: office });
      }
      expect(
        (await postForm(second.path, { password: 'open sesame' }, { ip: office })).statusCode,
      ).toBe(303);
    }
    // Many addresses guessing one room meet the room's ceiling (8 here), right password or not.
    const third = await newRoom(owner, [work], { password: 'open sesame' });
    for (let index = 0; index < 8; index += 1) {
      await postForm(third.path, { password: 'guess' }, { ip: `10.0.8.${String(index)}` });
    }
    expect(
      (await postForm(third.path, { password: 'open sesame' }, { ip: '10.0.9.1' })).statusCode,
    ).toBe(429);
  });

  it('mails an enquiry to the owner, with the visitor’s address and message, rate-limited', async () => {
    const owner = await newOwner(t.app);
    const work = await addWork(owner, { title: 'Wanted' });
    const room = await newRoom(owner, [work]);
    const sent = await postForm(
      `${room.path}/enquiry`,
      { artworkId: work, email: 'buyer@example.org', message: 'Is it still available?' },
      { ip: '10.0.3.3' },
    );
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toContain('enquiry=sent');
    const mail = t.mail.lastTo(owner.email);
    expect(mail?.subject).toContain('Wanted');
    expect(mail?.text).toContain('buyer@example.org');
    expect(mail?.text).toContain('Is it still available?');
    // The owner's reply goes to the visitor.
    expect(mail?.replyTo).toBe('buyer@example.org');
    expect((await visit(String(sent.headers.location))).body).toContain('Your enquiry was sent');

    // Kept and listed for the owner, counted on the room; another user's room is 404.
    const listed = await t.app.inject({
      method: 'GET',
      url: `/v1/viewingRoom/${room.id}/enquiries`,
      headers: bearer(owner.token),
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({
      enquiries: [
        {
          artworkId: work,
          artist: 'Hilma Klint',
          workTitle: 'Wanted',
          visitorEmail: 'buyer@example.org',
          message: 'Is it still available?',
        },
      ],
    });
    const rooms = await t.app.inject({
      method: 'GET',
      url: '/v1/viewingRooms',
      headers: bearer(owner.token),
    });
    const own = rooms.json<{ rooms: { id: string; figures: { enquiries: number } }[] }>().rooms;
    expect(own.find((item) => item.id === room.id)?.figures.enquiries).toBe(1);
    const stranger = await newOwner(t.app);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/v1/viewingRoom/${room.id}/enquiries`,
      headers: bearer(stranger.token),
    });
    expect(foreign.statusCode).toBe(404);

    const invalid = await postForm(
      `${room.path}/enquiry`,
      { artworkId: work, email: 'not an address', message: 'hi' },
      { ip: '10.0.3.3' },
    );
    expect(invalid.headers.location).toContain('enquiry=invalid');
    const count = t.mail.sent.length;
    const limited = await postForm(
      `${room.path}/enquiry`,
      { artworkId: work, email: 'buyer@example.org', message: 'Again' },
      { ip: '10.0.3.3' },
    );
    expect(limited.statusCode).toBe(429);
    expect(t.mail.sent.length).toBe(count);
  });

  it('keeps an enquiry and thanks the visitor when the mail cannot be sent', async () => {
    const owner = await newOwner(t.app);
    const work = await addWork(owner, { title: 'Asked' });
    const room = await newRoom(owner, [work]);
    const send = t.mail.send;
    t.mail.send = () => Promise.reject(new Error('SMTP down'));
    try {
      const sent = await postForm(
        `${room.path}/enquiry`,
        { artworkId: work, email: 'buyer@example.org', message: 'Price?' },
        { ip: '10.0.3.9' },
      );
      expect(sent.statusCode).toBe(303);
      expect(sent.headers.location).toContain('enquiry=sent');
    } finally {
      t.mail.send = send;
    }
    const listed = await t.app.inject({
      method: 'GET',
      url: `/v1/viewingRoom/${room.id}/enquiries`,
      headers: bearer(owner.token),
    });
    expect(listed.json<{ enquiries: { message: string }[] }>().enquiries).toEqual([
      expect.objectContaining({ message: 'Price?' }),
    ]);
  });

  it('counts visits, unique visitors, time and views per work without cookies or addresses', async () => {
    const owner = await newOwner(t.app);
    const a = await addWork(owner, { title: 'A' });
    const b = await addWork(owner, { title: 'B' });
    const room = await newRoom(owner, [a, b]);
    await visit(room.path, { ip: '10.0.4.4', agent: 'Phone' });
    t.advance(90_000);
    try {
      const viewer = await visit(`${room.path}/works/${a}`, { ip: '10.0.4.4', agent: 'Phone' });
      expect(viewer.statusCode).toBe(200);
      expect(viewer.body).toContain('Back to the viewing room');
      expect(viewer.headers['set-cookie']).toBeUndefined();
      await visit(room.path, { ip: '10.0.5.5', agent: 'Laptop' });
    } finally {
      t.advance(-90_000);
    }
    const [listed] = await listRooms(owner.token);
    expect(listed?.figures).toEqual({
      visits: 2,
      uniqueVisitors: 2,
      secondsSpent: 90,
      views: [
        { artworkId: a, views: 1 },
        { artworkId: b, views: 0 },
      ],
      enquiries: 0,
    });
    const stored = JSON.stringify(await t.app.db.execute('SELECT * FROM viewing_room_visits'));
    expect(stored).not.toContain('10.0.4.4');
    expect(stored).not.toContain('Phone');
  });

  it('does not count crawlers, link previews, scripts or prefetches', async () => {
    const owner = await newOwner(t.app);
    const a = await addWork(owner, { title: 'A' });
    const room = await newRoom(owner, [a]);
    const programs = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'WhatsApp/2.23.20.0 A',
      'curl/8.5.0',
    ];
    for (const [index, agent] of programs.entries()) {
      const page = await visit(room.path, { ip: `10.0.6.${String(index)}`, agent });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Hilma Klint');
    }
    const prefetch = await t.app.inject({
      method: 'GET',
      url: room.path,
      remoteAddress: '10.0.6.9',
      headers: { 'user-agent': 'Phone browser', 'sec-purpose': 'prefetch' },
    });
    expect(prefetch.statusCode).toBe(200);
    const empty = await t.app.inject({
      method: 'GET',
      url: `${room.path}/works/${a}`,
      headers: { 'user-agent': '' },
    });
    expect(empty.statusCode).toBe(200);
    let [listed] = await listRooms(owner.token);
    expect(listed?.figures.visits).toBe(0);
    expect(listed?.figures.views).toEqual([{ artworkId: a, views: 0 }]);
    // A person's browser still counts.
    await visit(room.path, { ip: '10.0.6.20' });
    [listed] = await listRooms(owner.token);
    expect(listed?.figures.visits).toBe(1);
  });

  it('times a one-page visit with the leave beacon, sets no cookie and always answers 204', async () => {
    const owner = await newOwner(t.app);
    const a = await addWork(owner, { title: 'A' });
    const room = await newRoom(owner, [a]);
    const page = await visit(room.path, { ip: '10.0.7.7', agent: 'Reader' });
    expect(page.body).toContain('<script src="/rooms/leave.js" defer></script>');
    const script = await t.app.inject({ method: 'GET', url: '/rooms/leave.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain('sendBeacon');
    const leave = (options: { ip: string; agent: string; path?: string }) =>
      t.app.inject({
        method: 'POST',
        url: `${options.path ?? room.path}/leave`,
        remoteAddress: options.ip,
        headers: { 'user-agent': options.agent },
      });
    t.advance(40_000);
    try {
      const answer = await leave({ ip: '10.0.7.7', agent: 'Reader' });
      expect(answer.statusCode).toBe(204);
      expect(answer.body).toBe('');
      expect(answer.headers['set-cookie']).toBeUndefined();
      // Someone with no visit open, a bot, an unknown room: 204, and nothing counted.
      expect((await leave({ ip: '10.0.7.8', agent: 'Reader' })).statusCode).toBe(204);
      expect((await leave({ ip: '10.0.7.7', agent: 'curl/8.5.0' })).statusCode).toBe(204);
      expect(
        (await leave({ ip: '10.0.7.7', agent: 'Reader', path: '/rooms/AAAAAAAAAAAAAAAAAAAAAA' }))
          .statusCode,
      ).toBe(204);
      expect(
        (await leave({ ip: '10.0.7.7', agent: 'Reader', path: '/rooms/not-a-token' })).statusCode,
      ).toBe(204);
    } finally {
      t.advance(-40_000);
    }
    const [listed] = await listRooms(owner.token);
    expect(listed?.figures).toMatchObject({ visits: 1, uniqueVisitors: 1, secondsSpent: 40 });
    const stored = JSON.stringify(await t.app.db.execute('SELECT * FROM viewing_room_visits'));
    expect(stored).not.toContain('10.0.7.7');
  });

  it('lets the owner preview the room, password or not, without counting; a wrong key is ignored', async () => {
    const owner = await newOwner(t.app);
    const a = await addWork(owner, { title: 'Preview work' });
    const room = await newRoom(owner, [a], { password: 'secret-words' });
    const [listed] = await listRooms(owner.token);
    const previewUrl = (listed as unknown as { previewUrl: string }).previewUrl;
    expect(previewUrl).toMatch(new RegExp(`^${room.url}\\?preview=[0-9a-f]{64}$`));
    const preview = new URL(previewUrl);

    // A wrong key: the password form as for anyone, no cookie.
    const wrong = await visit(`${room.path}?preview=${'0'.repeat(64)}`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['set-cookie']).toBeUndefined();

    const opened = await visit(`${preview.pathname}${preview.search}`, { ip: '10.0.8.8' });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(room.path);
    const setCookie = String(opened.headers['set-cookie']);
    expect(setCookie).toContain('room_owner=');
    expect(setCookie).toContain(`Path=${room.path}`);
    expect(setCookie).toContain('HttpOnly');
    const cookie = setCookie.split(';')[0] ?? '';

    const page = await visit(room.path, { ip: '10.0.8.8', cookie });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Preview work');
    expect(page.body).toContain(
      'Your preview of this viewing room. Your visits are not counted in its figures.',
    );
    const viewer = await visit(`${room.path}/works/${a}`, { ip: '10.0.8.8', cookie });
    expect(viewer.statusCode).toBe(200);
    expect(viewer.body).toContain('Your visits are not counted');
    const beacon = await t.app.inject({
      method: 'POST',
      url: `${room.path}/leave`,
      remoteAddress: '10.0.8.8',
      headers: { 'user-agent': 'Phone browser', cookie },
    });
    expect(beacon.statusCode).toBe(204);
    // A forged owner cookie opens nothing.
    const forged = await visit(room.path, { cookie: `room_owner=${'0'.repeat(64)}` });
    expect(forged.statusCode).toBe(401);

    const [after] = await listRooms(owner.token);
    expect(after?.figures).toMatchObject({
      visits: 0,
      secondsSpent: 0,
      views: [{ artworkId: a, views: 0 }],
    });
    // A new password makes a new preview key: the old one no longer opens the room.
    await t.app.inject({
      method: 'PATCH',
      url: `/v1/viewingRoom/${room.id}`,
      headers: changeHeaders(owner.token),
      payload: { password: 'other-words' },
    });
    expect((await visit(room.path, { cookie })).statusCode).toBe(401);
  });
});

describe('the owner’s calls', () => {
  it('edits the texts, prices, expiry and works, and revokes', async () => {
    const owner = await newOwner(t.app);
    const a = await addWork(owner, { title: 'Alpha' });
    const b = await addWork(owner, { title: 'Beta' });
    const room = await newRoom(owner, [a]);
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/v1/viewingRoom/${room.id}`,
      headers: changeHeaders(owner.token),
      payload: { title: 'Autumn', showPrice: false, artworkIds: [b, a] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Autumn', showPrice: false, artworkIds: [b, a] });
    const html = (await visit(room.path)).body;
    expect(html.indexOf('Beta')).toBeLessThan(html.indexOf('Alpha'));
    expect(html).toContain('<h1>Autumn</h1>');

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/v1/viewingRoom/${room.id}`,
      headers: changeHeaders(owner.token),
    });
    expect(revoked.json()).toEqual({ id: room.id, revoked: true });
    const [listed] = await listRooms(owner.token);
    expect(listed?.revoked).toBe(true);
  });

  it('answers 404 to another user for every call naming the room, and changes nothing', async () => {
    const owner = await newOwner(t.app);
    const intruder = await newOwner(t.app);
    const work = await addWork(owner, { title: 'Private' });
    const own = await addWork(intruder, { title: 'Own' });
    const room = await newRoom(owner, [work]);
    const before = await listRooms(owner.token);

    expect(await listRooms(intruder.token)).toEqual([]);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/v1/viewingRoom/${room.id}`,
      headers: changeHeaders(intruder.token),
      payload: { title: 'Mine now', artworkIds: [own] },
    });
    expect(patch.statusCode).toBe(404);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/v1/viewingRoom/${room.id}`,
      headers: changeHeaders(intruder.token),
    });
    expect(remove.statusCode).toBe(404);
    const steal = await createRoom(intruder.token, {
      artworkIds: [work],
      options: { title: 'Stolen' },
    });
    expect(steal.statusCode).toBe(404);
    expect(await listRooms(owner.token)).toEqual(before);
    expect((await visit(room.path)).statusCode).toBe(200);
  });
});

describe('exhibitions: rooms with a 3D arrangement (decision 057)', () => {
  function patchRoom(owner: Owner, id: string, payload: Record<string, unknown>) {
    return t.app.inject({
      method: 'PATCH',
      url: `/v1/viewingRoom/${id}`,
      headers: changeHeaders(owner.token),
      payload,
    });
  }

  it('keeps the arrangement, its works in its order, and hangs the public room in that order', async () => {
    const owner = await newOwner(t.app);
    const a = await addWork(owner, { title: 'Alpha' });
    const b = await addWork(owner, { title: 'Beta' });
    const c = await addWork(owner, { title: 'Gamma' });
    const exhibition = [
      { artworkId: c, place: 'facing' },
      { artworkId: a, place: 'floor' },
      { artworkId: b, place: 'left' },
    ];
    const room = await newRoom(owner, [c, a, b], { title: 'In three dimensions', exhibition });
    const [listed] = await listRooms(owner.token);
    expect(listed).toMatchObject({ id: room.id, artworkIds: [c, a, b], exhibition });
    const html = (await visit(room.path)).body;
    expect(html.indexOf('Gamma')).toBeLessThan(html.indexOf('Alpha'));
    expect(html.indexOf('Alpha')).toBeLessThan(html.indexOf('Beta'));
    // Each work says where it hangs, in the order of the hang.
    expect(html.indexOf('Facing wall · 1')).toBeLessThan(html.indexOf('Gamma'));
    expect(html.indexOf('On a plinth · 2')).toBeLessThan(html.indexOf('Alpha'));
    expect(html.indexOf('Left wall · 3')).toBeLessThan(html.indexOf('Beta'));
    expect(html).toContain('listed here in hanging order');

    // A new arrangement brings its works with it.
    const rearranged = [
      { artworkId: b, place: 'right' },
      { artworkId: c, place: 'back' },
    ];
    const edited = await patchRoom(owner, room.id, { exhibition: rearranged });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ artworkIds: [b, c], exhibition: rearranged });

    // New works without an arrangement keep the others' places and go on the facing wall.
    const works = await patchRoom(owner, room.id, { artworkIds: [a, c] });
    expect(works.json()).toMatchObject({
      artworkIds: [a, c],
      exhibition: [
        { artworkId: a, place: 'facing' },
        { artworkId: c, place: 'back' },
      ],
    });
  });

  it('refuses an arrangement that disagrees with the works, a bad place, or another’s work', async () => {
    const owner = await newOwner(t.app);
    const other = await newOwner(t.app);
    const a = await addWork(owner, { title: 'Alpha' });
    const b = await addWork(owner, { title: 'Beta' });
    const theirs = await addWork(other, { title: 'Theirs' });
    const options = (exhibition: unknown) => ({ title: 'Show', exhibition });
    const differ = await createRoom(owner.token, {
      artworkIds: [a, b],
      options: options([
        { artworkId: b, place: 'facing' },
        { artworkId: a, place: 'facing' },
      ]),
    });
    expect(differ.statusCode).toBe(400);
    expect(differ.body).toContain("An exhibition's works are the works it places");
    const badPlace = await createRoom(owner.token, {
      artworkIds: [a],
      options: options([{ artworkId: a, place: 'ceiling' }]),
    });
    expect(badPlace.statusCode).toBe(400);
    const twice = await createRoom(owner.token, {
      artworkIds: [a],
      options: options([
        { artworkId: a, place: 'facing' },
        { artworkId: a, place: 'left' },
      ]),
    });
    expect(twice.statusCode).toBe(400);
    const stolen = await createRoom(owner.token, {
      artworkIds: [theirs],
      options: options([{ artworkId: theirs, place: 'facing' }]),
    });
    expect(stolen.statusCode).toBe(404);

    const room = await newRoom(owner, [a], { exhibition: [{ artworkId: a, place: 'facing' }] });
    const patchTheirs = await patchRoom(owner, room.id, {
      exhibition: [{ artworkId: theirs, place: 'facing' }],
    });
    expect(patchTheirs.statusCode).toBe(404);
    const intruder = await patchRoom(other, room.id, {
      exhibition: [{ artworkId: theirs, place: 'facing' }],
    });
    expect(intruder.statusCode).toBe(404);
    const [listed] = await listRooms(owner.token);
    expect(listed).toMatchObject({ exhibition: [{ artworkId: a, place: 'facing' }] });
  });

  it('loads its 3D room’s projection behind the room’s password, nothing private, 410 when revoked', async () => {
    const owner = await newOwner(t.app);
    const a = await addWork(owner, { title: 'Alpha' });
    const b = await addWork(owner, { title: 'Beta' });
    const exhibition = [
      { artworkId: b, place: 'right' },
      { artworkId: a, place: 'floor' },
    ];
    const room = await newRoom(owner, [b, a], { exhibition, password: 'open sesame' });
    const json = `${room.path}/exhibition.json`;
    const locked = await visit(json, { ip: '10.0.9.1' });
    expect(locked.statusCode).toBe(401);
    expect(locked.body).not.toContain('Alpha');

    const entered = await postForm(room.path, { password: 'open sesame' }, { ip: '10.0.9.1' });
    const cookie = String(entered.headers['set-cookie']).split(';')[0] ?? '';
    const open = await visit(json, { ip: '10.0.9.1', cookie });
    expect(open.statusCode, open.body).toBe(200);
    expect(open.headers['content-type']).toMatch(/^application\/json/);
    expect(open.headers['cache-control']).toBe('private, no-cache');
    const body = open.json<{
      title: string;
      placements: unknown[];
      works: { id: string; title: string; technique: string; dimensions: unknown }[];
    }>();
    expect(body.title).toBe('Spring selection');
    expect(body.placements).toEqual(exhibition);
    expect(body.works.map((work) => work.title)).toEqual(['Beta', 'Alpha']);
    expect(body.works[0]).toMatchObject({
      technique: 'Tempera on paper',
      dimensions: { height: 120, width: 80 },
    });
    expectNoPrivateWords(open.body, ['12500', 'EUR', 'Gallery G']);

    // A deleted work leaves the room and its place.
    await deleteArtwork(t.app, owner.token, a);
    const after = (await visit(json, { ip: '10.0.9.1', cookie })).json<{
      placements: { artworkId: string }[];
      works: unknown[];
    }>();
    expect(after.placements.map((placement) => placement.artworkId)).toEqual([b]);
    expect(after.works).toHaveLength(1);

    await t.app.inject({
      method: 'DELETE',
      url: `/v1/viewingRoom/${room.id}`,
      headers: changeHeaders(owner.token),
    });
    expect((await visit(json, { ip: '10.0.9.1', cookie })).statusCode).toBe(410);
    expect((await visit(`/rooms/${'x'.repeat(22)}/exhibition.json`)).statusCode).toBe(404);
  });

  it('a plain room says it is not an exhibition', async () => {
    const owner = await newOwner(t.app);
    const a = await addWork(owner, { title: 'Alpha' });
    const room = await newRoom(owner, [a]);
    const [listed] = await listRooms(owner.token);
    expect(listed).toMatchObject({ exhibition: null });
    const html = (await visit(room.path)).body;
    expect(html).toContain('Alpha');
    expect(html).not.toContain('hanging order');
    expect((await visit(`${room.path}/exhibition.json`)).statusCode).toBe(404);
  });
});
