import { API_MESSAGES } from '@archive/domain/messages/api-messages';
import { FORM_MESSAGES } from '@archive/domain/messages/form-messages';
import { meResponseSchema } from '@archive/domain/auth/auth.schema';
import {
  EMAIL_CHANGED_MAIL_SUBJECT,
  emailChangedMailText,
} from '@archive/domain/user/account-mail.messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, passwordResetCodes, sessions } from '../../db/schema';
import type { ExportResponse } from '@archive/domain/exports/export-options.schema';
import {
  bearer,
  deleteAccount,
  expectError,
  me,
  register,
  signIn,
  signInToken,
} from '../../test/api';
import { seedArchive, smallPng } from '../../test/archive-seed';
import { getFile, pathOf } from '../../test/image-api';
import {
  buildTestApp,
  STRONG_PASSWORD,
  uniqueEmail,
  type TestApp,
} from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /v1/user/:emailParam', () => {
  it('says whether an account exists and is active, without a session', async () => {
    const email = uniqueEmail();
    await register(t.app, email);
    const known = await t.app.inject({
      method: 'GET',
      url: `/v1/user/${encodeURIComponent(email.toUpperCase())}`,
    });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ exists: true, active: true });
    const unknown = await t.app.inject({ method: 'GET', url: `/v1/user/${uniqueEmail('no')}` });
    expect(unknown.json()).toEqual({ exists: false, active: false });
  });

  it('answers 400 for something that is not an e-mail address', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/v1/user/not-an-email' }), 400, {
      code: 'VALIDATION',
      field: 'emailParam',
      message: FORM_MESSAGES.invalidEmail,
    });
  });
});

describe('GET /v1/me', () => {
  it('answers the signed-in user without echoing the token', async () => {
    const email = uniqueEmail();
    const registered = await register(t.app, email);
    const response = await me(t.app, registered.user.session.token);
    expect(response.statusCode).toBe(200);
    const body = meResponseSchema.parse(response.json());
    expect(body.user.id).toBe(registered.user.id);
    expect(body.user.email).toBe(email);
    expect(body.user.session.token).toBe('');
  });
});

describe('PATCH /v1/user', () => {
  it('changes the name and the e-mail address', async () => {
    const email = uniqueEmail();
    const token = (await register(t.app, email)).user.session.token;
    const newEmail = uniqueEmail('moved');
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/v1/user',
      headers: bearer(token),
      payload: {
        name: '  Grace Hopper ',
        email: newEmail.toUpperCase(),
        currentPassword: STRONG_PASSWORD,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = meResponseSchema.parse(response.json());
    expect(body.user).toMatchObject({ name: 'Grace Hopper', email: newEmail });
    expect(body.user.session.token).toBe('');
    expect((await signIn(t.app, newEmail)).statusCode).toBe(200);
    expect((await signIn(t.app, email)).statusCode).toBe(404);
  });

  it('answers 409 ACCOUNT_EXISTS when the address belongs to someone else', async () => {
    const taken = uniqueEmail('taken');
    await register(t.app, taken);
    const email = uniqueEmail();
    const token = (await register(t.app, email)).user.session.token;
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/v1/user',
      headers: bearer(token),
      payload: { email: taken, currentPassword: STRONG_PASSWORD },
    });
    expectError(response, 409, {
      code: 'ACCOUNT_EXISTS',
      message: API_MESSAGES.accountExists,
      field: 'email',
    });
    // Sending one's own address again is no conflict, and no change that needs the password.
    const same = await t.app.inject({
      method: 'PATCH',
      url: '/v1/user',
      headers: bearer(token),
      payload: { email },
    });
    expect(same.statusCode).toBe(200);
  });

  it('changes the e-mail address only with the current password, and tells the old address', async () => {
    const email = uniqueEmail('owner');
    const token = (await register(t.app, email, { name: 'Ada Owner' })).user.session.token;
    const newEmail = uniqueEmail('thief');
    const patch = (payload: Record<string, string>) =>
      t.app.inject({ method: 'PATCH', url: '/v1/user', headers: bearer(token), payload });
    const sentBefore = t.mail.sent.length;

    expectError(await patch({ email: newEmail }), 403, {
      code: 'CURRENT_PASSWORD_INCORRECT',
      message: FORM_MESSAGES.noCurrentPassword,
      field: 'currentPassword',
    });
    expectError(await patch({ email: newEmail, currentPassword: '' }), 403, {
      code: 'CURRENT_PASSWORD_INCORRECT',
      field: 'currentPassword',
    });
    expectError(await patch({ email: newEmail, currentPassword: 'not the password' }), 403, {
      code: 'CURRENT_PASSWORD_INCORRECT',
      message: API_MESSAGES.currentPasswordIncorrect,
      field: 'currentPassword',
    });
    // Nothing changed and nobody was written to.
    expect((await me(t.app, token)).json<{ user: { email: string } }>().user.email).toBe(email);
    expect(t.mail.sent.length).toBe(sentBefore);

    const changed = await patch({ email: newEmail, currentPassword: STRONG_PASSWORD });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(meResponseSchema.parse(changed.json()).user.email).toBe(newEmail);
    const notice = t.mail.lastTo(email);
    expect(notice?.subject).toBe(EMAIL_CHANGED_MAIL_SUBJECT);
    expect(notice?.text).toBe(emailChangedMailText('Ada Owner', newEmail));
    expect(t.mail.lastTo(newEmail)).toBeUndefined();
  });

  it('changes the name alone without the password, and writes no mail', async () => {
    const email = uniqueEmail();
    const token = (await register(t.app, email)).user.session.token;
    const sentBefore = t.mail.sent.length;
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/v1/user',
      headers: bearer(token),
      payload: { name: 'Only A Name' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(meResponseSchema.parse(response.json()).user).toMatchObject({
      name: 'Only A Name',
      email,
    });
    expect(t.mail.sent.length).toBe(sentBefore);
  });

  it('refuses an empty change, a blank name and unknown fields', async () => {
    const token = (await register(t.app, uniqueEmail())).user.session.token;
    const patch = (payload: Record<string, string>) =>
      t.app.inject({ method: 'PATCH', url: '/v1/user', headers: bearer(token), payload });
    expectError(await patch({}), 400, { code: 'VALIDATION' });
    expectError(await patch({ name: '   ' }), 400, {
      code: 'VALIDATION',
      field: 'name',
      message: FORM_MESSAGES.noName,
    });
    expectError(await patch({ name: 'Ok', role: 'artist' }), 400, {
      code: 'VALIDATION',
      field: 'role',
      message: API_MESSAGES.unknownField,
    });
  });
});

describe('DELETE /v1/account', () => {
  it('deletes the user with sessions, reset codes and collections', async () => {
    const email = uniqueEmail();
    const registered = await register(t.app, email);
    const token = registered.user.session.token;
    const other = await signInToken(t.app, email);
    await t.app.inject({ method: 'GET', url: `/v1/resetPassword/${email}` });
    const userId = registered.user.id;

    const response = await deleteAccount(t.app, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    expectError(await me(t.app, token), 401, { code: 'UNAUTHORIZED' });
    expectError(await me(t.app, other), 401, { code: 'UNAUTHORIZED' });
    expectError(await signIn(t.app, email), 404, { code: 'NO_ACCOUNT' });
    const lookUp = await t.app.inject({ method: 'GET', url: `/v1/user/${email}` });
    expect(lookUp.json()).toEqual({ exists: false, active: false });
    const db = t.app.db;
    expect(await db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    expect(await db.select().from(collections).where(eq(collections.userId, userId))).toEqual([]);
    expect(
      await db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, userId)),
    ).toEqual([]);
  });

  it('needs the current password: 400 without it, 403 when wrong, and nothing is deleted', async () => {
    const email = uniqueEmail();
    const token = (await register(t.app, email)).user.session.token;
    const missing = await t.app.inject({
      method: 'DELETE',
      url: '/v1/account',
      headers: bearer(token),
    });
    expectError(missing, 400, { code: 'VALIDATION' });
    expectError(await deleteAccount(t.app, token, ''), 400, {
      code: 'VALIDATION',
      message: FORM_MESSAGES.noCurrentPassword,
      field: 'currentPassword',
    });
    expectError(await deleteAccount(t.app, token, 'not my password'), 403, {
      code: 'CURRENT_PASSWORD_INCORRECT',
      message: API_MESSAGES.currentPasswordIncorrect,
      field: 'currentPassword',
    });
    expect((await me(t.app, token)).statusCode).toBe(200);
    expect((await signIn(t.app, email)).statusCode).toBe(200);
  });

  it('removes the images, the logo, the viewing rooms and the exports; an export address stops serving', async () => {
    const owner = await seedArchive(t.app, await smallPng());
    const exported = await t.app.inject({
      method: 'POST',
      url: '/v1/exports/document/workList',
      headers: bearer(owner.token),
      payload: { artworkIds: [owner.artworkId], options: { title: 'Before I go' } },
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const download = exported.json<ExportResponse>().path;
    expect((await t.app.inject({ method: 'GET', url: download })).statusCode).toBe(200);
    const roomPage = pathOf(owner.viewingRoom.url);
    // The seeded room has a password: it asks for it (401) while it exists.
    expect((await t.app.inject({ method: 'GET', url: roomPage })).statusCode).toBe(401);

    expect((await deleteAccount(t.app, owner.token)).statusCode).toBe(200);

    expect((await t.app.inject({ method: 'GET', url: download })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: roomPage })).statusCode).toBe(404);
    for (const url of [owner.artworkImage.url, owner.contactImage.url, owner.logo.url]) {
      expect((await getFile(t.app, url)).statusCode, url).toBe(404);
    }
    const left: string[] = [];
    for (const prefix of [`exports/${owner.userId}`, `users/${owner.userId}`]) {
      for await (const object of t.app.storage.listObjects(prefix)) left.push(object.key);
    }
    expect(left).toEqual([]);
  });

  it('needs a session', async () => {
    expectError(await t.app.inject({ method: 'DELETE', url: '/v1/account' }), 401, {
      code: 'UNAUTHORIZED',
    });
  });
});
