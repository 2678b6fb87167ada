import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** Stripe's documented test cards, honoured by the local payment provider. */
export const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  needsConfirmation: '4000 0025 0000 3155',
  failsNextCharge: '4000 0000 0000 0341',
} as const;

export async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
}

/** Fills the checkout of /pay or /onboarding/pay and submits it. */
export async function checkout(page: Page, number: string): Promise<void> {
  await fillCard(page, number);
  await page.getByLabel('Address', { exact: true }).fill('Prinsengracht 263');
  await page.getByLabel('City').fill('Amsterdam');
  await page.getByLabel('Postal code').fill('1016 GV');
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'Netherlands', exact: true }).click();
  await page.getByRole('button', { name: 'Start subscription' }).click();
}

export async function openBillingTab(page: Page): Promise<void> {
  const tab = page.getByRole('tab', { name: /Subscription and billing/ });
  // Opened at once, even right after a checkout: the stored session has the plan by then.
  await page.goto('/settings');
  await tab.click();
  await expect(page.getByRole('button', { name: 'Update card' })).toBeVisible();
}
