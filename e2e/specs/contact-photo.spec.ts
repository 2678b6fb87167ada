import { seedAccount, signInThroughForm } from '../support/accounts';
import { apiToken, createServerContact } from '../support/contacts';
import { expect, test } from '../support/fixtures';
import { jpeg, pngNamedJpeg } from '../support/images';

/* The contact card's photo: uploaded, shown from the files host, then removed. */

async function serverPhoto(
  request: Parameters<typeof apiToken>[0],
  token: string,
): Promise<{ url: string } | null> {
  const response = await request.get('/v1/contacts', {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { contacts: { image: { url: string } | null }[] };
  return body.contacts[0]?.image ?? null;
}

test('a contact photo is uploaded to the card, served with its preview, and removed', async ({
  page,
  request,
}) => {
  const account = await seedAccount(request);
  const token = await apiToken(request, account);
  const id = await createServerContact(request, token, { firstName: 'Anni', lastName: 'Albers' });
  await signInThroughForm(page, account);
  await page.goto(`/contacts/edit?id=${id}`);
  await expect(page.getByLabel('Last Name')).toHaveValue('Albers');

  // A PNG named .jpg is refused on the device with its reason; nothing reaches the server.
  const renamed = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose file' }).click();
  await (await renamed).setFiles(await pngNamedJpeg('renamed.jpg'));
  await expect(page.getByText(/this file is a PNG image but its name says JPEG/)).toBeVisible();
  expect(await serverPhoto(request, token)).toBeNull();

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles(await jpeg('anni.jpg', 120));
  await expect(page.getByText('Photo uploaded')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Contact photo' })).toBeVisible();
  const photo = await serverPhoto(request, token);
  expect(photo).not.toBeNull();
  expect((await request.get(`${photo?.url ?? ''}/preview.jpg`)).status()).toBe(200);

  await page.getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByText('Photo removed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove photo' })).toHaveCount(0);
  await expect.poll(() => serverPhoto(request, token)).toBeNull();
});
