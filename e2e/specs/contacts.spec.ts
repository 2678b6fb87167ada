import type { Page } from '@playwright/test';
import { seedAccount, signInThroughForm } from '../support/accounts';
import { expect, test } from '../support/fixtures';

const NO_NAME = 'please provide either a First Name, Last Name or Organisation';

async function addContact(
  page: Page,
  fields: { first?: string; last?: string; organisation?: string; email?: string; city?: string },
): Promise<void> {
  await page.goto('/contacts/add');
  if (fields.first) await page.getByLabel('First Name').fill(fields.first);
  if (fields.last) await page.getByLabel('Last Name').fill(fields.last);
  if (fields.organisation) await page.getByLabel('Organisation').fill(fields.organisation);
  if (fields.email) await page.getByLabel('Email').fill(fields.email);
  if (fields.city) await page.getByLabel('City').fill(fields.city);
  await page.getByRole('button', { name: 'Save contact' }).click();
  await expect(page).toHaveURL(/\/contacts$/);
}

function lastNames(page: Page) {
  return page
    .getByRole('table', { name: 'Contacts' })
    .locator('tbody tr td:nth-child(3)')
    .allTextContents();
}

test('the contact book: empty state, validation, add, search, sort, preview, edit, delete', async ({
  page,
  request,
}) => {
  const account = await seedAccount(request);
  await signInThroughForm(page, account);
  await page.goto('/contacts');
  await expect(page.getByText('No contacts yet')).toBeVisible();
  await expect(page.getByText('0 contacts')).toBeVisible();

  await page.getByRole('link', { name: 'Add contact' }).first().click();
  await expect(page.getByText('Contacts').first()).toBeVisible();
  await page.getByLabel('Website').fill('example.com');
  await page.getByLabel('Instagram').fill('instagram.com/someone');
  await page.getByRole('button', { name: 'Save contact' }).click();
  await expect(page.getByText(NO_NAME)).toHaveCount(3);
  await expect(page.getByText('enter a valid address starting with http:// or www.')).toBeVisible();
  await expect(
    page.getByText('enter a valid address starting with https:// or www.'),
  ).toBeVisible();
  await page.getByLabel('Organisation').fill('Kunsthalle');
  await page.getByLabel('Website').fill('www.kunsthalle.example');
  await page.getByLabel('Instagram').fill('https://instagram.com/kunsthalle');
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Museum' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save contact' }).click();
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(page.getByText('Contact saved')).toBeVisible();

  await addContact(page, { first: 'Louise', last: 'Bourgeois', city: 'New York' });
  await addContact(page, { first: 'Anni', last: 'Albers', email: 'anni@example.com' });
  await expect(page.getByText('3 contacts')).toBeVisible();

  // Sorted by last name, ascending, by default; a click on the header reverses it.
  expect(await lastNames(page)).toEqual(['Albers', 'Bourgeois', '']);
  await page.getByRole('button', { name: 'Last Name' }).click();
  expect(await lastNames(page)).toEqual(['Bourgeois', 'Albers', '']);

  // Search matches address fields; every term must match.
  await page.getByPlaceholder('Search Contacts').fill('new york');
  await expect(page.getByRole('row', { name: /Bourgeois/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Albers/ })).toHaveCount(0);
  await page.getByPlaceholder('Search Contacts').fill('nobody here');
  await expect(page.getByText('No contacts found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).last().click();
  await expect(page.getByRole('row', { name: /Albers/ })).toBeVisible();

  // Preview, then edit.
  await page
    .getByRole('row', { name: /Albers/ })
    .getByText('anni@example.com')
    .click();
  const preview = page.getByRole('dialog', { name: 'Contact' });
  await expect(preview.getByText('Anni Albers')).toBeVisible();
  await preview.getByRole('link', { name: 'Edit contact' }).click();
  await expect(page).toHaveURL(/\/contacts\/edit\?id=/);
  await expect(page.getByText(/Last updated .* by Ada Lovelace/)).toBeVisible();
  await page.getByLabel('Phone').fill('+49 30 1234567');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByLabel('Phone')).toHaveValue('');
  await page.getByLabel('Phone').fill('+49 30 1234567');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Contact updated')).toBeVisible();
  await page.getByRole('link', { name: 'Back to contacts' }).click();
  await page
    .getByRole('row', { name: /Albers/ })
    .getByRole('cell', { name: 'Anni', exact: true })
    .click();
  await expect(
    page.getByRole('dialog', { name: 'Contact' }).getByText('+49 30 1234567'),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // Leaving a changed form asks first.
  await page.getByRole('link', { name: 'Edit Louise Bourgeois' }).click();
  await page.getByLabel('Notes').fill('Spider, 1996');
  await page.getByRole('link', { name: 'Back to contacts' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page.getByLabel('Notes')).toHaveValue('Spider, 1996');

  // Delete from the edit page.
  await page.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete contact' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(page.getByText('2 contacts')).toBeVisible();

  // Select two and delete them together.
  await page.getByRole('button', { name: 'Select all' }).click();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await page
    .getByRole('dialog', { name: 'Delete contacts' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('2 contacts deleted')).toBeVisible();
  await expect(page.getByText('No contacts yet')).toBeVisible();
});
