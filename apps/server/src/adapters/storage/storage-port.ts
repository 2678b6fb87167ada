/** Where and how a client sends one file: a PUT of the bytes with exactly these headers. */
export interface UploadTarget {
  uploadURL: string;
  key: string;
  expiresAt: Date;
  /** Headers the PUT must carry; they are part of the signature. */
  headers: Record<string, string>;
}

/** How a write treats an object already under its key. */
export interface PutOptions {
  /** Refuse (ObjectExistsError) instead of replacing: uploads never replace an original. */
  onlyIfAbsent?: boolean;
}

export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

export interface ObjectHead {
  size: number;
  contentType: string;
}

/** One object of a listing: its key and when it was last written. */
export interface ListedObject {
  key: string;
  lastModified: Date;
}

/**
 * The storage port: one interface, two real implementations (local disk, S3-compatible).
 * Keys are `/`-separated segments of letters, digits, `.`, `_` and `-`.
 */
/** How a signed download is served: its file name, type and how long the address is good. */
export interface DownloadOptions {
  fileName: string;
  contentType: string;
  ttlSeconds: number;
}

export interface StoragePort {
  readonly kind: 'local' | 's3';
  /** A signed PUT address for `key`, valid for UPLOAD_URL_TTL_SECONDS, bound to the type. */
  createUploadUrl: (key: string, contentType: string) => Promise<UploadTarget>;
  /**
   * A signed, expiring GET address of `key`, served with `options.contentType` as an attachment
   * named `options.fileName` (exports; docs/decisions/030).
   */
  createDownloadUrl: (key: string, options: DownloadOptions) => Promise<string>;
  /** null when there is no such object. */
  getObject: (key: string) => Promise<StoredObject | null>;
  headObject: (key: string) => Promise<ObjectHead | null>;
  putObject: (
    key: string,
    bytes: Buffer,
    contentType: string,
    cacheControl: string,
    options?: PutOptions,
  ) => Promise<void>;
  /** Removing a missing object is not an error. */
  deleteObject: (key: string) => Promise<void>;
  /** Removes the object `prefix` and every object under `prefix/`. */
  deletePrefix: (prefix: string) => Promise<void>;
  /**
   * Every object whose key starts with `prefix` (a plain string prefix, as S3 has it), in key
   * order, a page at a time, so a large store is never held in memory whole.
   */
  listObjects: (prefix: string) => AsyncIterable<ListedObject>;
  /** The address a browser loads the object from. */
  publicUrl: (key: string) => string;
  close: () => Promise<void>;
}

/** A write with `onlyIfAbsent` met an object under its key; nothing was written. */
export class ObjectExistsError extends Error {
  constructor(key: string) {
    super(`An object is already stored under ${JSON.stringify(key)}`);
    this.name = 'ObjectExistsError';
  }
}

export class InvalidKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
    this.name = 'InvalidKeyError';
  }
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 512;

/** Segments never start with a dot, so `.` and `..` cannot walk out of a folder. */
export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new InvalidKeyError(key);
}

/** Keys contain only URL-safe characters, so the key is its own URL path. */
export function joinUrl(base: string, key: string): string {
  return `${base.replace(/\/+$/, '')}/${key}`;
}
