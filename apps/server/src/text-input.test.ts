import { randomUUID } from 'node:crypto';
import { FORM_MESSAGES } from '@archive/domain/messages/form-messages';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, expectError, register } from './test/api';
import { artworkBody, newArtwork, newOwner, type TestOwner } from './test/artwork-api';
import { CARDS, subscribe } from './test/billing-api';
import { buildTestApp, STRONG_PASSWORD, uniqueEmail, type TestApp } from './test/build-test-app';
import { changeHeaders, newContact } from './test/sync-api';

/**
 * PostgreSQL refuses U+0000 in text, so a NUL byte in any field used to answer 500 (issue 15,
 * item 2). Every text the API takes now refuses control characters other than tab, CR and LF,
 * and lone UTF-16 surrogates, with a 400 naming the field.
 */

let t: TestApp;
let owner: TestOwner;
let collector: TestOwner;
let subscriber: TestOwner;
let contactId: string;
let artworkId: string;
let email: string;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await newOwner(t.app);
  collector = await newOwner(t.app, 'collector');
  subscriber = await newOwner(t.app);
  await subscribe(t.app, subscriber.token, CARDS.succeeds);
  contactId = await newContact(t.app, owner.token);
  artworkId = await newArtwork(t.app, owner);
  email = uniqueEmail();
  await register(t.app, email);
});
afterAll(async () => {
  await t.close();
});

/** NUL (PostgreSQL refuses it), BEL (another control character), a lone high surrogate. */
const BAD_TEXTS = [
  ['NUL', '\u0000'],
  ['BEL', '\u0007'],
  ['a lone surrogate', '\ud800'],
] as const;

interface BodyCase {
  name: string;
  field: string;
  request: (bad: string) => InjectOptions;
}

function json(
  method: 'POST' | 'PATCH' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload: Record<string, unknown>,
): InjectOptions {
  return { method, url, headers, payload };
}

const BODY_CASES: BodyCase[] = [
  {
    name: 'POST /v1/contacts (a name)',
    field: 'firstName',
    request: (bad) =>
      json('POST', '/v1/contacts', changeHeaders(owner.token), {
        id: randomUUID(),
        firstName: `Louise${bad}`,
      }),
  },
  {
    name: 'POST /v1/contacts (the e-mail)',
    field: 'email',
    request: (bad) =>
      json('POST', '/v1/contacts', changeHeaders(owner.token), {
        id: randomUUID(),
        firstName: 'Louise',
        email: `louise${bad}@example.com`,
      }),
  },
  {
    name: 'PATCH /v1/contacts (the notes)',
    field: 'changes.notes',
    request: (bad) =>
      json('PATCH', '/v1/contacts', changeHeaders(owner.token), {
        id: contactId,
        baseVersion: 1,
        changes: { notes: `met in Basel${bad}` },
      }),
  },
  {
    name: 'POST /v1/artworks (the title)',
    field: 'artwork.artworkValues.title',
    request: (bad) =>
      json(
        'POST',
        '/v1/artworks',
        changeHeaders(owner.token),
        artworkBody(owner.collectionId, { values: { title: `Untitled${bad}` } }),
      ),
  },
  {
    name: 'POST /v1/artworks (the artist)',
    field: 'artwork.artist',
    request: (bad) =>
      json(
        'POST',
        '/v1/artworks',
        changeHeaders(collector.token),
        artworkBody(collector.collectionId, { artist: `Ada${bad}` }),
      ),
  },
  {
    name: 'PATCH /v1/artworks (the notes)',
    field: 'changes.artworkValues.notes',
    request: (bad) =>
      json('PATCH', '/v1/artworks', changeHeaders(owner.token), {
        id: artworkId,
        baseVersion: 1,
        changes: { artworkValues: { notes: `fragile${bad}` } },
      }),
  },
  {
    name: 'PUT /v1/artworks/imageURL/:id (the description)',
    field: 'description',
    request: (bad) =>
      json('PUT', `/v1/artworks/imageURL/${artworkId}`, changeHeaders(owner.token), {
        imageToConnect: randomUUID(),
        key: 'users/someone/artworks/some-image',
        description: `front${bad}`,
        sortIndex: 0,
      }),
  },
  {
    name: 'PATCH /v1/organisation (the name)',
    field: 'name',
    request: (bad) =>
      json('PATCH', '/v1/organisation', bearer(owner.token), { name: `Studio${bad}` }),
  },
  {
    name: 'PATCH /v1/organisation (the address)',
    field: 'address.city',
    request: (bad) =>
      json('PATCH', '/v1/organisation', bearer(owner.token), {
        name: 'Studio Ada',
        address: {
          addressLine1: 'Main St 1',
          city: `Munich${bad}`,
          postalCode: '1',
          country: 'DE',
        },
      }),
  },
  {
    name: 'POST /v1/register (the e-mail)',
    field: 'email',
    request: (bad) =>
      json(
        'POST',
        '/v1/register',
        {},
        {
          email: `ada${bad}@example.com`,
          password: STRONG_PASSWORD,
          role: 'artist',
          name: 'Ada',
        },
      ),
  },
  {
    name: 'POST /v1/register (the name)',
    field: 'name',
    request: (bad) =>
      json(
        'POST',
        '/v1/register',
        {},
        { email: uniqueEmail(), password: STRONG_PASSWORD, role: 'artist', name: `Ada${bad}` },
      ),
  },
  {
    name: 'POST /v1/register (the organisation)',
    field: 'organisation.name',
    request: (bad) =>
      json(
        'POST',
        '/v1/register',
        {},
        {
          email: uniqueEmail(),
          password: STRONG_PASSWORD,
          role: 'gallerist',
          name: 'Ada',
          organisation: { name: `Gallery${bad}` },
        },
      ),
  },
  {
    name: 'POST /v1/signin (the e-mail)',
    field: 'email',
    request: (bad) =>
      json('POST', '/v1/signin', {}, { email: `ada${bad}@example.com`, password: 'whatever' }),
  },
  {
    name: 'PATCH /v1/user (the name)',
    field: 'name',
    request: (bad) => json('PATCH', '/v1/user', bearer(owner.token), { name: `Ada${bad}` }),
  },
  {
    name: 'POST /v1/resetPassword/:email (the new password)',
    field: 'newPassword',
    request: (bad) =>
      json(
        'POST',
        `/v1/resetPassword/${encodeURIComponent(email)}`,
        {},
        { resetCode: '123456', newPassword: `a long new passphrase${bad}` },
      ),
  },
  {
    name: 'POST /v1/paymentMethod',
    field: 'payment_method',
    request: (bad) =>
      json('POST', '/v1/paymentMethod', bearer(subscriber.token), {
        payment_method: `pm_1${bad}`,
      }),
  },
  {
    name: 'POST /v1/subscription (the payment method)',
    field: 'payment_method',
    request: (bad) =>
      json('POST', '/v1/subscription', bearer(owner.token), {
        plan: 'artist-monthly',
        payment_method: `pm_1${bad}`,
      }),
  },
];

describe('control characters and lone surrogates in a body answer 400 naming the field', () => {
  for (const { name, field, request } of BODY_CASES) {
    for (const [label, bad] of BAD_TEXTS) {
      it(`${name}: ${label}`, async () => {
        const response = await t.app.inject(request(bad));
        expectError(response, 400, {
          code: 'VALIDATION',
          field,
          message: FORM_MESSAGES.invalidCharacters,
        });
      });
    }
  }
});

describe('texts in a path answer 400 too', () => {
  const PATH_CASES = [
    ['GET /v1/user/:email', (address: string) => ({ method: 'GET', url: `/v1/user/${address}` })],
    [
      'GET /v1/resetPassword/:email',
      (address: string) => ({ method: 'GET', url: `/v1/resetPassword/${address}` }),
    ],
    [
      'POST /v1/resetPassword/:email',
      (address: string) => ({
        method: 'POST',
        url: `/v1/resetPassword/${address}`,
        payload: { resetCode: '123456', newPassword: 'a long new passphrase' },
      }),
    ],
  ] as const;
  for (const [name, request] of PATH_CASES) {
    for (const [label, encoded] of [
      ['NUL', '%00'],
      ['BEL', '%07'],
    ] as const) {
      it(`${name}: ${label} in the e-mail`, async () => {
        const response = await t.app.inject(request(`ada${encoded}@example.com`) as InjectOptions);
        expectError(response, 400, {
          code: 'VALIDATION',
          field: 'emailParam',
          message: FORM_MESSAGES.invalidCharacters,
        });
      });
    }
    it(`${name}: a lone surrogate (not UTF-8) in the e-mail`, async () => {
      const response = await t.app.inject(request('ada%ED%A0%80@example.com') as InjectOptions);
      expect(response.statusCode, response.body).toBe(400);
    });
  }
});

describe('texts in a query string answer 400', () => {
  it('refuses NUL in a query value (artworkId, contentType)', async () => {
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/v1/artworks?artworkId=${artworkId}%00`,
      headers: changeHeaders(owner.token),
    });
    expectError(deleted, 400, { code: 'VALIDATION', field: 'artworkId' });
    const urls = await t.app.inject({
      method: 'GET',
      url: `/v1/artworks/imageURLs/${artworkId}/1?contentType=image%2Fjpeg%00`,
      headers: bearer(owner.token),
    });
    expectError(urls, 400, { code: 'VALIDATION', field: 'contentType' });
  });
});

describe('what may still be typed', () => {
  it('keeps tabs, line breaks and characters outside the Basic Multilingual Plane', async () => {
    const notes = 'first line\r\nsecond\tline 🎨 Ünïcödé';
    const response = await t.app.inject(
      json('PATCH', '/v1/contacts', changeHeaders(owner.token), {
        id: contactId,
        baseVersion: 1,
        changes: { notes },
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ contact: { notes: string } }>().contact.notes).toBe(notes);
  });
});
