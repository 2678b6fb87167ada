import fc from 'fast-check';
import { AWKWARD_STRINGS, valueArbitrary, type KnownValues } from '../test/json-schema-arbitrary';
import type { Operation, OperationParameter } from '../test/openapi-operations';

/**
 * The fuzz's requests for one operation of the served OpenAPI document: each part (path,
 * query, headers, body) is either one the schema accepts or a bad one, and `bad` says which
 * parts were bad and how, for the failure report.
 */

export type Caller = 'user' | 'nobody' | 'forged';

/** A fuzz setting from the environment (FUZZ_RUNS, FUZZ_SEED); anything but a positive integer is refused. */
export function positiveInteger(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  if (!/^\d+$/.test(text) || Number(text) < 1) {
    throw new Error(`${name} must be a positive integer`);
  }
  return Number(text);
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The raw body text, sent as it is. */
  payload?: string;
  caller: Caller;
  /** The bad parts, e.g. "body: wrong value at changes.title"; empty for a good request. */
  bad: string[];
}

interface Part<T> {
  value: T;
  bad: string | null;
}

const good = <T>(value: T): Part<T> => ({ value, bad: null });

function nested(depth: number, wrap: (inner: unknown) => unknown): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = wrap(value);
  return value;
}

/** JSON values that are wrong for nearly every field: other types, extremes, depth. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...AWKWARD_STRINGS),
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 2, -(2 ** 53) - 2, 0.5, -0, 5e-324, 99999999999),
  fc.constantFrom(null, true, false, [], {}, [null], { '': '' }),
  fc.constant(nested(1500, (inner) => ({ a: inner }))),
  fc.constant(nested(3000, (inner) => [inner])),
  fc.constant('x'.repeat(300_000)),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Characters a text field must refuse (issue 15 item 2): NUL, other controls, lone surrogates. */
const TAINTS = ['\u0000', '\u0001', '\u001f', '\u007f', '\ud800', '\udfff'];

/** `text` with a refused character put in at `at` (a position modulo its length). */
function taint(text: string, at: number, which: number): string {
  const position = text.length === 0 ? 0 : at % (text.length + 1);
  const character = TAINTS[which % TAINTS.length] ?? '\u0000';
  return `${text.slice(0, position)}${character}${text.slice(position)}`;
}

/** Percent-encodes any string, lone surrogates included (as the bytes of CESU-8). */
export function encodeLoose(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(index, index + 2));
      index += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      out += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(text.charAt(index));
    }
  }
  return out;
}

/** Raw (already encoded) path segments and query values that are wrong in their bytes. */
export const RAW_SEGMENTS = [
  '%00',
  'a%00b',
  '%ZZ',
  '%',
  '%C0%AF',
  '%ED%A0%80',
  '%FF%FE',
  '..',
  '%2e%2e',
  '%2F',
  '%20',
  '+',
  '-1',
  '1e3',
  '0x10',
  '1.5',
  '99999999999999999999999999',
  '%EF%BC%91%EF%BC%92',
  'x'.repeat(5000),
];

export const badSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...RAW_SEGMENTS),
  fc.constantFrom(...AWKWARD_STRINGS).map(encodeLoose),
  fc.string({ unit: 'binary', maxLength: 30 }).map(encodeLoose),
);

function goodParameter(parameter: OperationParameter, known: KnownValues): fc.Arbitrary<string> {
  return valueArbitrary(parameter.schema, { known }, 0, parameter.name).map((value) =>
    encodeLoose(String(value)),
  );
}

function taintedParameter(parameter: OperationParameter, known: KnownValues): fc.Arbitrary<string> {
  return fc
    .tuple(valueArbitrary(parameter.schema, { known }, 0, parameter.name), fc.nat(), fc.nat())
    .map(([value, at, which]) => encodeLoose(taint(String(value), at, which)));
}

function pathPart(operation: Operation, known: KnownValues): fc.Arbitrary<Part<string>> {
  const parameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  if (parameters.length === 0) return fc.constant(good(operation.path));
  const values = parameters.map((parameter) =>
    fc.oneof(
      { weight: 3, arbitrary: goodParameter(parameter, known).map((value) => good(value)) },
      {
        weight: 1,
        arbitrary: taintedParameter(parameter, known).map((value) => ({
          value,
          bad: `path ${parameter.name}: a refused character`,
        })),
      },
      {
        weight: 1,
        arbitrary: badSegment.map((value) => ({ value, bad: `path ${parameter.name}` })),
      },
    ),
  );
  return fc.tuple(...values).map((parts) => {
    const filled: Record<string, string> = {};
    parameters.forEach((parameter, index) => {
      filled[parameter.name] = parts[index]?.value ?? '';
    });
    // Values are encoded already: fill without encoding them twice.
    const url = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => filled[name] ?? '');
    const bad = parts.flatMap((part) => (part.bad === null ? [] : [part.bad]));
    return { value: url, bad: bad.length === 0 ? null : bad.join(', ') };
  });
}

function queryPart(operation: Operation, known: KnownValues): fc.Arbitrary<Part<string>> {
  const parameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const entries = parameters.map((parameter) =>
    fc.oneof(
      {
        weight: 3,
        arbitrary: goodParameter(parameter, known).map((value) =>
          good(`${parameter.name}=${value}`),
        ),
      },
      {
        weight: parameter.required ? 0 : 1,
        arbitrary: fc.constant(good('')),
      },
      {
        weight: 1,
        arbitrary: badSegment.map((value) => ({
          value: `${parameter.name}=${value}`,
          bad: `query ${parameter.name}`,
        })),
      },
      {
        weight: 1,
        arbitrary: fc.constant({
          value: `${parameter.name}=1&${parameter.name}=2`,
          bad: `query ${parameter.name} twice`,
        }),
      },
    ),
  );
  const extra = fc.oneof(
    { weight: 6, arbitrary: fc.constant(good('')) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(badSegment, badSegment)
        .map(([name, value]) => ({ value: `${name}=${value}`, bad: 'query: an undeclared one' })),
    },
  );
  return fc.tuple(fc.tuple(...entries), extra).map(([parts, more]) => {
    const all = [...parts, more];
    const query = all
      .map((part) => part.value)
      .filter((text) => text !== '')
      .join('&');
    const bad = all.flatMap((part) => (part.bad === null ? [] : [part.bad]));
    return { value: query, bad: bad.length === 0 ? null : bad.join(', ') };
  });
}

function headerPart(operation: Operation): fc.Arbitrary<Part<Record<string, string>>> {
  const needsKey = operation.parameters.some(
    (parameter) => parameter.in === 'header' && parameter.name === 'idempotency-key',
  );
  if (!needsKey) return fc.constant(good({}));
  return fc.oneof(
    { weight: 4, arbitrary: fc.uuid().map((key) => good({ 'idempotency-key': key })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('', 'a b', 'é', '../x', 'x'.repeat(300), '%00')
        .map((key) => ({ value: { 'idempotency-key': key }, bad: 'header idempotency-key' })),
    },
    { weight: 1, arbitrary: fc.constant({ value: {}, bad: 'header idempotency-key missing' }) },
  );
}

/** Every path into a JSON value: [] is the value itself. */
function pathsOf(value: unknown, at: (string | number)[] = [], out: (string | number)[][] = []) {
  out.push(at);
  if (Array.isArray(value)) value.forEach((item, index) => pathsOf(item, [...at, index], out));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...at, key], out);
  }
  return out;
}

function valueAt(value: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (node as Record<string | number, unknown> | null)?.[key],
    value,
  );
}

type Mutation = 'replace' | 'delete' | 'extra' | 'taint';

/** The good body with one place made bad. */
function mutate(body: unknown, pick: number, bad: unknown, how: Mutation): Part<unknown> {
  const copy: unknown = structuredClone(body);
  const all = pathsOf(copy);
  // A refused character goes into a string the schema accepts: the server must refuse it.
  const texts = all.filter((path) => path.length > 0 && typeof valueAt(copy, path) === 'string');
  const paths = how === 'taint' && texts.length > 0 ? texts : all;
  const path = paths[pick % paths.length] ?? [];
  const where = path.length === 0 ? '(the body)' : path.join('.');
  if (path.length === 0) {
    if (how === 'extra' && copy !== null && typeof copy === 'object' && !Array.isArray(copy)) {
      return { value: { ...copy, ['\u0000weird key']: bad }, bad: 'body: an undeclared field' };
    }
    return { value: bad, bad: 'body: a wrong body' };
  }
  const parent = valueAt(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  const key = path[path.length - 1] ?? '';
  if (how === 'delete' && !Array.isArray(parent)) {
    // Reflect.deleteProperty: the key is one this body has, picked by position.
    Reflect.deleteProperty(parent, key);
    return { value: copy, bad: `body: ${where} missing` };
  }
  if (how === 'extra' && !Array.isArray(parent)) {
    parent[`${String(key)}Extra`] = bad;
    return { value: copy, bad: `body: an undeclared field beside ${where}` };
  }
  const current = parent[key];
  if (how === 'taint' && typeof current === 'string') {
    parent[key] = taint(current, pick, Math.floor(pick / 7));
    return { value: copy, bad: `body: a refused character in ${where}` };
  }
  parent[key] = bad;
  return { value: copy, bad: `body: wrong value at ${where}` };
}

export const RAW_BODIES = [
  '{',
  '[1,',
  '{"a":1}}',
  '',
  'null',
  '"text"',
  '0',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '\u0000',
  '\ud800',
  '{"a":1e999}',
];

export const WRONG_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=latin1',
  'image/png',
];

interface BodyPart {
  text: string | undefined;
  contentType: string | undefined;
}

function bodyPart(operation: Operation, known: KnownValues): fc.Arbitrary<Part<BodyPart>> {
  const json = (value: unknown): BodyPart => ({
    text: JSON.stringify(value),
    contentType: 'application/json',
  });
  const raw = fc
    .constantFrom(...RAW_BODIES)
    .map((text) => ({ value: { text, contentType: 'application/json' }, bad: 'body: not JSON' }));
  const wrongType = fc
    .tuple(fc.constantFrom(...WRONG_TYPES), fc.constantFrom('a=1', '{}', '\u0000'))
    .map(([contentType, text]) => ({
      value: { text, contentType },
      bad: `body: content type ${contentType}`,
    }));
  if (operation.body === null) {
    return fc.oneof(
      { weight: 6, arbitrary: fc.constant(good({ text: undefined, contentType: undefined })) },
      {
        weight: 1,
        arbitrary: badValue.map((value) => ({ value: json(value), bad: 'body: not declared' })),
      },
      { weight: 1, arbitrary: raw },
    );
  }
  const schema = operation.body.schema;
  const goodBody = fc.oneof(
    valueArbitrary(schema, { known }),
    valueArbitrary(schema, { known, sparse: true }),
  );
  const mutated = (...kinds: Mutation[]) =>
    fc
      .tuple(goodBody, fc.nat(), badValue, fc.constantFrom(...kinds))
      .map(([body, pick, bad, how]) => mutate(body, pick, bad, how))
      .map((part) => ({ value: json(part.value), bad: part.bad }));
  return fc.oneof(
    { weight: 4, arbitrary: goodBody.map((body) => good(json(body))) },
    { weight: 4, arbitrary: mutated('replace', 'delete', 'extra') },
    { weight: 3, arbitrary: mutated('taint') },
    { weight: 1, arbitrary: raw },
    { weight: 1, arbitrary: wrongType },
    {
      weight: 1,
      arbitrary: fc.constant({
        value: { text: undefined, contentType: undefined },
        bad: 'body: missing',
      }),
    },
  );
}

/** Good and bad requests for one operation; `known` feeds real ids into id-named fields. */
export function requestArbitrary(
  operation: Operation,
  known: KnownValues,
): fc.Arbitrary<FuzzRequest> {
  const caller = fc.oneof(
    { weight: 12, arbitrary: fc.constant<Part<Caller>>(good('user')) },
    { weight: 1, arbitrary: fc.constant<Part<Caller>>({ value: 'nobody', bad: 'no token' }) },
    { weight: 1, arbitrary: fc.constant<Part<Caller>>({ value: 'forged', bad: 'a forged token' }) },
  );
  return fc
    .tuple(
      pathPart(operation, known),
      queryPart(operation, known),
      headerPart(operation),
      bodyPart(operation, known),
      caller,
    )
    .map(([path, query, headers, body, who]) => {
      const bad = [path.bad, query.bad, headers.bad, body.bad, who.bad].filter(
        (part): part is string => part !== null,
      );
      return {
        method: operation.method,
        url: query.value === '' ? path.value : `${path.value}?${query.value}`,
        headers: {
          ...headers.value,
          ...(body.value.contentType === undefined
            ? {}
            : { 'content-type': body.value.contentType }),
        },
        ...(body.value.text === undefined ? {} : { payload: body.value.text }),
        caller: who.value,
        bad,
      };
    });
}
