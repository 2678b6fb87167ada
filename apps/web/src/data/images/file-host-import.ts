import { v7 as uuidv7 } from 'uuid';
import { ARTWORKS_CONTRACT } from '@archive/domain/contract/artworks.contract';
import { callApi, isApiError, isOfflineError } from '../api/api-client';
import { whenSyncEngine } from '../sync/browser-sync';
import { readShownImages } from '../engine/images/shown-images';

/**
 * Images imported from a file host (the Dropbox Chooser, spec section 7), online only: the
 * server downloads each link, checks it like an upload and links it
 * (docs/decisions/017-dropbox-import.md). Nothing is kept on this device; the pull that follows
 * brings the linked images like any other change.
 */

/** A file chosen on the file host: a direct link to its bytes and its name. */
export interface LinkedFile {
  link: string;
  name: string;
}

/** Why an import cannot start: no connection, or the artwork is not on the server yet. */
export type ImportBlocker = 'offline' | 'notSynced';

export interface ImportOutcome {
  imported: number;
  /** The files not imported, each with the server's reason (or null: no answer). */
  failed: { name: string; message: string | null }[];
}

let config: Promise<string | null> | null = null;

/**
 * The Dropbox app key the server is configured with, asked once per page load; null when none
 * is set. A failed ask (offline) is asked again next time.
 */
export function fetchDropboxAppKey(): Promise<string | null> {
  config ??= callApi(ARTWORKS_CONTRACT.importConfig)
    .then((answer) => answer.dropboxAppKey)
    .catch((error: unknown) => {
      config = null;
      throw error;
    });
  return config;
}

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine;
}

/**
 * Whether an import into `artworkId` can start now; checked before the chooser opens, so the
 * user does not pick files that cannot arrive.
 */
export async function importBlocker(artworkId: string): Promise<ImportBlocker | null> {
  if (!isOnline()) return 'offline';
  const engine = await whenSyncEngine();
  const row = await engine?.db.artworks.get(artworkId);
  // Version 0: the create has not been answered, so the server has no such artwork yet.
  return !row || row.version === 0 ? 'notSynced' : null;
}

/**
 * Imports the files one after another (the server downloads each, up to 50 MB), appending them
 * after the artwork's images; `onProgress` hears how many are done. A lost connection stops
 * the rest. The images then arrive by a pull.
 */
export async function importArtworkImages(
  artworkId: string,
  files: readonly LinkedFile[],
  onProgress: (done: number) => void,
): Promise<ImportOutcome> {
  const engine = await whenSyncEngine();
  let sortIndex = engine ? (await readShownImages(engine.db, artworkId)).length : 0;
  const outcome: ImportOutcome = { imported: 0, failed: [] };
  for (const [index, file] of files.entries()) {
    try {
      const { key } = await callApi(ARTWORKS_CONTRACT.importImage, {
        params: { id: artworkId },
        body: { link: file.link, name: file.name },
      });
      await callApi(ARTWORKS_CONTRACT.linkImage, {
        params: { id: artworkId },
        idempotencyKey: uuidv7(),
        body: { imageToConnect: uuidv7(), key, name: file.name, sortIndex },
      });
      outcome.imported += 1;
      sortIndex += 1;
    } catch (error) {
      if (isOfflineError(error)) {
        outcome.failed.push(...files.slice(index).map(({ name }) => ({ name, message: null })));
        break;
      }
      outcome.failed.push({ name: file.name, message: isApiError(error) ? error.message : null });
    }
    onProgress(index + 1);
  }
  if (outcome.imported > 0) await engine?.pull().catch(() => undefined);
  return outcome;
}
