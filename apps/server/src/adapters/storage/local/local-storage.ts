import {
  FILES_DOWNLOAD_SEGMENT,
  FILES_PATH_PREFIX,
  FILES_UPLOAD_SEGMENT,
} from '@archive/domain/contract/files.contract';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { link, mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_URL_TTL_SECONDS } from '@archive/domain/images/image-limits';
import { uploadHeaders } from '../upload-headers';
import {
  assertValidKey,
  isValidKey,
  joinUrl,
  type ListedObject,
  ObjectExistsError,
  type ObjectHead,
  type StoragePort,
  type StoredObject,
  type UploadTarget,
} from '../storage-port';

export interface LocalStorageOptions {
  /** Folder the objects live in (DATA_DIR/files). */
  directory: string;
  /** Base address of the files routes of this server, e.g. http://127.0.0.1:3000/files. */
  publicUrl: string;
  /** HMAC-SHA256 key for upload addresses. */
  signingSecret: string;
  clock: () => Date;
}

export type UploadVerdict = 'valid' | 'expired' | 'invalid';

export interface UploadRequest {
  key: string;
  /** The Content-Type the PUT carries, without parameters. */
  contentType: string;
  expires: string | undefined;
  signature: string | undefined;
}

export interface DownloadRequest {
  key: string;
  name: string | undefined;
  expires: string | undefined;
  signature: string | undefined;
}

/** The local adapter also checks the addresses it signed (the files and exports routes ask it). */
export interface LocalStorage extends StoragePort {
  readonly kind: 'local';
  verifyUpload: (request: UploadRequest) => UploadVerdict;
  verifyDownload: (request: DownloadRequest) => UploadVerdict;
}

/**
 * Where this server serves signed downloads, beside the signed uploads (the files module).
 * Relative to the server, not FILES_PUBLIC_URL: the app fetches the file it asked for, and an
 * address on the app's own origin needs no CORS.
 */
const LOCAL_DOWNLOAD_PREFIX = `${FILES_PATH_PREFIX}/${FILES_DOWNLOAD_SEGMENT}`;

/**
 * An object is one file `<key>~object`: a JSON header line (content type), then the bytes.
 * The `~` cannot appear in a key, so `a/b~object` never collides with the folder `a/b/` that
 * holds `a/b/preview.jpg`; and one file means one atomic rename per write.
 */
const OBJECT_SUFFIX = '~object';
const HEADER_LIMIT = 1024;

interface ObjectHeader {
  contentType: string;
}

function parseHeader(text: string): ObjectHeader | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && 'contentType' in value) {
      const { contentType } = value;
      if (typeof contentType === 'string') return { contentType };
    }
  } catch {
    // A damaged header reads as a missing object.
  }
  return null;
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/**
 * The objects under the folder `relative` (a key prefix ending in `/`, or ''), in key order:
 * a file `name~object` sorts as its key `name`, a folder as `name/`, which is S3's order.
 */
async function* walk(root: string, relative: string): AsyncGenerator<ListedObject> {
  let entries;
  try {
    entries = await readdir(path.join(root, relative), { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  const named = entries.flatMap((entry) => {
    if (entry.isDirectory()) return [{ sortKey: `${relative}${entry.name}/`, folder: true }];
    if (!entry.isFile() || !entry.name.endsWith(OBJECT_SUFFIX)) return [];
    const key = `${relative}${entry.name.slice(0, -OBJECT_SUFFIX.length)}`;
    return [{ sortKey: key, folder: false }];
  });
  named.sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0));
  for (const { sortKey, folder } of named) {
    if (folder) {
      yield* walk(root, sortKey);
      continue;
    }
    try {
      const { mtime } = await stat(path.join(root, `${sortKey}${OBJECT_SUFFIX}`));
      yield { key: sortKey, lastModified: mtime };
    } catch (error) {
      // Removed while the listing ran.
      if (!isMissing(error)) throw error;
    }
  }
}

function sign(secret: string, key: string, contentType: string, expires: number): string {
  return createHmac('sha256', secret)
    .update(['PUT', key, contentType, String(expires)].join('\n'))
    .digest('base64url');
}

function signDownload(secret: string, key: string, name: string, expires: number): string {
  return createHmac('sha256', secret)
    .update(['GET', key, name, String(expires)].join('\n'))
    .digest('base64url');
}

function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The embedded default: files under DATA_DIR/files, uploads signed by this server. */
export function createLocalStorage(options: LocalStorageOptions): LocalStorage {
  const root = path.resolve(options.directory);

  function objectPath(key: string): string {
    assertValidKey(key);
    return path.join(root, `${key}${OBJECT_SUFFIX}`);
  }

  async function readObject(key: string): Promise<StoredObject | null> {
    let content: Buffer;
    try {
      content = await readFile(objectPath(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    const newline = content.indexOf(0x0a);
    const header = newline < 0 ? null : parseHeader(content.subarray(0, newline).toString('utf8'));
    if (header === null) return null;
    return { bytes: content.subarray(newline + 1), contentType: header.contentType };
  }

  return {
    kind: 'local',

    async createUploadUrl(key, contentType) {
      assertValidKey(key);
      await Promise.resolve();
      const expires = Math.floor(options.clock().getTime() / 1000) + UPLOAD_URL_TTL_SECONDS;
      const query = new URLSearchParams({
        expires: String(expires),
        signature: sign(options.signingSecret, key, contentType, expires),
      });
      const target: UploadTarget = {
        uploadURL: `${joinUrl(options.publicUrl, `${FILES_UPLOAD_SEGMENT}/${key}`)}?${query.toString()}`,
        key,
        expiresAt: new Date(expires * 1000),
        headers: uploadHeaders(contentType),
      };
      return target;
    },

    verifyUpload(request) {
      const { expires, signature } = request;
      if (expires === undefined || signature === undefined || !/^\d{1,12}$/.test(expires)) {
        return 'invalid';
      }
      const expected = sign(
        options.signingSecret,
        request.key,
        request.contentType,
        Number(expires),
      );
      if (!sameSignature(expected, signature)) return 'invalid';
      // Judged after the signature, so a forged address never learns whether it expired.
      return Number(expires) * 1000 < options.clock().getTime() ? 'expired' : 'valid';
    },

    async createDownloadUrl(key, download) {
      assertValidKey(key);
      await Promise.resolve();
      const expires = Math.floor(options.clock().getTime() / 1000) + download.ttlSeconds;
      const query = new URLSearchParams({
        name: download.fileName,
        expires: String(expires),
        signature: signDownload(options.signingSecret, key, download.fileName, expires),
      });
      return `${LOCAL_DOWNLOAD_PREFIX}/${key}?${query.toString()}`;
    },

    verifyDownload(request) {
      const { name, expires, signature } = request;
      if (
        name === undefined ||
        expires === undefined ||
        signature === undefined ||
        !/^\d{1,12}$/.test(expires) ||
        !isValidKey(request.key)
      ) {
        return 'invalid';
      }
      const expected = signDownload(options.signingSecret, request.key, name, Number(expires));
      if (!sameSignature(expected, signature)) return 'invalid';
      return Number(expires) * 1000 < options.clock().getTime() ? 'expired' : 'valid';
    },

    getObject: readObject,

    async headObject(key): Promise<ObjectHead | null> {
      const file = objectPath(key);
      let handle;
      try {
        handle = await open(file, 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const buffer = Buffer.alloc(HEADER_LIMIT);
        const { bytesRead } = await handle.read(buffer, 0, HEADER_LIMIT, 0);
        const newline = buffer.subarray(0, bytesRead).indexOf(0x0a);
        const header =
          newline < 0 ? null : parseHeader(buffer.subarray(0, newline).toString('utf8'));
        if (header === null) return null;
        const { size } = await stat(file);
        return { size: size - newline - 1, contentType: header.contentType };
      } finally {
        await handle.close();
      }
    },

    async putObject(key, bytes, contentType, _cacheControl, putOptions) {
      // The cache header is the files routes' business: every file is served immutable.
      const file = objectPath(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      const header = Buffer.from(`${JSON.stringify({ contentType } satisfies ObjectHeader)}\n`);
      const handle = await open(temporary, 'wx');
      try {
        await handle.writeFile(Buffer.concat([header, bytes]));
      } finally {
        await handle.close();
      }
      if (putOptions?.onlyIfAbsent !== true) {
        await rename(temporary, file);
        return;
      }
      // A hard link fails when the name exists: of two racing writes exactly one lands.
      try {
        await link(temporary, file);
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'EEXIST') {
          throw new ObjectExistsError(key);
        }
        throw error;
      } finally {
        await rm(temporary, { force: true });
      }
    },

    async deleteObject(key) {
      await rm(objectPath(key), { force: true });
    },

    async deletePrefix(prefix) {
      await rm(objectPath(prefix), { force: true });
      await rm(path.join(root, prefix), { recursive: true, force: true });
    },

    async *listObjects(prefix) {
      const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
      if (folder !== '') assertValidKey(folder.slice(0, -1));
      for await (const object of walk(root, folder)) {
        if (object.key.startsWith(prefix)) yield object;
      }
    },

    publicUrl(key) {
      assertValidKey(key);
      return joinUrl(options.publicUrl, key);
    },

    close() {
      return Promise.resolve();
    },
  };
}
