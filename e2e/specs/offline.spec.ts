import { expect, test } from '../support/fixtures';
import { PASSWORD, seedAccount, signInThroughForm } from '../support/accounts';

const OFFLINE = 'You are offline. This needs an Internet connection';

test('signing in without a connection says so and keeps what was typed', async ({
  page,
  context,
  request,
}) => {
  const account = await seedAccount(request);
  await page.goto('/login');
  // The route's code arrives lazily; until the service worker precaches it, load it first.
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await context.setOffline(true);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('E-mail')).toHaveValue(account.email);

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/artworks$/);
});

test('a signed-in person stays signed in offline and is told account changes need a connection', async ({
  page,
  context,
  request,
}) => {
  const account = await seedAccount(request);
  await signInThroughForm(page, account);
  await page.goto('/settings');
  await expect(page.getByRole('form', { name: 'Account details' })).toBeVisible();
  await context.setOffline(true);
  const form = page.getByRole('form', { name: 'Account details' });
  await form.getByLabel('Full name').fill('Offline Name');
  await form.getByRole('button', { name: /save/i }).click();
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(form.getByLabel('Full name')).toHaveValue('Offline Name');
  await context.setOffline(false);
});
