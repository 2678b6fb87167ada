import { IMMUTABLE_CACHE_CONTROL } from '@archive/domain/images/image-limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeStoragePort } from '../storage-port.contract';
import type { StoragePort } from '../storage-port';
import { startFakeS3, type FakeS3 } from './fake-s3-server.test-support';
import { createS3Storage } from './s3-storage';

const PUBLIC_BASE = 'https://files.example.com/archive';

function makeS3(fake: FakeS3, clock: () => Date = () => new Date()): StoragePort {
  return createS3Storage({
    endpoint: fake.endpoint,
    bucket: fake.bucket,
    region: fake.region,
    credentials: { accessKeyId: fake.accessKeyId, secretAccessKey: fake.secretAccessKey },
    publicUrl: PUBLIC_BASE,
    clock,
  });
}

async function browserPut(url: string, bytes: Buffer, headers: Record<string, string>) {
  const response = await fetch(url, { method: 'PUT', body: bytes, headers });
  await response.arrayBuffer();
  return response.status;
}

describeStoragePort('s3', async () => {
  // Small pages, so listings and prefix deletes go through S3's continuation tokens.
  const fake = await startFakeS3({ pageSize: 2 });
  let offset = 0;
  const storage = makeS3(fake, () => new Date(Date.now() + offset));
  return {
    storage,
    upload: browserPut,
    setClockOffset: (ms) => {
      offset = ms;
    },
    usedStatus: 412,
    publicBase: PUBLIC_BASE,
    async close() {
      await storage.close();
      await fake.close();
    },
  };
});

describe('S3 requests on the wire', () => {
  let fake: FakeS3;
  let storage: StoragePort;
  beforeAll(async () => {
    fake = await startFakeS3();
    storage = makeS3(fake);
  });
  afterAll(async () => {
    await storage.close();
    await fake.close();
  });

  it('presigns a 10-minute GET that the store serves as a named attachment', async () => {
    await storage.putObject(
      'exports/u/a.pdf',
      Buffer.from('%PDF-1.7'),
      'application/pdf',
      'no-store',
    );
    const url = new URL(
      await storage.createDownloadUrl('exports/u/a.pdf', {
        fileName: 'Liste Zürich.pdf',
        contentType: 'application/pdf',
        ttlSeconds: 600,
      }),
    );
    expect(url.pathname).toBe(`/${fake.bucket}/exports/u/a.pdf`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(url.searchParams.get('response-content-type')).toBe('application/pdf');
    expect(url.searchParams.get('response-content-disposition')).toBe(
      `attachment; filename="Liste Z_rich.pdf"; filename*=UTF-8''Liste%20Z%C3%BCrich.pdf`,
    );
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).toString()).toBe('%PDF-1.7');
  });

  it('presigns a PUT of /bucket/key that signs content type, cache header and If-None-Match', async () => {
    const target = await storage.createUploadUrl('images/u/photo', 'image/jpeg');
    const url = new URL(target.uploadURL);
    expect(url.origin).toBe(fake.endpoint);
    expect(url.pathname).toBe(`/${fake.bucket}/images/u/photo`);
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(
      expect.arrayContaining(['content-type', 'cache-control', 'if-none-match', 'host']),
    );
    // No checksum parameters: a browser's PUT could not satisfy them.
    expect([...url.searchParams.keys()].filter((name) => /checksum/i.test(name))).toEqual([]);

    expect(await browserPut(target.uploadURL, Buffer.from('bytes'), target.headers)).toBe(200);
    const last = fake.requests.at(-1);
    expect(last).toMatchObject({
      method: 'PUT',
      path: `/${fake.bucket}/images/u/photo`,
      presigned: true,
      status: 200,
    });
    expect(fake.objects.get('images/u/photo')).toMatchObject({
      contentType: 'image/jpeg',
      cacheControl: IMMUTABLE_CACHE_CONTROL,
    });
  });

  it('refuses the presigned PUT without the signed If-None-Match, so it cannot replace', async () => {
    const target = await storage.createUploadUrl('images/u/twice', 'image/jpeg');
    expect(await browserPut(target.uploadURL, Buffer.from('one'), target.headers)).toBe(200);
    const withoutCondition = Object.fromEntries(
      Object.entries(target.headers).filter(([name]) => name !== 'if-none-match'),
    );
    expect(await browserPut(target.uploadURL, Buffer.from('two'), withoutCondition)).toBe(403);
    expect(fake.objects.get('images/u/twice')?.bytes).toEqual(Buffer.from('one'));
  });

  it('refuses the presigned PUT without the signed cache header', async () => {
    const target = await storage.createUploadUrl('images/u/nocache', 'image/jpeg');
    const status = await browserPut(target.uploadURL, Buffer.from('x'), {
      'content-type': 'image/jpeg',
    });
    expect(status).toBe(403);
    expect(fake.objects.has('images/u/nocache')).toBe(false);
  });

  it('sends signed put, get, head, list and delete calls to the bucket paths', async () => {
    fake.requests.length = 0;
    await storage.putObject('images/u/p/medium.jpg', Buffer.from('m'), 'image/jpeg', 'max-age=1');
    await storage.getObject('images/u/p/medium.jpg');
    await storage.headObject('images/u/p/medium.jpg');
    await storage.deletePrefix('images/u/p');
    const calls = fake.requests.map((r) => `${r.method} ${r.path} ${r.status}`);
    expect(calls).toEqual([
      `PUT /${fake.bucket}/images/u/p/medium.jpg 200`,
      `GET /${fake.bucket}/images/u/p/medium.jpg 200`,
      `HEAD /${fake.bucket}/images/u/p/medium.jpg 200`,
      `GET /${fake.bucket}/ 200`,
      `DELETE /${fake.bucket}/images/u/p 204`,
      `DELETE /${fake.bucket}/images/u/p/medium.jpg 204`,
    ]);
    expect(fake.requests.every((r) => !r.presigned && r.signedHeaders.includes('host'))).toBe(true);
    expect(fake.requests[3]?.query).toMatchObject({ 'list-type': '2', prefix: 'images/u/p/' });
  });
});
