import { randomUUID } from 'node:crypto';
import type { ArtworkValues } from '@archive/domain/artworks/artwork.schema';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { artworkBody, createArtwork } from './artwork-api';

/**
 * A work as a gallery keeps it, with the fields no visitor or recipient may see: what sharing
 * and viewing-room tests show, then search the answers for PRIVATE_WORDS.
 */
export function privateWorkValues(title: string, price = 12500): Partial<ArtworkValues> {
  return {
    title,
    year: '1907',
    technique: 'Tempera on paper',
    edition: '1/1',
    workDescription: 'A study in spirals.',
    dimensions: { height: 120, width: 80, depth: null, diameter: null, variable: false },
    price: { currency: 'EUR', value: price },
    insuranceValue: { currency: 'EUR', value: 777111 },
    productionCosts: { currency: 'EUR', value: 3333 },
    framingCosts: { currency: 'EUR', value: 4444 },
    location: 'Secret Store Room 9',
    position: 'Rack 7',
    currentOwner: 'Private Collector Zed',
    source: 'Auction house Q',
    incomingDate: '2020-01-02',
    notes: 'internal note do-not-share',
  };
}

/** Words of the private fields above: none may appear in what others are shown. */
export const PRIVATE_WORDS = [
  '777111',
  'Secret Store',
  'Rack 7',
  'Collector Zed',
  'Auction house',
  'do-not-share',
  '2020-01-02',
  '3333',
  '4444',
];

/**
 * Fails when `text` holds a private word (or one of `more`). Ids and tokens are taken out first:
 * a random UUID holds '3333' or '777' often enough to fail one CI run in a few hundred.
 */
export function expectNoPrivateWords(text: string, more: readonly string[] = []): void {
  const withoutIds = text.replace(
    /[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}|[\w-]{20,}/gi,
    '<id>',
  );
  for (const word of [...PRIVATE_WORDS, ...more]) expect(withoutIds).not.toContain(word);
}

/** Creates a work with private fields (by Hilma Klint) for `owner`; answers its id. */
export async function addPrivateWork(
  app: FastifyInstance,
  owner: { token: string; collectionId: string },
  work: { title: string; price?: number; status?: string | null },
): Promise<string> {
  const id = randomUUID();
  const response = await createArtwork(
    app,
    owner.token,
    artworkBody(owner.collectionId, {
      id,
      artist: 'Hilma Klint',
      status: work.status ?? null,
      values: privateWorkValues(work.title, work.price),
    }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return id;
}
