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
import { deleteArtwork, newArtwork, newOwner } from '../../test/artwork-api';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  getFile,
  linkImage,
  uploadImage,
  uploadLogo,
  type ImageRecordKind,
} from '../../test/image-api';
import { newContact } from '../../test/sync-api';
import { makeTestImages, type TestImages } from '../../test/test-images';
import { splitPath } from './image-path';
import { createUnlinkedSweep, type SweepReport } from './unlinked-sweep';
import { DAY_MS } from '@archive/domain/app/durations';

let t: TestApp;
let images: TestImages;
beforeAll(async () => {
  t = await buildTestApp();
  images = await makeTestImages();
});
afterAll(async () => {
  await t.close();
});

/** The originals left in storage under `prefix` (derivatives count as their original). */
async function originalsUnder(storage: StoragePort, prefix: string): Promise<string[]> {
  const keys = new Set<string>();
  for await (const { key } of storage.listObjects(prefix)) keys.add(splitPath(key).key);
  return [...keys];
}

/** A JPEG uploaded for one of the token's records; answers its key. */
function upload(token: string, kind: ImageRecordKind, id: string): Promise<string> {
  return uploadImage(t.app, token, kind, id, images.jpegWithExif);
}

/** After the grace, when every upload made by this test is old enough to go. */
function afterGrace(): Date {
  return new Date(Date.now() + (UNLINKED_FILE_GRACE_DAYS + 1) * DAY_MS);
}

/** A sweep this test expects to run (no other process holds the sweep's lock). */
async function sweepAt(now: Date): Promise<SweepReport> {
  const report = await t.app.files.sweepUnlinked(now);
  if (report === null) throw new Error('The sweep did not run');
  return report;
}

function userOf(key: string): string {
  return key.split('/').slice(0, 2).join('/');
}

describe('the sweep of unlinked uploads', () => {
  it(`removes uploads no record links once ${UNLINKED_FILE_GRACE_DAYS} days old, and keeps every linked image`, async () => {
    const ada = await newOwner(t.app);
    const bea = await newOwner(t.app, 'collector', 'Bea Collector');
    const artwork = await newArtwork(t.app, ada);

    const linkedImage = await upload(ada.token, 'artworks', artwork);
    const link = await linkImage(t.app, ada.token, 'artworks', artwork, { key: linkedImage });
    expect(link.statusCode, link.body).toBe(200);
    const neverLinked = await uploadImage(t.app, ada.token, 'artworks', artwork, images.png);

    const contact = await newContact(t.app, ada.token);
    const photo = await upload(ada.token, 'contacts', contact);
    const linkPhoto = await linkImage(t.app, ada.token, 'contacts', contact, { key: photo });
    expect(linkPhoto.statusCode, linkPhoto.body).toBe(200);
    const photoNeverLinked = await upload(ada.token, 'contacts', contact);

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
    const deleted = await newArtwork(t.app, ada);
    const leftover = await upload(ada.token, 'artworks', deleted);
    expect((await deleteArtwork(t.app, ada.token, deleted)).statusCode).toBe(200);
    await t.app.storage.putObject(leftover, images.png, 'image/png', IMMUTABLE_CACHE_CONTROL);

    const beaArtwork = await newArtwork(t.app, bea);
    const beaNeverLinked = await upload(bea.token, 'artworks', beaArtwork);

    // Young uploads stay: their link may still be on its way from an offline device.
    const early = await sweepAt(new Date(Date.now() + DAY_MS));
    expect(early.removed).toEqual([]);

    const later = afterGrace();
    const report = await sweepAt(later);
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
    expect((await sweepAt(later)).removed).toEqual([]);
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

    const later = afterGrace();
    const report = await sweep.sweep(later);
    expect(report).toEqual({ examined: 1, removed: [], skippedUsers: 1 });
    expect(await storage.headObject(key)).not.toBeNull();
  });
});
