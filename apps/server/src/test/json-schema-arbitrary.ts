import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations';

/**
 * Tests only: fast-check arbitraries of the values a JSON schema of the served OpenAPI document
 * accepts (the subset zod writes: types, nullable, enum, anyOf/oneOf, lengths, bounds,
 * patterns and the uuid, date, date-time and uri formats). Free text includes the strings a
 * database or a log may choke on, as long as the schema lets them through.
 */

/** Values a property or parameter of that name may take besides generated ones (real ids). */
export type KnownValues = Record<string, readonly string[]>;

/** Strings that have broken servers: NUL, other controls, lone surrogates, bidi, SQL, paths. */
export const AWKWARD_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\r\n\t',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '\u202eevil',
  '\ufeff',
  '😀🎨',
  '%00',
  '%',
  "'; DROP TABLE users; --",
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  'null',
  'undefined',
  '__proto__',
  '0',
  '-1',
  '1e309',
];

const INT32 = 2 ** 31 - 1;

function lengthFits(schema: JsonSchema): (value: string) => boolean {
  return (value) =>
    value.length >= (schema.minLength ?? 0) && value.length <= (schema.maxLength ?? Infinity);
}

function dateArbitrary(): fc.Arbitrary<Date> {
  return fc.date({
    min: new Date('1900-01-01T00:00:00Z'),
    max: new Date('2100-12-31T23:59:59Z'),
    noInvalidDate: true,
  });
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const fits = lengthFits(schema);
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 60, 60);
  switch (schema.format) {
    case 'uuid':
      return fc.uuid({ version: [1, 4, 7] });
    case 'date-time':
      return dateArbitrary().map((date) => date.toISOString());
    case 'date':
      return dateArbitrary().map((date) => date.toISOString().slice(0, 10));
    case 'uri':
      return fc.webUrl().filter(fits);
    case undefined:
    default:
      break;
  }
  if (schema.pattern !== undefined) {
    return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  }
  const longest = schema.maxLength ?? 300;
  return fc
    .oneof(
      { weight: 4, arbitrary: fc.string({ minLength: min, maxLength: Math.max(min, max) }) },
      {
        weight: 2,
        arbitrary: fc.string({ unit: 'binary', minLength: min, maxLength: Math.max(min, max) }),
      },
      {
        weight: 3,
        arbitrary: fc.constantFrom(...AWKWARD_STRINGS).map((text) => text.padEnd(min, 'x')),
      },
      { weight: 1, arbitrary: fc.constant('x'.repeat(Math.max(min, Math.min(longest, 50_000)))) },
    )
    .filter(fits);
}

function numberBounds(schema: JsonSchema): { min: number; max: number } {
  let min = schema.minimum ?? -Number.MAX_VALUE;
  let max = schema.maximum ?? Number.MAX_VALUE;
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum;
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum;
  return { min, max };
}

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const bounds = numberBounds(schema);
  const exclusiveMin = schema.exclusiveMinimum !== undefined && schema.exclusiveMinimum !== false;
  const exclusiveMax = schema.exclusiveMaximum !== undefined && schema.exclusiveMaximum !== false;
  const min = Math.ceil(Math.max(bounds.min, -Number.MAX_SAFE_INTEGER)) + (exclusiveMin ? 1 : 0);
  const max = Math.floor(Math.min(bounds.max, Number.MAX_SAFE_INTEGER)) - (exclusiveMax ? 1 : 0);
  const small = fc.integer({ min: Math.max(min, -INT32), max: Math.min(max, INT32) });
  return fc.oneof(
    { weight: 5, arbitrary: small },
    { weight: 1, arbitrary: fc.constantFrom(min, max) },
  );
}

function doubleArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = numberBounds(schema);
  const exclusiveMin = schema.exclusiveMinimum !== undefined && schema.exclusiveMinimum !== false;
  const exclusiveMax = schema.exclusiveMaximum !== undefined && schema.exclusiveMaximum !== false;
  return fc.double({
    min,
    max,
    minExcluded: exclusiveMin,
    maxExcluded: exclusiveMax,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

/** How values are made: the known ids, and whether objects carry few optional fields. */
export interface ValueOptions {
  known?: KnownValues;
  /**
   * Objects with their required fields and at most three optional ones: fewer fields for a
   * refinement to refuse, so a value gets to the database more often.
   */
  sparse?: boolean;
}

function objectArbitrary(
  schema: JsonSchema,
  options: ValueOptions,
  depth: number,
  path: string,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = schema.required ?? [];
  const shape = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [
      name,
      valueArbitrary(property, options, depth + 1, path === '' ? name : `${path}.${name}`),
    ]),
  );
  if (options.sparse !== true) return fc.record(shape, { requiredKeys: required });
  const pick = (keys: string[]) =>
    fc.record(Object.fromEntries(keys.flatMap((key) => (shape[key] ? [[key, shape[key]]] : []))));
  const optional = Object.keys(shape).filter((key) => !required.includes(key));
  return fc
    .subarray(optional, { maxLength: Math.min(3, optional.length) })
    .chain((keys) => pick([...required, ...keys]));
}

/** Known values for a property: by its path's last two names (`collection.id`), else its name. */
function knownFor(known: KnownValues | undefined, path: string): readonly string[] | undefined {
  if (known === undefined || path === '') return undefined;
  const names = path.split('.');
  return known[names.slice(-2).join('.')] ?? known[names[names.length - 1] ?? ''];
}

/** An arbitrary of values `schema` accepts; `path` names the property (for known ids). */
export function valueArbitrary(
  schema: JsonSchema,
  options: ValueOptions = {},
  depth = 0,
  path = '',
): fc.Arbitrary<unknown> {
  const plain = plainArbitrary(schema, options, depth, path);
  const withNull = schema.nullable === true ? fc.option(plain, { nil: null }) : plain;
  const ids = knownFor(options.known, path);
  if (ids === undefined || ids.length === 0) return withNull;
  return fc.oneof(
    { weight: 1, arbitrary: withNull },
    { weight: 2, arbitrary: fc.constantFrom(...ids) },
  );
}

function plainArbitrary(
  schema: JsonSchema,
  options: ValueOptions,
  depth: number,
  path: string,
): fc.Arbitrary<unknown> {
  if (schema.enum !== undefined) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices !== undefined) {
    return fc.oneof(...choices.map((part) => valueArbitrary(part, options, depth, path)));
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return objectArbitrary(schema, options, depth, path);
    case 'array':
      return fc.array(valueArbitrary(schema.items ?? {}, options, depth + 1, path), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, depth > 2 || options.sparse === true ? 1 : 4),
      });
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      // Whole numbers too: amounts allow two decimals at most, which a double rarely has.
      return fc.oneof(doubleArbitrary(schema), integerArbitrary(schema));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case undefined:
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
