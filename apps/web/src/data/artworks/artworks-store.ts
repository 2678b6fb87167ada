/**
 * What the artwork screens use: live reads of the local store and commands that save at once
 * locally and queue the change in the outbox (the same engine as contacts). The screens never
 * call the artworks API themselves.
 *
 * INTERFACE FIRST: the signatures below are the contract between the engine and the screens.
 */
import type { Artist, Artwork, ArtworkChanges } from '@archive/domain/artworks/artwork.schema';
import type { ArtworkFormValues } from '@archive/domain/artworks/artwork.rules';
import type { HistoryEntry } from '@archive/domain/sync/history.schema';
import type { RecordSyncState } from '../contacts/contacts-store';

export interface LocalArtwork extends Artwork {
  syncState: RecordSyncState;
}

/** An edit of several artworks: only the fields the user changed, the same for each. */
export type ArtworkChangeSet = ArtworkChanges;

function notYet(): never {
  throw new Error('The artworks store is not implemented yet');
}

/** Every artwork not deleted, live; undefined while the local store opens. */
export function useArtworks(): LocalArtwork[] | undefined {
  return notYet();
}

/** One artwork, live; null when it is not in the store (or deleted); undefined while loading. */
export function useArtwork(id: string | null): LocalArtwork | null | undefined {
  void id;
  return notYet();
}

/** The artists derived from artwork names (spec section 3), live. */
export function useArtists(): Artist[] | undefined {
  return notYet();
}

/** Saves a new artwork locally (client-made UUID) and queues its create; answers the id. */
export async function createArtwork(values: ArtworkFormValues): Promise<string> {
  void values;
  return Promise.resolve(notYet());
}

/** Saves the changed fields of one artwork locally and queues an edit. */
export async function updateArtwork(id: string, values: ArtworkFormValues): Promise<void> {
  void id;
  void values;
  return Promise.resolve(notYet());
}

/** Multi-edit: applies `changes` (only what the user changed) to every artwork in `ids`. */
export async function updateArtworks(
  ids: readonly string[],
  changes: ArtworkChangeSet,
): Promise<void> {
  void ids;
  void changes;
  return Promise.resolve(notYet());
}

/** Marks the artworks deleted locally, clears their pending failed/delayed items, queues deletes. */
export async function deleteArtworks(ids: readonly string[]): Promise<void> {
  void ids;
  return Promise.resolve(notYet());
}

/** Re-queues a failed artwork's items at once (the user's manual "Upload"). */
export async function retryArtworkSync(id: string): Promise<void> {
  void id;
  return Promise.resolve(notYet());
}

/** The artwork's history from the server (GET /v1/artworks/:id/history); throws when offline. */
export async function fetchArtworkHistory(id: string): Promise<HistoryEntry[]> {
  void id;
  return Promise.resolve(notYet());
}
