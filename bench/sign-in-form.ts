import type { Page } from 'playwright-core';
import { BENCH_PASSWORD } from './bench-app';

/** Signs a bench account in through the app's own form and waits until it has left /login. */
export async function signInByForm(page: Page, base: string, email: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(BENCH_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}
