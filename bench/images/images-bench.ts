/**
 * Image benchmark (docs/decisions/015-image-storage.md): how long the server takes to check a
 * 24-megapixel JPEG and make its derivatives (goal: under 1 s), against sharp's plain decode
 * of the same file in this process, then the throughput of 50 uploads through the API (upload
 * address, PUT, link) against the server built in this process on a temporary PGlite.
 *
 *   npm run bench:images -w @archive/bench
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { emptyArtworkValues } from '@archive/domain/artworks/artwork.schema';
import sharp from 'sharp';
import { createSharpMedia } from '../../apps/server/src/adapters/media/sharp-media';
import { checkImage } from '../../apps/server/src/modules/files/image-check';
import { makeDerivatives } from '../../apps/server/src/modules/files/image-derivatives';
import { benchInject, registerBenchUser, startBenchApp, uploadBenchImage } from '../bench-app';
import { photoLike } from '../photo-like';
import { median } from '../median';

const media = createSharpMedia();

const GOAL_MS = 1000;
const RUNS = 3;
const UPLOADS = 50;
const UPLOAD_CONCURRENCY = 4;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function medianOf(work: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) times.push(await timed(work));
  return median(times);
}

const ms = (value: number): string => `${value.toFixed(0)} ms`;

async function benchDerivatives(): Promise<void> {
  const original = await photoLike(6000, 4000);
  console.log(`24 MP JPEG (6000×4000): ${(original.length / 1024 / 1024).toFixed(1)} MB`);
  const decode = await medianOf(() => sharp(original).raw().toBuffer());
  const check = await medianOf(() => checkImage(media, original));
  const derivatives = await medianOf(() => makeDerivatives(media, original));
  const total = check + derivatives;
  console.log(`  baseline, sharp full decode:   ${ms(decode)}`);
  console.log(`  check (header + decode):       ${ms(check)}`);
  console.log(`  derivatives (1600 + 400 px):   ${ms(derivatives)}`);
  console.log(
    `  check + derivatives:           ${ms(total)}  (goal < ${ms(GOAL_MS)}: ${
      total < GOAL_MS ? 'met' : 'NOT met'
    }; ${(total / decode).toFixed(2)}× the plain decode)`,
  );
}

async function benchUploads(): Promise<void> {
  const { app, close } = await startBenchApp('images');
  try {
    const { token, collectionId } = await registerBenchUser(app);
    const headers = { authorization: `Bearer ${token}` };
    const artworkId = randomUUID();
    await benchInject(app, {
      method: 'POST',
      url: '/v1/artworks',
      headers: { ...headers, 'idempotency-key': randomUUID() },
      payload: {
        artwork: {
          id: artworkId,
          artist: 'Bench Artist',
          artworkValues: { ...emptyArtworkValues(), title: 'Bench' },
        },
        collection: { id: collectionId },
      },
    });
    const photo = await photoLike(3000, 2000);
    console.log(
      `\n${String(UPLOADS)} uploads of a 6 MP JPEG (${(photo.length / 1024 / 1024).toFixed(1)} MB),` +
        ` ${String(UPLOAD_CONCURRENCY)} at a time: upload address, PUT, link`,
    );

    let next = 0;
    const perUpload: number[] = [];
    async function worker(): Promise<void> {
      while (next < UPLOADS) {
        const index = next;
        next += 1;
        perUpload.push(await timed(() => uploadBenchImage(app, token, artworkId, photo, index)));
      }
    }
    const elapsed = await timed(() =>
      Promise.all(Array.from({ length: UPLOAD_CONCURRENCY }, () => worker())),
    );
    console.log(`  total:              ${ms(elapsed)}`);
    console.log(`  throughput:         ${(UPLOADS / (elapsed / 1000)).toFixed(1)} uploads/s`);
    console.log(`  per upload, median: ${ms(median(perUpload))}`);
    // The baseline for this part: the same photo's check and derivatives, without the API.
    const alone = await medianOf(async () => {
      await checkImage(media, photo);
      await makeDerivatives(media, photo);
    });
    console.log(
      `  baseline, check + derivatives alone: ${ms(alone)} ` +
        `(the API path takes ${(elapsed / UPLOADS / alone).toFixed(2)}× that per upload ` +
        'at this concurrency: the link checks the original again)',
    );
  } finally {
    await close();
  }
}

await benchDerivatives();
await benchUploads();
