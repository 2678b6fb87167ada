import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { seedArchive, smallPng } from '../test/archive-seed';
import { buildTestApp } from '../test/build-test-app';
import { AWKWARD_STRINGS } from '../test/json-schema-arbitrary';
import { changeHeaders } from '../test/sync-api';
import {
  badSegment,
  encodeLoose,
  positiveInteger,
  RAW_BODIES,
  WRONG_TYPES,
} from './fuzz-inputs.test-support';

/**
 * The routes the OpenAPI document hides (issue 33): the public room pages (HTML and form
 * posts, cookies) and a saved exhibition's projection, the local files host and the export downloads. The OpenAPI fuzz cannot see
 * them, yet anyone can call them. Good and bad tokens, ids, queries, cookies, content types
 * and bodies; no answer may be 5xx, and a room page's answer is HTML, a redirect or empty.
 * FUZZ_RUNS (requests per route, default 200) makes it longer; FUZZ_SEED replays.
 */

// Each request is quick (no JSON schema to build values from): more runs than the OpenAPI fuzz.
const RUNS = positiveInteger('FUZZ_RUNS', 200);
const SEED = positiveInteger('FUZZ_SEED', Math.floor(Math.random() * 2 ** 31));

const t = await buildTestApp();
const owner = await seedArchive(t.app, await smallPng());
const open = await t.app.inject({
  method: 'POST',
  url: '/v1/viewingRoom',
  headers: changeHeaders(owner.token),
  payload: {
    artworkIds: [owner.artworkId],
    options: { title: 'Open room', introduction: '', showPrice: true },
  },
});
expect(open.statusCode, open.body).toBe(200);
// A saved 3D exhibition (decision 057): its page and its projection are reached too.
const exhibition = await t.app.inject({
  method: 'POST',
  url: '/v1/viewingRoom',
  headers: changeHeaders(owner.token),
  payload: {
    artworkIds: [owner.artworkId],
    options: {
      title: 'Exhibition',
      exhibition: [{ artworkId: owner.artworkId, place: 'floor' }],
    },
  },
});
expect(exhibition.statusCode, exhibition.body).toBe(200);
const tokenOf = (url: string) => new URL(url).pathname.split('/').at(-1) ?? '';
const TOKENS = [
  tokenOf(open.json<{ url: string }>().url),
  tokenOf(owner.viewingRoom.url),
  tokenOf(exhibition.json<{ url: string }>().url),
];
const archiveLink = await t.app.inject({
  method: 'POST',
  url: '/v1/exports/archive',
  headers: { authorization: `Bearer ${owner.token}` },
  payload: {},
});
expect(archiveLink.statusCode, archiveLink.body).toBe(200);
const ARCHIVE_TOKEN = archiveLink.json<{ path: string }>().path.split('/').at(-1) ?? '';
let requests = 0;

afterAll(async () => {
  console.info(
    `Hidden routes fuzz: ${String(requests)} requests (FUZZ_RUNS=${String(RUNS)}, FUZZ_SEED=${String(SEED)})`,
  );
  await t.close();
});

const awkward = fc.constantFrom(...AWKWARD_STRINGS);
/** A path segment: mostly one that leads somewhere, else one wrong in its bytes. */
const segment = (good: readonly string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...good) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: badSegment },
  );
const roomToken = segment(TOKENS);
const workId = segment([owner.artworkId, owner.deleted.artworkId]);
const fileKey = segment([owner.artworkImage.key, owner.logo.key]).map((key) =>
  key.includes('/') ? key.split('/').map(encodeLoose).join('/') : key,
);

/** A query of the routes' own names and others, values good, awkward or doubled. */
const query = fc
  .array(
    fc.tuple(
      fc.constantFrom('page', 'preview', 'enquiry', 'work', 'name', 'expires', 'signature', 'x'),
      fc.oneof(
        fc.constantFrom('1', '2', '0', '-1', 'sent', 'invalid', owner.artworkId, '9'.repeat(30)),
        awkward.map(encodeLoose),
        badSegment,
      ),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`));

/** The room cookies, missing, wrong, doubled or not even well formed. */
const cookie = fc.option(
  fc
    .array(
      fc.tuple(
        fc.constantFrom('room_access', 'room_owner', 'session', ''),
        fc.oneof(fc.constantFrom('%ZZ', '"', ';', 'x'.repeat(5000), '0'.repeat(64)), badSegment),
      ),
      { minLength: 1, maxLength: 3 },
    )
    .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('; ')),
  { nil: undefined },
);

/** A form post (fields good, awkward or doubled), JSON, a raw body, or another content type. */
const body = fc.oneof(
  fc
    .array(
      fc.tuple(
        fc.constantFrom('password', 'email', 'message', 'artworkId', '__proto__', 'x'),
        fc.oneof(
          fc.constantFrom('seed room pass', 'visitor@example.com', 'Hello', owner.artworkId),
          awkward,
          fc.string({ unit: 'binary', maxLength: 40 }),
        ),
      ),
      { maxLength: 5 },
    )
    .map((pairs) => ({
      contentType: 'application/x-www-form-urlencoded',
      payload: pairs.map(([k, v]) => `${k}=${encodeLoose(v)}`).join('&'),
    })),
  fc.constantFrom(...RAW_BODIES).map((payload) => ({ contentType: 'application/json', payload })),
  fc
    .tuple(
      fc.constantFrom(...WRONG_TYPES),
      fc.constantFrom('a=1', '%ZZ=%', '\u0000', 'x'.repeat(20_000)),
    )
    .map(([contentType, payload]) => ({ contentType, payload })),
  fc.constant(undefined),
);

interface Route {
  name: string;
  method: fc.Arbitrary<string>;
  path: fc.Arbitrary<string>;
  /** A public room page: answers HTML, a redirect or nothing. */
  html: boolean;
}

const ROUTES: Route[] = [
  {
    name: 'GET /rooms/{token}',
    method: fc.constantFrom('GET', 'HEAD'),
    path: roomToken.map((x) => `/rooms/${x}`),
    html: true,
  },
  {
    name: 'POST /rooms/{token}',
    method: fc.constant('POST'),
    path: roomToken.map((x) => `/rooms/${x}`),
    html: true,
  },
  {
    name: 'GET /rooms/{token}/works/{id}',
    method: fc.constantFrom('GET', 'HEAD'),
    path: fc.tuple(roomToken, workId).map(([x, id]) => `/rooms/${x}/works/${id}`),
    html: true,
  },
  {
    name: 'POST /rooms/{token}/enquiry',
    method: fc.constant('POST'),
    path: roomToken.map((x) => `/rooms/${x}/enquiry`),
    html: true,
  },
  {
    // JSON when it answers the exhibition; its refusals are the room's pages.
    name: 'GET /rooms/{token}/exhibition.json',
    method: fc.constantFrom('GET', 'HEAD'),
    path: roomToken.map((x) => `/rooms/${x}/exhibition.json`),
    html: false,
  },
  {
    name: 'POST /rooms/{token}/leave',
    method: fc.constant('POST'),
    path: roomToken.map((x) => `/rooms/${x}/leave`),
    html: false,
  },
  {
    name: 'GET /files/{key}',
    method: fc.constantFrom('GET', 'HEAD'),
    path: fileKey.map((key) => `/files/${key}`),
    html: false,
  },
  {
    name: 'PUT /files/upload/{key}',
    method: fc.constant('PUT'),
    path: fileKey.map((key) => `/files/upload/${key}`),
    html: false,
  },
  {
    name: 'GET /v1/exports/archive/download/{token}',
    method: fc.constantFrom('GET', 'HEAD'),
    path: segment([ARCHIVE_TOKEN]).map((token) => `/v1/exports/archive/download/${token}`),
    html: false,
  },
  {
    name: 'GET /files/download/{key}',
    method: fc.constant('GET'),
    path: fileKey.map((key) => `/files/download/${key}`),
    html: false,
  },
];

function describeRequest(
  method: string,
  url: string,
  headers: Record<string, string>,
  payload?: string,
) {
  return `${method} ${url.slice(0, 200)} ${JSON.stringify(headers).slice(0, 300)}${payload === undefined ? '' : ` body ${payload.slice(0, 200)}`}`;
}

/**
 * The answers of a room page's own routes (a page, its password form, gone, too many, a body
 * too large or of another type, a failure): HTML. The framework's refusals before any route is
 * found (an address it cannot read or that leads nowhere) stay the API's JSON errors.
 */
const ROOM_ANSWERS = new Set([200, 401, 410, 413, 415, 429, 500]);

function problemOf(route: Route, response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return String(response.statusCode);
  if (!route.html || !ROOM_ANSWERS.has(response.statusCode)) return null;
  const type = String(response.headers['content-type'] ?? '');
  return type.startsWith('text/html') ? null : `${String(response.statusCode)} as ${type}`;
}

describe(`fuzz of the routes the OpenAPI document hides (seed ${String(SEED)})`, () => {
  for (const route of ROUTES) {
    it(
      `${route.name}: no 5xx${route.html ? ', HTML to people' : ''}`,
      async () => {
        const failures = new Map<string, string>();
        await fc.assert(
          fc.asyncProperty(
            route.method,
            route.path,
            query,
            cookie,
            body,
            fc.boolean(),
            async (method, path, search, cookies, sent, forwarded) => {
              const headers: Record<string, string> = {
                ...(cookies === undefined ? {} : { cookie: cookies }),
                ...(sent === undefined ? {} : { 'content-type': sent.contentType }),
                ...(forwarded
                  ? { 'x-forwarded-for': '203.0.113.7, 10.0.0.1', 'if-none-match': 'W/"x", *' }
                  : {}),
              };
              const url = `${path}${search}`;
              const response = await t.app.inject({
                method: method as 'GET',
                url,
                headers,
                remoteAddress: `10.9.${String(requests % 250)}.${String((requests >> 8) % 250)}`,
                ...(sent === undefined || method === 'GET' || method === 'HEAD'
                  ? {}
                  : { payload: sent.payload }),
              });
              requests += 1;
              const problem = problemOf(route, response);
              if (problem !== null && !failures.has(problem)) {
                failures.set(
                  problem,
                  `${describeRequest(method, url, headers, sent?.payload)} → ${response.body.slice(0, 300)}`,
                );
              }
              return true;
            },
          ),
          { numRuns: RUNS, seed: SEED + ROUTES.indexOf(route) },
        );
        expect(Object.fromEntries(failures)).toEqual({});
      },
      Math.max(120_000, RUNS * 500),
    );
  }
});
