import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  IMMUTABLE_CACHE_CONTROL,
  UPLOAD_URL_TTL_SECONDS,
} from '@archive/domain/images/image-limits';
import {
  assertValidKey,
  joinUrl,
  type ListedObject,
  ObjectExistsError,
  type ObjectHead,
  type StoragePort,
  type StoredObject,
} from '../storage-port';
import { attachment } from '../content-disposition';
import { uploadHeaders } from '../upload-headers';

export interface S3StorageOptions {
  /** An S3-compatible endpoint (path-style addressing); null is AWS itself. */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** null: the SDK's default credential chain (an instance role, for example). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Where browsers load the bucket's objects from (a CDN or the bucket's public address). */
  publicUrl: string;
  clock: () => Date;
}

/** S3 answers 412 to a failed If-None-Match, 409 to a conditional write racing another. */
function isObjectExists(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  const status = error.$metadata.httpStatusCode;
  return error.name === 'PreconditionFailed' || status === 412 || status === 409;
}

function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return (
    error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404
  );
}

/** Any S3-compatible store; uploads go straight from the browser by presigned PUT. */
export function createS3Storage(options: S3StorageOptions): StoragePort {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint === null ? {} : { endpoint: options.endpoint, forcePathStyle: true }),
    ...(options.credentials === null ? {} : { credentials: options.credentials }),
    // The SDK's default checksums add headers and query parameters that most S3-compatible
    // stores refuse (and that would break the presigned PUT a browser sends).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  async function* listPages(prefix: string): AsyncGenerator<ListedObject> {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) {
        if (item.Key === undefined) continue;
        // An object the store gives no date is taken as new: never reclaimed on a guess.
        yield { key: item.Key, lastModified: item.LastModified ?? options.clock() };
      }
      token = page.IsTruncated === true ? page.NextContinuationToken : undefined;
    } while (token !== undefined);
  }

  async function listUnder(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    for await (const { key } of listPages(prefix)) keys.push(key);
    return keys;
  }

  return {
    kind: 's3',

    async createUploadUrl(key, contentType) {
      assertValidKey(key);
      const signingDate = options.clock();
      // Content type and cache header are signed: the store refuses a PUT with other values.
      // So is If-None-Match: * (S3 conditional writes): a second PUT to the address, within
      // its 15 minutes, answers 412 instead of replacing a linked original (decision 020).
      const uploadURL = await getSignedUrl(
        client,
        new PutObjectCommand({
          Bucket,
          Key: key,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
          IfNoneMatch: '*',
        }),
        {
          expiresIn: UPLOAD_URL_TTL_SECONDS,
          signingDate,
          signableHeaders: new Set(['content-type', 'cache-control', 'if-none-match']),
        },
      );
      return {
        uploadURL,
        key,
        expiresAt: new Date(signingDate.getTime() + UPLOAD_URL_TTL_SECONDS * 1000),
        headers: uploadHeaders(contentType),
      };
    },

    async createDownloadUrl(key, download) {
      assertValidKey(key);
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: key,
          ResponseContentType: download.contentType,
          ResponseContentDisposition: attachment(download.fileName),
        }),
        { expiresIn: download.ttlSeconds, signingDate: options.clock() },
      );
    },

    async getObject(key): Promise<StoredObject | null> {
      assertValidKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (answer.Body === undefined) return null;
        const bytes = Buffer.from(await answer.Body.transformToByteArray());
        return { bytes, contentType: answer.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async headObject(key): Promise<ObjectHead | null> {
      assertValidKey(key);
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return {
          size: answer.ContentLength ?? 0,
          contentType: answer.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async putObject(key, bytes, contentType, cacheControl, putOptions) {
      assertValidKey(key);
      const onlyIfAbsent = putOptions?.onlyIfAbsent === true;
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: bytes,
            ContentType: contentType,
            CacheControl: cacheControl,
            ...(onlyIfAbsent ? { IfNoneMatch: '*' } : {}),
          }),
        );
      } catch (error) {
        if (onlyIfAbsent && isObjectExists(error)) throw new ObjectExistsError(key);
        throw error;
      }
    },

    async deleteObject(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async deletePrefix(prefix) {
      assertValidKey(prefix);
      // One DELETE per object: DeleteObjects needs a checksum some compatible stores lack,
      // and an image has only its original and a few derivatives.
      const keys = [prefix, ...(await listUnder(`${prefix}/`))];
      for (const key of keys) await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    listObjects(prefix) {
      return listPages(prefix);
    },

    publicUrl(key) {
      assertValidKey(key);
      return joinUrl(options.publicUrl, key);
    },

    close() {
      client.destroy();
      return Promise.resolve();
    },
  };
}
