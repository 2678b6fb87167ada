import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpDownload } from './http-download';

let host: Server;
let base: string;
beforeAll(async () => {
  host = createServer((request, response) => {
    if (request.url === '/big') {
      // No Content-Length: the cap must hold while reading.
      response.writeHead(200, { 'content-type': 'application/octet-stream' });
      response.write(Buffer.alloc(600));
      response.end(Buffer.alloc(600));
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
  base = `http://127.0.0.1:${String((host.address() as AddressInfo).port)}`;
});
afterAll(async () => {
  host.closeAllConnections();
  await new Promise<void>((resolve) => {
    host.close(() => {
      resolve();
    });
  });
});

const options = { maxBytes: 1000, timeoutMs: 500 };

describe('downloading by link', () => {
  it('follows a redirect and answers the bytes and type', async () => {
    const result = await httpDownload(`${base}/moved`, options);
    expect(result).toEqual({ ok: true, bytes: Buffer.from('tiny'), contentType: 'image/png' });
  });

  it('stops reading past the size limit, even without a Content-Length', async () => {
    expect(await httpDownload(`${base}/big`, options)).toEqual({ ok: false, reason: 'tooLarge' });
  });

  it('refuses other schemes, missing files and hosts that do not answer in time', async () => {
    expect(await httpDownload('file:///etc/passwd', options)).toEqual({
      ok: false,
      reason: 'scheme',
    });
    expect(await httpDownload(`${base}/gone`, options)).toEqual({ ok: false, reason: 'status' });
    expect(await httpDownload(`${base}/slow`, options)).toEqual({
      ok: false,
      reason: 'unreachable',
    });
  });
});
