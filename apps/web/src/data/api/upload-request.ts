import type { z } from 'zod';
import { buildPath } from '@archive/domain/contract/auth.contract';
import { errorResponseSchema } from '@archive/domain/contract/error.schema';
import type { ErrorResponse } from '@archive/domain/contract/error.schema';
import { API_MESSAGES } from '@archive/domain/messages/api-messages';
import { IDEMPOTENCY_KEY_HEADER } from '@archive/domain/sync/sync.schema';
import { ApiError, isPlanRequiredAnswer, OfflineError } from './api-client';

/**
 * Online-only image calls (contact photo, organisation logo): a JSON call with an optional
 * Idempotency-Key, and the PUT of the bytes to a signed upload address. Separate from
 * callApi because these need PUT, extra headers and a base address (Node tests).
 */
export interface UploadRequestOptions {
  /** '' in the browser (same origin); `http://127.0.0.1:PORT` in tests. */
  baseUrl: string;
  getToken: () => string | null;
  fetch?: typeof fetch;
  /** Called on a 401 (the session ended on the server). */
  onUnauthorized?: () => void;
  /** Called on a 403 PLAN_REQUIRED (the account has no plan for this call). */
  onPlanRequired?: () => Promise<void>;
}

interface JsonEndpoint<Schema extends z.ZodType> {
  method: 'GET' | 'PUT' | 'PATCH';
  path: string;
  response: Schema;
}

export interface JsonRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  idempotencyKey?: string;
}

async function readError(response: Response): Promise<ErrorResponse> {
  try {
    const parsed = errorResponseSchema.safeParse(await response.json());
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON (a proxy's error page): fall through to a generic answer.
  }
  return { error: { code: 'INTERNAL', message: API_MESSAGES.generic } };
}

export function createUploadRequests(options: UploadRequestOptions) {
  const send = options.fetch ?? fetch;

  async function callJson<Schema extends z.ZodType>(
    endpoint: JsonEndpoint<Schema>,
    request: JsonRequest,
  ): Promise<z.infer<Schema>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = options.getToken();
    if (token !== null) headers.authorization = `Bearer ${token}`;
    if (request.idempotencyKey !== undefined) {
      headers[IDEMPOTENCY_KEY_HEADER] = request.idempotencyKey;
    }
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
    let response: Response;
    try {
      response = await send(options.baseUrl + buildPath(endpoint.path, request.params) + query, {
        method: endpoint.method,
        headers,
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      });
    } catch {
      throw new OfflineError();
    }
    if (!response.ok) {
      if (response.status === 401) options.onUnauthorized?.();
      const error = new ApiError(response.status, await readError(response));
      if (isPlanRequiredAnswer(error.status, error.code)) await options.onPlanRequired?.();
      throw error;
    }
    return endpoint.response.parse(await response.json());
  }

  /**
   * The bytes go to the signed address as they are, with its headers and without our token
   * (the address may be another host). A relative address is the API's own origin.
   */
  async function putBytes(url: string, headers: Record<string, string>, file: Blob) {
    const target = url.startsWith('/') ? options.baseUrl + url : url;
    let response: Response;
    try {
      response = await send(target, { method: 'PUT', headers, body: file });
    } catch {
      throw new OfflineError();
    }
    if (!response.ok) throw new ApiError(response.status, await readError(response));
    await response.arrayBuffer();
  }

  return { callJson, putBytes };
}
