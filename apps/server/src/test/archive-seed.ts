import { randomUUID } from 'node:crypto';
import type { AuthResponse } from '@archive/domain/auth/auth.schema';
import type { BillingState } from '@archive/domain/billing/billing.schema';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { bearer, register } from './api';
import { artworkBody, createArtwork, deleteArtwork, patchArtwork } from './artwork-api';
import { ADDRESS, addCard, billingCall } from './billing-api';
import { uniqueEmail } from './build-test-app';
import { linkImage, uploadImage, uploadLogo } from './image-api';
import { changeHeaders, createContact, deleteContact, patchContact } from './sync-api';

/**
 * Tests only: a user with a full archive (an active plan, an organisation with a logo, an
 * artwork with an image and an edit, a contact with a photo and an edit), and every id of it,
 * for the suites that check one user cannot reach another's records.
 */
/** The seeded user's name: an artist's artworks in production must carry it as the artist. */
export const SEED_NAME = 'Ada Artist';

export interface SeededArchive {
  token: string;
  email: string;
  userId: string;
  collectionId: string;
  artworkId: string;
  artworkVersion: number;
  artistId: string;
  artworkImage: { key: string; connectionId: string; url: string };
  contactId: string;
  contactVersion: number;
  contactImage: { key: string; connectionId: string; url: string };
  logo: { key: string; url: string };
  subscriptionId: string;
  paymentMethodId: string;
  paymentIntent: { id: string; clientSecret: string };
  /** Operation (`METHOD /path/{param}`) → an idempotency key this user sent a change with. */
  idempotencyKeys: Record<string, string>;
  /** An artwork and a contact this user deleted (tombstones). */
  deleted: { artworkId: string; contactId: string };
  /** A password viewing room of the artwork, edited once (decision 032). */
  viewingRoom: { id: string; url: string };
  /** A share of the artwork to an address with no account (decision 036). */
  shareRecord: { id: string };
}

/** A small real PNG: the image checks accept it and its derivatives are quick to make. */
export function smallPng(): Promise<Buffer> {
  return sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 60, b: 20 } },
  })
    .png()
    .toBuffer();
}

/** Subscribes with the card that asks for confirmation, then confirms: trialing, level 1. */
async function subscribeConfirmed(
  app: FastifyInstance,
  token: string,
): Promise<{
  subscriptionId: string;
  paymentMethodId: string;
  intent: SeededArchive['paymentIntent'];
}> {
  const paymentMethodId = await addCard(app, token, '4000 0025 0000 3155');
  const created = await billingCall(app, token, 'POST', '/v1/subscription', {
    plan: 'artist-monthly',
    payment_method: paymentMethodId,
    address: ADDRESS,
  });
  expect(created.statusCode, created.body).toBe(200);
  const state = created.json<BillingState>();
  const intent = state.subscription?.paymentIntent;
  if (state.subscription === null || intent == null) throw new Error('No payment to confirm');
  const confirmed = await billingCall(
    app,
    token,
    'POST',
    `/v1/payments/local/payment_intents/${intent.id}/confirm`,
    { client_secret: intent.clientSecret },
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return {
    subscriptionId: state.subscription.subscriptionId,
    paymentMethodId,
    intent: { id: intent.id, clientSecret: intent.clientSecret },
  };
}

export async function seedArchive(app: FastifyInstance, png: Buffer): Promise<SeededArchive> {
  const email = uniqueEmail('archive');
  const answer: AuthResponse = await register(app, email, { role: 'artist', name: SEED_NAME });
  const token = answer.user.session.token;
  const collectionId = answer.collections[0]?.id;
  if (collectionId === undefined) throw new Error('A new artist has no collection');
  const billing = await subscribeConfirmed(app, token);
  const keys: Record<string, string> = {};
  const key = (operation: string) => {
    const value = randomUUID();
    keys[operation] = value;
    return value;
  };

  const logo = await uploadLogo(app, token, png);
  const organisation = await app.inject({
    method: 'PATCH',
    url: '/v1/organisation',
    headers: bearer(token),
    payload: { name: 'Studio Ada', logoUrl: logo.url },
  });
  expect(organisation.statusCode, organisation.body).toBe(200);

  const artworkId = randomUUID();
  const created = await createArtwork(
    app,
    token,
    artworkBody(collectionId, { id: artworkId }),
    key('POST /v1/artworks'),
  );
  expect(created.statusCode, created.body).toBe(200);
  const artistId = created.json<{ artistId: string }>().artistId;
  const artworkKey = await uploadImage(app, token, 'artworks', artworkId, png);
  const artworkConnection = randomUUID();
  const linked = await linkImage(
    app,
    token,
    'artworks',
    artworkId,
    { key: artworkKey, imageToConnect: artworkConnection },
    key('PUT /v1/artworks/imageURL/{id}'),
  );
  expect(linked.statusCode, linked.body).toBe(200);
  const edited = await patchArtwork(
    app,
    token,
    {
      id: artworkId,
      baseVersion: linked.json<{ version: number }>().version,
      changes: { artworkValues: { title: 'Untitled No. 2' } },
    },
    key('PATCH /v1/artworks'),
  );
  expect(edited.statusCode, edited.body).toBe(200);

  const contactId = randomUUID();
  const contact = await createContact(
    app,
    token,
    { id: contactId, firstName: 'Louise' },
    key('POST /v1/contacts'),
  );
  expect(contact.statusCode, contact.body).toBe(200);
  const contactKey = await uploadImage(app, token, 'contacts', contactId, png);
  const contactConnection = randomUUID();
  const photo = await linkImage(
    app,
    token,
    'contacts',
    contactId,
    { key: contactKey, imageToConnect: contactConnection },
    key('PUT /v1/contacts/imageURL/{id}'),
  );
  expect(photo.statusCode, photo.body).toBe(200);
  const renamed = await patchContact(
    app,
    token,
    {
      id: contactId,
      baseVersion: photo.json<{ version: number }>().version,
      changes: { lastName: 'Bourgeois' },
    },
    key('PATCH /v1/contacts'),
  );
  expect(renamed.statusCode, renamed.body).toBe(200);

  const deletedArtworkId = randomUUID();
  const second = await createArtwork(
    app,
    token,
    artworkBody(collectionId, { id: deletedArtworkId }),
  );
  expect(second.statusCode, second.body).toBe(200);
  const gone = await deleteArtwork(app, token, deletedArtworkId, key('DELETE /v1/artworks'));
  expect(gone.statusCode, gone.body).toBe(200);
  const deletedContactId = randomUUID();
  const another = await createContact(app, token, { id: deletedContactId, firstName: 'Ida' });
  expect(another.statusCode, another.body).toBe(200);
  const removed = await deleteContact(
    app,
    token,
    deletedContactId,
    key('DELETE /v1/contacts/{id}'),
  );
  expect(removed.statusCode, removed.body).toBe(200);

  const room = await app.inject({
    method: 'POST',
    url: '/v1/viewingRoom',
    headers: changeHeaders(token, key('POST /v1/viewingRoom')),
    payload: {
      artworkIds: [artworkId],
      options: { title: 'Private view', showPrice: true, password: 'seed room pass' },
    },
  });
  expect(room.statusCode, room.body).toBe(200);
  const viewingRoom = room.json<{ id: string; url: string }>();
  const roomEdit = await app.inject({
    method: 'PATCH',
    url: `/v1/viewingRoom/${viewingRoom.id}`,
    headers: changeHeaders(token, key('PATCH /v1/viewingRoom/{id}')),
    payload: { introduction: 'For you' },
  });
  expect(roomEdit.statusCode, roomEdit.body).toBe(200);

  const shared = await app.inject({
    method: 'POST',
    url: '/v1/artworks/share',
    headers: changeHeaders(token, key('POST /v1/artworks/share')),
    payload: {
      recipient: { email: uniqueEmail('friend') },
      artworkIds: [artworkId],
      shareOptions: { sharePrice: true },
      message: 'For you',
    },
  });
  expect(shared.statusCode, shared.body).toBe(200);

  return {
    token,
    email,
    userId: answer.user.id,
    collectionId,
    artworkId,
    artworkVersion: edited.json<{ artwork: { version: number } }>().artwork.version,
    artistId,
    artworkImage: {
      key: artworkKey,
      connectionId: artworkConnection,
      url: linked.json<{ image: { url: string } }>().image.url,
    },
    contactId,
    contactVersion: renamed.json<{ contact: { version: number } }>().contact.version,
    contactImage: {
      key: contactKey,
      connectionId: contactConnection,
      url: photo.json<{ image: { url: string } }>().image.url,
    },
    logo: { key: logo.key, url: logo.url },
    subscriptionId: billing.subscriptionId,
    paymentMethodId: billing.paymentMethodId,
    paymentIntent: billing.intent,
    idempotencyKeys: keys,
    deleted: { artworkId: deletedArtworkId, contactId: deletedContactId },
    viewingRoom,
    shareRecord: { id: shared.json<{ shareRecord: { id: string } }>().shareRecord.id },
  };
}
