import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { expect, it } from 'vitest';
import { readZip } from '../../test/read-zip';
import { archiveZip, type ArchiveSources } from './archive-zip';

/** The ZIP reads an image only when it comes to it (decision 055): never all of them ahead. */

function sources(reads: string[]): ArchiveSources {
  return {
    exportedAt: new Date('2026-11-28T00:00:00Z'),
    user: { email: 'a@example.com' },
    collections: [],
    artworkIds: [],
    loadArtworks: () => Promise.resolve([]),
    historyOf: () => Promise.resolve(new Map()),
    contacts: [],
    shareRecords: { sentRecords: [], recievedRecords: [] },
    artworkImages: Array.from({ length: 200 }, (_, index) => ({
      id: `work-${String(index)}`,
      images: [{ key: `key-${String(index)}`, name: 'photo.jpg', sortIndex: 0 }],
    })),
    readFile: (key) => {
      reads.push(key);
      return Promise.resolve({ bytes: Buffer.alloc(100_000, key), contentType: 'image/jpeg' });
    },
    onMissing: () => undefined,
  };
}

it('reads no image before the response asks for it, and only a few MB ahead of it after', async () => {
  const reads: string[] = [];
  const zip = archiveZip(sources(reads));
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  expect(reads).toEqual([]);

  const chunks: Buffer[] = [];
  let mostAhead = 0;
  await pipeline(
    zip,
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        // Images read beyond those the output has reached (each ~100 kB in the ZIP).
        const written = chunks.reduce((sum, part) => sum + part.length, 0);
        mostAhead = Math.max(mostAhead, reads.length - Math.floor(written / 100_000));
        setImmediate(done);
      },
    }),
  );
  expect(reads).toHaveLength(200);
  // Only what the stream buffers (archiver's 1 MB and the pipes' own) runs ahead: a few MB of
  // 20 MB of images, however many there are.
  expect(mostAhead).toBeLessThanOrEqual(40);
  const entries = await readZip(Buffer.concat(chunks));
  expect(entries.get('images/work-199/1-photo.jpg')?.equals(Buffer.alloc(100_000, 'key-199'))).toBe(
    true,
  );
});

it('stops reading when the response ends early, and a read failing then is not left unheard', async () => {
  const reads: string[] = [];
  const failing: ArchiveSources = {
    ...sources(reads),
    artworkIds: ['work-0'],
    // The database closes while the page is being read.
    loadArtworks: () =>
      new Promise((_, reject) =>
        setTimeout(() => {
          reject(new Error('closed'));
        }, 20),
      ),
  };
  const zip = archiveZip(failing);
  await new Promise((resolve) => zip.once('data', resolve));
  zip.destroy();
  await new Promise((resolve) => setTimeout(resolve, 80));
  expect(reads).toEqual([]);
});
