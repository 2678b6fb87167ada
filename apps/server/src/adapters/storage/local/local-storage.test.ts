import { mkdtempSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeStoragePort } from '../storage-port.contract';
import { ObjectExistsError } from '../storage-port';
import { FILES_UPLOAD_SEGMENT } from '@archive/domain/contract/files.contract';
import { createLocalStorage, type LocalStorage } from './local-storage';
import { loadOrCreateSigningSecret, SIGNING_SECRET_FILE } from './signing-secret';

const PUBLIC_BASE = 'http://127.0.0.1:3000/files';

function makeLocal(directory: string, clock: () => Date, secret = 'test-secret'): LocalStorage {
  return createLocalStorage({ directory, publicUrl: PUBLIC_BASE, signingSecret: secret, clock });
}

/** What the files route does with a PUT, without HTTP (the route's own test covers HTTP). */
async function localUpload(
  storage: LocalStorage,
  uploadURL: string,
  bytes: Buffer,
  headers: Record<string, string>,
): Promise<number> {
  const url = new URL(uploadURL);
  const prefix = `${new URL(PUBLIC_BASE).pathname}/${FILES_UPLOAD_SEGMENT}/`;
  if (!url.pathname.startsWith(prefix)) return 404;
  const key = url.pathname.slice(prefix.length);
  const contentType = headers['content-type'] ?? '';
  const verdict = storage.verifyUpload({
    key,
    contentType,
    expires: url.searchParams.get('expires') ?? undefined,
    signature: url.searchParams.get('signature') ?? undefined,
  });
  if (verdict !== 'valid') return 403;
  try {
    await storage.putObject(key, bytes, contentType, headers['cache-control'] ?? '', {
      onlyIfAbsent: true,
    });
  } catch (error) {
    if (error instanceof ObjectExistsError) return 409;
    throw error;
  }
  return 200;
}

describeStoragePort('local', () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'archive-local-storage-'));
  let offset = 0;
  const storage = makeLocal(directory, () => new Date(Date.now() + offset));
  return Promise.resolve({
    storage,
    upload: (uploadURL, bytes, headers) => localUpload(storage, uploadURL, bytes, headers),
    setClockOffset: (ms) => {
      offset = ms;
    },
    usedStatus: 409,
    publicBase: PUBLIC_BASE,
    close: () => storage.close(),
  });
});

describe('local storage specifics', () => {
  it('keeps files under its folder and tells expired from forged addresses', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'archive-local-storage-'));
    let now = Date.now();
    const storage = makeLocal(directory, () => new Date(now));
    const target = await storage.createUploadUrl('images/u/a', 'image/png');
    const url = new URL(target.uploadURL);
    const request = {
      key: 'images/u/a',
      contentType: 'image/png',
      expires: url.searchParams.get('expires') ?? undefined,
      signature: url.searchParams.get('signature') ?? undefined,
    };
    expect(storage.verifyUpload(request)).toBe('valid');
    expect(storage.verifyUpload({ ...request, signature: undefined })).toBe('invalid');
    expect(
      storage.verifyUpload({ ...request, expires: String(Number(request.expires) + 60) }),
    ).toBe('invalid');
    now += 15 * 60_000 + 1000;
    expect(storage.verifyUpload(request)).toBe('expired');
    // Another server secret does not accept this server's addresses.
    expect(makeLocal(directory, () => new Date(), 'other').verifyUpload(request)).toBe('invalid');

    await storage.putObject('images/u/a', Buffer.from('x'), 'image/png', '');
    await storage.putObject('images/u/a/preview.jpg', Buffer.from('y'), 'image/jpeg', '');
    expect((await stat(path.join(directory, 'images/u/a~object'))).isFile()).toBe(true);
    expect((await stat(path.join(directory, 'images/u/a/preview.jpg~object'))).isFile()).toBe(true);
  });

  it('makes a signing secret once and keeps it across restarts', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'archive-secret-'));
    const first = await loadOrCreateSigningSecret(dataDir);
    expect(first.length).toBeGreaterThanOrEqual(43);
    expect(await loadOrCreateSigningSecret(dataDir)).toBe(first);
    expect((await readFile(path.join(dataDir, SIGNING_SECRET_FILE), 'utf8')).trim()).toBe(first);
    expect((await stat(path.join(dataDir, SIGNING_SECRET_FILE))).mode & 0o077).toBe(0);
    const other = await loadOrCreateSigningSecret(
      mkdtempSync(path.join(tmpdir(), 'archive-secret-')),
    );
    expect(other).not.toBe(first);
  });
});
