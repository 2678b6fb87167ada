import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListContactsResponse } from '@archive/domain/contacts/contact.schema';
import { IMAGE_MESSAGES } from '@archive/domain/images/image.messages';
import { buildTestApp } from '../../../../server/src/test/build-test-app';
import type { TestApp } from '../../../../server/src/test/build-test-app';
import { createContact, newUserToken } from '../../../../server/src/test/sync-api';
import { makeTestImages } from '../../../../server/src/test/test-images';
import type { TestImages } from '../../../../server/src/test/test-images';
import { ApiError } from '../api/api-client';
import { createContactPhotoClient } from './contact-photo';

/** The contact photo calls against the real server (Fastify on PGlite, over HTTP). */

let t: TestApp;
let baseUrl: string;
let images: TestImages;
beforeAll(async () => {
  t = await buildTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  images = await makeTestImages();
});
afterAll(async () => {
  await t.close();
});

/** The signed address names the configured public host; here that is the listening server. */
const toListeningServer: typeof fetch = (input, init) => {
  const address = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const url = new URL(address, baseUrl);
  // eslint-disable-next-line no-restricted-globals -- the client's own fetch, pointed at the test server
  return fetch(`${baseUrl}${url.pathname}${url.search}`, init);
};

async function savedContact(): Promise<{ token: string; id: string }> {
  const token = await newUserToken(t.app);
  const id = randomUUID();
  const response = await createContact(t.app, token, { id, firstName: 'Louise' });
  expect(response.statusCode, response.body).toBe(200);
  return { token, id };
}

async function serverContact(token: string, id: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/v1/contacts',
    headers: { authorization: `Bearer ${token}` },
  });
  return response.json<ListContactsResponse>().contacts.find((contact) => contact.id === id);
}

function clientFor(token: string) {
  return createContactPhotoClient({ baseUrl, getToken: () => token, fetch: toListeningServer });
}

describe('contact photo', () => {
  it('uploads a photo for a saved contact, then removes it', async () => {
    const { token, id } = await savedContact();
    const client = clientFor(token);
    const image = await client.upload(
      id,
      new File([new Uint8Array(images.png)], 'louise.png', { type: 'image/png' }),
    );

    const stored = await serverContact(token, id);
    expect(stored?.image).toEqual(image);
    const preview = await toListeningServer(`${image.url}/preview.jpg`);
    expect(preview.status).toBe(200);

    await client.remove(id, stored?.version ?? 0);
    expect((await serverContact(token, id))?.image).toBeNull();
  });

  it('refuses a PNG named .jpg with a message saying how to fix it', async () => {
    const { token, id } = await savedContact();
    const upload = clientFor(token).upload(
      id,
      new File([new Uint8Array(images.png)], 'louise.jpg', { type: 'image/jpeg' }),
    );
    await expect(upload).rejects.toBeInstanceOf(ApiError);
    await expect(upload).rejects.toMatchObject({
      status: 415,
      message: IMAGE_MESSAGES.pngNamedJpeg,
    });
    expect((await serverContact(token, id))?.image).toBeNull();
  });

  it('refuses a file that is not a JPEG or PNG before sending it', async () => {
    const { token, id } = await savedContact();
    const upload = clientFor(token).upload(
      id,
      new File(['hi'], 'notes.txt', { type: 'text/plain' }),
    );
    await expect(upload).rejects.toMatchObject({ message: IMAGE_MESSAGES.onlyJpegOrPng });
  });
});
