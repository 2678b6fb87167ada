import type { ListContactsResponse } from '@archive/domain/contacts/contact.schema';
import type { ContactImage } from '@archive/domain/images/image.schema';
import { IMAGE_MESSAGES } from '@archive/domain/images/image.messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, expectError } from '../../test/api';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { getFile, imageUrls, linkImage, uploadImage } from '../../test/image-api';
import {
  deleteContact,
  newContact,
  newUserToken,
  patchContact,
  pullAll,
} from '../../test/sync-api';
import { makeTestImages, type TestImages } from '../../test/test-images';

let t: TestApp;
let images: TestImages;
beforeAll(async () => {
  t = await buildTestApp();
  images = await makeTestImages();
});
afterAll(async () => {
  await t.close();
});

async function photoOf(token: string, id: string): Promise<ContactImage | null | undefined> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/v1/contacts',
    headers: bearer(token),
  });
  return response.json<ListContactsResponse>().contacts.find((contact) => contact.id === id)?.image;
}

async function linkPhoto(token: string, id: string, bytes: Buffer): Promise<ContactImage> {
  const key = await uploadImage(t.app, token, 'contacts', id, bytes);
  const response = await linkImage(t.app, token, 'contacts', id, { key });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ image: ContactImage }>().image;
}

describe('contact photos', () => {
  it('a new contact has no photo; a linked one shows in the list and the pull', async () => {
    const token = await newUserToken(t.app);
    const id = await newContact(t.app, token);
    expect(await photoOf(token, id)).toBeNull();

    const photo = await linkPhoto(token, id, images.jpegWithExif);
    expect(photo).toMatchObject({ type: 'image/jpeg', width: 400, height: 800 });
    expect(photo.key).toMatch(new RegExp(`/contacts/${id}/`));
    expect(await photoOf(token, id)).toEqual(photo);
    const pulled = (await pullAll(t.app, token)).pages
      .flatMap((page) => page.contacts)
      .find((item) => item.id === id);
    expect(pulled).toMatchObject({ image: photo, version: 2 });
    expect((await getFile(t.app, `${photo.url}/preview.jpg`)).statusCode).toBe(200);
  });

  it('replacing the photo deletes the old file; removing it by edit deletes the new one', async () => {
    const token = await newUserToken(t.app);
    const id = await newContact(t.app, token);
    const first = await linkPhoto(token, id, images.jpegWithExif);
    const second = await linkPhoto(token, id, images.png);
    expect(await photoOf(token, id)).toEqual(second);
    expect((await getFile(t.app, first.url)).statusCode).toBe(404);

    const removed = await patchContact(t.app, token, {
      id,
      baseVersion: 3,
      changes: { image: null },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await photoOf(token, id)).toBeNull();
    expect((await getFile(t.app, second.url)).statusCode).toBe(404);
  });

  it('keeps other users away, and deletes the photo with the contact', async () => {
    const token = await newUserToken(t.app);
    const other = await newUserToken(t.app);
    const id = await newContact(t.app, token);
    const theirs = await newContact(t.app, other);
    expect((await imageUrls(t.app, other, 'contacts', id)).statusCode).toBe(404);
    const key = await uploadImage(t.app, token, 'contacts', id, images.png);
    expectError(await linkImage(t.app, other, 'contacts', theirs, { key }), 403, {
      code: 'FORBIDDEN',
      message: IMAGE_MESSAGES.notThisRecordsUpload,
    });

    const photo = await linkPhoto(token, id, images.jpegWithExif);
    expect((await deleteContact(t.app, token, id)).statusCode).toBe(200);
    expect((await getFile(t.app, photo.url)).statusCode).toBe(404);
  });
});
