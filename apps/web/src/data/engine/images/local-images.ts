import { v7 as uuidv7 } from 'uuid';
import type { ImageContentType } from '@archive/domain/images/image-limits';
import { ARTWORK_MAX_IMAGES } from '@archive/domain/images/image.schema';
import { ARTWORK_ENTITY } from '../kinds/artwork-entity';
import { byQueueOrder } from '../store/local-db';
import type { ArtworkRow, ImageBlobRow, LocalDb, OutboxItem } from '../store/local-db';
import { RecordNotFoundError, queueUpdate } from '../outbox/outbox-queue';
import { byImageOrder } from './shown-images';

/**
 * The image edits of one artwork (issue: images), each in one transaction over the artwork, its
 * queued items and its local images. Linked images change through a normal artwork edit whose
 * `images` list holds their order and descriptions, whole; images not linked yet change here
 * only, together with their queued link while it has not started.
 */

export interface NewImage {
  blob: Blob;
  name: string;
  type: ImageContentType;
}

/** What the user wants, cover first: every image that stays, with its description. */
interface WantedImage {
  connectionId: string;
  description: string;
}

type LinkImageItem = Extract<OutboxItem, { action: 'linkImage' }>;

function imageTables(db: LocalDb) {
  return [db.artworks, db.artworkBases, db.outbox, db.imageBlobs];
}

function linkItemsOf(items: readonly OutboxItem[]): Map<string, LinkImageItem> {
  const byImage = new Map<string, LinkImageItem>();
  for (const item of items) {
    if (item.action === 'linkImage') byImage.set(item.payload.connectionId, item);
  }
  return byImage;
}

/** A link may still change (or be dropped) until it started: once its key is stored, never. */
export function linkIsOpen(item: LinkImageItem): boolean {
  return item.state !== 'executing' && item.payload.uploadedKey === undefined;
}

async function readArtwork(db: LocalDb, artworkId: string) {
  const [row, blobs, items] = await Promise.all([
    db.artworks.get(artworkId),
    db.imageBlobs.where('artworkId').equals(artworkId).toArray(),
    db.outbox.where('itemId').equals(artworkId).toArray(),
  ]);
  if (!row || row.isDeleted) throw new RecordNotFoundError('artwork', artworkId);
  return {
    row,
    blobs: blobs.filter((blob) => blob.removed !== true),
    items: items.sort(byQueueOrder),
  };
}

/** The images as shown now (linked and local), in order. */
function currentOrder(row: ArtworkRow, blobs: readonly ImageBlobRow[]): WantedImage[] {
  const linked = new Set(row.images.map((image) => image.connectionId));
  return [...row.images, ...blobs.filter((blob) => !linked.has(blob.connectionId))]
    .sort(byImageOrder)
    .map(({ connectionId, description }) => ({ connectionId, description }));
}

/**
 * Keeps the files here and queues one link each, after the artwork's other items (so an artwork
 * not created yet is created first). The new images follow the existing ones; beyond
 * ARTWORK_MAX_IMAGES the rest are not added. Answers the new connection ids.
 */
export async function addImages(
  db: LocalDb,
  artworkId: string,
  files: readonly NewImage[],
): Promise<string[]> {
  return db.transaction('rw', imageTables(db), async () => {
    const { row, blobs, items } = await readArtwork(db, artworkId);
    const shown = currentOrder(row, blobs);
    const room = Math.max(0, ARTWORK_MAX_IMAGES - shown.length);
    const taken = files.slice(0, room);
    if (taken.length === 0) return [];
    let sortIndex =
      Math.max(
        -1,
        ...row.images.map((image) => image.sortIndex),
        ...blobs.map((b) => b.sortIndex),
      ) + 1;
    const now = new Date();
    let createdAt = Math.max(now.getTime(), (items.at(-1)?.createdAt ?? 0) + 1);
    const newBlobs: ImageBlobRow[] = [];
    const newItems: OutboxItem[] = [];
    for (const file of taken) {
      const connectionId = uuidv7();
      const entry = {
        connectionId,
        description: '',
        sortIndex,
        dateCreated: now.toISOString(),
        name: file.name,
        type: file.type,
      };
      newBlobs.push({ ...entry, artworkId, blob: file.blob });
      newItems.push({
        id: uuidv7(),
        itemId: artworkId,
        entity: 'artwork',
        action: 'linkImage',
        payload: entry,
        state: items.length === 0 && newItems.length === 0 ? 'waiting' : 'delayed',
        attempt: 0,
        createdAt,
        sent: false,
      });
      sortIndex += 1;
      createdAt += 1;
    }
    // The first pending change of a synced artwork: keep the server's copy it is based on.
    if (items.length === 0) await db.artworkBases.put(row);
    await db.imageBlobs.bulkAdd(newBlobs);
    await db.outbox.bulkAdd(newItems);
    return newBlobs.map((blob) => blob.connectionId);
  });
}

/**
 * Saves the images as `wanted` lists them, cover first, renumbered 0…n-1: local images and their
 * links not started yet take the new order and descriptions; the linked ones go out as one
 * artwork edit when they changed; images not listed are removed.
 */
async function saveImages(
  db: LocalDb,
  artworkId: string,
  wanted: (current: WantedImage[]) => WantedImage[],
): Promise<string[]> {
  return db.transaction('rw', imageTables(db), async () => {
    const { row, blobs, items } = await readArtwork(db, artworkId);
    const list = wanted(currentOrder(row, blobs));
    const position = new Map(list.map((entry, index) => [entry.connectionId, { ...entry, index }]));
    const links = linkItemsOf(items);
    const linked = new Set(row.images.map((image) => image.connectionId));

    const blobPuts: ImageBlobRow[] = [];
    const itemPuts: OutboxItem[] = [];
    const blobDrops: string[] = [];
    const itemDrops: string[] = [];
    for (const blob of blobs) {
      if (linked.has(blob.connectionId)) continue;
      const entry = position.get(blob.connectionId);
      const link = links.get(blob.connectionId);
      if (!entry) {
        if (!link || linkIsOpen(link)) {
          blobDrops.push(blob.connectionId);
          if (link) itemDrops.push(link.id);
        } else {
          // Its link may be on the server already: its answer removes it there (link-image.ts).
          blobPuts.push({ ...blob, removed: true });
        }
        continue;
      }
      if (blob.sortIndex === entry.index && blob.description === entry.description) continue;
      blobPuts.push({ ...blob, sortIndex: entry.index, description: entry.description });
      if (link && linkIsOpen(link)) {
        itemPuts.push({
          ...link,
          payload: { ...link.payload, sortIndex: entry.index, description: entry.description },
        });
      }
    }
    if (blobDrops.length > 0) await db.imageBlobs.bulkDelete(blobDrops);
    if (blobPuts.length > 0) await db.imageBlobs.bulkPut(blobPuts);
    if (itemDrops.length > 0) await db.outbox.bulkDelete(itemDrops);
    if (itemPuts.length > 0) await db.outbox.bulkPut(itemPuts);
    if (itemDrops.length > 0) await settleQueue(db, artworkId);

    // Cover first, like the list the user sees.
    const images = row.images.flatMap((image) => {
      const entry = position.get(image.connectionId);
      return entry
        ? [
            {
              connectionId: image.connectionId,
              description: entry.description,
              sortIndex: entry.index,
            },
          ]
        : [];
    });
    images.sort(byImageOrder);
    const before = row.images
      .map(({ connectionId, description, sortIndex }) => ({ connectionId, description, sortIndex }))
      .sort(byImageOrder);
    const changed = JSON.stringify(before) !== JSON.stringify(images);
    if (changed) await queueUpdate(db, ARTWORK_ENTITY, [artworkId], () => ({ images }));
    return list.map((entry) => entry.connectionId);
  });
}

/**
 * After items were dropped: the record's first item may go, and a record with no items left
 * needs no kept server copy.
 */
async function settleQueue(db: LocalDb, artworkId: string): Promise<void> {
  const rest = (await db.outbox.where('itemId').equals(artworkId).toArray()).sort(byQueueOrder);
  const first = rest[0];
  if (!first) await db.artworkBases.delete(artworkId);
  else if (first.state === 'delayed') await db.outbox.update(first.id, { state: 'waiting' });
}

/**
 * A new order given as connection ids, cover first; images not named keep their order after.
 * Answers the order saved.
 */
export async function reorderImages(
  db: LocalDb,
  artworkId: string,
  connectionIds: readonly string[],
): Promise<string[]> {
  return saveImages(db, artworkId, (current) => {
    const rank = new Map(connectionIds.map((id, index) => [id, index]));
    const named = current
      .filter((entry) => rank.has(entry.connectionId))
      .sort((a, b) => (rank.get(a.connectionId) ?? 0) - (rank.get(b.connectionId) ?? 0));
    return [...named, ...current.filter((entry) => !rank.has(entry.connectionId))];
  });
}

/**
 * Makes one image the cover, the others keeping their order after it, in the order stored when
 * it runs (not the one a screen showed a moment before: a choice made just earlier may still
 * be on its way to the screen). Answers the order saved.
 */
export async function setCoverImage(
  db: LocalDb,
  artworkId: string,
  connectionId: string,
): Promise<string[]> {
  return saveImages(db, artworkId, (current) => [
    ...current.filter((entry) => entry.connectionId === connectionId),
    ...current.filter((entry) => entry.connectionId !== connectionId),
  ]);
}

/** Removes one image; the others are renumbered (spec section 4). */
export async function removeImage(
  db: LocalDb,
  artworkId: string,
  connectionId: string,
): Promise<void> {
  await saveImages(db, artworkId, (current) =>
    current.filter((entry) => entry.connectionId !== connectionId),
  );
}

export async function describeImage(
  db: LocalDb,
  artworkId: string,
  connectionId: string,
  description: string,
): Promise<void> {
  await saveImages(db, artworkId, (current) =>
    current.map((entry) =>
      entry.connectionId === connectionId ? { ...entry, description } : entry,
    ),
  );
}

/** Local images whose artwork is gone (a pulled delete) and that no link will send. */
export async function sweepOrphanImages(db: LocalDb): Promise<void> {
  await db.transaction('rw', db.artworks, db.outbox, db.imageBlobs, async () => {
    // Index keys only: the blobs themselves are read just for artworks that are gone.
    const artworkIds = (await db.imageBlobs.orderBy('artworkId').uniqueKeys()).map(String);
    if (artworkIds.length === 0) return;
    const rows = await db.artworks.bulkGet(artworkIds);
    const gone = artworkIds.filter((_, index) => rows[index] === undefined);
    if (gone.length === 0) return;
    const [blobKeys, items] = await Promise.all([
      db.imageBlobs.where('artworkId').anyOf(gone).primaryKeys(),
      db.outbox.where('itemId').anyOf(gone).toArray(),
    ]);
    const pending = linkItemsOf(items);
    const orphans = blobKeys.filter((key) => !pending.has(key));
    if (orphans.length > 0) await db.imageBlobs.bulkDelete(orphans);
  });
}
