import type {
  CreateArtworkResponse,
  DeleteArtworkResponse,
  UpdateArtworkResponse,
} from '@archive/domain/artworks/artwork.schema';
import type {
  CreateContactResponse,
  DeleteContactResponse,
  UpdateContactResponse,
} from '@archive/domain/contacts/contact.schema';
import type { ImageContentType } from '@archive/domain/images/image-limits';
import type {
  ImageUrlsResponse,
  LinkArtworkImageResponse,
  LinkImageBody,
} from '@archive/domain/images/image.schema';
import type { SyncResponse } from '@archive/domain/sync/sync.schema';
import type { SyncChange, SyncChangesResponse } from '@archive/domain/sync/sync-changes.schema';
import type {
  ArtworkChangeSet,
  ArtworkCreatePayload,
  ContactChangeSet,
  ContactCreatePayload,
} from '../store/local-db';

export interface UpdateContactRequest {
  id: string;
  baseVersion: number;
  changes: ContactChangeSet;
}

export interface UpdateArtworkRequest {
  id: string;
  baseVersion: number;
  changes: ArtworkChangeSet;
}

/** Where and how to PUT an image's bytes (one entry of `imageUploads`). */
export interface UploadTarget {
  uploadURL: string;
  headers: Record<string, string>;
}

/**
 * What the sync engine needs from the network. Every change carries `key`, the outbox item's
 * id, as its `Idempotency-Key`. A failure throws the web app's one `ApiError` (data/http): with
 * `status` when the server answered, with `status` null when it could not be reached (offline).
 */
export interface SyncTransport {
  pull(nextSync: number): Promise<SyncResponse>;
  createContact(body: ContactCreatePayload, key: string): Promise<CreateContactResponse>;
  updateContact(body: UpdateContactRequest, key: string): Promise<UpdateContactResponse>;
  deleteContact(id: string, key: string): Promise<DeleteContactResponse>;
  createArtwork(body: ArtworkCreatePayload, key: string): Promise<CreateArtworkResponse>;
  updateArtwork(body: UpdateArtworkRequest, key: string): Promise<UpdateArtworkResponse>;
  deleteArtwork(id: string, key: string): Promise<DeleteArtworkResponse>;
  /** GET /v1/artworks/imageURLs/:id/1: one signed upload address for the artwork. */
  imageUrls(artworkId: string, contentType: ImageContentType): Promise<ImageUrlsResponse>;
  /** PUT of the bytes to the signed address, with the headers signed into it. */
  putUpload(target: UploadTarget, blob: Blob): Promise<void>;
  /**
   * POST /v1/sync/changes: many changes, each with its own key, answered one result each
   * (docs/decisions/058).
   */
  sendChanges(changes: SyncChange[]): Promise<SyncChangesResponse>;
  /** PUT /v1/artworks/imageURL/:id: links the uploaded key (idempotent by imageToConnect). */
  linkImage(artworkId: string, body: LinkImageBody, key: string): Promise<LinkArtworkImageResponse>;
}
