import { z } from 'zod';

export const ERROR_CODES = [
  'VALIDATION',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'PLAN_REQUIRED',
  'RATE_LIMITED',
  'BODY_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INVALID_PASSWORD',
  'NO_ACCOUNT',
  'ACCOUNT_EXISTS',
  'CURRENT_PASSWORD_INCORRECT',
  'EMAIL_NOT_FOUND',
  'RESET_CODE_INVALID',
  'CARD_DECLINED',
  'PAYMENT_FAILED',
  'NO_SUBSCRIPTION',
  'SUBSCRIPTION_EXISTS',
  'PAYMENTS_UNAVAILABLE',
  'WEBHOOK_SIGNATURE_INVALID',
  'IDEMPOTENCY_KEY_REUSED',
  'UPLOAD_ADDRESS_USED',
  'EXPORT_COMING_SOON',
  'EXPORT_TOO_LARGE',
  'EXPORT_BUSY',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });

/** The one error shape of every answer that is not 2xx. */
export const errorResponseSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    field: z.string().optional(),
    fields: z.array(fieldErrorSchema).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
