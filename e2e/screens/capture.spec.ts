import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { PASSWORD, seedAccount, signInThroughForm, uniqueEmail } from '../support/accounts';

/*
 * Not part of `npm test`: `npm run screens -w @archive/e2e` writes every account screen at
 * phone and desktop width to e2e/screens/out/ so a person can look at them.
 */
const OUT = path.join(import.meta.dirname, 'out');
mkdirSync(OUT, { recursive: true });

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(700);
  await page.screenshot({ path: path.join(OUT, `${name}.png`), fullPage: true });
}

for (const width of [390, 1280]) {
  test(`account screens at ${width}px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await page.goto('/login');
    await shoot(page, `${width}-login`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await shoot(page, `${width}-login-errors`);
    await page.goto('/forgotPassword');
    await shoot(page, `${width}-forgot-password`);
    await page.goto('/register');
    await shoot(page, `${width}-register`);
    await page.getByLabel('E-mail').fill(uniqueEmail('shot'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: /continue|sign up|create/i }).click();
    await expect(page).toHaveURL(/user-role/);
    await shoot(page, `${width}-onboarding-role`);
    await page.getByRole('radio', { name: 'Gallerist' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await shoot(page, `${width}-onboarding-profile`);
    await page.getByLabel('Full name').fill('Grace Hopper');
    await page.getByLabel('Organisation name').fill('Hopper Gallery');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/onboarding\/pay/);
    await shoot(page, `${width}-onboarding-pay`);
    await page.goto('/pay');
    await shoot(page, `${width}-pay`);
    await page.getByRole('button', { name: 'Sign out' }).click();

    const account = await seedAccount(request);
    await signInThroughForm(page, account);
    await shoot(page, `${width}-artworks`);
    await page.goto('/artists');
    await shoot(page, `${width}-artists-coming-soon`);
    await page.goto('/settings');
    await shoot(page, `${width}-settings`);
    await page.getByRole('button', { name: /change password/i }).click();
    await shoot(page, `${width}-change-password`);
  });
}
