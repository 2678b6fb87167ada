import { errorResponseSchema } from '@archive/domain/contract/error.schema';

/** The error answers every route may give, for the OpenAPI document and the serializer. */
export const ERROR_RESPONSES = {
  '4xx': errorResponseSchema,
  '5xx': errorResponseSchema,
} as const;

/** OpenAPI: a route that needs no bearer token. */
export const NO_SECURITY: Record<string, string[]>[] = [];
