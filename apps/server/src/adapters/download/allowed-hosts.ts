import { isIP } from 'node:net';

/**
 * Where an import may download from (IMPORT_ALLOWED_HOSTS, decision 020). An entry is one of:
 * - `name` or `*.name`: https on port 443 to that host, or to any host below `name`;
 * - `https://host[:port]` or `http://host[:port]`: exactly that scheme, host and port (plain
 *   http only ever through such an entry, for a local test host);
 * - an IP address in either form: that exact address, even a loopback or private one. It is
 *   the only way past the address rules, and only for a link that names that address itself.
 * A host name entry never lifts the address rules: every address it resolves to must be public.
 */
export interface AllowedHost {
  protocol: 'https:' | 'http:';
  /** Lower case, no trailing dot; IPv6 in brackets as URLs have it. */
  host: string;
  /** `*.name`: any host below `host`, not `host` itself. */
  subdomains: boolean;
  port: number;
  /** The entry names an IP address: that address is allowed whatever its kind. */
  isAddress: boolean;
}

/** Dropbox's direct links (the Chooser's linkType 'direct') and the hosts they redirect to. */
export const DEFAULT_IMPORT_ALLOWED_HOSTS = 'dl.dropboxusercontent.com,*.dl.dropboxusercontent.com';

const HOST_NAME =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

export function defaultPort(protocol: string): number {
  return protocol === 'http:' ? 80 : 443;
}

/** A URL host as entries and links are compared: lower case, without a trailing dot. */
export function normalHost(hostname: string): string {
  return hostname.toLowerCase().replace(/\.$/, '');
}

function bare(host: string): string {
  return host.replace(/^\[|\]$/g, '');
}

function parseEntry(raw: string): AllowedHost | string {
  const entry = raw.trim();
  const wildcard = entry.startsWith('*.');
  const withScheme = /^[a-z]+:\/\//i.test(entry);
  if (wildcard && withScheme) return `${entry}: a *. entry takes no scheme`;
  let url: URL;
  try {
    url = new URL(withScheme ? entry : `https://${wildcard ? entry.slice(2) : entry}`);
  } catch {
    return `${entry}: not a host name, IP address or origin`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return `${entry}: only https:// (or http:// for a local test host)`;
  }
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') {
    return `${entry}: only a scheme, host and port`;
  }
  if (url.pathname !== '/' || (withScheme && /^[a-z]+:\/\/[^/]+\/./i.test(entry))) {
    return `${entry}: only a scheme, host and port`;
  }
  const host = normalHost(url.hostname);
  const isAddress = isIP(bare(host)) !== 0;
  if (!isAddress && !HOST_NAME.test(host)) return `${entry}: not a host name`;
  if (wildcard && isAddress) return `${entry}: *. needs a host name`;
  if (!withScheme && url.port !== '')
    return `${entry}: a port needs the scheme (https://host:port)`;
  return {
    protocol: url.protocol,
    host,
    subdomains: wildcard,
    port: url.port === '' ? defaultPort(url.protocol) : Number(url.port),
    isAddress,
  };
}

/** The entries of IMPORT_ALLOWED_HOSTS, or why one is not valid. */
export function parseAllowedHosts(value: string): AllowedHost[] | string {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return 'must name at least one host';
  const hosts: AllowedHost[] = [];
  for (const entry of entries) {
    const parsed = parseEntry(entry);
    if (typeof parsed === 'string') return parsed;
    hosts.push(parsed);
  }
  return hosts;
}

/** The entry that allows this link (its scheme, host and port), or null. */
export function allowingEntry(url: URL, hosts: readonly AllowedHost[]): AllowedHost | null {
  const host = normalHost(url.hostname);
  const port = url.port === '' ? defaultPort(url.protocol) : Number(url.port);
  return (
    hosts.find(
      (entry) =>
        entry.protocol === url.protocol &&
        entry.port === port &&
        (entry.subdomains ? host.endsWith(`.${entry.host}`) : host === entry.host),
    ) ?? null
  );
}
