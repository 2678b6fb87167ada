import type { ErrorCode, ErrorResponse } from '@archive/domain/contract/error.schema';

/** An error body as the web app keeps it: the one error shape, its code when there is one. */
export interface ErrorBody {
  error: Omit<ErrorResponse['error'], 'code'> & { code?: ErrorCode };
}

/**
 * The one error of every request the web app makes (http-client.ts), online calls and the sync
 * engine's alike. `status` is the answer's HTTP status, or null when the request never got an
 * answer (no network, the server down, a connection cut before the answer was read).
 */
export class ApiError extends Error {
  readonly status: number | null;
  readonly code: ErrorCode | undefined;
  readonly field: string | undefined;
  /** Every field at fault with its message (decision 006): the one `field`, or a 400's list. */
  readonly fields: readonly { field: string; message: string }[];

  constructor(status: number | null, body: ErrorBody) {
    super(body.error.message);
    this.name = 'ApiError';
    this.status = status;
    const { code, field, fields, message } = body.error;
    this.code = code;
    this.field = field;
    this.fields = fields ?? (field === undefined ? [] : [{ field, message }]);
  }
}

/** The request never got an answer. */
export function offlineError(cause?: unknown): ApiError {
  const error = new ApiError(null, { error: { message: 'offline' } });
  if (cause !== undefined) error.cause = cause;
  return error;
}

/** The server answered, with `status` when given. */
export function isApiError(
  error: unknown,
  status?: number,
): error is ApiError & { status: number } {
  return (
    error instanceof ApiError &&
    error.status !== null &&
    (status === undefined || error.status === status)
  );
}

/** The server could not be reached; such a failure is not counted as an outbox attempt. */
export function isOfflineError(error: unknown): error is ApiError & { status: null } {
  return error instanceof ApiError && error.status === null;
}

/**
 * The server's paywall refused the call (403 PLAN_REQUIRED): the account has no active plan,
 * or its last payment failed. Like a lost connection it is not the change's fault: a queued
 * change waits in the outbox, not counted as an attempt, until the plan is active again.
 */
export function isPlanRequired(error: unknown): boolean {
  return isApiError(error, 403) && error.code === 'PLAN_REQUIRED';
}

/** The HTTP status of a failure: 0 when never answered; anything not an ApiError counts as 500. */
export function statusOf(error: unknown): number {
  return error instanceof ApiError ? (error.status ?? 0) : 500;
}
