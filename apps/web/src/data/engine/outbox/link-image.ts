import type { ArtworkImagesChange } from '@archive/domain/artworks/artwork.schema';
import type { LinkArtworkImageResponse } from '@archive/domain/images/image.schema';
import { IMAGE_MESSAGES } from '@archive/domain/images/image.messages';
import { isRetryableStatus } from '@archive/domain/sync/outbox.rules';
import { ARTWORK_ENTITY } from '../kinds/artwork-entity';
import type { ArtworkRow, LocalDb, OutboxItem } from '../store/local-db';
import type { SyncTransport } from '../transport/sync-transport';
import { queueUpdate } from './outbox-queue';
import type { Settled } from './outbox-queue';
import { ApiError, isOfflineError, statusOf } from '../../http/api-error';

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
  if (!(error instanceof ApiError)) return null;
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

/** Uploads the image and links it; only the item's ids and payload are read. */
export async function sendLinkImage(
  db: LocalDb,
  transport: SyncTransport,
  item: Pick<LinkImageItem, 'id' | 'itemId' | 'payload'>,
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
    if (!upload)
      throw new ApiError(502, { error: { message: 'The answer has no upload address' } });
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
      error instanceof ApiError &&
      error.status === 404 &&
      error.message === IMAGE_MESSAGES.notUploaded
    ) {
      await forgetUploadedKey(db, item.id);
      return sendLinkImage(db, transport, item);
    }
    // Removed by the user, and refused for good (not a real image, say): nothing is linked,
    // so nothing is left to do, rather than failing until the user's manual Upload.
    if (removed && !isOfflineError(error) && !isRetryableStatus(statusOf(error))) return null;
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
 * What a link's answer makes of its artwork (complete-item.ts stores it like any answer): the
 * local copy is forgotten and the image goes into the kept server copy, the base. What the user
 * did to the image while it was uploading (order, description, removal) follows as an edit.
 * A refusal keeps the local image with its reason and leaves the base as it was.
 */
export async function settleLinkImage(
  db: LocalDb,
  item: LinkImageItem,
  answer: LinkImageAnswer,
  row: ArtworkRow | undefined,
  kept: ArtworkRow | undefined,
  own: OutboxItem<'artwork'>[],
): Promise<Settled<'artwork'>> {
  const { connectionId } = item.payload;
  if (isRefusal(answer)) {
    await refuseLocalImage(db, connectionId, answer.refused);
    return { base: undefined, rest: own };
  }
  const local = await db.imageBlobs.get(connectionId);
  await db.imageBlobs.delete(connectionId);
  if (!answer || !row) return { base: undefined, rest: own };
  const base = withLinkedImage(kept ?? row, answer);
  const wanted =
    local && local.removed !== true
      ? { description: local.description, sortIndex: local.sortIndex }
      : null;
  // Order edits not sent yet were made without this image: it belongs in their list.
  const rest = own.map((later) =>
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
  async function after(shownRow: ArtworkRow | undefined): Promise<void> {
    const shown = shownRow?.images.find((image) => image.connectionId === connectionId);
    const differs = wanted
      ? shown?.sortIndex !== wanted.sortIndex || shown.description !== wanted.description
      : shown !== undefined;
    if (!differs) return;
    await queueUpdate(
      db,
      ARTWORK_ENTITY,
      [item.itemId],
      (current) => ({ images: listWith(imageEntries(current), connectionId, wanted) }),
      'skip',
    );
  }
  return { base, rest, after };
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
async function refuseLocalImage(db: LocalDb, connectionId: string, reason: string): Promise<void> {
  const local = await db.imageBlobs.get(connectionId);
  if (local?.removed === true) await db.imageBlobs.delete(connectionId);
  else if (local) await db.imageBlobs.put({ ...local, refusal: reason });
}
