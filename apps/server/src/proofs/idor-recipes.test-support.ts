import { randomUUID } from 'node:crypto';
import { emptyArtworkValues } from '@archive/domain/artworks/artwork.schema';
import type { SeededArchive } from '../test/archive-seed';
import { STRONG_PASSWORD } from '../test/build-test-app';
import type { JsonSchema, Operation } from '../test/openapi-operations';
import { pathOf } from '../test/image-api';

/**
 * The IDOR matrix's recipes (docs/decisions/023-proof-suites.md): for each operation of the
 * served OpenAPI document that names a record, the calls another user makes with the owner's
 * ids and the answer each must get. The matrix fails on an operation that names a record and
 * has no recipe here, so a new route cannot be left out unnoticed.
 */

/** Field and parameter names that name a record (or an account, an upload, a card). */
const RECORD_NAME =
  /^(id|key|email|url)$|(Id|Ids|_id|Key|Url|Param)$|^payment_method$|^imageToConnect$/;

/** Where an operation names a record: its path parameters, id-like query and body fields. */
export function recordNames(operation: Operation): string[] {
  const names: string[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') names.push(`path ${parameter.name}`);
    if (parameter.in === 'query' && RECORD_NAME.test(parameter.name)) {
      names.push(`query ${parameter.name}`);
    }
  }
  const walk = (schema: JsonSchema | undefined, at: string) => {
    if (schema === undefined) return;
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const path = at === '' ? name : `${at}.${name}`;
      if (RECORD_NAME.test(name)) names.push(`body ${path}`);
      walk(property, path);
    }
    walk(schema.items, `${at}[]`);
    for (const part of [
      ...(schema.anyOf ?? []),
      ...(schema.oneOf ?? []),
      ...(schema.allOf ?? []),
    ]) {
      walk(part, at);
    }
  };
  walk(operation.body?.schema, '');
  return names;
}

export interface MatrixContext {
  /** The owner: a full archive whose ids the others send. */
  owner: SeededArchive;
  /** A second user with a full archive of their own (ids of their own records to pair with). */
  other: SeededArchive;
  /** A third user with no plan and no subscription (for the calls that start one). */
  unsubscribed: { token: string };
}

export interface Expected {
  status: number;
  code?: string;
  /** Why this answer and not 404: the spec or decision that records it. */
  because?: string;
}

export interface MatrixCall {
  /** Which of the owner's ids the call names, and where. */
  names: string;
  /** Who makes it; 'other' unless the call needs a user without a subscription. */
  by?: 'other' | 'unsubscribed';
  method: string;
  /** Path and query, filled. */
  url: string;
  payload?: Record<string, unknown>;
  expect: Expected;
  /** A batch (POST /v1/sync/changes): what each change's result must be. */
  results?: Expected;
  /** The answer (2xx) must not hold any of the owner's ids. */
  holdsNoOwnerIds?: boolean;
}

export type Recipe = (context: MatrixContext) => MatrixCall[];

const NOT_FOUND: Expected = { status: 404, code: 'NOT_FOUND' };
/**
 * An upload key or logo address that is not one this server handed out for the caller's own
 * record answers 403 'not this record's upload', whoever's it is and whether it exists: the
 * answer is the same for a made-up key, so it tells nothing (decision 016, recorded in 023).
 */
const NOT_THIS_RECORDS_UPLOAD: Expected = {
  status: 403,
  code: 'FORBIDDEN',
  because: 'docs/decisions/023-proof-suites.md: a foreign upload key answers as a made-up one',
};
/**
 * A card id the provider does not hold for the caller's customer is refused like Stripe
 * refuses it, as a declined card, the same answer as for an unknown id (decision 008).
 */
const CARD_NOT_HELD: Expected = {
  status: 402,
  code: 'CARD_DECLINED',
  because: 'docs/decisions/023-proof-suites.md: a foreign card answers as an unknown one',
};
/**
 * A collection that is not the caller's answers the form's 400 on `collection.id`, the same
 * answer as an unknown one (the artwork form shows it on its collection field).
 */
const NOT_YOUR_COLLECTION: Expected = {
  status: 400,
  code: 'VALIDATION',
  because: 'docs/decisions/023-proof-suites.md: a foreign collection answers as an unknown one',
};
const PUBLIC_BY_SPEC = 'spec section 7: a public account call, by e-mail before sign-in';

const enc = encodeURIComponent;

function linkBody(key: string): Record<string, unknown> {
  return { imageToConnect: randomUUID(), key, name: 'x.png', description: '', sortIndex: 0 };
}

/** Every upload key of the owner, each as a body `key`. */
function ownerKeys(owner: SeededArchive): { names: string; key: string }[] {
  return [
    { names: "body key: the owner's artwork image", key: owner.artworkImage.key },
    { names: "body key: the owner's contact photo", key: owner.contactImage.key },
    { names: "body key: the owner's logo", key: owner.logo.key },
  ];
}

export const RECIPES: Record<string, Recipe> = {
  // Account calls by e-mail: public by the spec, they name an account, not a record of it.
  'GET /v1/user/{emailParam}': ({ owner }) => [
    {
      names: "path emailParam: the owner's e-mail",
      method: 'GET',
      url: `/v1/user/${enc(owner.email)}`,
      expect: { status: 200, because: PUBLIC_BY_SPEC },
    },
  ],
  'GET /v1/resetPassword/{emailParam}': ({ owner }) => [
    {
      names: "path emailParam: the owner's e-mail",
      method: 'GET',
      url: `/v1/resetPassword/${enc(owner.email)}`,
      expect: { status: 200, because: PUBLIC_BY_SPEC },
    },
  ],
  'POST /v1/resetPassword/{emailParam}': ({ owner }) => [
    {
      names: "path emailParam: the owner's e-mail, a guessed code",
      method: 'POST',
      url: `/v1/resetPassword/${enc(owner.email)}`,
      payload: { resetCode: '123456', newPassword: 'a whole new passphrase' },
      expect: { status: 401, code: 'RESET_CODE_INVALID', because: PUBLIC_BY_SPEC },
    },
  ],
  'POST /v1/register': ({ owner }) => [
    {
      names: "body email: the owner's e-mail",
      method: 'POST',
      url: '/v1/register',
      payload: {
        email: owner.email,
        password: 'another passphrase here',
        role: 'artist',
        name: 'M',
      },
      expect: { status: 409, code: 'ACCOUNT_EXISTS', because: PUBLIC_BY_SPEC },
    },
  ],
  'POST /v1/signin': ({ owner }) => [
    {
      names: "body email: the owner's e-mail, another password",
      method: 'POST',
      url: '/v1/signin',
      payload: { email: owner.email, password: 'not the owners passphrase' },
      expect: { status: 401, code: 'INVALID_PASSWORD', because: PUBLIC_BY_SPEC },
    },
  ],
  'PATCH /v1/user': ({ owner }) => [
    {
      names: "body email: the owner's e-mail",
      method: 'PATCH',
      url: '/v1/user',
      // The caller's own password: an e-mail change needs it (decision 021).
      payload: { email: owner.email, currentPassword: STRONG_PASSWORD },
      expect: { status: 409, code: 'ACCOUNT_EXISTS', because: 'an e-mail names one account' },
    },
  ],

  'GET /v1/organisation/uploadLogo/{imageType}': () => [
    {
      names: 'path imageType: a file type, no record (an address for the caller)',
      method: 'GET',
      url: '/v1/organisation/uploadLogo/png',
      expect: { status: 200, because: "the caller's own upload address" },
      holdsNoOwnerIds: true,
    },
  ],
  'PATCH /v1/organisation': ({ owner }) => [
    {
      names: "body logoUrl: the owner's logo",
      method: 'PATCH',
      url: '/v1/organisation',
      payload: { name: 'Studio Mallory', logoUrl: owner.logo.url },
      expect: NOT_THIS_RECORDS_UPLOAD,
    },
  ],

  'GET /v1/getRemoteAlerts/{platform}': () => [
    {
      names: 'path platform: a platform, no record (the same alerts for everyone)',
      method: 'GET',
      url: '/v1/getRemoteAlerts/web',
      expect: { status: 200, because: 'spec section 7: the alerts list, without authorisation' },
      holdsNoOwnerIds: true,
    },
  ],

  'GET /v1/sync/{nextSync}': () => [
    {
      names: "path nextSync: a cursor of the caller's own log",
      method: 'GET',
      url: '/v1/sync/0',
      expect: { status: 200, because: "the caller's own changes" },
      holdsNoOwnerIds: true,
    },
  ],

  'POST /v1/contacts': ({ owner }) => [
    {
      names: "body id: the owner's contact",
      method: 'POST',
      url: '/v1/contacts',
      payload: { id: owner.contactId, firstName: 'Mallory' },
      expect: NOT_FOUND,
    },
    {
      names: "body id: the owner's deleted contact",
      method: 'POST',
      url: '/v1/contacts',
      payload: { id: owner.deleted.contactId, firstName: 'Mallory' },
      expect: NOT_FOUND,
    },
  ],
  'PATCH /v1/contacts': ({ owner }) => [
    {
      names: "body id: the owner's contact",
      method: 'PATCH',
      url: '/v1/contacts',
      payload: {
        id: owner.contactId,
        baseVersion: owner.contactVersion,
        changes: { firstName: 'Mallory' },
      },
      expect: NOT_FOUND,
    },
    {
      names: "body id: the owner's contact, removing its photo",
      method: 'PATCH',
      url: '/v1/contacts',
      payload: { id: owner.contactId, baseVersion: owner.contactVersion, changes: { image: null } },
      expect: NOT_FOUND,
    },
    {
      names: "body id: the owner's deleted contact",
      method: 'PATCH',
      url: '/v1/contacts',
      payload: { id: owner.deleted.contactId, baseVersion: 0, changes: { firstName: 'Mallory' } },
      expect: NOT_FOUND,
    },
  ],
  'DELETE /v1/contacts/{id}': ({ owner }) => [
    {
      names: "path id: the owner's contact",
      method: 'DELETE',
      url: `/v1/contacts/${owner.contactId}`,
      expect: NOT_FOUND,
    },
    {
      names: "path id: the owner's deleted contact",
      method: 'DELETE',
      url: `/v1/contacts/${owner.deleted.contactId}`,
      expect: NOT_FOUND,
    },
  ],
  'GET /v1/contacts/{id}/history': ({ owner }) => [
    {
      names: "path id: the owner's contact",
      method: 'GET',
      url: `/v1/contacts/${owner.contactId}/history`,
      expect: NOT_FOUND,
    },
  ],
  'GET /v1/contacts/imageURLs/{id}/{count}': ({ owner }) => [
    {
      names: "path id: the owner's contact",
      method: 'GET',
      url: `/v1/contacts/imageURLs/${owner.contactId}/1?contentType=image%2Fpng`,
      expect: NOT_FOUND,
    },
  ],
  'PUT /v1/contacts/imageURL/{id}': ({ owner, other }) => [
    {
      names: "path id: the owner's contact, with the owner's photo key",
      method: 'PUT',
      url: `/v1/contacts/imageURL/${owner.contactId}`,
      payload: linkBody(owner.contactImage.key),
      expect: NOT_FOUND,
    },
    ...ownerKeys(owner).map(({ names, key }) => ({
      names: `${names}, on the caller's own contact`,
      method: 'PUT',
      url: `/v1/contacts/imageURL/${other.contactId}`,
      payload: linkBody(key),
      expect: NOT_THIS_RECORDS_UPLOAD,
    })),
  ],

  'POST /v1/artworks': ({ owner, other }) => [
    {
      names: "body artwork.id: the owner's artwork",
      method: 'POST',
      url: '/v1/artworks',
      payload: newArtwork(owner.artworkId, other.collectionId),
      expect: NOT_FOUND,
    },
    {
      names: "body artwork.id: the owner's deleted artwork",
      method: 'POST',
      url: '/v1/artworks',
      payload: newArtwork(owner.deleted.artworkId, other.collectionId),
      expect: NOT_FOUND,
    },
    {
      names: "body collection.id: the owner's collection",
      method: 'POST',
      url: '/v1/artworks',
      payload: newArtwork(randomUUID(), owner.collectionId),
      expect: NOT_YOUR_COLLECTION,
    },
  ],
  'PATCH /v1/artworks': ({ owner, other }) => [
    {
      names: "body id: the owner's artwork",
      method: 'PATCH',
      url: '/v1/artworks',
      payload: {
        id: owner.artworkId,
        baseVersion: owner.artworkVersion,
        changes: { artworkValues: { title: 'Mallory was here' } },
      },
      expect: NOT_FOUND,
    },
    {
      names: "body id: the owner's artwork, deleting its images",
      method: 'PATCH',
      url: '/v1/artworks',
      payload: { id: owner.artworkId, baseVersion: owner.artworkVersion, changes: { images: [] } },
      expect: NOT_FOUND,
    },
    {
      names: "body id: the owner's deleted artwork",
      method: 'PATCH',
      url: '/v1/artworks',
      payload: { id: owner.deleted.artworkId, baseVersion: 0, changes: { artist: 'Mallory' } },
      expect: NOT_FOUND,
    },
    {
      names: "body changes.collection.id: the owner's collection, on the caller's artwork",
      method: 'PATCH',
      url: '/v1/artworks',
      payload: {
        id: other.artworkId,
        baseVersion: other.artworkVersion,
        changes: { collection: { id: owner.collectionId } },
      },
      expect: NOT_YOUR_COLLECTION,
    },
    {
      names: "body changes.images[].connectionId: the owner's image, on the caller's artwork",
      method: 'PATCH',
      url: '/v1/artworks',
      payload: {
        id: other.artworkId,
        baseVersion: other.artworkVersion,
        changes: {
          images: [
            { connectionId: other.artworkImage.connectionId, description: '', sortIndex: 0 },
            { connectionId: owner.artworkImage.connectionId, description: 'mine', sortIndex: 1 },
          ],
        },
      },
      expect: {
        status: 200,
        because: "docs/decisions/023-proof-suites.md: the list orders the caller's own images",
      },
      holdsNoOwnerIds: true,
    },
  ],
  'DELETE /v1/artworks': ({ owner }) => [
    {
      names: "query artworkId: the owner's artwork",
      method: 'DELETE',
      url: `/v1/artworks?artworkId=${owner.artworkId}`,
      expect: NOT_FOUND,
    },
    {
      names: "query artworkId: the owner's deleted artwork",
      method: 'DELETE',
      url: `/v1/artworks?artworkId=${owner.deleted.artworkId}`,
      expect: NOT_FOUND,
    },
  ],
  'GET /v1/artworks/{id}/history': ({ owner }) => [
    {
      names: "path id: the owner's artwork",
      method: 'GET',
      url: `/v1/artworks/${owner.artworkId}/history`,
      expect: NOT_FOUND,
    },
    {
      names: "path id: the owner's deleted artwork",
      method: 'GET',
      url: `/v1/artworks/${owner.deleted.artworkId}/history`,
      expect: NOT_FOUND,
    },
  ],
  'GET /v1/artworks/imageURLs/{id}/{count}': ({ owner }) => [
    {
      names: "path id: the owner's artwork",
      method: 'GET',
      url: `/v1/artworks/imageURLs/${owner.artworkId}/1?contentType=image%2Fpng`,
      expect: NOT_FOUND,
    },
  ],
  'POST /v1/artworks/importImage/{id}': ({ owner }) => [
    {
      names: "path id: the owner's artwork (the link is the owner's own image on this host)",
      method: 'POST',
      url: `/v1/artworks/importImage/${owner.artworkId}`,
      payload: { link: `http://127.0.0.1:9${pathOf(owner.artworkImage.url)}`, name: 'x.png' },
      expect: NOT_FOUND,
    },
  ],
  'PUT /v1/artworks/imageURL/{id}': ({ owner, other }) => [
    {
      names: "path id: the owner's artwork, with the owner's image key",
      method: 'PUT',
      url: `/v1/artworks/imageURL/${owner.artworkId}`,
      payload: linkBody(owner.artworkImage.key),
      expect: NOT_FOUND,
    },
    {
      names: "path id: the owner's artwork, body imageToConnect: the owner's image",
      method: 'PUT',
      url: `/v1/artworks/imageURL/${owner.artworkId}`,
      payload: {
        ...linkBody(owner.artworkImage.key),
        imageToConnect: owner.artworkImage.connectionId,
      },
      expect: NOT_FOUND,
    },
    ...ownerKeys(owner).map(({ names, key }) => ({
      names: `${names}, on the caller's own artwork`,
      method: 'PUT',
      url: `/v1/artworks/imageURL/${other.artworkId}`,
      payload: linkBody(key),
      expect: NOT_THIS_RECORDS_UPLOAD,
    })),
  ],

  'POST /v1/viewingRoom': ({ owner }) => [
    {
      names: "body artworkIds: the owner's artwork",
      method: 'POST',
      url: '/v1/viewingRoom',
      payload: { artworkIds: [owner.artworkId], options: { title: 'Mallory' } },
      expect: NOT_FOUND,
    },
    {
      names: "body artworkIds: the owner's deleted artwork",
      method: 'POST',
      url: '/v1/viewingRoom',
      payload: { artworkIds: [owner.deleted.artworkId], options: { title: 'Mallory' } },
      expect: NOT_FOUND,
    },
  ],
  'PATCH /v1/viewingRoom/{id}': ({ owner, other }) => [
    {
      names: "path id: the owner's room",
      method: 'PATCH',
      url: `/v1/viewingRoom/${owner.viewingRoom.id}`,
      payload: { title: 'Mallory', password: null },
      expect: NOT_FOUND,
    },
    {
      names: "path id: the owner's room, body artworkIds: the caller's own artwork",
      method: 'PATCH',
      url: `/v1/viewingRoom/${owner.viewingRoom.id}`,
      payload: { artworkIds: [other.artworkId] },
      expect: NOT_FOUND,
    },
    {
      names: "body artworkIds: the owner's artwork, on the caller's own room",
      method: 'PATCH',
      url: `/v1/viewingRoom/${other.viewingRoom.id}`,
      payload: { artworkIds: [owner.artworkId] },
      expect: NOT_FOUND,
    },
  ],
  // Issue 41: a room's enquiries hold visitors' addresses.
  'GET /v1/viewingRoom/{id}/enquiries': ({ owner }) => [
    {
      names: "path id: the owner's room",
      method: 'GET',
      url: `/v1/viewingRoom/${owner.viewingRoom.id}/enquiries`,
      expect: NOT_FOUND,
    },
  ],
  'DELETE /v1/viewingRoom/{id}': ({ owner }) => [
    {
      names: "path id: the owner's room",
      method: 'DELETE',
      url: `/v1/viewingRoom/${owner.viewingRoom.id}`,
      expect: NOT_FOUND,
    },
  ],

  // Sharing (decision 036): another user's works, collections and records answer 404.
  'POST /v1/artworks/share': ({ owner }) => [
    {
      names: "body artworkIds: the owner's artwork",
      method: 'POST',
      url: '/v1/artworks/share',
      payload: {
        recipient: { email: 'mallory-friend@example.org' },
        artworkIds: [owner.artworkId],
        shareOptions: { sharePrice: true },
        message: '',
      },
      expect: NOT_FOUND,
    },
    {
      names: "body artworkIds: the owner's deleted artwork",
      method: 'POST',
      url: '/v1/artworks/share',
      payload: {
        recipient: { email: 'mallory-friend@example.org' },
        artworkIds: [owner.deleted.artworkId],
        shareOptions: { sharePrice: false },
        message: '',
      },
      expect: NOT_FOUND,
    },
    {
      names: "body recipient.email: the owner's e-mail, with the owner's artwork",
      method: 'POST',
      url: '/v1/artworks/share',
      payload: {
        recipient: { email: owner.email },
        artworkIds: [owner.artworkId],
        shareOptions: { sharePrice: true },
        message: '',
      },
      expect: NOT_FOUND,
    },
  ],
  'PUT /v1/artworks/share/{collectionId}': ({ owner, other }) => [
    {
      names: "path collectionId: the owner's collection, body artworkIds: the caller's artwork",
      method: 'PUT',
      url: `/v1/artworks/share/${owner.collectionId}`,
      payload: { artworkIds: [other.artworkId] },
      expect: NOT_FOUND,
    },
    {
      names: "body artworkIds: the owner's shared artwork, into the caller's collection",
      method: 'PUT',
      url: `/v1/artworks/share/${other.collectionId}`,
      payload: { artworkIds: [owner.artworkId] },
      expect: NOT_FOUND,
    },
    {
      names: "path collectionId and body artworkIds: the owner's",
      method: 'PUT',
      url: `/v1/artworks/share/${owner.collectionId}`,
      payload: { artworkIds: [owner.artworkId] },
      expect: NOT_FOUND,
    },
  ],
  'DELETE /v1/artworks/share/{shareRecordId}': ({ owner }) => [
    {
      names: "path shareRecordId: the owner's share record",
      method: 'DELETE',
      url: `/v1/artworks/share/${owner.shareRecord.id}`,
      expect: NOT_FOUND,
    },
  ],

  'POST /v1/subscription': ({ owner }) => [
    {
      names: "body payment_method: the owner's card",
      by: 'unsubscribed',
      method: 'POST',
      url: '/v1/subscription',
      payload: { plan: 'artist-monthly', payment_method: owner.paymentMethodId },
      expect: CARD_NOT_HELD,
    },
  ],
  'PATCH /v1/subscription': ({ owner }) => [
    {
      names: "body subscriptionId: the owner's subscription",
      method: 'PATCH',
      url: '/v1/subscription',
      payload: { subscriptionId: owner.subscriptionId },
      expect: NOT_FOUND,
    },
  ],
  'PATCH /v1/subscription/restart': ({ owner }) => [
    {
      names: "body subscriptionId: the owner's subscription",
      method: 'PATCH',
      url: '/v1/subscription/restart',
      payload: { subscriptionId: owner.subscriptionId },
      expect: NOT_FOUND,
    },
  ],
  'POST /v1/subscription/change': ({ owner }) => [
    {
      names: "body subscriptionId: the owner's subscription",
      method: 'POST',
      url: '/v1/subscription/change',
      payload: { subscriptionId: owner.subscriptionId, newPlan: 'artist-yearly' },
      expect: NOT_FOUND,
    },
  ],
  'POST /v1/paymentMethod': ({ owner }) => [
    {
      names: "body payment_method: the owner's card",
      method: 'POST',
      url: '/v1/paymentMethod',
      payload: { payment_method: owner.paymentMethodId },
      expect: CARD_NOT_HELD,
    },
  ],
  'POST /v1/exports/document/{type}': ({ owner, other }) => [
    {
      names: "body artworkIds: the owner's artwork",
      method: 'POST',
      url: '/v1/exports/document/workList',
      payload: { artworkIds: [owner.artworkId], options: { title: 'x' } },
      expect: NOT_FOUND,
    },
    {
      names: "body artworkIds: the owner's artwork beside the caller's own",
      method: 'POST',
      url: '/v1/exports/document/storageLabels',
      payload: {
        artworkIds: [other.artworkId, owner.artworkId],
        options: { labelSize: 'regular' },
      },
      expect: NOT_FOUND,
    },
    {
      names: "body artworkIds: the owner's deleted artwork",
      method: 'POST',
      url: '/v1/exports/document/workList',
      payload: { artworkIds: [owner.deleted.artworkId], options: { title: 'x' } },
      expect: NOT_FOUND,
    },
  ],
  'POST /v1/exports/csv': ({ owner }) => [
    {
      names: "body artworkIds: the owner's artwork",
      method: 'POST',
      url: '/v1/exports/csv',
      payload: { artworkIds: [owner.artworkId], options: {} },
      expect: NOT_FOUND,
    },
  ],
  // Issue 34: contacts as CSV or vCard hold the owner's address book.
  'POST /v1/exports/contacts': ({ owner }) => [
    {
      names: "body contactIds: the owner's contact",
      method: 'POST',
      url: '/v1/exports/contacts',
      payload: { format: 'vcard', contactIds: [owner.contactId] },
      expect: NOT_FOUND,
    },
    {
      names: "body contactIds: the owner's deleted contact",
      method: 'POST',
      url: '/v1/exports/contacts',
      payload: { format: 'csv', contactIds: [owner.deleted.contactId] },
      expect: NOT_FOUND,
    },
  ],
  'POST /v1/payments/local/payment_intents/{id}/confirm': ({ owner, other }) => [
    {
      names: "path id: the owner's payment, with the caller's own client secret",
      method: 'POST',
      url: `/v1/payments/local/payment_intents/${enc(owner.paymentIntent.id)}/confirm`,
      payload: { client_secret: other.paymentIntent.clientSecret },
      expect: NOT_FOUND,
    },
  ],
};

function newArtwork(id: string, collectionId: string): Record<string, unknown> {
  return {
    artwork: {
      id,
      artist: 'Mallory',
      status: null,
      artworkValues: { ...emptyArtworkValues(), title: 'Mallory was here' },
    },
    collection: { id: collectionId },
  };
}

/** The change calls POST /v1/sync/changes carries, by the operation whose recipe it reuses. */
const BATCHED: Record<string, { kind: 'artwork' | 'contact'; op: 'create' | 'update' | 'delete' }> =
  {
    'POST /v1/contacts': { kind: 'contact', op: 'create' },
    'PATCH /v1/contacts': { kind: 'contact', op: 'update' },
    'DELETE /v1/contacts/{id}': { kind: 'contact', op: 'delete' },
    'POST /v1/artworks': { kind: 'artwork', op: 'create' },
    'PATCH /v1/artworks': { kind: 'artwork', op: 'update' },
    'DELETE /v1/artworks': { kind: 'artwork', op: 'delete' },
  };

/** A single change call as the batch's body: the create or edit body, the delete's record. */
function batchBody(call: MatrixCall, kind: 'artwork' | 'contact', op: string): unknown {
  if (op !== 'delete') return call.payload;
  const url = new URL(call.url, 'http://matrix.invalid');
  return kind === 'artwork'
    ? { artworkId: url.searchParams.get('artworkId') }
    : { id: url.pathname.split('/').pop() };
}

/**
 * Every call of the single change recipes, sent as a one-change batch: the batch answers 200
 * and the change the single call's answer (docs/decisions/058). The first of each goes with the
 * key the owner sent that call with: keys are each user's own in a batch too.
 */
RECIPES['POST /v1/sync/changes'] = (context) =>
  Object.entries(BATCHED).flatMap(([name, { kind, op }]) => {
    const recipe = RECIPES[name];
    if (recipe === undefined) throw new Error(`No recipe for ${name}`);
    return recipe(context).map((call, index) => ({
      names: `changes[].body (${kind} ${op}): ${call.names}`,
      method: 'POST',
      url: '/v1/sync/changes',
      payload: {
        changes: [
          {
            key: (index === 0 ? context.owner.idempotencyKeys[name] : undefined) ?? randomUUID(),
            kind,
            op,
            body: batchBody(call, kind, op),
          },
        ],
      },
      expect: { status: 200 },
      results: call.expect,
    }));
  });
