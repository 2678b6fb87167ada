import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { HELPERS_CONTRACT } from '@archive/domain/contract/helpers.contract';
import { AUTH_CONTRACT } from '@archive/domain/contract/auth.contract';
import { BILLING_CONTRACT } from '@archive/domain/contract/billing.contract';
import { errorResponseSchema } from '@archive/domain/contract/error.schema';
import { API_MESSAGES } from '@archive/domain/messages/api-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from './app';
import { bearer, expectError, register } from './test/api';
import { newArtwork, newOwner } from './test/artwork-api';
import { COMPRESS_THRESHOLD_BYTES } from './plugins/compression';
import { buildTestApp, STRONG_PASSWORD, uniqueEmail, type TestApp } from './test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

// The health module's test lives here: one PGlite start (~2-5 s) per test file is the
// suite's main cost, so small modules share this file's app.
describe('GET /health', () => {
  it('answers ok after asking the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('authenticated by default', () => {
  it('lists every route reachable without a session', () => {
    // A new public route must be added here on purpose.
    expect(t.app.publicRoutes().filter((route) => !route.includes('/v1/docs'))).toEqual([
      'GET /files/*',
      // Signed like the upload addresses: the signature is the permission (decision 030).
      'GET /files/download/*',
      'GET /health',
      // The public viewing room: the unguessable token (and its password) is the permission.
      'GET /rooms/:token',
      // A saved exhibition's public projection, behind the room's password (decision 057).
      'GET /rooms/:token/exhibition.json',
      'GET /rooms/:token/works/:artworkId',
      // The 3D room's loader and the leave beacon's script (the CSP allows no inline script).
      'GET /rooms/exhibition-3d.js',
      'GET /rooms/leave.js',
      // The archive's one-hour address: its random token is the permission (decision 055).
      'GET /v1/exports/archive/download/:token',
      // Spec section 7: the remote alerts, without authorisation (decision 041).
      'GET /v1/getRemoteAlerts/:platform',
      'GET /v1/payments/config',
      'GET /v1/resetPassword/:emailParam',
      'GET /v1/user/:emailParam',
      'POST /rooms/:token',
      'POST /rooms/:token/enquiry',
      // The leave beacon: always 204, nothing but the open visit's length changes.
      'POST /rooms/:token/leave',
      'POST /v1/register',
      'POST /v1/resetPassword/:emailParam',
      'POST /v1/signin',
      // The signature (upload) or the unguessable key (download) is the permission.
      'PUT /files/upload/*',
    ]);
    expect(t.app.publicRoutes().filter((route) => route.includes('/v1/docs'))).not.toEqual([]);
  });

  it('matches the contract: exactly its public calls are public', () => {
    const contractPublic = [
      ...Object.values(AUTH_CONTRACT),
      ...Object.values(BILLING_CONTRACT),
      ...Object.values(HELPERS_CONTRACT),
    ]
      .filter((call) => call.public)
      .map((call) => `${call.method} ${call.path}`)
      .sort();
    const apiPublic = t.app
      .publicRoutes()
      .filter(
        (route) =>
          route.includes(' /v1/') &&
          !route.includes('/v1/docs') &&
          !route.includes('/v1/exports/archive/download/'),
      );
    expect(apiPublic).toEqual(contractPublic);
  });

  it('answers 401 on every other contract call without a token', async () => {
    for (const call of Object.values(AUTH_CONTRACT).filter((c) => !c.public)) {
      const response = await t.app.inject({ method: call.method, url: call.path });
      expectError(response, 401, { code: 'UNAUTHORIZED', message: API_MESSAGES.unauthorized });
    }
  });
});

describe('bad input answers 4xx in the error shape, never 500', () => {
  const validRegister = () => ({
    email: uniqueEmail(),
    password: STRONG_PASSWORD,
    role: 'artist',
    name: 'Ada',
  });

  it.each([
    ['a number for the e-mail', { ...validRegister(), email: 42 }, 'email'],
    ['an unknown role', { ...validRegister(), role: 'painter' }, 'role'],
    ['an array for the name', { ...validRegister(), name: ['a'] }, 'name'],
    ['an unknown field', { ...validRegister(), isAdmin: true }, 'isAdmin'],
    [
      'a nested unknown field',
      { ...validRegister(), organisation: { name: 'x', y: 1 } },
      'organisation.y',
    ],
  ])('refuses %s', async (_label, payload, field) => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/register', payload });
    expectError(response, 400, { code: 'VALIDATION', field });
    expect(errorResponseSchema.parse(response.json())).toEqual(response.json());
  });

  it('refuses a body that is not an object', async () => {
    for (const payload of ['[]', '"text"', '42', 'null']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/signin',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(errorResponseSchema.safeParse(response.json()).success).toBe(true);
    }
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/signin',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co", ',
    });
    expectError(response, 400, { code: 'VALIDATION', message: API_MESSAGES.invalidJson });
  });

  it('accepts an empty JSON body on calls that take none', async () => {
    const token = (await register(t.app, uniqueEmail())).user.session.token;
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/signout',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/v1/signin',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expectError(signIn, 400, { code: 'VALIDATION' });
  });

  it('refuses prototype poisoning', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/signin',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.co","password":"x","__proto__":{"admin":true}}',
    });
    expect(response.statusCode).toBe(400);
    expect(errorResponseSchema.safeParse(response.json()).success).toBe(true);
  });

  it('answers 4xx for odd URLs and headers', async () => {
    for (const url of [
      '/v1/user/%E0%A4%A',
      `/v1/user/${'a'.repeat(300)}@example.com`,
      '/v1/resetPassword/%00',
      '/v1/user/',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(errorResponseSchema.safeParse(response.json()).success, url).toBe(true);
    }
    for (const authorization of ['Bearer', 'Bearer ' + 'x'.repeat(5000), 'Bearer a b c']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/v1/me',
        headers: { authorization },
      });
      expectError(response, 401, { code: 'UNAUTHORIZED' });
    }
  });

  it('answers 400 when the body is missing', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/signin' });
    expectError(response, 400, { code: 'VALIDATION' });
  });

  it('answers 413 for a huge body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/register',
      payload: { ...validRegister(), name: 'x'.repeat(BODY_LIMIT_BYTES + 10) },
    });
    expectError(response, 413, { code: 'BODY_TOO_LARGE', message: API_MESSAGES.bodyTooLarge });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/signin',
      headers: { 'content-type': 'application/xml' },
      payload: '<signin/>',
    });
    expectError(response, 415, { code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('refuses a body nested thousands deep with 400 on every route, before anything walks it', async () => {
    const { token } = await newOwner(t.app);
    const deep = '['.repeat(5000);
    for (const [method, url] of [
      ['DELETE', `/v1/contacts/${crypto.randomUUID()}`],
      ['POST', '/v1/artworks'],
      ['POST', '/v1/signin'],
      ['PATCH', '/v1/organisation'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: {
          ...bearer(token),
          'content-type': 'application/json',
          'idempotency-key': crypto.randomUUID(),
        },
        payload: deep,
      });
      expectError(response, 400, {
        code: 'VALIDATION',
        message: API_MESSAGES.nestedTooDeeply,
      });
    }
  });

  it('refuses an over-long password instead of hashing it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/signin',
      payload: { email: uniqueEmail(), password: 'x'.repeat(5000) },
    });
    expectError(response, 400, { code: 'VALIDATION', field: 'password' });
  });

  it('answers 404 NOT_FOUND for unknown /v1 routes, signed in or not', async () => {
    const token = (await register(t.app, uniqueEmail())).user.session.token;
    for (const [method, url] of [
      ['GET', '/v1/nothing-here'],
      ['POST', '/v1/nothing-here'],
      ['DELETE', '/v1/user'],
      ['GET', '/v1'],
    ] as const) {
      const anonymous = await t.app.inject({ method, url });
      expectError(anonymous, 404, { code: 'NOT_FOUND', message: API_MESSAGES.notFound });
      const signedIn = await t.app.inject({ method, url, headers: bearer(token) });
      expect(signedIn.statusCode).toBe(404);
    }
  });

  it('answers 404 for pages when no web build is present', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/artworks' }), 404, {
      code: 'NOT_FOUND',
    });
  });
});

describe('documentation and headers', () => {
  it('serves the OpenAPI document with the account calls', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, object> }>();
    expect(document.openapi).toMatch(/^3\./);
    for (const path of [
      '/v1/register',
      '/v1/signin',
      '/v1/signout',
      '/v1/me',
      '/v1/changePassword',
      '/v1/resetPassword/{emailParam}',
      '/v1/user/{emailParam}',
      '/v1/user',
      '/v1/account',
    ]) {
      expect(document.paths, path).toHaveProperty([path]);
    }
    expect(document.paths['/v1/register']).toHaveProperty(['post', 'requestBody']);
    const ui = await t.app.inject({ method: 'GET', url: '/v1/docs' });
    expect(ui.statusCode).toBeLessThan(400);
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('marks every /v1 answer no-store, errors included, and leaves other caching alone', async () => {
    const email = uniqueEmail();
    const token = (await register(t.app, email)).user.session.token;
    const answers = [
      await t.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(token) }),
      await t.app.inject({ method: 'GET', url: `/v1/user/${email}` }),
      await t.app.inject({ method: 'GET', url: '/v1/sync/0', headers: bearer(token) }),
      await t.app.inject({ method: 'GET', url: '/v1/payments/config' }),
      await t.app.inject({ method: 'GET', url: '/v1/docs/json' }),
      await t.app.inject({ method: 'GET', url: '/v1/me' }),
      await t.app.inject({ method: 'GET', url: '/v1/nothing-here' }),
      await t.app.inject({ method: 'POST', url: '/v1/signin', payload: { email } }),
      await t.app.inject({ method: 'GET', url: '/v1/user/%E0%A4%A' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([
      200, 200, 200, 200, 200, 401, 404, 400, 400,
    ]);
    for (const answer of answers) {
      expect(answer.headers['cache-control'], answer.body.slice(0, 80)).toBe('no-store');
    }
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.headers['cache-control']).toBeUndefined();
  });

  it('has no test routes unless ENABLE_TEST_ROUTES is set', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/v1/test/users/${uniqueEmail()}/grant-plan`,
      payload: {},
    });
    expectError(response, 404, { code: 'NOT_FOUND' });
  });
});

describe('compressed answers (decision 059)', () => {
  it('compresses a long JSON answer by Accept-Encoding, with Vary, and sends it plain without one', async () => {
    const owner = await newOwner(t.app, 'collector', 'Compressed Collector');
    for (let index = 0; index < 5; index += 1) await newArtwork(t.app, owner);
    const pull = (encoding: string) =>
      t.app.inject({
        method: 'GET',
        url: '/v1/sync/0',
        headers: { ...bearer(owner.token), 'accept-encoding': encoding },
      });

    const plain = await pull('identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(plain.json<{ artworks: unknown[] }>().artworks).toHaveLength(5);

    const brotli = await pull('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['content-type']).toMatch(/^application\/json/);
    expect(brotli.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gzip = await pull('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a short answer as it is', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('refuses a compressed request body with 415, unread, so none can inflate past the limit', async () => {
    const owner = await newOwner(t.app);
    // A few kilobytes that inflate to more than the limit: a decompression bomb.
    const json = JSON.stringify({ changes: [], padding: ' '.repeat(BODY_LIMIT_BYTES * 3) });
    const bomb = gzipSync(json);
    expect(bomb.length).toBeLessThan(BODY_LIMIT_BYTES / 100);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/artworks',
      headers: {
        ...bearer(owner.token),
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        'idempotency-key': randomUUID(),
      },
      payload: bomb,
    });
    expectError(response, 415, {
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: API_MESSAGES.contentEncodingRefused,
    });
  });
});

describe('with the web build and test routes', () => {
  const BUNDLE = `export const rows = [${'"a row of the archive", '.repeat(400)}];`;
  let web: TestApp;
  beforeAll(async () => {
    // The dist folder itself lies under an "assets" folder: only dist/assets/ is immutable.
    const dist = path.join(t.config.dataDir, 'assets', 'web-dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Archive</title>');
    // A route page (apps/web/build/route-pages.ts): index.html that preloads the screen's chunks.
    mkdirSync(path.join(dist, 'routes'));
    writeFileSync(
      path.join(dist, 'routes', 'login.html'),
      '<!doctype html><title>Archive</title><link rel="modulepreload" href="/assets/login.js">',
    );
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    // What the build writes beside a bundle (apps/web/vite.config.ts).
    writeFileSync(path.join(dist, 'assets', 'main-def456.js'), BUNDLE);
    writeFileSync(path.join(dist, 'assets', 'main-def456.js.br'), brotliCompressSync(BUNDLE));
    writeFileSync(path.join(dist, 'assets', 'main-def456.js.gz'), gzipSync(BUNDLE));
    writeFileSync(path.join(dist, 'sw.js'), 'self.skipWaiting()');
    writeFileSync(path.join(dist, 'workbox-2178cfdb.js'), 'define([], () => {})');
    writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Archive"}');
    web = await buildTestApp({ env: { WEB_DIST_DIR: dist, ENABLE_TEST_ROUTES: 'true' } });
  });
  afterAll(async () => {
    await web.close();
  });

  it('serves index.html for app routes, revalidated', async () => {
    for (const url of ['/', '/artworks', '/onboarding/user-role?x=1']) {
      const response = await web.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Archive</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers an address the build wrote a route page for with that page', async () => {
    for (const url of ['/login', '/login/', '/login?next=%2Fartworks']) {
      const response = await web.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('href="/assets/login.js"');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    for (const url of ['/register', '/login/extra', '/artworks']) {
      const response = await web.app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('modulepreload');
    }
  });

  it('caches hashed assets for a year and revalidates the service worker', async () => {
    const asset = await web.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const worker = await web.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toMatch(/^application\/javascript/);
    const runtime = await web.app.inject({ method: 'GET', url: '/workbox-2178cfdb.js' });
    expect(runtime.headers['cache-control']).toBe('no-cache');
    const missing = await web.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('sends the build precompressed by Accept-Encoding, and plain to a client without one', async () => {
    const url = '/assets/main-def456.js';
    const brotli = await web.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^application\/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(BUNDLE);
    // The file made at build time, not a compression per request (which has no length).
    expect(brotli.headers['content-length']).toBe(String(brotliCompressSync(BUNDLE).length));

    const gzip = await web.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BUNDLE);
    expect(gzip.headers['content-length']).toBe(String(gzipSync(BUNDLE).length));

    const plain = await web.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
  });

  it('serves the web app manifest revalidated, with its media type', async () => {
    const manifest = await web.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toEqual({ name: 'Archive' });
  });

  it('still answers 404 in the error shape under /v1', async () => {
    const response = await web.app.inject({ method: 'GET', url: '/v1/nothing-here' });
    expectError(response, 404, { code: 'NOT_FOUND' });
  });

  it('grants a plan through the test route', async () => {
    const email = uniqueEmail();
    await register(web.app, email, { role: 'collector' });
    const response = await web.app.inject({
      method: 'POST',
      url: `/v1/test/users/${email}/grant-plan`,
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      user: {
        account: { activePlan: 'collector-monthly', accessLevel: 1, paymentStatus: 'ACTIVE' },
      },
    });
    const chosen = await web.app.inject({
      method: 'POST',
      url: `/v1/test/users/${email}/grant-plan`,
      payload: { plan: 'collector-yearly' },
    });
    expect(chosen.json()).toMatchObject({ user: { account: { activePlan: 'collector-yearly' } } });
    const unknown = await web.app.inject({
      method: 'POST',
      url: `/v1/test/users/${uniqueEmail()}/grant-plan`,
    });
    expectError(unknown, 404, { code: 'NOT_FOUND' });
  });

  it('adds and ends a web remote alert through the test routes', async () => {
    const added = await web.app.inject({
      method: 'POST',
      url: '/v1/test/alerts',
      payload: { title: 'Maintenance', body: 'Sync pauses at 22:00', level: 'warning' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const alert = added.json<{ id: string; title: string; level: string }>();
    expect(alert).toMatchObject({ title: 'Maintenance', level: 'warning' });
    const listed = await web.app.inject({ method: 'GET', url: '/v1/getRemoteAlerts/web' });
    expect(listed.json<{ alerts: { id: string }[] }>().alerts.map((item) => item.id)).toContain(
      alert.id,
    );
    const invalid = await web.app.inject({
      method: 'POST',
      url: '/v1/test/alerts',
      payload: { title: '', body: 'x', level: 'loud' },
    });
    expect(invalid.statusCode).toBe(400);
    const ended = await web.app.inject({ method: 'POST', url: `/v1/test/alerts/${alert.id}/end` });
    expect(ended.json()).toEqual({ ended: true });
    const after = await web.app.inject({ method: 'GET', url: '/v1/getRemoteAlerts/web' });
    expect(after.json<{ alerts: { id: string }[] }>().alerts.map((item) => item.id)).not.toContain(
      alert.id,
    );
  });
});
