import { expect, test } from '../support/fixtures';
import { seedAccount, signInThroughForm } from '../support/accounts';
import { shotIn } from '../support/helpers';

test('the top bar navigates, hides Add where the spec says and confirms sign-out', async ({
  page,
  request,
}) => {
  const account = await seedAccount(request);
  await signInThroughForm(page, account);
  await expect(page).toHaveURL(/\/artworks$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const label of ['Artworks', 'Artists', 'Exhibitions', 'Contacts', 'Lists', 'Discovery']) {
    await expect(nav.getByRole('link', { name: label })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Add' })).toBeVisible();

  for (const path of ['Artists', 'Exhibitions', 'Lists']) {
    await nav.getByRole('link', { name: path }).click();
    await expect(page).toHaveURL(new RegExp(`/${path.toLowerCase()}$`));
    await expect(page.getByText('It is coming soon.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add' })).toHaveCount(0);
  }
  await nav.getByRole('link', { name: 'Contacts' }).click();
  await expect(page.getByRole('button', { name: 'Add' })).toBeVisible();

  await page.getByRole('button', { name: 'Help' }).click();
  await expect(page.getByRole('menuitem', { name: 'E-mail support' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByText('No notifications yet')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm sign out' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/contacts$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await confirm.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/artworks');
  await expect(page).toHaveURL(/\/login$/);
});

test('on a phone the navigation opens from the menu button', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const account = await seedAccount(request);
  await signInThroughForm(page, account);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Exhibitions' }).click();
  await expect(page).toHaveURL(/\/exhibitions$/);
  // The viewing rooms are in the drawer too, not only in the account menu.
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Viewing rooms' })).toBeVisible();
  // The drawer slides in: let it settle before the screenshot.
  await page.waitForTimeout(400);
  await shotIn('shell', page, 'phone-drawer');
  await page.getByRole('dialog').getByRole('link', { name: 'Viewing rooms' }).click();
  await expect(page).toHaveURL(/\/viewing-rooms$/);
  await expect(page.getByRole('heading', { name: 'Viewing rooms', exact: true })).toBeVisible();
});
