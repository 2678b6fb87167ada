/**
 * Viewing room load bench (issue 33, decision 054): a public room of 200 works with full texts,
 * served by the server built in this process (PGlite in a temporary folder, or DATABASE_URL),
 * listening on loopback. autocannon drives it at 50 connections while one prober asks
 * GET /health every 50 ms, so the figures say what a busy room does to everyone else.
 *
 *   flock /work/notes/bench.lock npm run bench:room-load -w @archive/bench
 *
 * Phases, each after a short warm-up:
 *   (a) GET /health: the baseline, routing and one trivial query;
 *   (b) the room's first page as a browser first opens it (Brotli);
 *   (c) the same page checked again with its ETag (304, no work read);
 *   (d) the 200 works' full-screen viewers in turn (each rendered once, then from the cache).
 * Every room GET also counts the visit and the visitor's limit, as in production.
 * BENCH_PORT picks the port (4603); BENCH_SECONDS each phase's length (10).
 */
import { randomUUID } from 'node:crypto';
import { brotliCompressSync } from 'node:zlib';
import { emptyArtworkValues } from '@archive/domain/artworks/artwork.schema';
import { VIEWING_ROOM_PAGE_SIZE } from '@archive/domain/viewing-rooms/viewing-room.schema';
import type { Options } from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { RATE_LIMITS, type RateLimits } from '../../apps/server/src/plugins/rate-limits';
import { roomPage } from '../../apps/server/src/modules/viewing-rooms/room-page.html';
import {
  benchInject,
  createBenchArtwork,
  listeningBenchEnv,
  registerBenchUser,
  startBenchApp,
} from '../bench-app';
import { LOAD_PHASE, measurePhase } from '../load-phase';

const WORKS = 200;
const port = Number(process.env.BENCH_PORT ?? 4603);
const base = `http://127.0.0.1:${String(port)}`;

// Every request comes from 127.0.0.1: the per-visitor limit would stop the bench, which
// measures the pages, not the limiter (the limiter's store is still written on every GET).
const NO_LIMITS = Object.fromEntries(
  Object.keys(RATE_LIMITS).map((name) => [name, { max: 100_000_000, timeWindow: 60_000 }]),
) as RateLimits;

const DESCRIPTION =
  'Painted in the artist’s studio over one winter, this work belongs to a series that returns ' +
  'again and again to the same motif: a spiral opening out of a dark ground into light. The ' +
  'surface is built in thin layers of tempera, scraped back in places so that the paper shows ' +
  'through. Exhibited once, in 1987, and kept since in the collection it comes from. Framed ' +
  'in oak behind museum glass; a condition report is available on request.';

/** A room of WORKS works with the texts a gallery writes; its public path and work ids. */
async function seedRoom(app: FastifyInstance): Promise<{ path: string; ids: string[] }> {
  const user = await registerBenchUser(app, 'collector', 'Bench Gallery');
  const headers = { authorization: `Bearer ${user.token}` };
  const ids: string[] = [];
  for (let index = 0; index < WORKS; index += 1) {
    ids.push(
      await createBenchArtwork(app, user, {
        artist: index % 3 === 0 ? 'Hilma af Klint' : 'Agnes Martin',
        status: index % 7 === 0 ? 'sold' : 'available',
        artworkValues: {
          ...emptyArtworkValues(),
          title: `Untitled (spiral) No. ${String(index + 1)}`,
          year: String(1960 + (index % 40)),
          technique: 'Tempera and graphite on paper',
          edition: 'Unique',
          workDescription: DESCRIPTION,
          dimensions: { height: 150, width: 115, depth: null, diameter: null, variable: false },
          price: { currency: 'EUR', value: 12_500 + index * 250 },
        },
      }),
    );
  }
  const room = await benchInject(app, {
    method: 'POST',
    url: '/v1/viewingRoom',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: {
      artworkIds: ids,
      options: {
        title: 'The whole spring hang',
        introduction: 'Two hundred works from the spring hang, before the opening.',
        showPrice: true,
      },
    },
  });
  return { path: new URL(room.json<{ url: string }>().url).pathname, ids };
}

interface Figures {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  healthSlowestMs: number;
  healthP99Ms: number;
}

async function phase(
  name: string,
  options: Omit<Options, 'url' | 'connections' | 'duration'>,
): Promise<Figures> {
  const { result, health } = await measurePhase(base, LOAD_PHASE, options);
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    healthSlowestMs: health.slowestMs,
    healthP99Ms: health.p99Ms,
  };
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const { app, close } = await startBenchApp(
  'room-load',
  { rateLimits: NO_LIMITS },
  listeningBenchEnv(port),
);
try {
  const started = performance.now();
  const { path, ids } = await seedRoom(app);
  console.log(
    `Room of ${String(WORKS)} works seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await app.listen({ host: '127.0.0.1', port });

  const browser = { 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'Bench browser' };
  const first = await fetch(`${base}${path}`, { headers: browser });
  const firstHtml = await first.text();
  const tag = first.headers.get('etag') ?? '';
  if (first.status !== 200 || tag === '') throw new Error(`First page: ${String(first.status)}`);

  // What one page of every work weighed before pages (decision 054), made by the same template.
  const state = await app.viewingRooms.roomAt(path.slice(path.lastIndexOf('/') + 1));
  if (state.kind !== 'open') throw new Error('The room is not open');
  const works = await app.viewingRooms.worksAmong(state.room, ids);
  const everyWork = roomPage({
    title: 'The whole spring hang',
    introduction: '',
    showPrice: true,
    roomPath: path,
    works,
    page: { number: 1, count: 1 },
    enquiry: null,
  });
  console.log(
    `Page 1 (${String(VIEWING_ROOM_PAGE_SIZE)} works): ${kB(Buffer.byteLength(firstHtml))}, ` +
      `${kB(brotliCompressSync(firstHtml).length)} Brotli; one page of all ${String(WORKS)} ` +
      `works would be ${kB(Buffer.byteLength(everyWork))}, ${kB(brotliCompressSync(everyWork).length)} Brotli`,
  );

  let next = 0;
  const results = [
    await phase('(a) GET /health (baseline)', { requests: [{ method: 'GET', path: '/health' }] }),
    await phase('(b) room page 1, first open', {
      requests: [{ method: 'GET', path, headers: browser }],
    }),
    await phase('(c) room page 1, checked (304)', {
      requests: [{ method: 'GET', path, headers: { ...browser, 'if-none-match': tag } }],
    }),
    await phase('(d) the 200 viewers in turn', {
      requests: [
        {
          method: 'GET',
          headers: browser,
          setupRequest: (request) => {
            next = (next + 1) % ids.length;
            return { ...request, path: `${path}/works/${ids[next] ?? ''}` };
          },
        },
      ],
    }),
  ];
  const baseline = results[0]?.requestsPerSecond ?? Number.NaN;
  console.log(
    `\n${String(LOAD_PHASE.connections)} connections, ${String(LOAD_PHASE.seconds)} s each; /health asked every ${String(LOAD_PHASE.probeEveryMs)} ms meanwhile`,
  );
  console.table(
    results.map((row) => ({
      phase: row.name,
      'req/s': Math.round(row.requestsPerSecond),
      'vs /health': (row.requestsPerSecond / baseline).toFixed(2),
      'p50 ms': row.p50Ms,
      'p99 ms': row.p99Ms,
      'not 2xx (304s count)': row.non2xx,
      '/health slowest ms': Math.round(row.healthSlowestMs),
      '/health p99 ms': Math.round(row.healthP99Ms),
    })),
  );
} finally {
  await close();
}
