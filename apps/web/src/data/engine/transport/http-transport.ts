import { ARTWORKS_CONTRACT } from '@archive/domain/contract/artworks.contract';
import { CONTACTS_CONTRACT } from '@archive/domain/contract/contacts.contract';
import { SYNC_CONTRACT } from '@archive/domain/contract/sync.contract';
import { createHttpClient } from '../../http/http-client';
import type { HttpClientOptions } from '../../http/http-client';
import type { SyncTransport } from './sync-transport';

export type HttpTransportOptions = Pick<
  HttpClientOptions,
  'baseUrl' | 'getToken' | 'fetch' | 'onUnauthorized' | 'onPlanRequired'
>;

/**
 * The sync engine's transport over the web app's one HTTP core (data/http): runs in the browser
 * and in Node. An answer that is not in the one error shape keeps its status in the message.
 */
export function createHttpTransport(options: HttpTransportOptions): SyncTransport {
  const { call, putBytes } = createHttpClient({
    ...options,
    unreadable: (status, request) => ({
      message: `${request === 'upload' ? 'Upload: ' : ''}HTTP ${String(status)}`,
    }),
  });

  return {
    pull: (nextSync) => call(SYNC_CONTRACT.pull, { params: { nextSync: String(nextSync) } }),
    createContact: (body, key) => call(CONTACTS_CONTRACT.create, { body, idempotencyKey: key }),
    updateContact: (body, key) => call(CONTACTS_CONTRACT.update, { body, idempotencyKey: key }),
    deleteContact: (id, key) =>
      call(CONTACTS_CONTRACT.delete, { params: { id }, idempotencyKey: key }),
    createArtwork: (body, key) => call(ARTWORKS_CONTRACT.create, { body, idempotencyKey: key }),
    updateArtwork: (body, key) => call(ARTWORKS_CONTRACT.update, { body, idempotencyKey: key }),
    deleteArtwork: (id, key) =>
      call(ARTWORKS_CONTRACT.delete, { query: { artworkId: id }, idempotencyKey: key }),
    imageUrls: (id, contentType) =>
      call(ARTWORKS_CONTRACT.imageUrls, { params: { id, count: '1' }, query: { contentType } }),
    putUpload: (target, blob) => putBytes(target.uploadURL, target.headers, blob),
    sendChanges: (changes) => call(SYNC_CONTRACT.changes, { body: { changes } }),
    linkImage: (id, body, key) =>
      call(ARTWORKS_CONTRACT.linkImage, { params: { id }, body, idempotencyKey: key }),
  };
}
