import { expect, test } from '../support/fixtures';
import { PASSWORD, seedAccount, signInThroughForm, uniqueEmail } from '../support/accounts';
import { CARDS, checkout, openBillingTab } from '../support/billing';

test('a new collector subscribes during onboarding and lands in the archive on a free trial', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByLabel('E-mail').fill(uniqueEmail('collector'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: /continue|sign up|create/i }).click();
  await page.getByRole('radio', { name: 'Collector' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Full name').fill('Peggy Guggenheim');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/onboarding\/pay$/);

  const summary = page.getByRole('region', { name: 'Pricing summary' });
  await expect(summary.getByText('30-day free trial')).toBeVisible();
  await expect(summary.getByText('€0')).toBeVisible();

  await page.getByRole('button', { name: 'Start subscription' }).click();
  await expect(page.getByText('enter card number')).toBeVisible();
  await expect(page.getByText('enter your address')).toBeVisible();
  await expect(page.getByText('enter your city')).toBeVisible();
  await expect(page.getByText('enter your postal code')).toBeVisible();
  await expect(page.getByText('select your country')).toBeVisible();
  await expect(page.getByText('the form has highlighted errors you need to fix')).toBeVisible();

  await checkout(page, CARDS.succeeds);
  await expect(page.getByText('Your subscription is active')).toBeVisible();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page).toHaveURL(/\/artworks$/, { timeout: 10_000 });

  await openBillingTab(page);
  await expect(page.getByText('Free Trial', { exact: true })).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText(/4242/)).toBeVisible();
  await expect(page.getByText('12 / 34')).toBeVisible();
});

test('a declined card says so and nothing else happens; another card then works', async ({
  page,
  request,
}) => {
  const account = await seedAccount(request, { plan: false });
  await signInThroughForm(page, account);
  await expect(page).toHaveURL(/\/pay$/);
  await checkout(page, CARDS.declined);
  await expect(page.getByText('subscription failed')).toBeVisible();
  await expect(
    page.getByText('Failed processing payment method. Please try a different card'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/pay$/);

  await page.getByLabel('Card number').fill(CARDS.succeeds);
  await page.getByRole('button', { name: 'Start subscription' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
});

test('a card that needs confirmation is confirmed in a dialog', async ({ page, request }) => {
  const account = await seedAccount(request, { plan: false });
  await signInThroughForm(page, account);
  await checkout(page, CARDS.needsConfirmation);
  const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
});

test('a subscription is cancelled, restarted and switched between monthly and yearly', async ({
  page,
  request,
}) => {
  const account = await seedAccount(request, { plan: false });
  await signInThroughForm(page, account);
  await page.getByText('Monthly', { exact: true }).click();
  await checkout(page, CARDS.succeeds);
  await expect(page).toHaveURL(/\/welcome$/);
  await openBillingTab(page);
  await expect(page.getByText('Artist Monthly')).toBeVisible();

  await page.getByRole('button', { name: 'Change billing period' }).click();
  await expect(page.getByText('Your billing period has been changed')).toBeVisible();
  await expect(page.getByText('Artist Yearly')).toBeVisible();
  await page.getByRole('button', { name: 'Change billing period' }).click();
  await expect(page.getByText('Artist Monthly')).toBeVisible();

  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel your subscription?' });
  await expect(cancel).toBeVisible();
  expect((await cancel.boundingBox())?.width).toBe(440);
  await cancel.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText('Your subscription has been cancelled')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  // Cancelled keeps access until the end of the period.
  await page.goto('/artworks');
  await expect(page).toHaveURL(/\/artworks$/);

  await openBillingTab(page);
  await page.getByRole('button', { name: 'Restart subscription' }).click();
  const restart = page.getByRole('dialog', { name: 'Restart your subscription?' });
  await restart.getByRole('button', { name: 'Restart subscription' }).click();
  await expect(page.getByText('Your subscription has been restarted')).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
});

test('an account older than 30 days gets no trial and pays now', async ({ page, request }) => {
  const account = await seedAccount(request, { plan: false });
  const backdated = await request.post(
    `/v1/test/users/${encodeURIComponent(account.email)}/backdate`,
    { data: { days: 45 } },
  );
  expect(backdated.status()).toBe(200);
  await signInThroughForm(page, account);
  await page.getByText('Monthly', { exact: true }).click();
  const summary = page.getByRole('region', { name: 'Pricing summary' });
  await expect(summary.getByText('30-day free trial')).toHaveCount(0);
  await expect(summary.getByText('€10').first()).toBeVisible();
  await checkout(page, CARDS.succeeds);
  await expect(page).toHaveURL(/\/welcome$/);
  await openBillingTab(page);
  await expect(page.getByText('Free Trial')).toHaveCount(0);
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
});
