import { randomUUID } from 'node:crypto';
import { IMMUTABLE_CACHE_CONTROL } from '@archive/domain/images/image-limits';
import { IMAGE_MESSAGES } from '@archive/domain/images/image.messages';
import { FORM_MESSAGES } from '@archive/domain/messages/form-messages';
import type { UpdateOrganisationResponse } from '@archive/domain/organisation/organisation.schema';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, deleteAccount, expectError } from '../../test/api';
import { artworkBody, createArtwork, newOwner } from '../../test/artwork-api';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  getFile,
  linkImage,
  uploadImage,
  uploadLogo as uploadLogoOf,
  type LogoUpload,
} from '../../test/image-api';
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

function uploadLogo(token: string, bytes: Buffer, type = 'png'): Promise<LogoUpload> {
  return uploadLogoOf(t.app, token, bytes, type);
}

function patchOrganisation(token: string, payload: object): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'PATCH',
    url: '/v1/organisation',
    headers: bearer(token),
    payload: payload as Record<string, unknown>,
  });
}

describe('organisation settings', () => {
  it('uploads a logo and saves the organisation with it; a new logo replaces the old', async () => {
    const owner = await newOwner(t.app);
    const logo = await uploadLogo(owner.token, images.png);
    expect(logo.key).toMatch(/^users\/[0-9a-f-]{36}\/organisation\/logo-[0-9a-f-]{36}$/);
    // The answer's url is what the browser saves as logoUrl and later loads the logo from.
    expect(logo.url).toBe(t.app.files.publicUrl(logo.key));
    const logoUrl = logo.url;
    const address = {
      addressLine1: 'Main St 1',
      city: 'Munich',
      postalCode: '80331',
      region: 'Bavaria',
      country: 'DE',
    };
    const saved = await patchOrganisation(owner.token, {
      name: 'Studio Ada',
      address,
      vatNumber: 'DE123',
      websiteUrl: 'www.studio.example',
      logoUrl,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<UpdateOrganisationResponse>().organisation).toMatchObject({
      name: 'Studio Ada',
      address,
      vatNumber: 'DE123',
      websiteUrl: 'www.studio.example',
      logoUrl,
    });
    const me = await t.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(owner.token) });
    expect(me.json()).toMatchObject({
      user: { organisation: { name: 'Studio Ada', logoUrl, address, vatNumber: 'DE123' } },
    });
    expect((await getFile(t.app, logoUrl)).statusCode).toBe(200);
    expect((await getFile(t.app, `${logoUrl}/preview.jpg`)).statusCode).toBe(200);

    const next = await uploadLogo(owner.token, images.jpegWithExif, 'jpeg');
    const nextUrl = next.url;
    const replaced = await patchOrganisation(owner.token, { name: 'Studio Ada', logoUrl: nextUrl });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((await getFile(t.app, logoUrl)).statusCode).toBe(404);
    expect((await getFile(t.app, nextUrl)).statusCode).toBe(200);

    const removed = await patchOrganisation(owner.token, { name: 'Studio Ada', logoUrl: null });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<UpdateOrganisationResponse>().organisation).toMatchObject({
      logoUrl: null,
      address,
    });
    expect((await getFile(t.app, nextUrl)).statusCode).toBe(404);
  });

  it("refuses a missing name, an incomplete address and a logo that is not this user's", async () => {
    const owner = await newOwner(t.app);
    const other = await newOwner(t.app);
    expectError(await patchOrganisation(owner.token, { name: ' ' }), 400, {
      code: 'VALIDATION',
      message: FORM_MESSAGES.noOrganisationSettingsName,
    });
    const incomplete = await patchOrganisation(owner.token, {
      name: 'Studio',
      address: { city: 'Munich' },
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.body).toContain(FORM_MESSAGES.noAddress);

    const theirs = await uploadLogo(other.token, images.png);
    expectError(
      await patchOrganisation(owner.token, {
        name: 'Studio',
        logoUrl: t.app.files.publicUrl(theirs.key),
      }),
      403,
      { code: 'FORBIDDEN', message: IMAGE_MESSAGES.notThisRecordsUpload },
    );
    for (const logoUrl of [theirs.url, 'https://elsewhere.example/logo.png']) {
      expectError(await patchOrganisation(owner.token, { name: 'Studio', logoUrl }), 403, {
        code: 'FORBIDDEN',
        message: IMAGE_MESSAGES.notThisRecordsUpload,
      });
    }
  });

  it('refuses a logo that is not an image and deletes it', async () => {
    const owner = await newOwner(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/organisation/uploadLogo/jpeg',
      headers: bearer(owner.token),
    });
    const { key } = response.json<LogoUpload>();
    await t.app.storage.putObject(key, images.gif, 'image/jpeg', IMMUTABLE_CACHE_CONTROL);
    expectError(
      await patchOrganisation(owner.token, { name: 'Studio', logoUrl: t.app.files.publicUrl(key) }),
      415,
      { code: 'UNSUPPORTED_MEDIA_TYPE' },
    );
    expect(await t.app.storage.headObject(key)).toBeNull();
  });
});

describe('account deletion', () => {
  it('deletes every file of the account', async () => {
    const owner = await newOwner(t.app);
    const artworkId = randomUUID();
    const created = await createArtwork(
      t.app,
      owner.token,
      artworkBody(owner.collectionId, { id: artworkId }),
    );
    expect(created.statusCode).toBe(200);
    const key = await uploadImage(t.app, owner.token, 'artworks', artworkId, images.png);
    const linked = await linkImage(t.app, owner.token, 'artworks', artworkId, { key });
    expect(linked.statusCode, linked.body).toBe(200);
    const logo = await uploadLogo(owner.token, images.png);

    const deleted = await deleteAccount(t.app, owner.token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await getFile(t.app, t.app.files.publicUrl(key))).statusCode).toBe(404);
    expect((await getFile(t.app, t.app.files.publicUrl(logo.key))).statusCode).toBe(404);
  });
});
