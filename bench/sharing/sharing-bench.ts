/**
 * bench/sharing (issue 18): the first sync of a recipient with 50 received records of 40 works
 * each (2,000 shared works, read live from the sender's archive through the projection),
 * beside the first sync of a user with 2,000 artworks of their own, in the same run on the
 * same server (in process, embedded PGlite). Goal: shared ≤ 1.5× own.
 *
 *   npm run bench:sharing -w @archive/bench
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { emptyArtworkValues } from '@archive/domain/artworks/artwork.schema';
import type { SyncResponse } from '@archive/domain/sync/sync.schema';
import { RATE_LIMITS, type RateLimits } from '../../apps/server/src/plugins/rate-limits';
import { registerBenchUser, startBenchApp, type BenchUser } from '../bench-app';
import { median } from '../median';

const RECORDS = 50;
const WORKS_PER_RECORD = 40;
const WORKS = RECORDS * WORKS_PER_RECORD;
const ROUNDS = 5;
const GOAL_RATIO = 1.5;

const RELAXED = Object.fromEntries(
  Object.keys(RATE_LIMITS).map((name) => [name, { max: 1_000_000, timeWindow: 60_000 }]),
) as RateLimits;

const { app, close } = await startBenchApp('sharing', { rateLimits: RELAXED });

type User = BenchUser;

function newUser(name: string): Promise<User> {
  return registerBenchUser(app, 'collector', name);
}

function headers(user: User): Record<string, string> {
  return { authorization: `Bearer ${user.token}`, 'idempotency-key': randomUUID() };
}

async function addWorks(user: User, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const id = randomUUID();
    const response = await app.inject({
      method: 'POST',
      url: '/v1/artworks',
      headers: headers(user),
      payload: {
        artwork: {
          id,
          artist: `Artist ${String(index % 40)}`,
          status: 'available',
          artworkValues: {
            ...emptyArtworkValues(),
            title: `Work ${String(index + 1)}`,
            year: String(1950 + (index % 70)),
            technique: 'Oil on canvas',
            workDescription: 'A work of some length, described in a sentence or two.',
            dimensions: { height: 100, width: 80, depth: 4, diameter: null, variable: false },
            price: { currency: 'EUR', value: 1000 + index },
            insuranceValue: { currency: 'EUR', value: 2000 + index },
            location: 'Store room',
            notes: 'Bought at the fair.',
          },
        },
        collection: { id: user.collectionId },
      },
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    ids.push(id);
  }
  return ids;
}

/** Pulls from 0 until `hasMore` is false; answers the time and what came. */
async function firstSync(user: User): Promise<{ ms: number; artworks: number; shared: number }> {
  const started = performance.now();
  let cursor = 0;
  let artworks = 0;
  let shared = 0;
  for (;;) {
    const response = await app.inject({
      method: 'GET',
      url: `/v1/sync/${String(cursor)}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    const page = response.json<SyncResponse>();
    artworks += page.artworks.length;
    for (const record of page.recievedRecords) {
      if (!('deleted' in record)) shared += record.artworks.length;
    }
    cursor = page.nextSync;
    if (!page.hasMore) break;
  }
  return { ms: performance.now() - started, artworks, shared };
}

try {
  const seeding = performance.now();
  const sender = await newUser('Sender');
  const recipient = await newUser('Recipient');
  const owner = await newUser('Owner');
  const sent = await addWorks(sender, WORKS);
  await addWorks(owner, WORKS);
  for (let record = 0; record < RECORDS; record += 1) {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/artworks/share',
      headers: headers(sender),
      payload: {
        recipient: { email: recipient.email },
        artworkIds: sent.slice(record * WORKS_PER_RECORD, (record + 1) * WORKS_PER_RECORD),
        shareOptions: { sharePrice: record % 2 === 0 },
        message: `Share ${String(record + 1)}`,
      },
    });
    if (response.statusCode !== 200) throw new Error(response.body);
  }
  console.info(
    `Seeded ${String(WORKS)} works to share in ${String(RECORDS)} records and ${String(WORKS)} own works in ${(
      (performance.now() - seeding) /
      1000
    ).toFixed(1)} s`,
  );

  // One warm-up each, then rounds taken in turn so both meet the same machine state.
  await firstSync(recipient);
  await firstSync(owner);
  const sharedTimes: number[] = [];
  const ownTimes: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const received = await firstSync(recipient);
    if (received.shared !== WORKS) throw new Error(`Received ${String(received.shared)} works`);
    sharedTimes.push(received.ms);
    const own = await firstSync(owner);
    if (own.artworks !== WORKS) throw new Error(`Pulled ${String(own.artworks)} artworks`);
    ownTimes.push(own.ms);
  }
  const shared = median(sharedTimes);
  const own = median(ownTimes);
  const ratio = shared / own;
  console.info(
    `First sync, median of ${String(ROUNDS)}: ${String(WORKS)} shared works in ${String(RECORDS)} records ${shared.toFixed(0)} ms; ${String(WORKS)} own artworks ${own.toFixed(0)} ms; ratio ${ratio.toFixed(2)}× (goal ≤ ${String(GOAL_RATIO)}×)`,
  );
  if (ratio > GOAL_RATIO) process.exitCode = 1;
} finally {
  await close();
}
