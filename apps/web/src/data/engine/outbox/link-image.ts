import type { ArtworkImagesChange } from '@archive/domain/artworks/artwork.schema';
import type { LinkArtworkImageResponse } from '@archive/domain/images/image.schema';
import { IMAGE_MESSAGES } from '@archive/domain/images/image.messages';
import { isRetryableStatus } from '@archive/domain/sync/outbox.rules';
import { ARTWORK_ENTITY } from '../kinds/artwork-entity';
import { reapplyPending } from '../kinds/entity';
import { byQueueOrder } from '../store/local-db';
import type { ArtworkRow, LocalDb, OutboxItem } from '../store/local-db';
import { TransportError, isNetworkError, statusOf } from '../transport/sync-transport';
import type { SyncTransport } from '../transport/sync-transport';
import { itemsOfEntity, queueUpdate } from './outbox-queue';

/**
 * Sending a local image (issue: images): an upload address, the bytes PUT there, then the link.
 * The uploaded key is stored in the item before the link goes, so every retry of the link sends
 * the same body under the same Idempotency-Key (the server is idempotent by imageToConnect too):
 * a lost answer never makes a second image.
 */

export type LinkImageItem = Extract<OutboxItem, { action: 'linkImage' }>;

/** The server refused the file itself (damaged, say): its reason, shown with the image. */
export interface LinkImageRefusal {
  refused: string;
}

/**
 * The link's answer; null when the image was removed before anything was linked; a refusal
 * when the server will never take the file.
 */
export type LinkImageAnswer = LinkArtworkImageResponse | LinkImageRefusal | null;

/**
 * Whether an answer refuses the file for good: 400 (damaged, too many pixels, empty), 413 and
 * 415. Sending the same bytes again would get the same answer, so the image is not retried;
 * a 403 (an expired upload address) is retried with a new address.
 */
function refusalOf(error: unknown): LinkImageRefusal | null {
  if (!(error instanceof TransportError)) return null;
  const { status } = error;
  return status === 400 || status === 413 || status === 415 ? { refused: error.message } : null;
}

function isRefusal(answer: LinkImageAnswer): answer is LinkImageRefusal {
  return answer !== null && 'refused' in answer;
}

async function forgetUploadedKey(db: LocalDb, itemId: OutboxItem['id']): Promise<void> {
  await db.outbox
    .where('id')
    .equals(itemId)
    .modify((row) => {
      if (row.action === 'linkImage') delete row.payload.uploadedKey;
    });
}

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
    try {
      await transport.putUpload(upload, local.blob);
    } catch (error) {
      // The local files store checks the content as it takes the bytes.
      const refusal = refusalOf(error);
      if (refusal) return refusal;
      throw error;
    }
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
    // The upload is gone from storage: a device away for longer than the server keeps unlinked
    // uploads (UNLINKED_FILE_GRACE_DAYS). The file is still here, so it goes up again, once.
    if (
      payload.uploadedKey !== undefined &&
      !removed &&
      error instanceof TransportError &&
      error.status === 404 &&
      error.message === IMAGE_MESSAGES.notUploaded
    ) {
      await forgetUploadedKey(db, item.id);
      return sendLinkImage(db, transport, item);
    }
    // Removed by the user, and refused for good (not a real image, say): nothing is linked,
    // so nothing is left to do, rather than failing until the user's manual Upload.
    if (removed && !isNetworkError(error) && !isRetryableStatus(statusOf(error))) return null;
    // An S3 store took the bytes unchecked: the link is the first look at them.
    const refusal = refusalOf(error);
    if (refusal) return refusal;
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
  if (isRefusal(answer)) {
    await refuseLinkImage(db, item, answer.refused);
    return;
  }
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

/**
 * A file the server refused for good: its link leaves the queue (so the artwork's later changes
 * are not held up behind it, and it is never retried), and the local image keeps the reason,
 * shown as failed until the user deletes it. One the user already removed is simply forgotten.
 */
async function refuseLinkImage(db: LocalDb, item: LinkImageItem, reason: string): Promise<void> {
  const artworkId = item.itemId;
  const { connectionId } = item.payload;
  await db.transaction('rw', [db.artworkBases, db.outbox, db.imageBlobs], async () => {
    await db.outbox.delete(item.id);
    const local = await db.imageBlobs.get(connectionId);
    if (local?.removed === true) await db.imageBlobs.delete(connectionId);
    else if (local) await db.imageBlobs.put({ ...local, refusal: reason });
    const rest = (await db.outbox.where('itemId').equals(artworkId).toArray()).sort(byQueueOrder);
    const next = rest[0];
    if (!next) await db.artworkBases.delete(artworkId);
    else if (next.state === 'delayed') await db.outbox.update(next.id, { state: 'waiting' });
  });
}
