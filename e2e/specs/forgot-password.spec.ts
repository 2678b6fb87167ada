import { expect, test } from '../support/fixtures';
import { seedAccount, signInThroughForm, uniqueEmail } from '../support/accounts';
import { mailsTo, resetCodeFor } from '../support/mail-outbox';

const NEW_PASSWORD = 'amber-lighthouse-27';

test('a forgotten password is reset with the code from the mail', async ({ page, request }) => {
  const account = await seedAccount(request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgotPassword$/);

  await page.getByRole('button', { name: /send/i }).click();
  await expect(page.getByText('enter e-mail address')).toBeVisible();
  await page.getByLabel('E-mail').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: /send/i }).click();
  await expect(page.getByText('email does not exist')).toBeVisible();

  await page.getByLabel('E-mail').fill(account.email);
  await page.getByRole('button', { name: /send/i }).click();
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const firstCode = await resetCodeFor(account.email, 1);

  await page.getByRole('button', { name: /request another one/i }).click();
  const secondCode = await resetCodeFor(account.email, 2);

  await page.getByRole('button', { name: /reset password|save|set/i }).click();
  await expect(page.getByText('enter reset code from email')).toBeVisible();
  await expect(page.getByText('the form has highlighted errors you need to fix')).toBeVisible();

  await page.getByLabel('Reset code').fill('12ab');
  await page.getByLabel('Reset code').blur();
  await expect(page.getByText('the reset code is the 6 digits from the email')).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill('something-else-1');
  await page.getByLabel('Confirm new password').blur();
  await expect(page.getByText('confirm password should match with new password')).toBeVisible();
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);

  // The first code was replaced by the second request.
  if (firstCode !== secondCode) {
    await page.getByLabel('Reset code').fill(firstCode);
    await page.getByRole('button', { name: /reset password|save|set/i }).click();
    await expect(page.getByText('Reset code invalid')).toBeVisible();
  }

  await page.getByLabel('Reset code').fill(secondCode);
  await page.getByRole('button', { name: /reset password|save|set/i }).click();
  await expect(page).toHaveURL(/\/login$/);

  const mails = await mailsTo(account.email);
  expect(mails.length).toBeGreaterThanOrEqual(3);

  await signInThroughForm(page, { ...account, password: NEW_PASSWORD });
  await expect(page).toHaveURL(/\/artworks$/);
});
