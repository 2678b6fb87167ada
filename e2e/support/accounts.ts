import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';

export const PASSWORD = 'violet-harbour-91';

const ALL_WALKTHROUGHS = ['first-artwork', 'contacts', 'exports', 'offline'];
const ALL_TOURS = ['white-label-exports', '3d-exhibition'];

export function uniqueEmail(prefix = 'artist'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

export interface SeedAccount {
  email: string;
  password: string;
  name: string;
}

/** An account made through the real API, given an active plan by the test-only route. */
export async function seedAccount(
  request: APIRequestContext,
  options: { role?: string; plan?: boolean; name?: string; helpersSeen?: boolean } = {},
): Promise<SeedAccount> {
  const account = {
    email: uniqueEmail(options.role ?? 'artist'),
    password: PASSWORD,
    name: options.name ?? 'Ada Lovelace',
  };
  const registered = await request.post('/v1/register', {
    data: { ...account, role: options.role ?? 'artist' },
  });
  expect(registered.status()).toBe(200);
  // Walkthroughs and tours would point at the screens other specs use: seen unless asked.
  if (options.helpersSeen ?? true) {
    const { user } = (await registered.json()) as { user: { session: { token: string } } };
    const seen = await request.patch('/v1/user/settings', {
      headers: { authorization: `Bearer ${user.session.token}` },
      data: { walkthroughsDone: ALL_WALKTHROUGHS, toursSeen: ALL_TOURS },
    });
    expect(seen.status()).toBe(200);
  }
  if (options.plan ?? true) {
    const granted = await request.post(
      `/v1/test/users/${encodeURIComponent(account.email)}/grant-plan`,
    );
    expect(granted.status()).toBe(200);
  }
  return account;
}

export async function signInThroughForm(page: Page, account: SeedAccount): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}
