import { ROOM_PAGE_MESSAGES } from '@archive/domain/viewing-rooms/viewing-room.messages';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerWithPlan } from '../../test/api';
import { buildTestApp, uniqueEmail, type TestApp } from '../../test/build-test-app';
import { addPrivateWork } from '../../test/private-work';
import { changeHeaders } from '../../test/sync-api';

/** Issue 33: room and viewer pages are limited per visitor's address (decision 054). */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    rateLimits: { roomPagePerVisitor: { max: 3, timeWindow: 60_000 } },
  });
}, 60_000);
afterAll(async () => {
  await t.close();
});

it('tells a visitor fetching pages in a loop to wait, in HTML, and lets others in', async () => {
  const answer = await registerWithPlan(t.app, uniqueEmail('gallery'), { role: 'collector' });
  const owner = {
    token: answer.user.session.token,
    collectionId: answer.collections[0]?.id ?? '',
  };
  const work = await addPrivateWork(t.app, owner, { title: 'Busy Spiral' });
  const created = await t.app.inject({
    method: 'POST',
    url: '/v1/viewingRoom',
    headers: changeHeaders(owner.token),
    payload: {
      artworkIds: [work],
      options: { title: 'Busy room', introduction: '', showPrice: true },
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  const path = new URL(created.json<{ url: string }>().url).pathname;
  const get = (url: string, ip: string) => t.app.inject({ method: 'GET', url, remoteAddress: ip });

  // Room and viewer pages count together.
  expect((await get(path, '10.1.0.1')).statusCode).toBe(200);
  expect((await get(`${path}/works/${work}`, '10.1.0.1')).statusCode).toBe(200);
  expect((await get(path, '10.1.0.1')).statusCode).toBe(200);
  const refused = await get(`${path}/works/${work}`, '10.1.0.1');
  expect(refused.statusCode).toBe(429);
  expect(refused.headers['content-type']).toMatch(/^text\/html/);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(refused.body).toContain(ROOM_PAGE_MESSAGES.slowDownFor(1));
  expect(refused.body).not.toContain('Busy Spiral');

  expect((await get(path, '10.1.0.2')).statusCode).toBe(200);
});
