import { z } from 'zod';
import { IMAGE_CONTENT_TYPES } from '../images/image-limits';

/** Where the server serves the local storage adapter's files (FILES_PUBLIC_URL defaults here). */
export const FILES_PATH_PREFIX = '/files';
/** The folder under FILES_PATH_PREFIX that takes signed uploads. */
export const FILES_UPLOAD_SEGMENT = 'upload';
/** The folder under FILES_PATH_PREFIX that serves signed downloads (an export's file). */
export const FILES_DOWNLOAD_SEGMENT = 'download';

const filePathParams = z.object({ '*': z.string() });
/** A signed address's query; the route judges it (a missing part is a forged address). */
const signedQuery = z.object({
  expires: z.string().optional(),
  signature: z.string().optional(),
});

/**
 * The files host of the local storage adapter (on S3 the bucket is the files host and these
 * are not registered). No session: a signed address is the permission for an upload, and an
 * image's key, unguessable, for a read. Not in the OpenAPI document: their bodies are bytes
 * (the hidden-routes fuzz covers them).
 */
export const FILES_CONTRACT = {
  /** A signed upload, like S3's presigned PUT: 200, an ETag and no body. */
  upload: {
    method: 'PUT',
    path: `${FILES_PATH_PREFIX}/${FILES_UPLOAD_SEGMENT}/*`,
    operationId: 'uploadFile',
    summary: 'Upload an image to its signed address (local storage only)',
    params: filePathParams,
    querystring: signedQuery,
    consumes: IMAGE_CONTENT_TYPES,
    response: z.unknown(),
    public: true,
    hidden: true,
  },
  /**
   * A file by its signed download address, like S3's presigned GET (an export's document or
   * list): the signature, made for the key, the file name and the time it expires, is the
   * permission.
   */
  download: {
    method: 'GET',
    path: `${FILES_PATH_PREFIX}/${FILES_DOWNLOAD_SEGMENT}/*`,
    operationId: 'downloadFile',
    summary: 'A file by its signed download address (local storage only)',
    params: filePathParams,
    querystring: signedQuery.extend({ name: z.string().optional() }),
    produces: ['application/pdf', 'text/csv', 'text/vcard'],
    response: z.unknown(),
    public: true,
    hidden: true,
  },
  /** An image or one of its derivatives (`…/preview.jpg`, `…/medium.jpg`). */
  file: {
    method: 'GET',
    path: `${FILES_PATH_PREFIX}/*`,
    operationId: 'getFile',
    summary: 'An image or its derivative (local storage only)',
    params: filePathParams,
    produces: IMAGE_CONTENT_TYPES,
    response: z.unknown(),
    public: true,
    hidden: true,
  },
} as const;
