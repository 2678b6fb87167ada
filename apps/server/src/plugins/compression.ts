import compress from '@fastify/compress';
import { API_MESSAGES } from '@archive/domain/messages/api-messages';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/** Answers shorter than this go as they are: a header and a dictionary would outweigh them. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses every answer of a compressible type above COMPRESS_THRESHOLD_BYTES, by the
 * request's Accept-Encoding (brotli, else gzip), with `Vary: Accept-Encoding` (decision 059).
 * A pull of 2,000 works is 2 MB of JSON and about a tenth of it compressed. Small answers are
 * compressed in one call, larger ones and streams on libuv's threads, never holding the event
 * loop. An answer that already carries its encoding (the build's .br and .gz, decision 045) is
 * left alone; images, PDFs and ZIPs are not a compressible type.
 *
 * Request bodies are never inflated: the plugin would count a body limit against the
 * compressed bytes, so a few kilobytes could inflate into gigabytes. No browser compresses
 * what it sends, so a body with a Content-Encoding answers 415 before it is read.
 */
export const compressionPlugin = fp(
  async (app) => {
    app.addHook('onRequest', (request, _reply, done) => {
      const encoding = request.headers['content-encoding'];
      if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') {
        done(new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', API_MESSAGES.contentEncodingRefused));
        return;
      }
      done();
    });
    await app.register(compress, {
      global: true,
      encodings: ['br', 'gzip'],
      threshold: COMPRESS_THRESHOLD_BYTES,
    });
  },
  { name: 'compression', dependencies: ['error-handler'] },
);
