import { IMMUTABLE_CACHE_CONTROL } from '@archive/domain/images/image-limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  InvalidKeyError,
  ObjectExistsError,
  type StoragePort,
  type UploadTarget,
} from './storage-port';

/** What the shared suite needs of one implementation besides the port itself. */
export interface StorageHarness {
  storage: StoragePort;
  /** The PUT a browser sends to an upload address; answers the HTTP status. */
  upload: (uploadURL: string, bytes: Buffer, headers: Record<string, string>) => Promise<number>;
  /** Moves the port's clock (the one it signs with) by this much from real time. */
  setClockOffset: (ms: number) => void;
  /** What the store answers a second PUT to an address (local 409, S3 412). */
  usedStatus: number;
  /** The files base address the port was given. */
  publicBase: string;
  close: () => Promise<void>;
}

const MINUTE = 60_000;
let counter = 0;
function uniqueKey(): string {
  counter += 1;
  return `images/contract/${Date.now().toString(36)}-${counter}`;
}

/** One suite, run by local-storage.test.ts and s3-storage.test.ts. */
export function describeStoragePort(name: string, makeHarness: () => Promise<StorageHarness>) {
  describe(`StoragePort contract: ${name}`, () => {
    let h: StorageHarness;
    beforeAll(async () => {
      h = await makeHarness();
    });
    afterAll(async () => {
      await h.close();
    });

    function put(target: UploadTarget, bytes: Buffer, headers = target.headers) {
      return h.upload(target.uploadURL, bytes, headers);
    }

    it('hands out a 15-minute upload address that stores what the browser sends', async () => {
      const key = uniqueKey();
      const before = Date.now();
      const target = await h.storage.createUploadUrl(key, 'image/jpeg');
      expect(target.key).toBe(key);
      expect(target.headers).toEqual({
        'content-type': 'image/jpeg',
        'cache-control': IMMUTABLE_CACHE_CONTROL,
        'if-none-match': '*',
      });
      const ttl = target.expiresAt.getTime() - before;
      expect(ttl).toBeGreaterThan(14 * MINUTE);
      expect(ttl).toBeLessThanOrEqual(15 * MINUTE + 1000);

      const status = await put(target, Buffer.from('jpeg bytes'));
      expect(status).toBe(200);
      expect(await h.storage.getObject(key)).toEqual({
        bytes: Buffer.from('jpeg bytes'),
        contentType: 'image/jpeg',
      });
    });

    it('stores one object per key: a second PUT to the address is refused', async () => {
      const key = uniqueKey();
      const target = await h.storage.createUploadUrl(key, 'image/jpeg');
      expect(await put(target, Buffer.from('first'))).toBe(200);
      expect(await put(target, Buffer.from('second'))).toBe(h.usedStatus);
      expect((await h.storage.getObject(key))?.bytes).toEqual(Buffer.from('first'));
      await expect(
        h.storage.putObject(key, Buffer.from('third'), 'image/jpeg', IMMUTABLE_CACHE_CONTROL, {
          onlyIfAbsent: true,
        }),
      ).rejects.toThrow(ObjectExistsError);
      expect((await h.storage.getObject(key))?.bytes).toEqual(Buffer.from('first'));
    });

    it('refuses the address with another content type, and stores nothing', async () => {
      const key = uniqueKey();
      const target = await h.storage.createUploadUrl(key, 'image/jpeg');
      const status = await put(target, Buffer.from('png?'), {
        ...target.headers,
        'content-type': 'image/png',
      });
      expect(status).toBe(403);
      expect(await h.storage.headObject(key)).toBeNull();
    });

    it('refuses a tampered signature or another key, and stores nothing', async () => {
      const key = uniqueKey();
      const target = await h.storage.createUploadUrl(key, 'image/png');
      const url = new URL(target.uploadURL);
      const signatureName = url.searchParams.has('X-Amz-Signature')
        ? 'X-Amz-Signature'
        : 'signature';
      const signature = url.searchParams.get(signatureName) ?? '';
      const flipped = `${signature.slice(0, -1)}${signature.endsWith('a') ? 'b' : 'a'}`;
      url.searchParams.set(signatureName, flipped);
      expect(await h.upload(url.toString(), Buffer.from('x'), target.headers)).toBe(403);

      const otherKey = uniqueKey();
      const moved = target.uploadURL.replace(key, otherKey);
      expect(await h.upload(moved, Buffer.from('x'), target.headers)).toBe(403);
      expect(await h.storage.headObject(key)).toBeNull();
      expect(await h.storage.headObject(otherKey)).toBeNull();
    });

    it('refuses an address after it expired', async () => {
      const key = uniqueKey();
      h.setClockOffset(-16 * MINUTE);
      const target = await h.storage.createUploadUrl(key, 'image/jpeg');
      h.setClockOffset(0);
      expect(await put(target, Buffer.from('late'))).toBe(403);
      expect(await h.storage.headObject(key)).toBeNull();
    });

    it('puts, reads, heads and deletes objects; a missing one is null', async () => {
      const key = uniqueKey();
      expect(await h.storage.getObject(key)).toBeNull();
      expect(await h.storage.headObject(key)).toBeNull();
      const bytes = Buffer.from([0, 1, 2, 0x0a, 255, 254]);
      await h.storage.putObject(key, bytes, 'image/png', IMMUTABLE_CACHE_CONTROL);
      expect(await h.storage.getObject(key)).toEqual({ bytes, contentType: 'image/png' });
      expect(await h.storage.headObject(key)).toEqual({ size: 6, contentType: 'image/png' });
      await h.storage.putObject(key, Buffer.from('v2'), 'image/jpeg', IMMUTABLE_CACHE_CONTROL);
      expect(await h.storage.getObject(key)).toEqual({
        bytes: Buffer.from('v2'),
        contentType: 'image/jpeg',
      });
      await h.storage.deleteObject(key);
      expect(await h.storage.getObject(key)).toBeNull();
      await expect(h.storage.deleteObject(key)).resolves.toBeUndefined();
    });

    it('deletes a key with everything under it, and nothing beside it', async () => {
      const key = uniqueKey();
      const under = [key, `${key}/preview.jpg`, `${key}/medium.jpg`];
      const beside = [`${key}x`, `${key}x/preview.jpg`];
      for (const k of [...under, ...beside]) {
        await h.storage.putObject(k, Buffer.from(k), 'image/jpeg', IMMUTABLE_CACHE_CONTROL);
      }
      await h.storage.deletePrefix(key);
      for (const k of under) expect(await h.storage.headObject(k)).toBeNull();
      for (const k of beside) expect(await h.storage.getObject(k)).not.toBeNull();
    });

    it('lists the objects under a prefix in key order, with when each was written', async () => {
      const base = uniqueKey();
      const inside = [
        base,
        `${base}-2`,
        `${base}/large.jpg`,
        `${base}/preview.jpg`,
        `${base}/z/deeper`,
        `${base}0`,
      ];
      const outside = [`${base.slice(0, -1)}_other`];
      const before = Date.now() - 2000;
      for (const k of [...inside.toReversed(), ...outside]) {
        await h.storage.putObject(k, Buffer.from(k), 'image/jpeg', IMMUTABLE_CACHE_CONTROL);
      }
      const listed = [];
      for await (const object of h.storage.listObjects(base)) listed.push(object);
      expect(listed.map((object) => object.key)).toEqual(inside.toSorted());
      for (const { lastModified } of listed) {
        expect(lastModified.getTime()).toBeGreaterThanOrEqual(before);
        expect(lastModified.getTime()).toBeLessThanOrEqual(Date.now() + 2000);
      }
      const under = [];
      for await (const object of h.storage.listObjects(`${base}/`)) under.push(object.key);
      expect(under).toEqual([`${base}/large.jpg`, `${base}/preview.jpg`, `${base}/z/deeper`]);
      const none = [];
      for await (const object of h.storage.listObjects(`${base}/nothing`)) none.push(object);
      expect(none).toEqual([]);
    });

    it('gives the public address of a key under the files base', () => {
      expect(h.storage.publicUrl('images/u/abc')).toBe(
        `${h.publicBase.replace(/\/+$/, '')}/images/u/abc`,
      );
    });

    it.each(['', '../etc/passwd', 'a/../b', 'a//b', '/a', 'a/', 'a b', '.hidden', 'a~object'])(
      'refuses the key %j',
      async (key) => {
        await expect(h.storage.createUploadUrl(key, 'image/jpeg')).rejects.toThrow(InvalidKeyError);
        await expect(h.storage.getObject(key)).rejects.toThrow(InvalidKeyError);
        await expect(
          h.storage.putObject(key, Buffer.from('x'), 'image/jpeg', IMMUTABLE_CACHE_CONTROL),
        ).rejects.toThrow(InvalidKeyError);
        await expect(h.storage.deletePrefix(key)).rejects.toThrow(InvalidKeyError);
        expect(() => h.storage.publicUrl(key)).toThrow(InvalidKeyError);
      },
    );
  });
}
