import type { ImageUrlsResponse } from '@archive/domain/images/image.schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, expectError, register, signInToken } from './test/api';
import { newArtwork, newOwner } from './test/artwork-api';
import { buildTestApp, uniqueEmail, type TestApp } from './test/build-test-app';
import { pathOf, putUpload } from './test/image-api';
import { makeTestImages } from './test/test-images';

/**
 * Issue 15, item 3: the log must never hold what would let its reader act as a user or find
 * one. A failed query logged its SQL parameters (a registration's e-mail and argon2id hash),
 * and request lines logged signed upload addresses and e-mail path parameters. Every path
 * that used to leak runs here through a server whose log is captured line by line.
 */

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await buildTestApp({
    env: { LOG_LEVEL: 'trace' },
    logStream: { write: (line: string) => lines.push(line) },
  });
});
afterAll(async () => {
  await t.close();
});

/** The name that the constraint below refuses: a real database error, no mock. */
const REFUSED_NAME = 'Refused By The Test Constraint';

describe('the log holds no token, password, hash, signature or e-mail', () => {
  it('after registration, sign-in, a signed upload and a failed query', async () => {
    const password = 'a passphrase only this test knows';
    const email = uniqueEmail('log-hygiene');
    const registered = await register(t.app, email, { password });
    const token = await signInToken(t.app, email, password);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(token) })).statusCode,
    ).toBe(200);
    await t.app.inject({
      method: 'GET',
      url: '/v1/me',
      headers: { ...bearer(token), cookie: 'session=a-cookie-only-this-test-sends' },
    });
    expect((await t.app.inject({ method: 'GET', url: `/v1/user/${email}` })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/resetPassword/${email}` })).statusCode,
    ).toBe(200);

    // A signed upload: the address's signature must not reach the request log.
    const owner = await newOwner(t.app);
    const artworkId = await newArtwork(t.app, owner);
    const urls = await t.app.inject({
      method: 'GET',
      url: `/v1/artworks/imageURLs/${artworkId}/1?contentType=image%2Fjpeg`,
      headers: bearer(owner.token),
    });
    const upload = urls.json<ImageUrlsResponse>().imageUploads[0];
    if (upload === undefined) throw new Error('No upload address');
    const signature = new URL(upload.uploadURL).searchParams.get('signature') ?? 'missing';
    const images = await makeTestImages();
    const put = await putUpload(t.app, upload.uploadURL, upload.headers, images.jpegWithExif);
    expect(put.statusCode, put.body).toBe(200);
    // A second PUT with a forged signature is refused; its address must not be logged either.
    const forged = `${pathOf(upload.uploadURL)}x`;
    await t.app.inject({
      method: 'PUT',
      url: forged,
      headers: upload.headers,
      payload: images.jpegWithExif,
    });

    // A failed query: the database refuses the row, so the insert with e-mail and hash fails.
    await t.app.db.execute(
      sql.raw(
        `ALTER TABLE users ADD CONSTRAINT log_hygiene_test CHECK (name <> '${REFUSED_NAME}')`,
      ),
    );
    const failedEmail = uniqueEmail('log-hygiene-failed');
    const failedPassword = 'another passphrase only this test knows';
    const failed = await t.app.inject({
      method: 'POST',
      url: '/v1/register',
      payload: { email: failedEmail, password: failedPassword, role: 'artist', name: REFUSED_NAME },
    });
    expectError(failed, 500, { code: 'INTERNAL' });
    await t.app.db.execute(sql.raw('ALTER TABLE users DROP CONSTRAINT log_hygiene_test'));

    const log = lines.join('');
    for (const secret of [
      password,
      failedPassword,
      token,
      registered.user.session.token,
      'a-cookie-only-this-test-sends',
      signature,
      email,
      failedEmail,
      REFUSED_NAME,
      '$argon2id$',
    ]) {
      expect(log, secret).not.toContain(secret);
    }
    // An address in any spelling: the log names no one.
    expect(log).not.toMatch(/log-hygiene[^"]*(@|%40)/);

    // What the failure is remains readable: the SQLSTATE and which query it was.
    const failure = lines
      .map((line) => JSON.parse(line) as { msg?: string; err?: Record<string, unknown> })
      .find((entry) => entry.msg === 'Request failed');
    expect(failure?.err).toEqual({
      type: 'DatabaseError',
      message: 'Failed: insert users',
      sqlState: '23514',
      query: 'insert users',
      table: 'users',
      constraint: 'log_hygiene_test',
      stack: expect.stringMatching(/^\s+at /) as unknown,
    });
  });
});
