import type {
  DBCore,
  DBCoreKeyRange,
  DBCoreMutateRequest,
  DBCoreTable,
  DBCoreTransaction,
  Middleware,
  Transaction,
} from 'dexie';
import { toArtworkListEntry } from '@archive/domain/artworks/artwork-list-entry';
import type { Artwork } from '@archive/domain/artworks/artwork.schema';
import { bucketEntries, bucketOf, changeBucket, LIST_BUCKETS } from './artwork-list-buckets';
import { packArtworkListEntry, packedEntryId } from './packed-artwork-list-entry';

/**
 * Keeps the `artworkList` table (the packed list entry of every artwork not deleted, in
 * buckets: artwork-list-buckets.ts) in step with `artworks`, inside the same IndexedDB
 * transaction as every write to it, whichever code path writes (outbox, pull, images, bulk
 * seeds): the list then reads 128 small records instead of 20,000 full artworks, and can never
 * show a state the artworks table does not hold.
 */
export const ARTWORKS_TABLE = 'artworks';
export const ARTWORK_LIST_TABLE = 'artworkList';

/** An artwork's list entry as stored: packed into one string. */
function listValue(artwork: Artwork): string {
  return packArtworkListEntry(toArtworkListEntry(artwork));
}

interface BucketChange {
  put: Map<string, string>;
  remove: Set<string>;
}

function changeFor(changes: Map<number, BucketChange>, id: string): BucketChange {
  const bucket = bucketOf(id);
  let change = changes.get(bucket);
  if (!change) {
    change = { put: new Map(), remove: new Set() };
    changes.set(bucket, change);
  }
  return change;
}

async function applyChanges(
  list: DBCoreTable,
  trans: DBCoreTransaction,
  changes: Map<number, BucketChange>,
): Promise<void> {
  if (changes.size === 0) return;
  const keys = [...changes.keys()];
  const buckets = (await list.getMany({ trans, keys })) as (string | undefined)[];
  const putKeys: number[] = [];
  const putValues: string[] = [];
  const emptied: number[] = [];
  keys.forEach((key, index) => {
    const change = changes.get(key);
    if (!change) return;
    const next = changeBucket(buckets[index], change.put, change.remove);
    if (next === '') {
      emptied.push(key);
    } else {
      putKeys.push(key);
      putValues.push(next);
    }
  });
  if (emptied.length > 0) await list.mutate({ type: 'delete', trans, keys: emptied });
  if (putKeys.length > 0) {
    await list.mutate({ type: 'put', trans, keys: putKeys, values: putValues });
  }
}

function inRange(id: string, range: DBCoreKeyRange): boolean {
  const { lowerOpen, upperOpen } = range;
  const lower: unknown = range.lower;
  const upper: unknown = range.upper;
  if (typeof lower === 'string' && (lowerOpen ? id <= lower : id < lower)) return false;
  if (typeof upper === 'string' && (upperOpen ? id >= upper : id > upper)) return false;
  return true;
}

/** The ids in `range` (a clear, or a delete by range), taken from every bucket. */
async function idsInRange(
  list: DBCoreTable,
  trans: DBCoreTransaction,
  range: DBCoreKeyRange,
): Promise<string[]> {
  const keys = Array.from({ length: LIST_BUCKETS }, (_, index) => index);
  const buckets = (await list.getMany({ trans, keys })) as (string | undefined)[];
  return buckets
    .flatMap((bucket) => bucketEntries(bucket))
    .map(packedEntryId)
    .filter((id) => inRange(id, range));
}

async function writeList(
  list: DBCoreTable,
  req: DBCoreMutateRequest,
  failed: ReadonlySet<number>,
): Promise<void> {
  const changes = new Map<number, BucketChange>();
  switch (req.type) {
    case 'delete':
      for (const id of req.keys as string[]) changeFor(changes, id).remove.add(id);
      break;
    case 'deleteRange':
      for (const id of await idsInRange(list, req.trans, req.range)) {
        changeFor(changes, id).remove.add(id);
      }
      break;
    case 'add':
    case 'put':
      req.values.forEach((value: Artwork, index) => {
        if (failed.has(index)) return;
        const change = changeFor(changes, value.id);
        // A queued delete keeps the artwork (isDeleted) until the server has it; the list not.
        if (value.isDeleted) {
          change.put.delete(value.id);
          change.remove.add(value.id);
        } else {
          change.remove.delete(value.id);
          change.put.set(value.id, listValue(value));
        }
      });
      break;
  }
  await applyChanges(list, req.trans, changes);
}

function withList(artworks: DBCoreTable, list: () => DBCoreTable): DBCoreTable {
  return {
    ...artworks,
    async mutate(req) {
      const answer = await artworks.mutate(req);
      const failed = new Set(Object.keys(answer.failures).map(Number));
      await writeList(list(), req, failed);
      return answer;
    },
  };
}

/**
 * Level above Dexie's own middlewares (observability at 0), so the buckets' writes are seen by
 * live queries on `artworkList` like any other write.
 */
export const artworkListMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'ArtworkListIndex',
  level: 10,
  create(down) {
    return {
      ...down,
      transaction(stores, mode, options) {
        // A write to the artworks writes their entries too: the transaction must cover both.
        const covered =
          mode === 'readwrite' &&
          stores.includes(ARTWORKS_TABLE) &&
          !stores.includes(ARTWORK_LIST_TABLE)
            ? [...stores, ARTWORK_LIST_TABLE]
            : stores;
        return down.transaction(covered, mode, options);
      },
      table(name) {
        const table = down.table(name);
        // Looked up when written: while an older database upgrades, the table is not there yet.
        return name === ARTWORKS_TABLE
          ? withList(table, () => down.table(ARTWORK_LIST_TABLE))
          : table;
      },
    };
  },
};

/** The entries of every artwork, made afresh (the schema upgrade that adds or reshapes them). */
export async function rebuildArtworkList(tx: Transaction): Promise<void> {
  const list = tx.table<string, number>(ARTWORK_LIST_TABLE);
  await list.clear();
  const artworks = await tx.table<Artwork, string>(ARTWORKS_TABLE).toArray();
  const buckets = new Map<number, Map<string, string>>();
  for (const artwork of artworks) {
    if (artwork.isDeleted) continue;
    let value: string;
    try {
      value = listValue(artwork);
    } catch {
      // A record this version cannot read must not keep the whole store from opening; it
      // shows in the list again once the pull writes the server's copy.
      continue;
    }
    const key = bucketOf(artwork.id);
    const bucket = buckets.get(key) ?? new Map<string, string>();
    bucket.set(artwork.id, value);
    buckets.set(key, bucket);
  }
  const keys = [...buckets.keys()];
  await list.bulkPut(
    keys.map((key) => changeBucket(undefined, buckets.get(key) ?? new Map(), new Set())),
    keys,
  );
}
