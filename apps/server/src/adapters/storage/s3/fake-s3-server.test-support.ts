import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer } from '../../../test/close-server';

/**
 * Tests only: a small S3 on loopback that checks AWS Signature Version 4 (presigned query
 * and Authorization header) the way S3 does, and keeps objects in memory. It answers the
 * calls the S3 adapter makes: PUT (with If-None-Match: * as S3's conditional writes have it),
 * GET, HEAD and DELETE of an object, ListObjectsV2.
 */
export interface FakeS3Request {
  method: string;
  path: string;
  query: Record<string, string>;
  signedHeaders: string[];
  presigned: boolean;
  status: number;
}

export interface FakeS3Object {
  bytes: Buffer;
  contentType: string;
  cacheControl: string | undefined;
  lastModified: Date;
}

export interface FakeS3 {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, FakeS3Object>;
  requests: FakeS3Request[];
  close: () => Promise<void>;
}

/** RFC 3986 encoding, as SigV4 wants it. */
function encode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

function sha256Hex(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

function parseAmzDate(value: string): number {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (match === null) return Number.NaN;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, ...number[]];
  return Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, s ?? 0);
}

interface Auth {
  credential: string;
  signedHeaders: string[];
  signature: string;
  amzDate: string;
  payloadHash: string;
  expiresSeconds: number | null;
}

function readAuth(request: IncomingMessage, query: URLSearchParams): Auth | string {
  if (query.has('X-Amz-Signature')) {
    if (query.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256') return 'bad algorithm';
    const expires = Number(query.get('X-Amz-Expires'));
    if (!Number.isInteger(expires) || expires <= 0 || expires > 604800) return 'bad X-Amz-Expires';
    return {
      credential: query.get('X-Amz-Credential') ?? '',
      signedHeaders: (query.get('X-Amz-SignedHeaders') ?? '').split(';'),
      signature: query.get('X-Amz-Signature') ?? '',
      amzDate: query.get('X-Amz-Date') ?? '',
      payloadHash: 'UNSIGNED-PAYLOAD',
      expiresSeconds: expires,
    };
  }
  const header = request.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^,]+),\s*SignedHeaders=([^,]+),\s*Signature=([0-9a-f]+)$/.exec(
      header,
    );
  if (match === null) return 'no signature';
  const amzDate = request.headers['x-amz-date'];
  const payloadHash = request.headers['x-amz-content-sha256'];
  if (typeof amzDate !== 'string' || typeof payloadHash !== 'string')
    return 'missing x-amz headers';
  return {
    credential: match[1] ?? '',
    signedHeaders: (match[2] ?? '').split(';'),
    signature: match[3] ?? '',
    amzDate,
    payloadHash,
    expiresSeconds: null,
  };
}

function canonicalRequest(
  request: IncomingMessage,
  pathname: string,
  query: URLSearchParams,
  auth: Auth,
): string {
  const canonicalPath = pathname
    .split('/')
    .map((segment) => encode(decodeURIComponent(segment)))
    .join('/');
  const canonicalQuery = [...query.entries()]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [encode(name), encode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const headers = auth.signedHeaders
    .map((name) => {
      const raw = request.headers[name];
      const value = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
      return `${name}:${value.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  return [
    request.method ?? '',
    canonicalPath,
    canonicalQuery,
    headers,
    auth.signedHeaders.join(';'),
    auth.payloadHash,
  ].join('\n');
}

export async function startFakeS3(
  /** pageSize: the most keys one ListObjectsV2 answer holds (S3's is 1000). */
  options: { bucket?: string; region?: string; pageSize?: number } = {},
): Promise<FakeS3> {
  const bucket = options.bucket ?? 'archive-test';
  const region = options.region ?? 'eu-test-1';
  const pageSize = options.pageSize ?? 1000;
  const accessKeyId = 'AKIAFAKE';
  const secretAccessKey = 'fake-secret-access-key';
  const objects = new Map<string, FakeS3Object>();
  const requests: FakeS3Request[] = [];

  function verify(
    request: IncomingMessage,
    pathname: string,
    query: URLSearchParams,
    body: Buffer,
  ): string | null {
    const auth = readAuth(request, query);
    if (typeof auth === 'string') return auth;
    const [keyId, date, scopeRegion, service, terminator] = auth.credential.split('/');
    if (keyId !== accessKeyId) return 'unknown access key';
    if (scopeRegion !== region || service !== 's3' || terminator !== 'aws4_request') {
      return 'bad credential scope';
    }
    if (!auth.signedHeaders.includes('host')) return 'host not signed';
    if (auth.payloadHash !== 'UNSIGNED-PAYLOAD' && auth.payloadHash !== sha256Hex(body)) {
      return 'payload hash does not match';
    }
    const signedAt = parseAmzDate(auth.amzDate);
    if (Number.isNaN(signedAt) || !auth.amzDate.startsWith(date ?? '-')) return 'bad date';
    if (auth.expiresSeconds !== null && Date.now() > signedAt + auth.expiresSeconds * 1000) {
      return 'expired';
    }
    const scope = `${date ?? ''}/${region}/s3/aws4_request`;
    const stringToSign = [
      'AWS4-HMAC-SHA256',
      auth.amzDate,
      scope,
      sha256Hex(canonicalRequest(request, pathname, query, auth)),
    ].join('\n');
    let key = hmac(`AWS4${secretAccessKey}`, date ?? '');
    for (const part of [region, 's3', 'aws4_request']) key = hmac(key, part);
    const expected = createHmac('sha256', key).update(stringToSign).digest('hex');
    return expected === auth.signature ? null : 'signature does not match';
  }

  function xmlEscape(value: string): string {
    return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  }

  function sendError(response: ServerResponse, status: number, code: string, head: boolean) {
    response.writeHead(status, { 'content-type': 'application/xml' });
    response.end(head ? undefined : `<?xml version="1.0"?><Error><Code>${code}</Code></Error>`);
  }

  function handle(request: IncomingMessage, response: ServerResponse, body: Buffer): number {
    const url = new URL(request.url ?? '/', 'http://fake-s3');
    const method = request.method ?? 'GET';
    const failure = verify(request, url.pathname, url.searchParams, body);
    const head = method === 'HEAD';
    if (failure !== null) {
      sendError(
        response,
        403,
        failure === 'expired' ? 'AccessDenied' : 'SignatureDoesNotMatch',
        head,
      );
      return 403;
    }
    const [, bucketName, ...keyParts] = url.pathname.split('/').map(decodeURIComponent);
    if (bucketName !== bucket) {
      sendError(response, 404, 'NoSuchBucket', head);
      return 404;
    }
    const key = keyParts.join('/');
    if (key === '' && method === 'GET' && url.searchParams.get('list-type') === '2') {
      const prefix = url.searchParams.get('prefix') ?? '';
      // The token is the last key of the page before, as opaque to the client as S3's.
      const token = url.searchParams.get('continuation-token');
      const after = token === null ? null : Buffer.from(token, 'base64url').toString('utf8');
      const limit = Math.min(pageSize, Number(url.searchParams.get('max-keys') ?? pageSize));
      const matching = [...objects.keys()]
        .filter((k) => k.startsWith(prefix) && (after === null || k > after))
        .sort();
      const keys = matching.slice(0, limit);
      const truncated = matching.length > keys.length;
      const last = keys.at(-1) ?? '';
      const contents = keys
        .map((k) => {
          const object = objects.get(k);
          return `<Contents><Key>${xmlEscape(k)}</Key><LastModified>${(object?.lastModified ?? new Date()).toISOString()}</LastModified><Size>${object?.bytes.length ?? 0}</Size></Contents>`;
        })
        .join('');
      const next = truncated
        ? `<NextContinuationToken>${Buffer.from(last).toString('base64url')}</NextContinuationToken>`
        : '';
      response.writeHead(200, { 'content-type': 'application/xml' });
      response.end(
        `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${keys.length}</KeyCount><MaxKeys>${limit}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`,
      );
      return 200;
    }
    if (key === '') {
      sendError(response, 400, 'InvalidRequest', head);
      return 400;
    }
    if (method === 'PUT') {
      // S3 conditional writes: If-None-Match: * refuses a key that holds an object.
      if (request.headers['if-none-match'] === '*' && objects.has(key)) {
        sendError(response, 412, 'PreconditionFailed', head);
        return 412;
      }
      const cacheControl = request.headers['cache-control'];
      objects.set(key, {
        bytes: body,
        contentType: request.headers['content-type'] ?? 'binary/octet-stream',
        cacheControl,
        lastModified: new Date(),
      });
      response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
      response.end();
      return 200;
    }
    if (method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204);
      response.end();
      return 204;
    }
    if (method === 'GET' || head) {
      const object = objects.get(key);
      if (object === undefined) {
        sendError(response, 404, 'NoSuchKey', head);
        return 404;
      }
      response.writeHead(200, {
        'content-type': object.contentType,
        'content-length': object.bytes.length,
        ...(object.cacheControl === undefined ? {} : { 'cache-control': object.cacheControl }),
      });
      response.end(head ? undefined : object.bytes);
      return 200;
    }
    sendError(response, 405, 'MethodNotAllowed', head);
    return 405;
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake-s3');
      const status = handle(request, response, Buffer.concat(chunks));
      const auth = readAuth(request, url.searchParams);
      requests.push({
        method: request.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        signedHeaders: typeof auth === 'string' ? [] : auth.signedHeaders,
        presigned: url.searchParams.has('X-Amz-Signature'),
        status,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    close: () => closeServer(server),
  };
}
