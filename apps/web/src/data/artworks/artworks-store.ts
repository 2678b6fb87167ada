/**
 * What the artwork screens use: live reads of the local store and commands that save at once
 * locally and queue the change in the outbox (the same engine as contacts). The screens never
 * call the artworks API themselves, except for the history, which only the server has.
 *
 * INTERFACE FIRST: the signatures below are the contract between the engine and the screens.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { Artist, Artwork, ArtworkChanges } from '@archive/domain/artworks/artwork.schema';
import type { ArtworkFormValues } from '@archive/domain/artworks/artwork.rules';
import type { HistoryEntry } from '@archive/domain/sync/history.schema';
import { fetchArtworkHistory as fetchHistory } from '../api/artworks-api';
import { syncStates } from '../outbox/record-sync-state';
import type { RecordSyncState } from '../outbox/record-sync-state';
import { noteLocalChange, useSyncEngine, whenSyncEngine } from '../sync/browser-sync';
import type { SyncEngine } from '../sync/sync-engine';

export interface LocalArtwork extends Artwork {
  syncState: RecordSyncState;
}

/** An edit of several artworks: only the fields the user changed, the same for each. */
export type ArtworkChangeSet = ArtworkChanges;

function withState(artwork: Artwork, states: Map<string, RecordSyncState>): LocalArtwork {
  return { ...artwork, syncState: states.get(artwork.id) ?? 'synced' };
}

/** The signed-in user's engine, waiting for its module while it loads (lazy chunk). */
async function requireEngine(): Promise<SyncEngine> {
  const engine = await whenSyncEngine();
  if (!engine) throw new Error('No signed-in user: the local store is closed');
  return engine;
}

/** Whether two stored values (plain data, as IndexedDB hands them out) hold the same. */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameData(item, b[index]));
  }
  return sameFields(a as Record<string, unknown>, b as Record<string, unknown>, 0);
}

/** Whether `shown` has every field of `stored`, equal, and `extra` fields besides. */
function sameFields(
  shown: Record<string, unknown>,
  stored: Record<string, unknown>,
  extra: number,
): boolean {
  let count = 0;
  for (const key in stored) {
    count += 1;
    if (!(key in shown) || !sameData(shown[key], stored[key])) return false;
  }
  let shownCount = 0;
  for (const key in shown) if (Object.hasOwn(shown, key)) shownCount += 1;
  return shownCount === count + extra;
}

/**
 * The objects last handed out for each engine, by artwork id. IndexedDB answers new objects on
 * every read, and local edits keep `version` and `lastModified`; an artwork whose stored data
 * and sync state did not change keeps its object, so the list's search texts and sort keys
 * (cached per object) survive a change to another artwork.
 */
const lastShown = new WeakMap<
  SyncEngine,
  { byId: Map<string, LocalArtwork>; list: LocalArtwork[] }
>();

function reuseUnchanged(
  engine: SyncEngine,
  artworks: readonly Artwork[],
  states: Map<string, RecordSyncState>,
): LocalArtwork[] {
  const previous = lastShown.get(engine);
  const byId = new Map<string, LocalArtwork>();
  const list: LocalArtwork[] = [];
  let unchanged = previous !== undefined;
  for (const stored of artworks) {
    if (stored.isDeleted) continue;
    const syncState = states.get(stored.id) ?? 'synced';
    const before = previous?.byId.get(stored.id);
    const kept =
      before !== undefined &&
      before.syncState === syncState &&
      sameFields(before as unknown as Record<string, unknown>, stored, 1);
    // The read's own objects (no cache shares them): adding the state spares a copy of each.
    const local = kept ? before : Object.assign(stored, { syncState });
    if (previous?.list[list.length] !== local) unchanged = false;
    byId.set(stored.id, local);
    list.push(local);
  }
  const result = unchanged && previous?.list.length === list.length ? previous.list : list;
  lastShown.set(engine, { byId, list: result });
  return result;
}

/**
 * Every artwork not deleted, live; undefined while the local store opens. One read of the
 * table and one of the (small) outbox per change, whatever the number of artworks. Read in
 * explicit transactions: Dexie's live-query cache would otherwise deep-clone all 20,000
 * artworks on every read (hundreds of milliseconds); the reads stay observed either way.
 */
export function useArtworks(): LocalArtwork[] | undefined {
  const engine = useSyncEngine();
  return useLiveQuery(async () => {
    if (!engine) return undefined;
    const { db } = engine;
    // Two transactions, so the artworks' read never waits behind a write to the outbox.
    const [artworks, items] = await Promise.all([
      db.transaction('r', db.artworks, () => db.artworks.toArray()),
      db.transaction('r', db.outbox, () => db.outbox.toArray()),
    ]);
    return reuseUnchanged(engine, artworks, syncStates(items));
  }, [engine]);
}

/** One artwork, live; null when it is not in the store (or deleted); undefined while loading. */
export function useArtwork(id: string | null): LocalArtwork | null | undefined {
  const engine = useSyncEngine();
  return useLiveQuery(async () => {
    if (!engine) return undefined;
    if (id === null) return null;
    const [artwork, items] = await Promise.all([
      engine.db.artworks.get(id),
      engine.db.outbox.where('itemId').equals(id).toArray(),
    ]);
    if (!artwork || artwork.isDeleted) return null;
    return withState(artwork, syncStates(items));
  }, [engine, id]);
}

/** The artists derived from artwork names (spec section 3), live, by name. */
export function useArtists(): Artist[] | undefined {
  const engine = useSyncEngine();
  return useLiveQuery(async () => {
    if (!engine) return undefined;
    const artists = await engine.db.artists.toArray();
    return artists.sort((a, b) => a.name.localeCompare(b.name));
  }, [engine]);
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
