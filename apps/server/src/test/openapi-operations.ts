import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/**
 * Tests only: the operations of the OpenAPI document the server serves at /v1/docs/json, the
 * one list the proof suites (IDOR matrix, fuzz) walk, so a new route joins them by itself.
 */

/** The subset of JSON Schema (OpenAPI 3.0 flavour) the document uses. */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export type ParameterPlace = 'path' | 'query' | 'header';

export interface OperationParameter {
  in: ParameterPlace;
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** 'GET', 'POST', … */
  method: string;
  /** As the document writes it: /v1/contacts/{id}. */
  path: string;
  /** `METHOD path`, the operation's name in the suites' tables. */
  name: string;
  parameters: OperationParameter[];
  body: { required: boolean; schema: JsonSchema } | null;
  /** Status ('200', '4XX', '5XX', …) → JSON schema of the answer. */
  responses: Record<string, JsonSchema>;
  /** An empty `security` list: no bearer token needed. */
  public: boolean;
}

interface RawOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  security?: unknown[];
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, RawOperation>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** GETs the served document (the same one /v1/docs shows). */
export async function servedDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  const response = await app.inject({ method: 'GET', url: '/v1/docs/json' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const upper = method.toUpperCase();
      const json = raw.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: upper,
        path,
        name: `${upper} ${path}`,
        parameters: (raw.parameters ?? []).map((parameter) => ({
          in: parameter.in as ParameterPlace,
          name: parameter.name,
          required: parameter.required ?? false,
          schema: parameter.schema ?? {},
        })),
        body:
          json === undefined
            ? null
            : { required: raw.requestBody?.required ?? false, schema: json },
        responses: Object.fromEntries(
          Object.entries(raw.responses ?? {}).flatMap(([status, answer]) => {
            const schema = answer.content?.['application/json']?.schema;
            return schema === undefined ? [] : [[status, schema]];
          }),
        ),
        public: Array.isArray(raw.security) && raw.security.length === 0,
      });
    }
  }
  return operations;
}

/** The document's path with its `{name}` placeholders filled, each value encoded. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for path parameter ${name} of ${path}`);
    return encodeURIComponent(value);
  });
}

/** The schema the document declares for an answer's status: exact, else `4XX`, else default. */
export function responseSchemaFor(operation: Operation, status: number): JsonSchema | undefined {
  const exact = operation.responses[String(status)];
  if (exact !== undefined) return exact;
  const range = operation.responses[`${String(status).charAt(0)}XX`];
  return range ?? operation.responses.default;
}

/**
 * The operation a request for `url` reaches. A URL's `.` and `..` segments (`%2e` too) are
 * resolved by every client before it is sent (the WHATWG URL standard), so a path parameter
 * of `..` can land on another route: `/v1/contacts/imageURLs/../` is `GET /v1/contacts/`.
 * Answers are judged by the route they reached; a path no route declares stays with `asked`.
 */
export function operationReached(
  operations: Operation[],
  asked: Operation,
  url: string,
): Operation {
  const written = url.split('?')[0] ?? url;
  const resolved = new URL(url, 'http://fuzz.invalid').pathname;
  if (resolved === written) return asked;
  const trimmed = resolved.length > 1 ? resolved.replace(/\/$/, '') : resolved;
  const reached = operations.find(
    (operation) =>
      operation.method === asked.method &&
      new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(trimmed),
  );
  return reached ?? asked;
}
