import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllowedHosts, type AllowedHost } from './allowed-hosts';
import { createImportDownload, type Resolve } from './http-download';
import { isPublicAddress } from './public-address';
import { closeServer } from '../../test/close-server';

let host: Server;
let port: string;
let base: string;
/** Host names a test "resolves" (DNS stands in here; nothing leaves loopback). */
let names: Record<string, string[]> = {};
const resolveInTest: Resolve = (hostname) => {
  const found = names[hostname];
  if (found === undefined) return Promise.reject(new Error('ENOTFOUND'));
  return Promise.resolve(
    found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
  );
};

beforeAll(async () => {
  host = createServer((request, response) => {
    if (request.url === '/big') {
      // No Content-Length: the cap must hold while reading.
      response.writeHead(200, { 'content-type': 'application/octet-stream' });
      response.write(Buffer.alloc(600));
      response.end(Buffer.alloc(600));
    } else if (request.url === '/declared-big') {
      response.writeHead(200, { 'content-length': '5000' }).end(Buffer.alloc(5000));
    } else if (request.url === '/moved') {
      response.writeHead(302, { location: '/small' }).end();
    } else if (request.url === '/small') {
      response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from('tiny'));
    } else if (request.url === '/slow') {
      // Never answers within the test's timeout.
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => {
    host.listen(0, '127.0.0.1', resolve);
  });
  port = String((host.address() as AddressInfo).port);
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await closeServer(host);
});

function hosts(value: string): AllowedHost[] {
  const parsed = parseAllowedHosts(value);
  if (typeof parsed === 'string') throw new Error(parsed);
  return parsed;
}

const options = { maxBytes: 1000, timeoutMs: 500 };

describe('downloading by link from an allowed host', () => {
  const download = () =>
    createImportDownload({
      allowedHosts: hosts(`http://127.0.0.1:${port}`),
      resolve: resolveInTest,
    });

  it('follows a redirect and answers the bytes and type', async () => {
    const result = await download()(`${base}/moved`, options);
    expect(result).toEqual({ ok: true, bytes: Buffer.from('tiny'), contentType: 'image/png' });
  });

  it('stops reading past the size limit, with or without a Content-Length', async () => {
    expect(await download()(`${base}/big`, options)).toEqual({ ok: false, reason: 'tooLarge' });
    expect(await download()(`${base}/declared-big`, options)).toEqual({
      ok: false,
      reason: 'tooLarge',
    });
  });

  it('refuses other schemes, missing files and hosts that do not answer in time', async () => {
    for (const link of ['file:///etc/passwd', `${base}/gone`, `${base}/slow`, 'not a link']) {
      expect(await download()(link, options)).toMatchObject({ ok: false, reason: 'refused' });
    }
  });
});

describe('the address rules', () => {
  it('refuses a listed name that resolves to any non-public address, naming it', async () => {
    const download = createImportDownload({
      allowedHosts: hosts(`files.example.test,http://files.example.test:${port}`),
      resolve: resolveInTest,
    });
    const cases: [string[], string][] = [
      [['169.254.169.254'], '169.254.169.254'],
      [['93.184.216.34', '10.0.0.7'], '10.0.0.7'],
      [['fd00:ec2::254'], 'fd00:ec2::254'],
      [['::ffff:127.0.0.1'], '::ffff:127.0.0.1'],
      [['100.64.0.1'], '100.64.0.1'],
    ];
    for (const [addresses, named] of cases) {
      names = { 'files.example.test': addresses };
      const result = await download(`http://files.example.test:${port}/small`, options);
      expect(result).toEqual({
        ok: false,
        reason: 'refused',
        detail: `files.example.test resolves to a non-public address: ${named}`,
      });
    }
    names = {};
    expect(await download('https://files.example.test/a.jpg', options)).toMatchObject({
      detail: 'not resolved: files.example.test',
    });
  });

  it('matches scheme, host and port exactly; *. matches the hosts below only', async () => {
    const download = createImportDownload({
      allowedHosts: hosts('*.dl.example.test'),
      resolve: resolveInTest,
    });
    for (const link of [
      'https://dl.example.test/a.jpg',
      'http://uc1.dl.example.test/a.jpg',
      'https://uc1.dl.example.test:8443/a.jpg',
      'https://evil-dl.example.test/a.jpg',
      'https://dl.example.test.evil.test/a.jpg',
      'https://user:secret@uc1.dl.example.test/a.jpg',
    ]) {
      const result = await download(link, options);
      expect(result, link).toMatchObject({ ok: false, reason: 'refused' });
      if (!result.ok && result.reason === 'refused') {
        expect(result.detail, link).not.toMatch(/resolves|not resolved/);
      }
    }
    names = { 'uc1.dl.example.test': ['127.0.0.1'] };
    expect(await download('https://UC1.dl.example.test./a.jpg', options)).toMatchObject({
      detail: 'uc1.dl.example.test resolves to a non-public address: 127.0.0.1',
    });
  });

  it('lets an entry naming an IP allow exactly that IP, and no other form or port', async () => {
    const download = createImportDownload({
      allowedHosts: hosts(`http://127.0.0.1:${port}`),
      resolve: resolveInTest,
    });
    expect(await download(`http://127.0.0.1:${port}/small`, options)).toMatchObject({ ok: true });
    for (const link of [`http://127.0.0.2:${port}/small`, `http://[::1]:${port}/small`]) {
      expect(await download(link, options), link).toMatchObject({ reason: 'refused' });
    }
  });

  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd00:ec2::254',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    '2002:c0a8:101::1',
  ])('%s is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '162.125.1.1', '2606:4700::1111', '::ffff:93.184.216.34'])(
    '%s is public',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});
