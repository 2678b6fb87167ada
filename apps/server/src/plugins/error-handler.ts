import { API_MESSAGES } from '@archive/domain/messages/api-messages';
import type { ErrorCode, ErrorResponse } from '@archive/domain/contract/error.schema';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { isAppError } from '../lib/app-error';

type ErrorBody = ErrorResponse['error'];
type FieldError = NonNullable<ErrorBody['fields']>[number];

export function errorBody(
  code: ErrorCode,
  message: string,
  extra: Partial<ErrorBody> = {},
): ErrorResponse {
  return { error: { code, message, ...extra } };
}

/** One message per field, the first one zod reports, in the order the fields failed. */
function validationFields(
  issues: {
    keyword: string;
    instancePath: string;
    message?: string;
    params: Record<string, unknown>;
  }[],
  context: string,
): FieldError[] {
  const fields = new Map<string, string>();
  for (const issue of issues) {
    const keys = issue.params.keys;
    const base = issue.instancePath.split('/').filter((segment) => segment !== '');
    const paths =
      issue.keyword === 'unrecognized_keys' && Array.isArray(keys)
        ? keys.map((key) => [...base, String(key)].join('.'))
        : [base.join('.')];
    const message =
      issue.keyword === 'unrecognized_keys'
        ? API_MESSAGES.unknownField
        : (issue.message ?? API_MESSAGES.validationFailed);
    for (const path of paths) {
      const field = path || context;
      if (!fields.has(field)) fields.set(field, message);
    }
  }
  return [...fields].map(([field, message]) => ({ field, message }));
}

/** The 400 a call answers when its `context` (body, querystring, params) fails its schema. */
function validationBody(fields: FieldError[]): ErrorResponse {
  const only = fields.length === 1 ? fields[0] : undefined;
  return only === undefined
    ? errorBody('VALIDATION', API_MESSAGES.validationFailed, { fields })
    : errorBody('VALIDATION', only.message, { field: only.field, fields });
}

/**
 * The same 400 for a value checked outside the route's schema (a change of a batch is checked
 * by its own call's schema): zod's issues, read as fastify-type-provider-zod hands them over.
 */
export function zodValidationBody(error: z.ZodError, context: string): ErrorResponse {
  const issues = error.issues.map((issue) => {
    const { path, code, message, ...params } = issue;
    return { keyword: code, instancePath: `/${path.map(String).join('/')}`, message, params };
  });
  return validationBody(validationFields(issues, context));
}

const STATUS_CODES: Record<number, ErrorCode> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'BODY_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

const STATUS_MESSAGES: Record<number, string> = {
  401: API_MESSAGES.unauthorized,
  403: API_MESSAGES.generic,
  404: API_MESSAGES.notFound,
  413: API_MESSAGES.bodyTooLarge,
  415: API_MESSAGES.unsupportedMediaType,
  429: API_MESSAGES.rateLimited,
};

/** Maps every error to the one error shape; 5xx details stay in the log. */
export function toErrorResponse(
  error: FastifyError,
  request: FastifyRequest,
): { status: number; body: ErrorResponse } {
  if (isAppError(error)) {
    const extra = error.field === undefined ? {} : { field: error.field };
    return { status: error.statusCode, body: errorBody(error.code, error.message, extra) };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = validationFields(error.validation, error.validationContext ?? 'body');
    return { status: 400, body: validationBody(fields) };
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    const code = STATUS_CODES[status] ?? 'VALIDATION';
    let message = STATUS_MESSAGES[status] ?? API_MESSAGES.validationFailed;
    // `code` is typed as a string but thrown values from libraries may lack it.
    const fastifyCode: unknown = error.code;
    if (
      status === 400 &&
      typeof fastifyCode === 'string' &&
      fastifyCode.startsWith('FST_ERR_CTP_')
    ) {
      message = API_MESSAGES.invalidJson;
    }
    return { status, body: errorBody(code, message) };
  }
  request.log.error({ err: error }, 'Request failed');
  return { status: 500, body: errorBody('INTERNAL', API_MESSAGES.generic) };
}

export const errorHandlerPlugin = fp(
  (app, _options, done) => {
    app.setErrorHandler((error: FastifyError, request, reply: FastifyReply) => {
      const { status, body } = toErrorResponse(error, request);
      if (status < 500) request.log.info({ code: body.error.code, status }, 'Request refused');
      return reply.status(status).send(body);
    });
    done();
  },
  { name: 'error-handler' },
);
