import type { Table } from 'dexie';
import { PACKED_ENTRIES_SEPARATOR, packedEntryId } from './packed-artwork-list-entry';

/**
 * The artworks list's entries are kept packed, many to a stored record: reading 20,000 records
 * costs IndexedDB hundreds of milliseconds whatever their size, reading 128 costs a few. Each
 * artwork's entry lives in the bucket its id hashes to, so a change rewrites one bucket (about
 * 150 entries at 20,000 artworks), never the whole list.
 */
export const LIST_BUCKETS = 128;

/** FNV-1a over the id's code units: ids are random UUIDs, so buckets fill evenly. */
export function bucketOf(id: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index += 1) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % LIST_BUCKETS;
}

/** The packed entries a bucket holds. */
export function bucketEntries(bucket: string | undefined): string[] {
  return bucket === undefined || bucket === '' ? [] : bucket.split(PACKED_ENTRIES_SEPARATOR);
}

/** A bucket's entries with those of `put` written (replacing the same id) and `remove` left out. */
export function changeBucket(
  bucket: string | undefined,
  put: ReadonlyMap<string, string>,
  remove: ReadonlySet<string>,
): string {
  const kept = bucketEntries(bucket).filter((packed) => {
    const id = packedEntryId(packed);
    return !put.has(id) && !remove.has(id);
  });
  return [...kept, ...put.values()].join(PACKED_ENTRIES_SEPARATOR);
}

/**
 * Buckets a read of the list asks for at once: a thirty-second of the list's entries a read,
 * about 250 kB at 20,000 artworks (issue 39).
 */
export const BUCKETS_PER_READ = 4;

/**
 * Reads of the list waiting for their answer at once. Answers that arrive together are taken in
 * one task: with every read made at once, most of them came in a single task of 190 ms on a slow
 * machine (a trace of bench:artworks). Two at a time, each answer comes in a task of its own.
 */
export const LIST_READS_IN_FLIGHT = 2;

/**
 * Every bucket, in the order of their keys, read a part at a time (call it in a transaction,
 * so the parts are one snapshot): one read of all 128 (20,000 entries, 8 MB of text) was a
 * single task of 200–340 ms here (issue 39).
 */
export async function readListBuckets(table: Table<string, number>): Promise<string[]> {
  const parts: string[][] = [];
  let next = 0;
  const readOneAfterAnother = async (): Promise<void> => {
    while (next * BUCKETS_PER_READ < LIST_BUCKETS) {
      const part = next;
      next += 1;
      const low = part * BUCKETS_PER_READ;
      parts[part] = await table
        .where(':id')
        .between(low, low + BUCKETS_PER_READ, true, false)
        .toArray();
    }
  };
  await Promise.all(Array.from({ length: LIST_READS_IN_FLIGHT }, readOneAfterAnother));
  return parts.flat();
}
