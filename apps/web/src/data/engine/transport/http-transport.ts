import type { z } from 'zod';
import { ARTWORKS_CONTRACT } from '@archive/domain/contract/artworks.contract';
import { buildPath } from '@archive/domain/contract/auth.contract';
import { CONTACTS_CONTRACT } from '@archive/domain/contract/contacts.contract';
import { errorResponseSchema } from '@archive/domain/contract/error.schema';
import { SYNC_CONTRACT } from '@archive/domain/contract/sync.contract';
import { IDEMPOTENCY_KEY_HEADER } from '@archive/domain/sync/sync.schema';
import { TransportError, isPlanRequired, networkError } from './sync-transport';
import type { SyncTransport, UploadTarget } from './sync-transport';

export interface HttpTransportOptions {
  /** '' in the browser (same origin); `http://127.0.0.1:PORT` in Node. */
  baseUrl: string;
  getToken: () => string | null;
  fetch?: typeof fetch;
  /** Called on a 401 (the session ended on the server). */
  onUnauthorized?: () => void;
  /**
   * Called on a 403 PLAN_REQUIRED (the account has no active plan, or a past-due one for a
   * change); the TransportError thrown after it carries that code (see isPlanRequired).
   */
  onPlanRequired?: () => void;
}

interface Endpoint<Schema extends z.ZodType> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  response: Schema;
}

/** A refusal in the one error shape keeps its message and code; any other body, the status. */
function answerError(status: number, text: string, fallback: string): TransportError {
  try {
    const parsed = errorResponseSchema.safeParse(JSON.parse(text));
    if (parsed.success) {
      return new TransportError(status, parsed.data.error.message, parsed.data.error.code);
    }
  } catch {
    // Not JSON (a proxy's error page, S3's XML).
  }
  return new TransportError(status, fallback);
}

/** The sync engine's transport over plain `fetch`: runs in the browser and in Node. */
export function createHttpTransport(options: HttpTransportOptions): SyncTransport {
  const send = options.fetch ?? fetch;

  async function call<Schema extends z.ZodType>(
    endpoint: Endpoint<Schema>,
    request: {
      params?: Record<string, string>;
      query?: Record<string, string>;
      body?: unknown;
      key?: string;
    },
  ): Promise<z.infer<Schema>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = options.getToken();
    if (token !== null) headers.authorization = `Bearer ${token}`;
    if (request.key !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = request.key;
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
    const url = options.baseUrl + buildPath(endpoint.path, request.params) + query;

    let response: Response;
    let text: string;
    try {
      response = await send(url, {
        method: endpoint.method,
        headers,
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      });
      // A connection cut while the body streams is a network error too.
      text = await response.text();
    } catch (cause) {
      throw networkError(cause);
    }

    if (!response.ok) {
      if (response.status === 401) options.onUnauthorized?.();
      const error = answerError(response.status, text, `HTTP ${String(response.status)}`);
      if (isPlanRequired(error)) options.onPlanRequired?.();
      throw error;
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      // A 2xx with a broken body: the answer was lost on the way; the retry gets the stored one.
      throw new TransportError(502, 'The answer could not be read');
    }
    const parsed = endpoint.response.safeParse(json);
    if (!parsed.success) throw new TransportError(502, 'The answer has an unexpected shape');
    return parsed.data;
  }

  /**
   * The bytes go to the signed address as they are, with its headers and without our token
   * (the address may be another host). A relative address is the API's own origin.
   */
  async function putUpload(target: UploadTarget, blob: Blob): Promise<void> {
    const url = target.uploadURL.startsWith('/')
      ? options.baseUrl + target.uploadURL
      : target.uploadURL;
    let response: Response;
    let text: string;
    try {
      response = await send(url, { method: 'PUT', headers: target.headers, body: blob });
      // Read to the end: a connection cut before the answer is a network error.
      text = await response.text();
    } catch (cause) {
      throw networkError(cause);
    }
    if (!response.ok) {
      // Our files host says why (a refused file: shown to the user); S3 answers XML.
      throw answerError(response.status, text, `Upload: HTTP ${String(response.status)}`);
    }
  }

  return {
    pull: (nextSync) => call(SYNC_CONTRACT.pull, { params: { nextSync: String(nextSync) } }),
    createContact: (body, key) => call(CONTACTS_CONTRACT.create, { body, key }),
    updateContact: (body, key) => call(CONTACTS_CONTRACT.update, { body, key }),
    deleteContact: (id, key) => call(CONTACTS_CONTRACT.delete, { params: { id }, key }),
    createArtwork: (body, key) => call(ARTWORKS_CONTRACT.create, { body, key }),
    updateArtwork: (body, key) => call(ARTWORKS_CONTRACT.update, { body, key }),
    deleteArtwork: (id, key) => call(ARTWORKS_CONTRACT.delete, { query: { artworkId: id }, key }),
    imageUrls: (id, contentType) =>
      call(ARTWORKS_CONTRACT.imageUrls, { params: { id, count: '1' }, query: { contentType } }),
    putUpload,
    linkImage: (id, body, key) => call(ARTWORKS_CONTRACT.linkImage, { params: { id }, body, key }),
  };
}
