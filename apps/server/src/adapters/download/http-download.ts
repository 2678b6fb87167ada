import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { allowingEntry, normalHost, type AllowedHost } from './allowed-hosts';
import { isPublicAddress } from './public-address';

/**
 * Downloads a file by its link, for imports from a file host (the Dropbox Chooser hands out a
 * direct link), without letting the link reach anything else (decision 020):
 * - only links on IMPORT_ALLOWED_HOSTS (scheme, host and port), https unless an entry says http;
 * - the host name is resolved and every address must be public (no loopback, private,
 *   link-local, unique-local, metadata...), unless an entry names that very IP address;
 * - the connection goes to the address that was checked (pinned: a second DNS answer cannot
 *   switch it);
 * - redirects are followed by hand, at most MAX_REDIRECTS, each hop checked the same way;
 * - the body is read up to `maxBytes` and no further, and everything ends after `timeoutMs`.
 * Every refusal of the address or the network is the same `refused` to the caller (its
 * `detail` is for logs and tests), so an answer never tells an open port from a closed one.
 */

export type DownloadResult =
  | { ok: true; bytes: Buffer; contentType: string }
  | { ok: false; reason: 'refused'; detail: string }
  | { ok: false; reason: 'tooLarge' };

export interface DownloadOptions {
  maxBytes: number;
  timeoutMs: number;
}

export type Download = (link: string, options: DownloadOptions) => Promise<DownloadResult>;

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address of a host name (the system resolver by default). */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

export const MAX_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

class Refused extends Error {}

function refuse(detail: string): never {
  throw new Refused(detail);
}

/** The one address this link may be fetched from, or a refusal. */
async function checkedAddress(
  url: URL,
  hosts: readonly AllowedHost[],
  resolve: Resolve,
): Promise<ResolvedAddress> {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') refuse('scheme');
  if (url.username !== '' || url.password !== '') refuse('credentials in the link');
  const entry = allowingEntry(url, hosts);
  if (entry === null) refuse(`not an allowed host: ${url.protocol}//${url.host}`);
  const host = normalHost(url.hostname).replace(/^\[|\]$/g, '');
  const family = isIP(host);
  if (family !== 0) {
    // An entry naming this very address is the one way past the address rules (a test host).
    if (entry.isAddress || isPublicAddress(host)) return { address: host, family };
    refuse(`not a public address: ${host}`);
  }
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolve(host);
  } catch {
    refuse(`not resolved: ${host}`);
  }
  const first = addresses[0];
  if (first === undefined) refuse(`not resolved: ${host}`);
  const hidden = addresses.find((found) => !isPublicAddress(found.address));
  if (hidden !== undefined) refuse(`${host} resolves to a non-public address: ${hidden.address}`);
  return first;
}

/** A lookup that answers the checked address whatever it is asked (DNS rebinding). */
function pinned(target: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all === true) {
      (callback as (error: null, addresses: ResolvedAddress[]) => void)(null, [target]);
    } else {
      callback(null, target.address, target.family);
    }
  };
}

function get(url: URL, target: ResolvedAddress, signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      {
        method: 'GET',
        agent: false,
        signal,
        lookup: pinned(target),
        headers: { accept: 'image/jpeg, image/png;q=0.9, */*;q=0.1' },
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      response.destroy();
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

export interface ImportDownloadOptions {
  allowedHosts: readonly AllowedHost[];
  /** Tests only: stands in for DNS. */
  resolve?: Resolve;
}

export function createImportDownload(config: ImportDownloadOptions): Download {
  const resolve = config.resolve ?? systemResolve;
  return async (link, options) => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      controller.abort();
    }, options.timeoutMs);
    try {
      let url: URL;
      try {
        url = new URL(link);
      } catch {
        refuse('not a URL');
      }
      for (let hop = 0; ; hop += 1) {
        const target = await checkedAddress(url, config.allowedHosts, resolve);
        let response: IncomingMessage;
        try {
          response = await get(url, target, controller.signal);
        } catch {
          refuse(controller.signal.aborted ? 'timed out' : 'unreachable');
        }
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (REDIRECT_STATUSES.has(status) && location !== undefined) {
          response.destroy();
          if (hop >= MAX_REDIRECTS) refuse('too many redirects');
          try {
            url = new URL(location, url);
          } catch {
            refuse('a redirect to no valid URL');
          }
          continue;
        }
        if (status < 200 || status > 299) {
          response.destroy();
          refuse(`HTTP ${String(status)}`);
        }
        const declared = Number(response.headers['content-length'] ?? '');
        if (Number.isFinite(declared) && declared > options.maxBytes) {
          response.destroy();
          return { ok: false, reason: 'tooLarge' };
        }
        let bytes: Buffer | null;
        try {
          bytes = await readCapped(response, options.maxBytes);
        } catch {
          refuse(controller.signal.aborted ? 'timed out' : 'cut off');
        }
        if (bytes === null) return { ok: false, reason: 'tooLarge' };
        return { ok: true, bytes, contentType: response.headers['content-type'] ?? '' };
      }
    } catch (error) {
      if (error instanceof Refused) return { ok: false, reason: 'refused', detail: error.message };
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };
}
