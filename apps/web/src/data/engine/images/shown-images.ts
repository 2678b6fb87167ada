import type { ArtworkImage } from '@archive/domain/images/image.schema';
import { OUTBOX_MAX_ATTEMPTS } from '@archive/domain/sync/outbox.rules';
import type { ArtworkRow, ImageBlobRow, LocalDb, OutboxItem } from '../store/local-db';

/** An image as a screen shows it: linked on the server, or still on this device only. */
export interface ShownImage {
  connectionId: string;
  description: string;
  sortIndex: number;
  name: string;
  /** 'uploading': kept here, waiting for or in its upload; 'failed': gave up, needs Upload. */
  state: 'synced' | 'uploading' | 'failed';
  /** The server's image once linked (its url gives preview.jpg and medium.jpg). */
  image: ArtworkImage | null;
  /** The bytes kept on this device while the image is not linked yet. */
  blob?: Blob | null;
  /** Why the server refused the file for good ('failed' only; no retry will help). */
  refusal?: string;
}

/** Cover first; equal indexes (a link racing an edit) keep a stable order. */
export function byImageOrder(
  a: { sortIndex: number; connectionId: string },
  b: { sortIndex: number; connectionId: string },
): number {
  return (
    a.sortIndex - b.sortIndex ||
    (a.connectionId < b.connectionId ? -1 : a.connectionId > b.connectionId ? 1 : 0)
  );
}

/** The linked images and this device's unlinked ones, merged in order. */
export function mergeImages(
  row: ArtworkRow | undefined,
  blobs: readonly ImageBlobRow[],
  items: readonly OutboxItem[],
): ShownImage[] {
  const gaveUp = new Set<string>();
  for (const item of items) {
    if (
      item.action === 'linkImage' &&
      item.state === 'failed' &&
      item.attempt >= OUTBOX_MAX_ATTEMPTS
    ) {
      gaveUp.add(item.payload.connectionId);
    }
  }
  const linked = new Set<string>();
  const shown: ShownImage[] = [];
  for (const image of row?.images ?? []) {
    linked.add(image.connectionId);
    shown.push({
      connectionId: image.connectionId,
      description: image.description,
      sortIndex: image.sortIndex,
      name: image.name,
      state: 'synced',
      image,
      blob: null,
    });
  }
  for (const blob of blobs) {
    // A blob outlives its link only inside one transaction; the linked copy wins.
    if (blob.removed === true || linked.has(blob.connectionId)) continue;
    shown.push({
      connectionId: blob.connectionId,
      description: blob.description,
      sortIndex: blob.sortIndex,
      name: blob.name,
      state: gaveUp.has(blob.connectionId) || blob.refusal !== undefined ? 'failed' : 'uploading',
      image: null,
      blob: blob.blob,
      ...(blob.refusal === undefined ? {} : { refusal: blob.refusal }),
    });
  }
  return shown.sort(byImageOrder);
}

/** The artwork's images as shown now; [] when the artwork is not in the store or deleted. */
export async function readShownImages(db: LocalDb, artworkId: string): Promise<ShownImage[]> {
  const [row, blobs, items] = await db.transaction('r', db.artworks, db.imageBlobs, db.outbox, () =>
    Promise.all([
      db.artworks.get(artworkId),
      db.imageBlobs.where('artworkId').equals(artworkId).toArray(),
      db.outbox.where('itemId').equals(artworkId).toArray(),
    ]),
  );
  if (!row || row.isDeleted) return [];
  return mergeImages(row, blobs, items);
}
