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
 * id, as its `Idempotency-Key`. A failure throws a `TransportError`: with `status` when the
 * server answered, with `status` null when it could not be reached (offline).
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
  /** PUT /v1/artworks/imageURL/:id: links the uploaded key (idempotent by imageToConnect). */
  linkImage(artworkId: string, body: LinkImageBody, key: string): Promise<LinkArtworkImageResponse>;
}

export class TransportError extends Error {
  /** The HTTP status, or null when the request never got an answer (a network error). */
  readonly status: number | null;
  readonly code: string | undefined;

  constructor(status: number | null, message: string, code?: string) {
    super(message);
    this.name = 'TransportError';
    this.status = status;
    this.code = code;
  }
}

export function networkError(cause?: unknown): TransportError {
  const error = new TransportError(null, 'network error');
  if (cause !== undefined) error.cause = cause;
  return error;
}

/** True when the server could not be reached; such a failure is not counted as an attempt. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TransportError && error.status === null;
}

/**
 * True when the server's paywall refused the change (403 PLAN_REQUIRED): the account has no
 * active plan, or its last payment failed. Like a network error it is not the change's fault:
 * the change waits in the outbox, not counted as an attempt, until the plan is active again.
 */
export function isPlanRequired(error: unknown): boolean {
  return error instanceof TransportError && error.status === 403 && error.code === 'PLAN_REQUIRED';
}

/** The HTTP status of a failure; anything that is not a TransportError counts as a 500. */
export function statusOf(error: unknown): number {
  return error instanceof TransportError ? (error.status ?? 0) : 500;
}
