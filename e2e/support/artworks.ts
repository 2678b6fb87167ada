import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { seedAccount, type SeedAccount } from './accounts';

/** The parts of the API's artwork that the specs check. */
export interface ServerArtwork {
  id: string;
  artist: string;
  status: string | null;
  archiveArtworkNumber: number | null;
  collection: { id: string };
  isDeleted: boolean;
  version: number;
  artworkValues: Record<string, unknown> & {
    title: string;
    year: string;
    location: string;
    currentOwner: string;
    dimensions: { height: number | null; width: number | null; depth: number | null };
    isFramed: boolean;
    frame: { typeOfFrame: string };
    price: { currency: string; value: number | null };
    packaging: { crates: { packagingType: string; openingOrder: number }[]; instructions: string };
  };
}

export interface ServerCollection {
  id: string;
  name: string;
  type: 'production' | 'collection';
}

function auth(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** The account's collections, from the sign-in answer. */
/** A seeded account with its API token and first collection, from one sign-in. */
export async function seedArchive(
  request: APIRequestContext,
  options: Parameters<typeof seedAccount>[1] = {},
): Promise<{ account: SeedAccount; token: string; collectionId: string }> {
  const account = await seedAccount(request, options);
  const response = await request.post('/v1/signin', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    user: { session: { token: string } };
    collections: ServerCollection[];
  };
  const collectionId = body.collections[0]?.id;
  if (collectionId === undefined) throw new Error('A new account has no collection');
  return { account, token: body.user.session.token, collectionId };
}

/** Every artwork the server holds for the account and has not deleted. */
export async function serverArtworks(
  request: APIRequestContext,
  token: string,
): Promise<ServerArtwork[]> {
  const response = await request.get('/v1/artworks', { headers: auth(token) });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { artworks: ServerArtwork[] };
  return body.artworks.filter((artwork) => !artwork.isDeleted);
}

/** An artwork made on the server, as another device would. */
export async function createServerArtwork(
  request: APIRequestContext,
  token: string,
  collectionId: string,
  artwork: { artist: string; artworkValues: Record<string, unknown>; status?: string | null },
): Promise<string> {
  const id = randomUUID();
  const response = await request.post('/v1/artworks', {
    headers: { ...auth(token), 'idempotency-key': randomUUID() },
    data: { artwork: { id, ...artwork }, collection: { id: collectionId } },
  });
  expect(response.status(), await response.text()).toBe(200);
  return id;
}

/**
 * The list's row of the artwork titled `title`: the row itself (what a mouse clicks), found by
 * its open button's name "Title by Artist" (the row is no control of its own: decision 051).
 */
export function artworkRow(page: Page, title: string): Locator {
  return page
    .getByTestId('artwork-row')
    .filter({ has: page.getByRole('button', { name: new RegExp(`^${title} by`) }) });
}
