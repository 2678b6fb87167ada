import { expect, test } from '../support/fixtures';
import { PASSWORD, seedAccount, uniqueEmail } from '../support/accounts';

test('a new gallerist registers, walks onboarding to the plan list, signs out and back in', async ({
  page,
}) => {
  const email = uniqueEmail('gallerist');
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Start your 30-day free trial' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: /continue|sign up|create/i }).click();

  await expect(page).toHaveURL(/\/onboarding\/user-role$/);
  // The address changes before the lazy step has replaced the register form, whose button is
  // also 'Continue'.
  await expect(page.getByRole('heading', { name: 'What brings you to Archive?' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('select your role')).toBeVisible();
  await page.getByRole('radio', { name: 'Gallerist' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/onboarding\/profile-details$/);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('enter your full name')).toBeVisible();
  await expect(page.getByText('enter your organisation name')).toBeVisible();
  await expect(page.getByText('the form has highlighted errors you need to fix')).toBeVisible();
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Organisation name').fill('Hopper Gallery');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/onboarding\/pay$/);
  await expect(page.getByText('Your account has been created')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
  await expect(page.getByText('€300 billed yearly')).toBeVisible();
  await page.getByText('Monthly', { exact: true }).click();
  await expect(page.getByText('€29 billed monthly')).toBeVisible();

  // No plan yet: every signed-in route leads to /pay, which can sign out.
  await page.goto('/artworks');
  await expect(page).toHaveURL(/\/pay$/);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/pay$/);
});

test('an artist is not asked for an organisation and sees the artist prices', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('E-mail').fill(uniqueEmail('artist'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: /continue|sign up|create/i }).click();
  await page.getByRole('radio', { name: 'Artist' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Full name')).toBeVisible();
  await expect(page.getByLabel('Organisation name')).toHaveCount(0);
  await page.getByLabel('Full name').fill('Hilma af Klint');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('€96 billed yearly')).toBeVisible();
});

test('registration checks the e-mail and password as the person types', async ({
  page,
  request,
}) => {
  const existing = await seedAccount(request, { plan: false });
  await page.goto('/register');
  await page.getByRole('button', { name: /continue|sign up|create/i }).click();
  await expect(page.getByText('enter e-mail address')).toBeVisible();
  await expect(page.getByText('the form has highlighted errors you need to fix')).toBeVisible();

  await page.getByLabel('E-mail').fill('not-an-address');
  await page.getByLabel('E-mail').blur();
  await expect(page.getByText('enter valid e-mail address')).toBeVisible();

  await page.getByLabel('E-mail').fill(existing.email);
  await page.getByLabel('E-mail').blur();
  await expect(page.getByText('Account with email already exists')).toBeVisible();

  const password = page.getByLabel('Password', { exact: true });
  await password.fill('short');
  await password.blur();
  await expect(page.getByText('password must be at least 9 characters')).toBeVisible();
  await password.fill('password123');
  await password.blur();
  await expect(
    page.getByText('this password is too common. Please choose another one'),
  ).toBeVisible();
});
