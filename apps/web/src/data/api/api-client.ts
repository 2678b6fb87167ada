import type { z } from 'zod';
import { errorResponseSchema } from '@archive/domain/contract/error.schema';
import type { ErrorResponse } from '@archive/domain/contract/error.schema';
import { archiveAccessOf } from '@archive/domain/billing/archive-access';
import { AUTH_CONTRACT, buildPath } from '@archive/domain/contract/auth.contract';
import { API_MESSAGES } from '@archive/domain/messages/api-messages';
import type { User } from '@archive/domain/user/user.schema';
import { clearSession, getSession, updateSessionUser } from '../session/session-store';

/** An answer that is not 2xx, in the API's one error shape. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorResponse['error']['code'];
  readonly field: string | undefined;
  /** Every field at fault with its message (decision 006): the one `field`, or a 400's list. */
  readonly fields: readonly { field: string; message: string }[];

  constructor(status: number, body: ErrorResponse) {
    super(body.error.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.error.code;
    this.field = body.error.field;
    const { field, fields, message } = body.error;
    this.fields = fields ?? (field === undefined ? [] : [{ field, message }]);
  }
}

/** The request never reached the server: no network, or the server is down. */
export class OfflineError extends Error {
  constructor() {
    super('offline');
    this.name = 'OfflineError';
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

export function isOfflineError(error: unknown): error is OfflineError {
  return error instanceof OfflineError;
}

/** The server's paywall refused the call: the account has no plan (or one past due). */
export function isPlanRequiredAnswer(status: number, code: string | undefined): boolean {
  return status === 403 && code === 'PLAN_REQUIRED';
}

/** The stored user, its plan taken away: the server's word when it cannot be asked again. */
function withoutPlan(user: User): User {
  if (archiveAccessOf(user.account) !== 'write') return user;
  return { ...user, account: { ...user.account, accessLevel: 0, activePlan: 'none' } };
}

async function refreshAfterPlanRequired(): Promise<void> {
  let fresh: User | null = null;
  try {
    fresh = (await callApi(AUTH_CONTRACT.me)).user;
  } catch {
    // Offline, or the session ended (a 401 has cleared it): decide from the refusal alone.
  }
  const session = getSession();
  if (session) updateSessionUser(fresh ?? withoutPlan(session.user));
}

let following: Promise<void> | null = null;

/**
 * After a PLAN_REQUIRED answer, from any call: the stored user is older than the server's
 * word, so it is brought up to date (GET /v1/me) and the route guards (app/guards.tsx) send
 * the person to /pay, or to /expired-payment-method when the last payment failed. Calls that
 * meet it together share one refresh.
 */
export function followPlanRequired(): Promise<void> {
  following ??= refreshAfterPlanRequired().finally(() => {
    following = null;
  });
  return following;
}

interface Endpoint<Response extends z.ZodType> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  response: Response;
  public: boolean;
}

interface CallOptions {
  params?: Record<string, string>;
  body?: unknown;
  /** More headers, such as the Idempotency-Key of a change. */
  headers?: Record<string, string>;
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

/** The one `fetch` of the web app: calls a contract endpoint and checks its answer. */
export async function callApi<Response extends z.ZodType>(
  endpoint: Endpoint<Response>,
  options: CallOptions = {},
): Promise<z.infer<Response>> {
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  const session = getSession();
  const sendsToken = !endpoint.public && session !== null;
  if (sendsToken) headers.authorization = `Bearer ${session.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  let response: globalThis.Response;
  try {
    response = await fetch(buildPath(endpoint.path, options.params), {
      method: endpoint.method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
  } catch {
    throw new OfflineError();
  }

  if (!response.ok) {
    const error = new ApiError(response.status, await readError(response));
    // The server no longer knows this session (expired, revoked elsewhere): sign out here.
    if (sendsToken && response.status === 401) clearSession();
    // Settled before the caller sees the error, so its screen is already on its way to /pay.
    if (sendsToken && isPlanRequiredAnswer(response.status, error.code)) {
      await followPlanRequired();
    }
    throw error;
  }
  return endpoint.response.parse(await response.json());
}
