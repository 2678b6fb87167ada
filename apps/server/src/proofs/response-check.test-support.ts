import { Ajv, type ValidateFunction } from 'ajv';
import type { LightMyRequestResponse } from 'fastify';
import { responseSchemaFor, type JsonSchema, type Operation } from '../test/openapi-operations';

/**
 * Checks an answer against what the served OpenAPI document declares for its operation and
 * status, with ajv (OpenAPI 3.0 schemas: `nullable`, also beside `enum`; boolean `exclusiveMinimum`).
 */

/** OpenAPI 3.0's boolean exclusiveMinimum/Maximum as JSON Schema's numeric ones. */
function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) out[key] = toJsonSchema(value);
  // OpenAPI 3.0: `nullable` lets null through an `enum` that does not list it (zod writes so).
  if (out.nullable === true && Array.isArray(out.enum) && !out.enum.includes(null)) {
    out.enum = [...(out.enum as unknown[]), null];
  }
  if (out.exclusiveMinimum === true) {
    out.exclusiveMinimum = out.minimum;
    delete out.minimum;
  } else if (out.exclusiveMinimum === false) delete out.exclusiveMinimum;
  if (out.exclusiveMaximum === true) {
    out.exclusiveMaximum = out.maximum;
    delete out.maximum;
  } else if (out.exclusiveMaximum === false) delete out.exclusiveMaximum;
  return out;
}

export function createResponseChecker(): (
  operation: Operation,
  response: LightMyRequestResponse,
) => string | null {
  // Formats are checked by the patterns zod writes beside them; `default` is an annotation.
  const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: false });
  const compiled = new Map<JsonSchema, ValidateFunction>();
  return (operation, response) => {
    if (response.statusCode >= 500) return `answered ${response.statusCode}`;
    const schema = responseSchemaFor(operation, response.statusCode);
    if (schema === undefined) return `answered ${response.statusCode}, which it does not declare`;
    const type = String(response.headers['content-type'] ?? '');
    if (!type.startsWith('application/json')) {
      return `answered ${response.statusCode} as ${type || 'no content type'}, not JSON`;
    }
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      return `answered ${response.statusCode} with a body that is not JSON`;
    }
    let validate = compiled.get(schema);
    if (validate === undefined) {
      validate = ajv.compile(toJsonSchema(schema) as object);
      compiled.set(schema, validate);
    }
    if (validate(body)) return null;
    const first = validate.errors?.[0];
    return `answered ${response.statusCode} outside its schema: ${first?.instancePath ?? ''} ${first?.message ?? ''}`;
  };
}
