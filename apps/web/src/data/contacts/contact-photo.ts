import { CONTACTS_CONTRACT } from '@archive/domain/contract/contacts.contract';
import type { ContactImage } from '@archive/domain/images/image.schema';
import { ApiError, followPlanRequired, unreadableAsGeneric } from '../api/api-client';
import { createHttpClient } from '../http/http-client';
import type { HttpClientOptions } from '../http/http-client';
import { checkImageFile } from '../images/image-file-check';
import { clearSession, getSession } from '../session/session-store';
import { whenSyncEngine } from '../sync/browser-sync';

/**
 * A saved contact's photo, online only (the outbox carries no contact images): the upload
 * address, the PUT of the bytes with its signed headers, then the link; removal is a PATCH
 * with `image: null`. The local store learns the result from the next pull.
 */
export function createContactPhotoClient(options: Omit<HttpClientOptions, 'unreadable'>) {
  const { call, putBytes } = createHttpClient({ ...options, unreadable: unreadableAsGeneric });

  return {
    async upload(contactId: string, file: File): Promise<ContactImage> {
      // Judged by its bytes on this device first, like artwork images: a renamed or oversized
      // file gets its own message at once, before any address is asked for.
      const checked = await checkImageFile(file);
      if (!checked.ok) {
        throw new ApiError(415, {
          error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: checked.refused.message },
        });
      }
      const { contentType } = checked.accepted;
      const { imageUploads } = await call(CONTACTS_CONTRACT.imageUrls, {
        params: { id: contactId, count: '1' },
        query: { contentType },
      });
      const target = imageUploads[0];
      if (!target) throw new Error('The server gave no upload address');
      await putBytes(target.uploadURL, target.headers, file);
      const linked = await call(CONTACTS_CONTRACT.linkImage, {
        params: { id: contactId },
        idempotencyKey: crypto.randomUUID(),
        body: {
          imageToConnect: crypto.randomUUID(),
          key: target.key,
          name: file.name,
          sortIndex: 0,
        },
      });
      return linked.image;
    },

    /** `baseVersion`: the version of the contact the person saw. */
    async remove(contactId: string, baseVersion: number): Promise<void> {
      await call(CONTACTS_CONTRACT.update, {
        idempotencyKey: crypto.randomUUID(),
        body: { id: contactId, baseVersion, changes: { image: null } },
      });
    },
  };
}

function browserClient() {
  return createContactPhotoClient({
    baseUrl: '',
    getToken: () => getSession()?.token ?? null,
    onUnauthorized: clearSession,
    onPlanRequired: followPlanRequired,
  });
}

/**
 * Brings the changed contact into the local store, so the card shows it. The change is saved
 * already: a failed pull only delays the card until the next sync, so it is not an error.
 */
async function pullChanges(): Promise<void> {
  try {
    await (await whenSyncEngine())?.pull();
  } catch {
    // The engine pulls again on its own schedule.
  }
}

export async function uploadContactPhoto(contactId: string, file: File): Promise<void> {
  await browserClient().upload(contactId, file);
  await pullChanges();
}

export async function removeContactPhoto(contactId: string, baseVersion: number): Promise<void> {
  await browserClient().remove(contactId, baseVersion);
  await pullChanges();
}
