import { stdSerializers } from 'pino';

/**
 * What the log keeps of requests and errors (docs/decisions/019). A log is read by more
 * people, and kept longer, than the database: it must not hold what lets its reader act as a
 * user (tokens, passwords, hashes, signed addresses) or find one (e-mail addresses).
 */

const EMAIL_SEGMENT = /@|%40/i;

/** A public room's address is its key (a room without a password opens by it alone). */
const ROOM_PREFIX = '/rooms/';

/**
 * A request's URL as logged: a path segment holding an e-mail address (`/v1/user/:emailParam`)
 * becomes `[email]`, a public room's token (`/rooms/:token…`) `[token]`, and every query value `[redacted]` (signed upload addresses carry their
 * signature there). Names are kept, so the line still says which call it was.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const safePath = pathname
    .split('/')
    .map((segment, index, segments) =>
      EMAIL_SEGMENT.test(segment)
        ? '[email]'
        : // The segment after /rooms/ is the room's token (issue 33): the route, not the key.
          index === 2 && `/${segments[1] ?? ''}/` === ROOM_PREFIX && segment !== ''
          ? '[token]'
          : segment,
    )
    .join('/');
  if (queryStart === -1) return safePath;
  const safeQuery = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      return EMAIL_SEGMENT.test(name) ? '[redacted]' : `${name}=[redacted]`;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

/** What the request line reads of a Fastify request. */
interface LoggedRequest {
  method: string;
  url: string;
  host: string;
  ip: string;
  socket?: { remotePort?: number | undefined } | undefined;
}

/** Fastify's request line without its headers (never logged) and with the URL redacted. */
export function serializeRequest(request: LoggedRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** A PostgreSQL error as pg and PGlite report it: SQLSTATE code, severity, and names. */
interface PostgresError {
  code: string;
  severity: string;
  table?: unknown;
  constraint?: unknown;
}

/** Drizzle's wrapper of a failed query: its SQL, and the parameters that must stay out. */
interface FailedQuery {
  query: string;
  params: unknown[];
}

function isPostgresError(value: unknown): value is PostgresError {
  if (typeof value !== 'object' || value === null) return false;
  const { code, severity } = value as Record<string, unknown>;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
}

function isFailedQuery(value: unknown): value is FailedQuery {
  if (typeof value !== 'object' || value === null) return false;
  const { query, params } = value as Record<string, unknown>;
  return typeof query === 'string' && Array.isArray(params);
}

/** The error and its causes, outermost first (a few links at most). */
function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let link: unknown = error;
  while (typeof link === 'object' && link !== null && chain.length < 8 && !chain.includes(link)) {
    chain.push(link);
    link = (link as { cause?: unknown }).cause;
  }
  return chain;
}

/**
 * A short name for a query: its verb and first table (`insert users`, `select contacts`).
 * Only identifiers are read: values travel as parameters, never in the SQL text.
 */
export function queryLabel(text: string): string {
  const verb = /^\s*(select|insert|update|delete|with)\b/i.exec(text)?.[1]?.toLowerCase();
  if (verb === undefined) return 'query';
  const keyword = verb === 'insert' ? 'into' : verb === 'update' ? 'update' : 'from';
  const table = new RegExp(`\\b${keyword}\\s+"?([A-Za-z_][A-Za-z0-9_]*)"?`, 'i').exec(text)?.[1];
  return table === undefined ? verb : `${verb} ${table}`;
}

/** The stack's frames without its first line, which repeats the message. */
function framesOf(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/** The shape Fastify's logger expects of a serialized error. */
export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/**
 * Errors as logged. A failed query is named by its SQLSTATE, a label of the query, and the
 * table and constraint PostgreSQL names; its message (which can quote a value), its SQL
 * parameters and its detail are left out. Any other error is logged as pino does.
 */
export function serializeError(error: Error): SerializedError {
  const chain = causeChain(error);
  const failedQuery = chain.find(isFailedQuery);
  const postgres = chain.find(isPostgresError);
  if (failedQuery === undefined && postgres === undefined) return stdSerializers.err(error);
  // A query that never reached PostgreSQL (a dropped connection) says why by its code.
  const systemCode = chain
    .map((link) => (link as { code?: unknown }).code)
    .find((code): code is string => typeof code === 'string' && /^E[A-Z]+$/.test(code));
  const label = failedQuery === undefined ? 'a query' : queryLabel(failedQuery.query);
  return {
    type: 'DatabaseError',
    message: `Failed: ${label}`,
    ...(postgres === undefined ? {} : { sqlState: postgres.code }),
    ...(failedQuery === undefined ? {} : { query: label }),
    ...(typeof postgres?.table === 'string' ? { table: postgres.table } : {}),
    ...(typeof postgres?.constraint === 'string' ? { constraint: postgres.constraint } : {}),
    ...(postgres === undefined && systemCode !== undefined ? { code: systemCode } : {}),
    stack: framesOf(error),
  };
}
