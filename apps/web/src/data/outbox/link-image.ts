import type { ArtworkImagesChange } from '@archive/domain/artworks/artwork.schema';
import type { LinkArtworkImageResponse } from '@archive/domain/images/image.schema';
import { isRetryableStatus } from '@archive/domain/sync/outbox.rules';
import { ARTWORK_ENTITY } from '../local/artwork-entity';
import { reapplyPending } from '../local/entity';
import { byQueueOrder } from '../local/local-db';
import type { ArtworkRow, LocalDb, OutboxItem } from '../local/local-db';
import { TransportError, isNetworkError, statusOf } from '../sync/sync-transport';
import type { SyncTransport } from '../sync/sync-transport';
import { itemsOfEntity, queueUpdate } from './outbox-queue';

/**
 * Sending a local image (issue: images): an upload address, the bytes PUT there, then the link.
 * The uploaded key is stored in the item before the link goes, so every retry of the link sends
 * the same body under the same Idempotency-Key (the server is idempotent by imageToConnect too):
 * a lost answer never makes a second image.
 */

export type LinkImageItem = Extract<OutboxItem, { action: 'linkImage' }>;

/** The link's answer, or null when the image was removed before anything was linked. */
export type LinkImageAnswer = LinkArtworkImageResponse | null;

export async function sendLinkImage(
  db: LocalDb,
  transport: SyncTransport,
  item: LinkImageItem,
): Promise<LinkImageAnswer> {
  // The stored item: an earlier try of this round may have stored the uploaded key.
  const stored = await db.outbox.get(item.id);
  const payload = stored?.action === 'linkImage' ? stored.payload : item.payload;
  const local = await db.imageBlobs.get(payload.connectionId);
  const removed = !local || local.removed === true;
  let key = payload.uploadedKey;
  if (key === undefined) {
    if (!local || removed) return null;
    const { imageUploads } = await transport.imageUrls(item.itemId, payload.type);
    const upload = imageUploads[0];
    if (!upload) throw new TransportError(502, 'The answer has no upload address');
    await transport.putUpload(upload, local.blob);
    key = upload.key;
    const uploadedKey = key;
    await db.outbox
      .where('id')
      .equals(item.id)
      .modify((row) => {
        if (row.action === 'linkImage') row.payload = { ...row.payload, uploadedKey };
      });
  }
  try {
    return await transport.linkImage(
      item.itemId,
      {
        imageToConnect: payload.connectionId,
        key,
        name: payload.name,
        description: payload.description,
        sortIndex: payload.sortIndex,
        dateCreated: payload.dateCreated,
      },
      item.id,
    );
  } catch (error) {
    // Removed by the user, and refused for good (not a real image, say): nothing is linked,
    // so nothing is left to do, rather than failing until the user's manual Upload.
    if (removed && !isNetworkError(error) && !isRetryableStatus(statusOf(error))) return null;
    throw error;
  }
}

/** The server's copy with the linked image; its version only when nothing else came between. */
function withLinkedImage(server: ArtworkRow, answer: LinkArtworkImageResponse): ArtworkRow {
  // A pulled copy at or after the link already holds the image as the server has it now.
  if (server.version >= answer.version) return server;
  const images = [
    ...server.images.filter((image) => image.connectionId !== answer.image.connectionId),
    answer.image,
  ].sort((a, b) => a.sortIndex - b.sortIndex);
  // Changes of versions between are missing here: keep the older version, so the pull brings them.
  const version = server.version + 1 === answer.version ? answer.version : server.version;
  return { ...server, images, version };
}

type ImageEntry = ArtworkImagesChange[number];

function listWith(
  list: readonly ImageEntry[],
  connectionId: string,
  wanted: Omit<ImageEntry, 'connectionId'> | null,
): ImageEntry[] {
  const others = list.filter((entry) => entry.connectionId !== connectionId);
  return wanted ? [...others, { connectionId, ...wanted }] : others;
}

/**
 * Removes a sent link, forgets the local copy and applies the answer like an edit's: the image
 * goes into the kept server copy and the record's other items are re-applied. What the user did
 * to the image while it was uploading (order, description, removal) follows as an edit.
 */
export async function completeLinkImage(
  db: LocalDb,
  item: LinkImageItem,
  answer: LinkImageAnswer,
): Promise<void> {
  const artworkId = item.itemId;
  const { connectionId } = item.payload;
  await db.transaction('rw', [db.artworks, db.artworkBases, db.outbox, db.imageBlobs], async () => {
    await db.outbox.delete(item.id);
    const local = await db.imageBlobs.get(connectionId);
    await db.imageBlobs.delete(connectionId);
    const [row, kept, queued] = await Promise.all([
      db.artworks.get(artworkId),
      db.artworkBases.get(artworkId),
      db.outbox.where('itemId').equals(artworkId).toArray(),
    ]);
    const own = itemsOfEntity(ARTWORK_ENTITY, queued.sort(byQueueOrder));
    let rest = own;
    if (answer && row) {
      const base = withLinkedImage(kept ?? row, answer);
      const wanted =
        local && local.removed !== true
          ? { description: local.description, sortIndex: local.sortIndex }
          : null;
      // Order edits not sent yet were made without this image: it belongs in their list.
      rest = own.map((later) =>
        wanted &&
        later.action === 'update' &&
        later.payload.changes.images !== undefined &&
        !later.sent &&
        later.state !== 'executing'
          ? {
              ...later,
              payload: {
                ...later.payload,
                changes: {
                  ...later.payload.changes,
                  images: listWith(later.payload.changes.images, connectionId, wanted),
                },
              },
            }
          : later,
      );
      const patched = rest.filter((later, index) => later !== own[index]);
      if (patched.length > 0) await db.outbox.bulkPut(patched);
      const shownRow = reapplyPending(ARTWORK_ENTITY, base, rest);
      await db.artworks.put(shownRow);
      if (rest.length === 0) await db.artworkBases.delete(artworkId);
      else await db.artworkBases.put(base);
      const shown = shownRow.images.find((image) => image.connectionId === connectionId);
      const differs = wanted
        ? shown?.sortIndex !== wanted.sortIndex || shown.description !== wanted.description
        : shown !== undefined;
      if (differs) {
        await queueUpdate(
          db,
          ARTWORK_ENTITY,
          [artworkId],
          (current) => ({ images: listWith(imageEntries(current), connectionId, wanted) }),
          'skip',
        );
      }
    } else if (rest.length === 0) {
      await db.artworkBases.delete(artworkId);
    }
    // The next item of the record, if delayed, can go at once.
    const next = (await db.outbox.where('itemId').equals(artworkId).toArray()).sort(
      byQueueOrder,
    )[0];
    if (next?.state === 'delayed') await db.outbox.update(next.id, { state: 'waiting' });
  });
}

function imageEntries(row: ArtworkRow): ImageEntry[] {
  return row.images.map(({ connectionId, description, sortIndex }) => ({
    connectionId,
    description,
    sortIndex,
  }));
}
