import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  IMMUTABLE_CACHE_CONTROL,
  UNLINKED_FILE_GRACE_DAYS,
} from '@archive/domain/images/image-limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../adapters/storage/local/local-storage';
import type { StoragePort } from '../../adapters/storage/storage-port';
import { bearer } from '../../test/api';
import { artworkBody, createArtwork, deleteArtwork, newOwner } from '../../test/artwork-api';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { getFile, linkImage, uploadImage, uploadLogo } from '../../test/image-api';
import { createContact } from '../../test/sync-api';
import { makeTestImages, type TestImages } from '../../test/test-images';
import { splitPath } from './image-path';
import { createUnlinkedSweep } from './unlinked-sweep';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let images: TestImages;
beforeAll(async () => {
  t = await buildTestApp();
  images = await makeTestImages();
});
afterAll(async () => {
  await t.close();
});

async function newArtwork(token: string, collectionId: string): Promise<string> {
  const body = artworkBody(collectionId);
  const response = await createArtwork(t.app, token, body);
  expect(response.statusCode, response.body).toBe(200);
  return String(body.artwork['id']);
}

async function newContact(token: string): Promise<string> {
  const id = randomUUID();
  const response = await createContact(t.app, token, { id, firstName: 'Louise' });
  expect(response.statusCode, response.body).toBe(200);
  return id;
}

/** The originals left in storage under `prefix` (derivatives count as their original). */
async function originalsUnder(storage: StoragePort, prefix: string): Promise<string[]> {
  const keys = new Set<string>();
  for await (const { key } of storage.listObjects(prefix)) keys.add(splitPath(key).key);
  return [...keys];
}

function userOf(key: string): string {
  return key.split('/').slice(0, 2).join('/');
}

describe('the sweep of unlinked uploads', () => {
  it(`removes uploads no record links once ${UNLINKED_FILE_GRACE_DAYS} days old, and keeps every linked image`, async () => {
    const ada = await newOwner(t.app);
    const bea = await newOwner(t.app, 'collector', 'Bea Collector');
    const artwork = await newArtwork(ada.token, ada.collectionId);

    const linkedImage = await uploadImage(
      t.app,
      ada.token,
      'artworks',
      artwork,
      images.jpegWithExif,
    );
    const link = await linkImage(t.app, ada.token, 'artworks', artwork, { key: linkedImage });
    expect(link.statusCode, link.body).toBe(200);
    const neverLinked = await uploadImage(t.app, ada.token, 'artworks', artwork, images.png);

    const contact = await newContact(ada.token);
    const photo = await uploadImage(t.app, ada.token, 'contacts', contact, images.jpegWithExif);
    const linkPhoto = await linkImage(t.app, ada.token, 'contacts', contact, { key: photo });
    expect(linkPhoto.statusCode, linkPhoto.body).toBe(200);
    const photoNeverLinked = await uploadImage(
      t.app,
      ada.token,
      'contacts',
      contact,
      images.jpegWithExif,
    );

    const logo = await uploadLogo(t.app, ada.token, images.png);
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/v1/organisation',
      headers: bearer(ada.token),
      payload: { name: 'Studio Ada', logoUrl: logo.url },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const logoNeverSaved = (await uploadLogo(t.app, ada.token, images.png)).key;

    // A deleted artwork whose files a failed discard left behind.
    const deleted = await newArtwork(ada.token, ada.collectionId);
    const leftover = await uploadImage(t.app, ada.token, 'artworks', deleted, images.jpegWithExif);
    expect((await deleteArtwork(t.app, ada.token, deleted)).statusCode).toBe(200);
    await t.app.storage.putObject(
      leftover,
      images.jpegWithExif,
      'image/jpeg',
      IMMUTABLE_CACHE_CONTROL,
    );

    const beaArtwork = await newArtwork(bea.token, bea.collectionId);
    const beaNeverLinked = await uploadImage(
      t.app,
      bea.token,
      'artworks',
      beaArtwork,
      images.jpegWithExif,
    );

    // Young uploads stay: their link may still be on its way from an offline device.
    const early = await t.app.files.sweepUnlinked(new Date(Date.now() + DAY_MS));
    expect(early.removed).toEqual([]);

    const later = new Date(Date.now() + (UNLINKED_FILE_GRACE_DAYS + 1) * DAY_MS);
    const report = await t.app.files.sweepUnlinked(later);
    const unlinked = [neverLinked, photoNeverLinked, logoNeverSaved, leftover, beaNeverLinked];
    expect(report.removed.filter((key) => unlinked.includes(key)).toSorted()).toEqual(
      unlinked.toSorted(),
    );
    expect(report.removed).not.toContain(linkedImage);
    expect(report.skippedUsers).toBe(0);

    expect((await originalsUnder(t.app.storage, `${userOf(linkedImage)}/`)).toSorted()).toEqual(
      [linkedImage, photo, logo.key].toSorted(),
    );
    expect(await originalsUnder(t.app.storage, `${userOf(beaNeverLinked)}/`)).toEqual([]);
    for (const url of [
      t.app.files.publicUrl(linkedImage),
      `${t.app.files.publicUrl(linkedImage)}/preview.jpg`,
      t.app.files.publicUrl(photo),
      logo.url,
    ]) {
      expect((await getFile(t.app, url)).statusCode, url).toBe(200);
    }
    expect((await getFile(t.app, t.app.files.publicUrl(neverLinked))).statusCode).toBe(404);

    // Nothing is left to reclaim.
    expect((await t.app.files.sweepUnlinked(later)).removed).toEqual([]);
  });

  it("keeps a user's files when a module cannot say which are linked", async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'archive-sweep-'));
    const storage = createLocalStorage({
      directory,
      publicUrl: 'http://127.0.0.1/files',
      signingSecret: 'secret',
      clock: () => new Date(),
    });
    const userId = randomUUID();
    const key = `users/${userId}/artworks/${randomUUID()}/${randomUUID()}`;
    await storage.putObject(key, images.jpegWithExif, 'image/jpeg', IMMUTABLE_CACHE_CONTROL);
    const sweep = createUnlinkedSweep(storage, t.app.log);
    sweep.registerReferences(() => Promise.resolve([]));
    sweep.registerReferences(() => Promise.reject(new Error('database away')));

    const later = new Date(Date.now() + (UNLINKED_FILE_GRACE_DAYS + 1) * DAY_MS);
    const report = await sweep.sweep(later);
    expect(report).toEqual({ examined: 1, removed: [], skippedUsers: 1 });
    expect(await storage.headObject(key)).not.toBeNull();
  });
});
