import { expect, test } from '../support/fixtures';
import { PASSWORD, seedAccount, signInThroughForm, uniqueEmail } from '../support/accounts';

test('the account tab edits name and e-mail and shows the version', async ({ page, request }) => {
  const account = await seedAccount(request);
  await signInThroughForm(page, account);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByText('2.0.1')).toBeVisible();

  const form = page.getByRole('form', { name: 'Account details' });
  await form.getByLabel('Full name').fill('');
  await form.getByLabel('Full name').blur();
  await expect(form.getByText('enter your full name')).toBeVisible();
  await form.getByLabel('Full name').fill('Ada King');
  // The current password is asked for only while the e-mail address changes.
  await expect(form.getByLabel('Current password')).toHaveCount(0);
  const taken = await seedAccount(request, { plan: false });
  await form.getByLabel('E-mail').fill(taken.email);
  await expect(form.getByLabel('Current password')).toBeVisible();
  await form.getByRole('button', { name: /save/i }).click();
  await expect(form.getByText('enter your current password')).toBeVisible();
  await form.getByLabel('Current password').fill('wrong-password-1');
  await form.getByRole('button', { name: /save/i }).click();
  await expect(form.getByText('Current password incorrect')).toBeVisible();
  await form.getByLabel('Current password').fill(PASSWORD);
  await form.getByRole('button', { name: /save/i }).click();
  await expect(form.getByText('Account with email already exists')).toBeVisible();
  const newEmail = uniqueEmail('renamed');
  await form.getByLabel('E-mail').fill(newEmail);
  await form.getByRole('button', { name: /save/i }).click();
  await expect(page.getByText('Your details have been updated')).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveCount(0);

  await page.reload();
  await expect(form.getByLabel('Full name')).toHaveValue('Ada King');
  await expect(form.getByLabel('E-mail')).toHaveValue(newEmail);
});

test('changing the password keeps this session and needs the current one', async ({
  page,
  request,
}) => {
  const account = await seedAccount(request);
  await signInThroughForm(page, account);
  await page.goto('/settings');
  await page.getByRole('button', { name: /change password/i }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await expect(dialog.getByLabel('Current password')).toBeFocused();

  // A person's press takes a moment: the empty field it leaves must not move the button away
  // from under the mouse before it comes up (src/ui/form/submit-press.ts).
  const submit = dialog.getByRole('button', { name: 'Change password' });
  // Measured where it rests: while the dialog still pops in, the button is elsewhere.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const box = await submit.boundingBox();
  if (!box) throw new Error('The Change password button has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(150);
  await page.mouse.up();
  await expect(dialog.getByText('enter your current password')).toBeVisible();
  await expect(dialog.getByText('enter a new password')).toBeVisible();

  await dialog.getByLabel('Current password').fill('wrong-password-1');
  await dialog.getByLabel('New password').fill('granite-meadow-55');
  await dialog.getByRole('button', { name: /change password|save/i }).click();
  await expect(dialog.getByText('Current password incorrect')).toBeVisible();

  await dialog.getByLabel('Current password').fill(PASSWORD);
  await dialog.getByRole('button', { name: /change password|save/i }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughForm(page, { ...account, password: 'granite-meadow-55' });
  await expect(page).toHaveURL(/\/artworks$/);
});

test('deleting the account asks for the password, then signs out for good', async ({
  page,
  request,
}) => {
  const account = await seedAccount(request);
  await signInThroughForm(page, account);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete account' });
  await expect(dialog.getByText('will be lost forever')).toBeVisible();

  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('enter your current password')).toBeVisible();
  await dialog.getByLabel('Current password').fill('wrong-password-1');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Current password incorrect')).toBeVisible();
  // Cancel keeps everything.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete account' }).click();
  await dialog.getByLabel('Current password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('E-mail').blur();
  await expect(page.getByText('No account for this email address. Please sign up')).toBeVisible();
});
