import { ARTWORK_LONG_TEXT_MAX_LENGTH } from '@archive/domain/artworks/artwork.schema';
import { API_MESSAGES } from '@archive/domain/messages/api-messages';
import type { ExportResponse } from '@archive/domain/exports/export-options.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, expectError } from '../../test/api';
import { artworkBody, createArtwork, newOwner, type TestOwner } from '../../test/artwork-api';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { pollHealth } from '../../test/health-poller';

/*
 * Issue 30: one 1,000-work transport list held the event loop 52 s. Documents are made in
 * worker threads now; while one is made, the server answers everyone else.
 */

const WORKS = 240;
const LONG = 'Handle with gloves; keep upright; two people to lift. '.repeat(400).slice(0, 12_000);
const ADDRESS = {
  addressLine1: 'Hafenstrasse 9',
  city: 'Basel',
  region: '',
  postalCode: '4001',
  country: 'Switzerland',
};

let t: TestApp;
let owner: TestOwner;
let ids: string[];
let base: string;

beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { exportsPerUser: { max: 3, timeWindow: 60_000 } } });
  owner = await newOwner(t.app);
  ids = [];
  for (let index = 0; index < WORKS; index += 1) {
    const body = artworkBody(owner.collectionId, {
      artist: 'Ada Artist',
      values: {
        title: `Crate ${String(index + 1)}`,
        workDescription: LONG,
        installationInstructions: LONG,
        packaging: { crates: [], instructions: LONG },
      },
    });
    const created = await createArtwork(t.app, owner.token, body);
    expect(created.statusCode, created.body).toBe(200);
    ids.push(body.artwork.id as string);
  }
  expect(LONG.length).toBeLessThanOrEqual(ARTWORK_LONG_TEXT_MAX_LENGTH);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('not listening');
  base = `http://127.0.0.1:${String(address.port)}`;
}, 180_000);
afterAll(async () => {
  await t.close();
});

describe('an export of hundreds of works with long texts', () => {
  it('is made while /health keeps answering within a second', async () => {
    const exporting = fetch(`${base}/v1/exports/document/transportList`, {
      method: 'POST',
      headers: { ...bearer(owner.token), 'content-type': 'application/json' },
      body: JSON.stringify({
        artworkIds: ids,
        options: {
          title: 'To Basel',
          originAddress: ADDRESS,
          targetAddress: ADDRESS,
          pickupAddress: ADDRESS,
        },
      }),
    });
    const poller = pollHealth(`${base}/health`);
    const response = await exporting;
    const waits = await poller.stop();
    expect(response.status, await response.clone().text()).toBe(200);
    const answer = (await response.json()) as ExportResponse;
    expect(Math.max(...waits)).toBeLessThan(1000);
    // Long enough that a blocked loop would have shown: hundreds of pages, many health checks.
    expect(answer.data.pages).toBeGreaterThan(400);
    expect(waits.length).toBeGreaterThan(10);
  }, 120_000);

  it('loads only the selected works: one work of a large archive exports as CSV', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/exports/csv',
      headers: bearer(owner.token),
      payload: { artworkIds: [ids[7]], options: {} },
    });
    expect(response.statusCode, response.body).toBe(200);
    const file = await t.app.inject({
      method: 'GET',
      url: response.json<ExportResponse>().path,
    });
    const lines = file.rawPayload.toString('utf8').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Crate 8');
  });

  it('limits exports per user with 429 and Retry-After (the third call above used one)', async () => {
    const small = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/exports/csv',
        headers: bearer(owner.token),
        payload: { artworkIds: [ids[0]], options: {} },
      });
    expect((await small()).statusCode).toBe(200);
    const limited = await small();
    expectError(limited, 429, { code: 'RATE_LIMITED', message: API_MESSAGES.rateLimited });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another user is not limited by this one.
    const other = await newOwner(t.app);
    const body = artworkBody(other.collectionId, { artist: 'Ada Artist', values: { title: 'X' } });
    expect((await createArtwork(t.app, other.token, body)).statusCode).toBe(200);
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/v1/exports/csv',
      headers: bearer(other.token),
      payload: { artworkIds: [body.artwork.id], options: {} },
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
  });
});
