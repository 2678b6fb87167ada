import { createHash } from 'node:crypto';
import {
  IMAGE_CONTENT_TYPES,
  IMAGE_MAX_BYTES,
  IMMUTABLE_CACHE_CONTROL,
} from '@archive/domain/images/image-limits';
import { FILES_CONTRACT } from '@archive/domain/contract/files.contract';
import { HOUR_MS, MINUTE_MS } from '@archive/domain/app/durations';
import { IMAGE_MESSAGES } from '@archive/domain/images/image.messages';
import { EXPORT_MESSAGES } from '@archive/domain/exports/export.messages';
import type { FastifyError, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createSharpMedia } from '../../adapters/media/sharp-media';
import { attachment } from '../../adapters/storage/content-disposition';
import type { LocalStorage } from '../../adapters/storage/local/local-storage';
import { AppError } from '../../lib/app-error';
import { recordNotFound } from '../../lib/record-not-found';
import { contractRoute } from '../../lib/contract-route';
import { toErrorResponse } from '../../plugins/error-handler';
import { startRepeating } from '../../lib/repeating-task';
import {
  createFilesService,
  isUploadKey,
  uploadAddressUsed,
  type FilesService,
} from './files.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Image files: upload addresses, checks and derivatives, on either storage adapter. */
    files: FilesService;
  }
}

function mediaType(request: FastifyRequest): string {
  const header = request.headers['content-type'] ?? '';
  return (header.split(';')[0] ?? '').trim().toLowerCase();
}

function contentLength(request: FastifyRequest): number | null {
  const header = request.headers['content-length'];
  return header === undefined || !/^\d+$/.test(header) ? null : Number(header);
}

/** Why a PUT to an upload address is refused before its body is read, or null. */
function refuseUpload(local: LocalStorage, request: FastifyRequest): AppError | null {
  const params = request.params as { '*'?: string };
  const query = request.query as { expires?: unknown; signature?: unknown };
  const key = params['*'] ?? '';
  const verdict = isUploadKey(key)
    ? local.verifyUpload({
        key,
        contentType: mediaType(request),
        expires: typeof query.expires === 'string' ? query.expires : undefined,
        signature: typeof query.signature === 'string' ? query.signature : undefined,
      })
    : 'invalid';
  if (verdict === 'expired') {
    return new AppError(403, 'FORBIDDEN', IMAGE_MESSAGES.uploadAddressExpired);
  }
  if (verdict === 'invalid') {
    return new AppError(403, 'FORBIDDEN', IMAGE_MESSAGES.uploadAddressInvalid);
  }
  const length = contentLength(request);
  if (length !== null && length > IMAGE_MAX_BYTES) {
    return new AppError(413, 'BODY_TOO_LARGE', IMAGE_MESSAGES.tooLarge);
  }
  return null;
}

function localRoutes(local: LocalStorage): FastifyPluginAsync {
  return (app) => {
    // Bodies are read as bytes; only after the signature passed (it names the type).
    app.addContentTypeParser(
      [...IMAGE_CONTENT_TYPES],
      { parseAs: 'buffer', bodyLimit: IMAGE_MAX_BYTES },
      (_request, body, done) => {
        done(null, body);
      },
    );
    // A body over the limit without a Content-Length is cut off by Fastify: same message.
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const mapped =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? new AppError(413, 'BODY_TOO_LARGE', IMAGE_MESSAGES.tooLarge)
          : error;
      const { status, body } = toErrorResponse(mapped, request);
      if (status < 500) request.log.info({ code: body.error.code, status }, 'Request refused');
      return reply.status(status).send(body);
    });

    // Judged before a byte of the body is read, so a forged upload costs nothing; so is a
    // used address (the write itself refuses too, should two PUTs race).
    async function handleUploadRequest(request: FastifyRequest): Promise<void> {
      const refused = refuseUpload(local, request);
      if (refused !== null) throw refused;
      const key = (request.params as { '*'?: string })['*'] ?? '';
      if ((await local.headObject(key)) !== null) throw uploadAddressUsed();
    }

    contractRoute(
      app,
      'files',
      FILES_CONTRACT.upload,
      { bodyLimit: IMAGE_MAX_BYTES, onRequest: handleUploadRequest },
      async (request, { params }, reply) => {
        const body: unknown = request.body;
        const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
        // The signature check passed, so this is the type the upload was signed for.
        await app.files.acceptUpload(params['*'], bytes, mediaType(request));
        // Like S3: 200, an ETag and no body.
        const etag = createHash('md5').update(bytes).digest('hex');
        return reply.status(200).header('etag', `"${etag}"`).send();
      },
    );

    // The signature is the permission: the address was handed to the signed-in owner of the
    // file (an export's document) for a few minutes; on S3 the bucket serves a presigned GET.
    contractRoute(
      app,
      'files',
      FILES_CONTRACT.download,
      {},
      async (_request, { params, query }, reply) => {
        const key = params['*'];
        const verdict = local.verifyDownload({
          key,
          name: query.name,
          expires: query.expires,
          signature: query.signature,
        });
        if (verdict === 'expired')
          throw new AppError(403, 'FORBIDDEN', EXPORT_MESSAGES.downloadExpired);
        if (verdict === 'invalid')
          throw new AppError(403, 'FORBIDDEN', EXPORT_MESSAGES.downloadInvalid);
        const found = await local.getObject(key);
        if (found === null) throw recordNotFound();
        return reply
          .header('content-type', found.contentType)
          .header('content-disposition', attachment(query.name ?? 'export'))
          .send(found.bytes);
      },
    );

    contractRoute(app, 'files', FILES_CONTRACT.file, {}, async (_request, { params }, reply) => {
      const found = await app.files.readFile(params['*']);
      if (found === null) throw new AppError(404, 'NOT_FOUND', IMAGE_MESSAGES.notFound);
      return (
        reply
          .header('content-type', found.contentType)
          .header('cache-control', IMMUTABLE_CACHE_CONTROL)
          // The files host may be another origin than the app's (spec section 7).
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(found.bytes)
      );
    });
    return Promise.resolve();
  };
}

/** The first sweep waits until the server has settled in. */
const FIRST_SWEEP_DELAY_MS = 5 * MINUTE_MS;

/**
 * Image files. With the local adapter this server is the files host: signed uploads at
 * PUT /files/upload/<key>, signed downloads (exports) at GET /files/download/<key>, originals
 * at GET /files/<key>, derivatives at
 * GET /files/<key>/preview.jpg and /medium.jpg. With S3 the bucket is the files host and
 * only the service (for the link calls) is registered.
 */
export const filesModule = fp<{ sweepHours: number }>(
  async (app, options) => {
    app.decorate(
      'files',
      createFilesService(app.storage, createSharpMedia(), app.log, app.runExclusive),
    );
    if (app.localFiles !== null) await app.register(localRoutes(app.localFiles));
    if (options.sweepHours > 0) {
      const timer = startRepeating(
        async () => {
          const report = await app.files.sweepUnlinked(app.clock());
          if (report === null) {
            app.log.info('Unlinked uploads are being swept by another process');
            return;
          }
          app.log.info(
            { examined: report.examined, removed: report.removed.length },
            'Unlinked uploads swept',
          );
        },
        { firstDelayMs: FIRST_SWEEP_DELAY_MS, everyMs: options.sweepHours * HOUR_MS },
        (error) => {
          app.log.warn({ err: error }, 'The unlinked uploads sweep failed');
        },
      );
      app.addHook('onClose', () => timer.stop());
    }
  },
  { name: 'files', dependencies: ['db', 'storage', 'error-handler', 'clock'] },
);
