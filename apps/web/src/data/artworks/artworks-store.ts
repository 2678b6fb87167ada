/**
 * What the artwork screens use: live reads of the local store and commands that save at once
 * locally and queue the change in the outbox (the same engine as contacts). The screens never
 * call the artworks API themselves, except for the history, which only the server has.
 *
 * INTERFACE FIRST: the signatures below are the contract between the engine and the screens.
 */
import type { ArtworkListEntry } from '@archive/domain/artworks/artwork-list-entry';
import { bucketEntries, readListBuckets } from '../engine/store/artwork-list-buckets';
import { PackedArtworkListEntry } from '../engine/store/packed-artwork-list-entry';
import type { Artist, Artwork, ArtworkChanges } from '@archive/domain/artworks/artwork.schema';
import type { ArtworkFormValues } from '@archive/domain/artworks/artwork.rules';
import type { HistoryEntry } from '@archive/domain/sync/history.schema';
import { fetchArtworkHistory as fetchHistory } from '../api/artworks-api';
import { syncStates, withSyncState } from '../engine/outbox/record-sync-state';
import type { RecordSyncState } from '../engine/outbox/record-sync-state';
import { noteLocalChange, syncUserId, whenSyncEngine } from '../sync/browser-sync';
import { useEngineQuery } from '../sync/use-engine-query';
import { useStoredRecord } from '../sync/use-stored-record';
import { keepFirstScreen } from './artwork-first-screen';
import { runAllInSlices } from './run-in-slices';
import type { SyncEngine } from '../engine/sync-engine';

export interface LocalArtwork extends Artwork {
  syncState: RecordSyncState;
}

/** An edit of several artworks: only the fields the user changed, the same for each. */
export type ArtworkChangeSet = ArtworkChanges;

/** The signed-in user's engine, waiting for its module while it loads (lazy chunk). */
async function requireEngine(): Promise<SyncEngine> {
  const engine = await whenSyncEngine();
  if (!engine) throw new Error('No signed-in user: the local store is closed');
  return engine;
}

/** An artwork as the list shows it: its list entry and its sync state. */
export interface ArtworkListItem extends ArtworkListEntry {
  syncState: RecordSyncState;
}

/** An item as the store makes it: fields read from its packed entry when first asked for. */
type PackedItem = PackedArtworkListEntry<RecordSyncState>;

/** A bucket as last handed out: the items made of its entries. */
interface ShownBucket {
  items: PackedItem[];
}

interface Shown {
  /** Each bucket as last read, by the bucket's stored string. */
  buckets: Map<string, ShownBucket>;
  list: ArtworkListItem[];
}

/**
 * What was last handed out for each engine. IndexedDB answers new strings on every read; an
 * artwork whose entry and sync state did not change keeps its object, so the orders the sort
 * keeps (by object) survive a change to another artwork and memoised rows do not draw again; an unchanged bucket is not even unpacked. Plain strong references throughout:
 * weak entries per artwork lengthen every major garbage collection's pause (decision 014).
 */
const lastShown = new WeakMap<SyncEngine, Shown>();

function bucketItems(
  bucket: string,
  states: Map<string, RecordSyncState>,
  before: ShownBucket | undefined,
  previousById: () => Map<string, PackedItem>,
): ShownBucket {
  if (before) {
    // The same stored string: the same entries; only a sync state may have moved.
    const { items } = before;
    if (items.every((item) => (states.get(item.id) ?? 'synced') === item.syncState)) return before;
    return {
      items: items.map((item) => {
        const syncState = states.get(item.id) ?? 'synced';
        return syncState === item.syncState ? item : item.withSyncState(syncState);
      }),
    };
  }
  const items = bucketEntries(bucket).map((packed) => {
    const fresh = new PackedArtworkListEntry<RecordSyncState>(packed, 'synced');
    const syncState = states.get(fresh.id) ?? 'synced';
    const known = previousById().get(fresh.id);
    if (known && known.syncState === syncState && known.packed === packed) return known;
    return syncState === 'synced' ? fresh : fresh.withSyncState(syncState);
  });
  return { items };
}

/** Buckets made into items between two pauses: a few milliseconds at 4× CPU. */
const BUCKETS_PER_STEP = 8;

function* reuseUnchanged(
  engine: SyncEngine,
  stored: readonly string[],
  states: Map<string, RecordSyncState>,
): Generator<void, ArtworkListItem[]> {
  const previous = lastShown.get(engine);
  let byId: Map<string, PackedItem> | undefined;
  const previousById = () => {
    if (!byId) {
      byId = new Map();
      for (const shown of previous?.buckets.values() ?? []) {
        for (const item of shown.items) byId.set(item.id, item);
      }
    }
    return byId;
  };
  const buckets = new Map<string, ShownBucket>();
  const list: ArtworkListItem[] = [];
  for (const bucket of stored) {
    const shown = bucketItems(bucket, states, previous?.buckets.get(bucket), previousById);
    buckets.set(bucket, shown);
    for (const item of shown.items) list.push(item);
    if (buckets.size % BUCKETS_PER_STEP === 0) yield;
  }
  const unchanged =
    previous !== undefined &&
    previous.list.length === list.length &&
    list.every((item, index) => previous.list[index] === item);
  const shown = { buckets, list: unchanged ? previous.list : list };
  lastShown.set(engine, shown);
  return shown.list;
}

/**
 * Every artwork not deleted, as list entries, live; undefined while the local store opens.
 * One read of the entries' buckets (128 records, in parts) and one of the (small) outbox per
 * change.
 */
export function useArtworkList(): ArtworkListItem[] | undefined {
  return useEngineQuery(async (engine) => {
    const userId = syncUserId();
    if (userId === null) return undefined;
    const { db } = engine;
    // Two transactions, so the buckets' read never waits behind a write to the outbox.
    const [buckets, items] = await Promise.all([
      db.transaction('r', db.artworkList, () => readListBuckets(db.artworkList)),
      db.transaction('r', db.outbox, () => db.outbox.toArray()),
    ]);
    // Made in slices between frames (20,000 entries are 100 ms on a slow phone). Every read
    // is done by now, so the pauses cost the live query nothing it observes.
    const list = await Promise.resolve(
      runAllInSlices(reuseUnchanged(engine, buckets, syncStates(items))),
    );
    keepFirstScreen(userId, list);
    return list;
  }, []);
}

/** The artworks with these ids that exist (in the order of `ids`), live; undefined while loading. */
export function useArtworksById(ids: readonly string[]): LocalArtwork[] | undefined {
  return useEngineQuery(
    async (engine) => {
      const [artworks, items] = await Promise.all([
        engine.db.artworks.bulkGet([...ids]),
        engine.db.outbox
          .where('itemId')
          .anyOf([...ids])
          .toArray(),
      ]);
      const states = syncStates(items);
      return artworks.flatMap((artwork) =>
        artwork && !artwork.isDeleted ? [withSyncState(artwork, states)] : [],
      );
    },
    [ids.join(',')],
  );
}

/** One artwork, live; null when it is not in the store (or deleted); undefined while loading. */
export function useArtwork(id: string | null): LocalArtwork | null | undefined {
  return useStoredRecord(
    id,
    (db) => db.artworks,
    (artwork) => artwork.isDeleted,
  );
}

/** The artists derived from artwork names (spec section 3), live, by name. */
export function useArtists(): Artist[] | undefined {
  return useEngineQuery(async (engine) => {
    const artists = await engine.db.artists.toArray();
    return artists.sort((a, b) => a.name.localeCompare(b.name));
  }, []);
}

/** Saves a new artwork locally (client-made UUID) and queues its create; answers the id. */
export async function createArtwork(values: ArtworkFormValues): Promise<string> {
  const id = await (await requireEngine()).artworks.create(values);
  noteLocalChange();
  return id;
}

/** Saves the changed fields of one artwork locally and queues an edit. */
export async function updateArtwork(id: string, values: ArtworkFormValues): Promise<void> {
  await (await requireEngine()).artworks.update(id, values);
  noteLocalChange();
}

/** Multi-edit: applies `changes` (only what the user changed) to every artwork in `ids`. */
export async function updateArtworks(
  ids: readonly string[],
  changes: ArtworkChangeSet,
): Promise<void> {
  await (await requireEngine()).artworks.updateMany(ids, changes);
  noteLocalChange();
}

/** Marks the artworks deleted locally, clears their pending failed/delayed items, queues deletes. */
export async function deleteArtworks(ids: readonly string[]): Promise<void> {
  await (await requireEngine()).artworks.remove(ids);
  noteLocalChange();
}

/** Re-queues a failed artwork's items at once (the user's manual "Upload"). */
export async function retryArtworkSync(id: string): Promise<void> {
  await (await requireEngine()).retryFailed(id);
}

/** The artwork's history from the server (GET /v1/artworks/:id/history); throws when offline. */
export async function fetchArtworkHistory(id: string): Promise<HistoryEntry[]> {
  return fetchHistory(id);
}
