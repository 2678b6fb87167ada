import type { APIRequestContext, Page } from '@playwright/test';
import { seedAccount, signInThroughForm } from '../support/accounts';
import { apiToken } from '../support/contacts';
import { expect, test } from '../support/fixtures';
import { dropFiles, png } from '../support/images';

/* Settings tab 2: the organisation form and its logo, saved online and kept across reloads. */

interface ServerOrganisation {
  name: string;
  logoUrl: string | null;
  vatNumber: string;
  websiteUrl: string;
  address: Record<string, string>;
}

async function serverOrganisation(
  request: APIRequestContext,
  token: string,
): Promise<ServerOrganisation> {
  const response = await request.get('/v1/me', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { user: { organisation: ServerOrganisation } }).user
    .organisation;
}

async function openOrganisationTab(page: Page) {
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Organisation' }).click();
  return page.getByRole('form', { name: 'Organisation details' });
}

const ADDRESS = {
  'Address line 1': 'Linienstraße 40',
  City: 'Berlin',
  'Postal code': '10119',
  Region: 'Berlin',
  Country: 'Germany',
};

/** A new account, signed in, on the Organisation tab; its API token for the server checks. */
async function signInToOrganisationTab(page: Page, request: APIRequestContext) {
  const account = await seedAccount(request);
  const token = await apiToken(request, account);
  await signInThroughForm(page, account);
  return { token, form: await openOrganisationTab(page) };
}

test('the organisation form checks its fields, saves them and keeps them', async ({
  page,
  request,
}) => {
  const { token, form } = await signInToOrganisationTab(page, request);

  // An artist starts without an organisation name: saving asks for one.
  await expect(form.getByLabel('Organisation name')).toHaveValue('');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('Enter an Organisation Name')).toBeVisible();
  await expect(form.getByText('the form has highlighted errors you need to fix')).toBeVisible();

  // Part of an address needs the rest of it; a website must look like one.
  await form.getByLabel('Organisation name').fill('Atelier Nord');
  await form.getByLabel('Address line 1').fill(ADDRESS['Address line 1']);
  await form.getByLabel('Website').fill('atelier-nord');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('enter your city')).toBeVisible();
  await expect(form.getByText('enter your postal code')).toBeVisible();
  await expect(form.getByText('select your country')).toBeVisible();
  await expect(form.getByText('enter a valid address starting with http:// or www.')).toBeVisible();
  await expect(form.getByText('Enter an Organisation Name')).toBeHidden();
  expect((await serverOrganisation(request, token)).name).toBe('');

  for (const [label, value] of Object.entries(ADDRESS)) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
  await expect(form.getByText('enter your city')).toBeHidden();
  await expect(form.getByText('select your country')).toBeHidden();
  await form.getByLabel('VAT number').fill('DE123456789');
  await form.getByLabel('Website').fill('www.atelier-nord.example');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your organisation details have been updated')).toBeVisible();

  expect(await serverOrganisation(request, token)).toMatchObject({
    name: 'Atelier Nord',
    vatNumber: 'DE123456789',
    websiteUrl: 'www.atelier-nord.example',
    address: {
      addressLine1: 'Linienstraße 40',
      city: 'Berlin',
      postalCode: '10119',
      region: 'Berlin',
      country: 'Germany',
    },
  });

  await page.reload();
  const reloaded = await openOrganisationTab(page);
  await expect(reloaded.getByLabel('Organisation name')).toHaveValue('Atelier Nord');
  for (const [label, value] of Object.entries(ADDRESS)) {
    await expect(reloaded.getByLabel(label, { exact: true })).toHaveValue(value);
  }
  await expect(reloaded.getByLabel('VAT number')).toHaveValue('DE123456789');
  await expect(reloaded.getByLabel('Website')).toHaveValue('www.atelier-nord.example');
});

test('a logo is uploaded, shown, kept across a reload, served and removed', async ({
  page,
  request,
}) => {
  const { token, form } = await signInToOrganisationTab(page, request);

  // The logo is saved with the organisation's name, so the name comes first.
  await expect(page.getByText('Save the organisation name first to add a logo')).toBeVisible();
  await form.getByLabel('Organisation name').fill('Atelier Nord');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your organisation details have been updated')).toBeVisible();

  // Only JPEG and PNG get through the drop zone.
  await dropFiles(page, [
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
  ]);
  await expect(
    page.getByRole('alert').getByText('notes.txt: only jpeg and png images can be uploaded'),
  ).toBeVisible();
  expect((await serverOrganisation(request, token)).logoUrl).toBeNull();

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles(await png('logo.png', 200));
  await expect(page.getByText('Logo uploaded')).toBeVisible();
  const logo = page.getByRole('img', { name: 'Organisation logo' });
  await expect(logo).toBeVisible();
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  const saved = await serverOrganisation(request, token);
  expect(saved.name).toBe('Atelier Nord');
  expect(saved.logoUrl).not.toBeNull();
  const logoUrl = saved.logoUrl ?? '';
  expect((await request.get(logoUrl)).status()).toBe(200);
  expect((await request.get(`${logoUrl}/preview.jpg`)).status()).toBe(200);

  await page.reload();
  await openOrganisationTab(page);
  await expect(page.getByRole('img', { name: 'Organisation logo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose file' })).toBeHidden();

  await page.getByRole('button', { name: 'Remove logo' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('Logo removed')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Organisation logo' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Choose file' })).toBeVisible();
  expect((await serverOrganisation(request, token)).logoUrl).toBeNull();
  await expect.poll(async () => (await request.get(logoUrl)).status()).toBe(404);
});
