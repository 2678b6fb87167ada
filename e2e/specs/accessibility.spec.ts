import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { emptyArtworkValues } from '@archive/domain/artworks/artwork.schema';
import { PASSWORD, seedAccount, signInThroughForm, uniqueEmail } from '../support/accounts';
import { createServerArtwork, seedArchive } from '../support/artworks';
import { createServerContact } from '../support/contacts';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';

/**
 * Issue 41: every screen of the spec passes axe-core (WCAG 2.1 A and AA rules) with no serious
 * or critical violation, at desktop and phone width. A violation names its rule and elements.
 */
// axe reads the whole page several times per screen: a group of screens takes 35–55 s here.
test.describe.configure({ timeout: 150_000 });

for (const width of [1280, 390]) {
  test(`signing in, registering and onboarding pass axe at ${String(width)} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectAccessible(page, 'login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectAccessible(page, 'login with errors');
    await page.goto('/forgotPassword');
    await expectAccessible(page, 'forgot password');
    await page.goto('/register');
    await expectAccessible(page, 'register');
    await page.getByLabel('E-mail').fill(uniqueEmail('axe'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: /continue|sign up|create/i }).click();
    await expect(page).toHaveURL(/user-role/);
    await expectAccessible(page, 'onboarding role');
    await page.getByRole('radio', { name: 'Gallerist' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('Full name')).toBeVisible();
    await expectAccessible(page, 'onboarding profile');
    await page.getByLabel('Full name').fill('Grace Hopper');
    await page.getByLabel('Organisation name').fill('Hopper Gallery');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/onboarding\/pay/);
    await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
    await expectAccessible(page, 'onboarding pay');
  });

  // The archive's screens, in four groups so that each test stays well inside its time-out on two
  // shared cores (one test of every screen took two minutes and more).
  test(`the artwork screens pass axe at ${String(width)} px`, async ({ page, request }) => {
    const { artworkId } = await signedInArchive(page, request, width);
    await page.goto('/artworks');
    await expect(page.getByText('The Swan').first()).toBeVisible();
    await expectAccessible(page, 'artworks');
    // A row opens from the keyboard through its own button (the row itself is no control).
    await page.getByRole('button', { name: 'The Swan by Hilma af Klint' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/artworks\/details\?id=/);
    await page.goBack();
    await expect(page.getByText('The Swan').first()).toBeVisible();
    await page.getByRole('checkbox', { name: 'Select The Swan by Hilma af Klint' }).check();
    await expectAccessible(page, 'artworks with a selection');
    await page.getByRole('button', { name: 'Export' }).click();
    await expect(page.getByRole('dialog', { name: 'Export 1 artwork' })).toBeVisible();
    await expectAccessible(page, 'export wizard');
    await page.keyboard.press('Escape');

    await page.goto(`/artworks/details?id=${artworkId}`);
    await expect(page.getByRole('heading', { name: 'The Swan' })).toBeVisible();
    await expectAccessible(page, 'artwork details');
    await page.goto('/artworks/add');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectAccessible(page, 'add artwork with errors');
  });

  test(`discovery, the coming-soon pages and the top bar pass axe at ${String(width)} px`, async ({
    page,
    request,
  }) => {
    await signedInArchive(page, request, width);
    await page.goto('/discovery');
    await expectAccessible(page, 'discovery');
    for (const path of ['/artists', '/exhibitions', '/events', '/lists']) {
      await page.goto(path);
      await expect(page.getByText('Coming soon').first()).toBeVisible();
      await expectAccessible(page, path);
    }

    await page.goto('/artworks');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expectAccessible(page, 'notifications');
    await page.keyboard.press('Escape');
    if (width === 390) {
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await expect(page.getByRole('dialog').getByRole('link', { name: 'Contacts' })).toBeVisible();
      await expectAccessible(page, 'navigation drawer');
      await page.keyboard.press('Escape');
    }
    await page.getByRole('button', { name: 'Help' }).click();
    await page.getByRole('menuitem', { name: "What's new" }).click();
    await expect(page.getByRole('dialog', { name: "What's new in Archive" })).toBeVisible();
    await expectAccessible(page, 'changelog');
  });

  test(`the contact screens pass axe at ${String(width)} px`, async ({ page, request }) => {
    const { contactId } = await signedInArchive(page, request, width);
    await page.goto('/contacts');
    await expect(page.getByText('Albers').first()).toBeVisible();
    await expectAccessible(page, 'contacts');
    await page.getByText('Albers').first().click();
    await expect(page.getByRole('dialog', { name: 'Contact' })).toBeVisible();
    await expectAccessible(page, 'contact preview');
    await page.goto('/contacts/add');
    await page.getByRole('button', { name: 'Save contact' }).click();
    await expectAccessible(page, 'add contact with errors');
    await page.goto(`/contacts/edit?id=${contactId}`);
    await expect(page.getByLabel('First Name')).toHaveValue('Anni');
    await expectAccessible(page, 'edit contact');
  });

  test(`settings and viewing rooms pass axe at ${String(width)} px`, async ({ page, request }) => {
    const { token, artworkId } = await signedInArchive(page, request, width);
    for (const tab of ['Account', 'Organisation', 'Subscription']) {
      await page.goto('/settings');
      await page.getByRole('tab', { name: tab }).click();
      await expectAccessible(page, `settings, ${tab}`);
    }
    await page.goto('/settings');
    await page.getByRole('button', { name: /change password/i }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'change password');
    await page.keyboard.press('Escape');

    const room = await request.post('/v1/viewingRoom', {
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
      data: {
        artworkIds: [artworkId],
        options: { title: 'Spring view', introduction: 'One work.', showPrice: true },
      },
    });
    expect(room.status(), await room.text()).toBe(200);
    const { url } = (await room.json()) as { url: string };
    await page.goto('/viewing-rooms');
    await expect(page.getByRole('article', { name: 'Spring view' })).toBeVisible();
    await expectAccessible(page, 'viewing rooms');
    await page.goto(url);
    await expect(page.getByRole('heading', { name: 'Spring view' })).toBeVisible();
    await expectAccessible(page, 'public viewing room');
  });
}

/** A collector's archive with one artwork and one contact, signed in at `width`. */
async function signedInArchive(
  page: Page,
  request: APIRequestContext,
  width: number,
): Promise<{ token: string; artworkId: string; contactId: string }> {
  await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
  const { account, token, collectionId } = await seedArchive(request, { role: 'collector' });
  const artworkId = await createServerArtwork(request, token, collectionId, {
    artist: 'Hilma af Klint',
    status: 'available',
    artworkValues: {
      ...emptyArtworkValues(),
      title: 'The Swan',
      year: '1915',
      technique: 'Oil on canvas',
      price: { currency: 'EUR', value: 12_500 },
    },
  });
  const contactId = await createServerContact(request, token, {
    firstName: 'Anni',
    lastName: 'Albers',
    organisation: 'Black Mountain',
    email: 'anni@example.org',
  });
  await signInThroughForm(page, account);
  return { token, artworkId, contactId };
}

test('paying and the billing screens pass axe', async ({ page, request }) => {
  const account = await seedAccount(request, { plan: false });
  await signInThroughForm(page, account);
  await expect(page.getByRole('button', { name: 'Start subscription' })).toBeVisible();
  await expectAccessible(page, 'pay');
  await page.getByRole('button', { name: 'Start subscription' }).click();
  await expectAccessible(page, 'pay with errors');
});
