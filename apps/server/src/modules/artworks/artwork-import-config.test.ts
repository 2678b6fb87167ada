import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/api';
import { newOwner } from '../../test/artwork-api';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

/** The Dropbox Chooser: one variable shows it in the web app and opens the policy to it. */
let withKey: TestApp;
let withoutKey: TestApp;

beforeAll(async () => {
  [withKey, withoutKey] = await Promise.all([
    buildTestApp({ env: { DROPBOX_APP_KEY: 'abc123dropbox' } }),
    buildTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([withKey.close(), withoutKey.close()]);
});

async function importConfig(t: TestApp) {
  const owner = await newOwner(t.app);
  return t.app.inject({
    method: 'GET',
    url: '/v1/artworks/importConfig',
    headers: bearer(owner.token),
  });
}

function policyOf(headers: Record<string, unknown>): Map<string, string> {
  const header = String(headers['content-security-policy']);
  return new Map(
    header.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

describe('the file-hosting chooser configuration', () => {
  it('hands the web app the Dropbox app key and lets in Dropbox script and window', async () => {
    const answer = await importConfig(withKey);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ dropboxAppKey: 'abc123dropbox' });
    const policy = policyOf(answer.headers);
    expect(policy.get('script-src')).toBe("'self' https://www.dropbox.com");
    expect(policy.get('frame-src')).toBe("'self' https://www.dropbox.com");
    expect(policy.get('connect-src')).not.toContain('dropbox');
  });

  it('answers null and keeps Dropbox out of the policy without a key', async () => {
    const answer = await importConfig(withoutKey);
    expect(answer.json()).toEqual({ dropboxAppKey: null });
    const policy = policyOf(answer.headers);
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('frame-src')).toBe("'self'");
    expect(String(answer.headers['content-security-policy'])).not.toContain('dropbox');
  });

  it('is for signed-in users only', async () => {
    const answer = await withKey.app.inject({ method: 'GET', url: '/v1/artworks/importConfig' });
    expect(answer.statusCode).toBe(401);
  });
});
