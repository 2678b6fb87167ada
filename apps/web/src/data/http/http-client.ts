import type { z } from 'zod';
import { buildPath } from '@archive/domain/contract/build-path';
import { IDEMPOTENCY_KEY_HEADER } from '@archive/domain/sync/idempotency-key';
import { ApiError, isPlanRequired, offlineError } from './api-error';
import type { ErrorBody } from './api-error';

/**
 * The one HTTP core of the web app: the online calls (api/api-client.ts, the contact photo)
 * and the sync engine's transport all send through it, and all fail with one ApiError.
 */
export interface HttpClientOptions {
  /** '' in the browser (same origin); `http://127.0.0.1:PORT` in Node. */
  baseUrl: string;
  getToken: () => string | null;
  /** Read at each request, so a test's stubbed global `fetch` is used. */
  fetch?: typeof fetch;
  /** A 401 to a request that carried the token: the session ended on the server. */
  onUnauthorized?: () => void;
  /**
   * A 403 PLAN_REQUIRED to a request that carried the token; settled before the error is
   * thrown, so the caller's screen is already on its way to /pay.
   */
  onPlanRequired?: () => void | Promise<void>;
  /** The error of an answer that is not in the one error shape (a proxy's page, S3's XML). */
  unreadable: (status: number, request: 'call' | 'upload') => ErrorBody['error'];
}

export interface Endpoint<Schema extends z.ZodType> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  response: Schema;
  /** Sent without the token (sign-in, register, …). */
  public?: boolean;
}

export interface HttpRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** The change's Idempotency-Key. */
  idempotencyKey?: string;
  /** More headers. */
  headers?: Record<string, string>;
}

export interface HttpClient {
  /** Calls a contract endpoint and checks its answer against the endpoint's schema. */
  call: <Schema extends z.ZodType>(
    endpoint: Endpoint<Schema>,
    request?: HttpRequest,
  ) => Promise<z.infer<Schema>>;
  /**
   * PUTs bytes to a signed upload address as they are, with its headers and without our token
   * (the address may be another host). A relative address is the API's own origin.
   */
  putBytes: (url: string, headers: Record<string, string>, body: Blob) => Promise<void>;
  /**
   * GETs the bytes behind a signed download address (an export), without our token: the
   * signature is the permission and the address may be another host.
   */
  getBlob: (url: string) => Promise<Blob>;
}

/** A refusal in the one error shape keeps its message, code and fields; any other body, `fallback`. */
async function answerError(
  status: number,
  text: string,
  fallback: ErrorBody['error'],
): Promise<ApiError> {
  try {
    const body: unknown = JSON.parse(text);
    // Loaded with the first refusal in JSON, not with every screen's first load (issue 37).
    const { errorResponseSchema } = await import('@archive/domain/contract/error.schema');
    const parsed = errorResponseSchema.safeParse(body);
    if (parsed.success) return new ApiError(status, parsed.data);
  } catch {
    // Not JSON (a proxy's error page, S3's XML), or the schema's chunk could not be loaded.
  }
  return new ApiError(status, { error: fallback });
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  /** Sends and reads the answer to its end: a connection cut before that is no answer. */
  async function exchange(url: string, init: RequestInit): Promise<[Response, string]> {
    const send = options.fetch ?? globalThis.fetch;
    try {
      const response = await send(url, init);
      return [response, await response.text()];
    } catch (cause) {
      throw offlineError(cause);
    }
  }

  return {
    async call(endpoint, request = {}) {
      const headers: Record<string, string> = { ...request.headers, accept: 'application/json' };
      const token = endpoint.public === true ? null : options.getToken();
      if (token !== null) headers.authorization = `Bearer ${token}`;
      if (request.idempotencyKey !== undefined) {
        headers[IDEMPOTENCY_KEY_HEADER] = request.idempotencyKey;
      }
      if (request.body !== undefined) headers['content-type'] = 'application/json';
      const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
      const url = options.baseUrl + buildPath(endpoint.path, request.params) + query;
      const [response, text] = await exchange(url, {
        method: endpoint.method,
        headers,
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      });
      if (!response.ok) {
        const error = await answerError(
          response.status,
          text,
          options.unreadable(response.status, 'call'),
        );
        if (token !== null && response.status === 401) options.onUnauthorized?.();
        if (token !== null && isPlanRequired(error)) await options.onPlanRequired?.();
        throw error;
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        // A 2xx with a broken body: the answer was lost on the way; a retry gets the stored one.
        throw new ApiError(502, { error: { message: 'The answer could not be read' } });
      }
      const parsed = endpoint.response.safeParse(json);
      if (!parsed.success) {
        throw new ApiError(502, { error: { message: 'The answer has an unexpected shape' } });
      }
      return parsed.data;
    },

    async putBytes(url, headers, body) {
      const target = url.startsWith('/') ? options.baseUrl + url : url;
      const [response, text] = await exchange(target, { method: 'PUT', headers, body });
      if (!response.ok) {
        // Our files host says why (a refused file: shown to the user); S3 answers XML.
        throw await answerError(
          response.status,
          text,
          options.unreadable(response.status, 'upload'),
        );
      }
    },

    async getBlob(url) {
      const target = url.startsWith('/') ? options.baseUrl + url : url;
      const send = options.fetch ?? globalThis.fetch;
      let response: Response;
      try {
        response = await send(target, { method: 'GET' });
      } catch (cause) {
        throw offlineError(cause);
      }
      if (!response.ok) {
        throw await answerError(
          response.status,
          await response.text(),
          options.unreadable(response.status, 'call'),
        );
      }
      try {
        return await response.blob();
      } catch (cause) {
        throw offlineError(cause);
      }
    },
  };
}
