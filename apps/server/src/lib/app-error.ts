import type { ErrorCode } from '@archive/domain/contract/error.schema';

/** An expected failure with its HTTP status; the error handler turns it into the error shape. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly field: string | undefined;

  constructor(statusCode: number, code: ErrorCode, message: string, field?: string) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.field = field;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
