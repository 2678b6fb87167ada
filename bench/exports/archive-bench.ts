/**
 * Archive bench (issue 34, decision 055): an account of 20,000 works and 500 contacts, 2,000
 * of the works with an original of ~250 kB, in the real server built in this process (PGlite in
 * a temporary folder, or DATABASE_URL), listening on loopback.
 *
 *   flock /work/notes/bench.lock npm run bench:archive -w @archive/bench
 *
 * (a) the baseline: the same rows read a page of 500 at a time (works and their history,
 *     contacts) and every original read from the store, nothing written;
 * (b) the archive: POST /v1/exports/archive, then its GET over HTTP, the ZIP counted as it
 *     arrives and thrown away.
 * For each: the time, and the process's peak RSS and heap above what it was before, sampled
 * every 20 ms; during (b) also the slowest GET /health asked every 100 ms.
 * The works and images are written straight into the tables and the store (seeding 20,000
 * works through the API would take most of an hour); the archive reads them as the app does.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { emptyArtworkValues } from '@archive/domain/artworks/artwork.schema';
import type { ArchiveExportResponse } from '@archive/domain/exports/archive-export.schema';
import { sql } from 'drizzle-orm';
import { artworkNumberCounters, artworks } from '../../apps/server/src/db/schema-artworks';
import { contacts } from '../../apps/server/src/db/schema-contacts';
import { listeningBenchEnv, registerBenchUser, startBenchApp } from '../bench-app';
import { probeHealth } from '../health-probe';

const WORKS = Number(process.env.ARCHIVE_BENCH_WORKS ?? 20_000);
const IMAGES = Number(process.env.ARCHIVE_BENCH_IMAGES ?? 2_000);
const CONTACTS = 500;
const IMAGE_BYTES = 250_000;
const port = Number(process.env.BENCH_PORT ?? 4604);
const base = `http://127.0.0.1:${String(port)}`;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Peak RSS and heap above the start, sampled while `work` runs. */
async function measured<T>(work: () => Promise<T>): Promise<{
  result: T;
  seconds: number;
  rssPeak: number;
  heapPeak: number;
  buffersPeak: number;
}> {
  global.gc?.();
  const start = process.memoryUsage();
  let rssPeak = 0;
  let heapPeak = 0;
  let buffersPeak = 0;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    rssPeak = Math.max(rssPeak, now.rss - start.rss);
    heapPeak = Math.max(heapPeak, now.heapUsed - start.heapUsed);
    // Buffers live outside the heap: a ZIP held whole would show here.
    buffersPeak = Math.max(buffersPeak, now.arrayBuffers - start.arrayBuffers);
  }, 20);
  const began = performance.now();
  try {
    const result = await work();
    return {
      result,
      seconds: (performance.now() - began) / 1000,
      rssPeak,
      heapPeak,
      buffersPeak,
    };
  } finally {
    clearInterval(timer);
  }
}

const { app, close } = await startBenchApp('archive', {}, listeningBenchEnv(port));
try {
  const seeded = performance.now();
  const user = await registerBenchUser(app, 'collector', 'Bench Gallery');
  const userId = (await app.users.findByEmail(user.email))?.id ?? '';
  const photo = randomBytes(IMAGE_BYTES);
  const now = new Date();
  for (let start = 0; start < WORKS; start += 1000) {
    const rows = [];
    for (let index = start; index < Math.min(WORKS, start + 1000); index += 1) {
      const id = randomUUID();
      const images = [];
      if (
        index % Math.max(1, Math.floor(WORKS / IMAGES)) === 0 &&
        index / Math.floor(WORKS / IMAGES) < IMAGES
      ) {
        const key = `users/${userId}/artworks/${id}/${randomUUID()}`;
        await app.storage.putObject(key, photo, 'image/jpeg', 'private, max-age=31536000');
        images.push({
          connectionId: randomUUID(),
          key,
          url: app.storage.publicUrl(key),
          name: `photo-${String(index)}.jpg`,
          type: 'image/jpeg' as const,
          description: '',
          sortIndex: 0,
          dateCreated: now.toISOString(),
          width: 2400,
          height: 1800,
          linkedVersion: 1,
        });
      }
      rows.push({
        id,
        userId,
        collectionId: user.collectionId,
        artist: index % 3 === 0 ? 'Hilma af Klint' : 'Agnes Martin',
        status: 'available' as const,
        archiveArtworkNumber: index + 1,
        artworkValues: {
          ...emptyArtworkValues(),
          title: `Untitled No. ${String(index + 1)}`,
          year: String(1960 + (index % 40)),
          technique: 'Tempera and graphite on paper',
          workDescription: 'A study of a spiral opening out of a dark ground into light. '.repeat(
            4,
          ),
          location: 'Store B, rack 7',
          price: { currency: 'EUR' as const, value: 12_500 + index },
        },
        images,
        dateCreated: now,
        lastModified: now,
      });
    }
    await app.db.insert(artworks).values(rows);
  }
  await app.db
    .insert(artworkNumberCounters)
    .values({ userId, lastNumber: WORKS })
    .onConflictDoUpdate({ target: artworkNumberCounters.userId, set: { lastNumber: WORKS } });
  await app.db.insert(contacts).values(
    Array.from({ length: CONTACTS }, (_, index) => ({
      id: randomUUID(),
      userId,
      firstName: `Person ${String(index)}`,
      lastName: 'Collector',
      organisation: 'Galerie Nord',
      email: `person${String(index)}@example.com`,
      dateCreated: now,
      lastModified: now,
    })),
  );
  const imageCount = await app.db.execute(
    sql`SELECT count(*)::int AS n FROM artworks WHERE user_id = ${userId} AND jsonb_array_length(images) > 0`,
  );
  console.log(
    `Seeded ${String(WORKS)} works (${String((imageCount as { rows: { n: number }[] }).rows[0]?.n)} with an original of ${String(IMAGE_BYTES / 1000)} kB) and ${String(CONTACTS)} contacts in ${((performance.now() - seeded) / 1000).toFixed(0)} s`,
  );
  await app.listen({ host: '127.0.0.1', port });

  // (a) The same rows and files, read and let go.
  const baseline = await measured(async () => {
    const ids = await app.artworks.activeIds(userId);
    let bytes = 0;
    for (let start = 0; start < ids.length; start += 500) {
      const page = ids.slice(start, start + 500);
      const [works, history] = await Promise.all([
        app.artworks.findOwn(userId, page),
        app.sync.historyOf(userId, 'artwork', page),
      ]);
      bytes += JSON.stringify([...works.values()]).length + history.size;
    }
    bytes += JSON.stringify((await app.contacts.list(userId)).contacts).length;
    for (const work of await app.artworks.imageLists(userId)) {
      for (const image of work.images)
        bytes += (await app.files.readFile(image.key))?.bytes.length ?? 0;
    }
    return bytes;
  });

  // (b) The archive, over HTTP, while /health is asked.
  const probe = probeHealth(base, 100);
  const archive = await measured(async () => {
    const link = await fetch(`${base}/v1/exports/archive`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    const { path } = (await link.json()) as ArchiveExportResponse;
    const response = await fetch(`${base}${path}`);
    if (response.body === null || response.status !== 200) throw new Error(String(response.status));
    let bytes = 0;
    for await (const chunk of response.body) bytes += (chunk as Uint8Array).length;
    return bytes;
  });
  const health = await probe.stop();

  console.table([
    {
      run: '(a) the same rows and files, read alone',
      seconds: baseline.seconds.toFixed(1),
      'MB read': mb(baseline.result),
      'peak RSS +': mb(baseline.rssPeak),
      'peak heap +': mb(baseline.heapPeak),
      'peak buffers +': mb(baseline.buffersPeak),
    },
    {
      run: '(b) the archive ZIP, streamed over HTTP',
      seconds: archive.seconds.toFixed(1),
      'MB read': mb(archive.result),
      'peak RSS +': mb(archive.rssPeak),
      'peak heap +': mb(archive.heapPeak),
      'peak buffers +': mb(archive.buffersPeak),
    },
  ]);
  console.log(
    `Archive ÷ baseline time: ${(archive.seconds / baseline.seconds).toFixed(2)}×; slowest /health during the archive: ${health.slowestMs.toFixed(0)} ms (${String(health.asks)} asks)`,
  );
} finally {
  await close();
}
