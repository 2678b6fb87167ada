import { randomUUID } from 'node:crypto';
import {
  emptyArtworkValues,
  type ListArtworksResponse,
} from '@archive/domain/artworks/artwork.schema';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bearer, registerWithPlan } from './api';
import { uniqueEmail } from './build-test-app';
import { changeHeaders } from './sync-api';

/** Helpers over app.inject for the artwork calls. */

export interface TestOwner {
  token: string;
  name: string;
  /** The id of the user's first collection ('production' for artists). */
  collectionId: string;
}

/** Registers a user; artists get a production collection, other roles a 'collection'. */
export async function newOwner(
  app: FastifyInstance,
  role: 'artist' | 'collector' = 'artist',
  name = 'Ada Artist',
): Promise<TestOwner> {
  const answer = await registerWithPlan(app, uniqueEmail(role), { role, name });
  const collection = answer.collections[0];
  if (collection === undefined) throw new Error('A new user has no collection');
  return { token: answer.user.session.token, name, collectionId: collection.id };
}

/** A valid create body: the artwork by `artist` titled `title`, with `values` over empty ones. */
export function artworkBody(
  collectionId: string,
  options: {
    id?: string;
    artist?: string;
    status?: string | null;
    values?: Record<string, unknown>;
    dateCreated?: string;
  } = {},
): { artwork: Record<string, unknown>; collection: { id: string }; dateCreated?: string } {
  return {
    artwork: {
      id: options.id ?? randomUUID(),
      artist: options.artist ?? 'Ada Artist',
      status: options.status ?? null,
      artworkValues: { ...emptyArtworkValues(), title: 'Untitled No. 1', ...options.values },
    },
    collection: { id: collectionId },
    ...(options.dateCreated === undefined ? {} : { dateCreated: options.dateCreated }),
  };
}

export function createArtwork(
  app: FastifyInstance,
  token: string,
  payload: unknown,
  key?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/v1/artworks',
    headers: changeHeaders(token, key),
    payload: payload as Record<string, unknown>,
  });
}

/** Creates an artwork of the owner's first collection; answers its id. */
export async function newArtwork(app: FastifyInstance, owner: TestOwner): Promise<string> {
  const id = randomUUID();
  const response = await createArtwork(app, owner.token, artworkBody(owner.collectionId, { id }));
  expect(response.statusCode, response.body).toBe(200);
  return id;
}

export function patchArtwork(
  app: FastifyInstance,
  token: string,
  payload: unknown,
  key?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'PATCH',
    url: '/v1/artworks',
    headers: changeHeaders(token, key),
    payload: payload as Record<string, unknown>,
  });
}

export function deleteArtwork(
  app: FastifyInstance,
  token: string,
  id: string,
  key?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'DELETE',
    url: `/v1/artworks?artworkId=${id}`,
    headers: changeHeaders(token, key),
  });
}

export function artworkHistory(
  app: FastifyInstance,
  token: string,
  id: string,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: `/v1/artworks/${id}/history`, headers: bearer(token) });
}

export async function listArtworks(
  app: FastifyInstance,
  token: string,
): Promise<ListArtworksResponse> {
  const response = await app.inject({ method: 'GET', url: '/v1/artworks', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
