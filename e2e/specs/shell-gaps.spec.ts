import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { APP_VERSION } from '@archive/domain/app/app-constants';
import { emptyArtworkValues } from '@archive/domain/artworks/artwork.schema';
import { expect, test } from '../support/fixtures';
import { baseURL } from '../playwright.config';
import { seedAccount, signInThroughForm } from '../support/accounts';
import { createServerArtwork, seedArchive } from '../support/artworks';
import { apiToken, createServerContact, serverContacts } from '../support/contacts';
import { setHelperSettings, shotIn } from '../support/helpers';

function shot(page: Page, name: string): Promise<void> {
  return shotIn('shell-gaps', page, name);
}

/*
 * The shell gaps of issue 22 (events coming soon, Delete in the contact preview, the settings
 * tabs and the artwork save bar at 390 px) and issue 19's white-label product tour.
 */

/** Selects the one work (the selection may be remembered) and opens the export wizard. */
async function openExportWizard(page: Page): Promise<Locator> {
  await page.goto('/artworks');
  await expect(page.getByText('Blue hour').first()).toBeVisible();
  const selectAll = page.getByRole('button', { name: 'Select all', exact: true });
  if (await selectAll.isEnabled()) await selectAll.click();
  await expect(page.getByText('1 selected', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Export' }).click();
  const wizard = page.getByRole('dialog', { name: 'Export 1 artwork' });
  await expect(wizard).toBeVisible();
  return wizard;
}

/** The gap between two boxes (0 when they touch or overlap). */
async function gapBetween(a: Locator, b: Locator): Promise<number> {
  const one = await a.boundingBox();
  const two = await b.boundingBox();
  if (one === null || two === null) throw new Error('Not on screen');
  const dx = Math.max(0, two.x - (one.x + one.width), one.x - (two.x + two.width));
  const dy = Math.max(0, two.y - (one.y + one.height), one.y - (two.y + two.height));
  return Math.hypot(dx, dy);
}

test('/events shows a coming-soon page like /exhibitions, without the Add menu', async ({
  page,
  request,
}) => {
  const account = await seedAccount(request);
  await signInThroughForm(page, account);
  await page.goto('/events');
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  await expect(page.getByText('It is coming soon.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
});

for (const width of [1280, 390]) {
  test(`a contact deleted from its preview leaves the list (${String(width)} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const account = await seedAccount(request);
    const token = await apiToken(request, account);
    await createServerContact(request, token, { firstName: 'Anni', lastName: 'Albers' });
    await createServerContact(request, token, { firstName: 'Lee', lastName: 'Krasner' });
    await signInThroughForm(page, account);
    await page.goto('/contacts');
    if (width === 390) {
      // On a phone each contact is a card, in the table's order, and nothing scrolls sideways.
      const cards = page.getByRole('list', { name: 'Contacts' });
      await expect(cards.getByRole('listitem')).toHaveText([/Anni Albers/, /Lee Krasner/]);
      await expect(page.getByRole('table', { name: 'Contacts' })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
      await page.getByRole('button', { name: 'Ascending: change to descending' }).click();
      await expect(cards.getByRole('listitem')).toHaveText([/Lee Krasner/, /Anni Albers/]);
      await page.getByLabel('Sort contacts by').selectOption('firstName');
      await expect(cards.getByRole('listitem')).toHaveText([/Lee Krasner/, /Anni Albers/]);
      await page.getByRole('button', { name: 'Descending: change to ascending' }).click();
      await expect(cards.getByRole('listitem')).toHaveText([/Anni Albers/, /Lee Krasner/]);
      // Selection and actions stay.
      await page.getByRole('checkbox', { name: 'Select Lee Krasner' }).check();
      await expect(page.getByRole('button', { name: 'Delete selected' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Edit Anni Albers' })).toBeVisible();
      await shot(page, 'contact-cards');
      await page.getByRole('checkbox', { name: 'Select Lee Krasner' }).uncheck();
    }
    await page.getByText('Albers').first().click();
    const preview = page.getByRole('dialog', { name: 'Contact' });
    await expect(preview.getByText('Anni Albers')).toBeVisible();
    await expect(preview.getByRole('link', { name: 'Edit contact' })).toBeVisible();
    await shot(page, 'contact-preview');
    await preview.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete contact' });
    await expect(confirm).toContainText('Delete Anni Albers from your contacts?');
    await shot(page, 'contact-delete-confirm');
    // Cancel keeps it.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Albers').first()).toBeVisible();
    await page.getByText('Albers').first().click();
    await preview.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Contact deleted')).toBeVisible();
    await expect(page.getByText('Albers')).toHaveCount(0);
    await expect(page.getByText('Krasner').first()).toBeVisible();
    await expect
      .poll(async () => (await serverContacts(request, token)).map((c) => c.lastName))
      .toEqual(['Krasner']);
  });
}

test('at 390 px the settings tabs start at the first tab and the save bar is one row', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const { account, token, collectionId } = await seedArchive(request);
  const id = await createServerArtwork(request, token, collectionId, {
    artist: account.name,
    artworkValues: { ...emptyArtworkValues(), title: 'Blue hour' },
  });
  await signInThroughForm(page, account);

  await page.goto('/settings');
  const first = page.getByRole('tab', { name: 'Account and settings' });
  await expect(first).toBeVisible();
  const box = await first.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  // The page itself does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'settings-tabs');
  // The others are reached by scrolling the strip.
  await page.getByRole('tab', { name: 'Subscription and billing' }).click();
  await expect(page.getByRole('tab', { name: 'Subscription and billing' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await shot(page, 'settings-tabs-billing');

  // The work reaches this device first.
  await page.goto('/artworks');
  await expect(page.getByText('Blue hour').first()).toBeVisible();
  for (const path of ['/artworks/add', `/artworks/details?id=${id}`]) {
    await page.goto(path);
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await expect(save).toBeVisible({ timeout: 20_000 });
    const bar = save.locator('xpath=ancestor::div[contains(@class, "mantine-Paper-root")][1]');
    const barBox = await bar.boundingBox();
    expect(barBox).not.toBeNull();
    expect(barBox!.height).toBeLessThan(70);
    for (const name of ['Save and new', 'Save and copy', 'Reset']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    }
    if (path !== '/artworks/add') {
      // The header's actions wrap rather than run off the right edge.
      const share = await page.getByRole('button', { name: 'Share' }).boundingBox();
      expect(share!.x + share!.width).toBeLessThanOrEqual(390);
    }
    await shot(page, path === '/artworks/add' ? 'save-bar-add' : 'save-bar-details');
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/settings');
  await expect(page.getByRole('tab', { name: 'Subscription and billing' })).toBeVisible();
  await shot(page, 'settings-tabs');
  await page.goto(`/artworks/details?id=${id}`);
  await expect(page.getByRole('button', { name: 'Save and copy', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  const wide = await page
    .getByRole('button', { name: 'Save', exact: true })
    .locator('xpath=ancestor::div[contains(@class, "mantine-Paper-root")][1]')
    .boundingBox();
  expect(wide!.height).toBeLessThan(70);
  await shot(page, 'save-bar-details');
});

/**
 * A user with one work and every helper seen but the white-label tour, signed in, with the
 * export wizard open: the tour shows its first step.
 */
async function whiteLabelTourDue(page: Page, request: APIRequestContext) {
  const { account, token, collectionId } = await seedArchive(request);
  await setHelperSettings(request, account, {
    walkthroughsDone: ['first-artwork', 'contacts', 'exports', 'offline'],
    toursSeen: ['3d-exhibition'],
    changelogVersionSeen: APP_VERSION,
  });
  await createServerArtwork(request, token, collectionId, {
    artist: account.name,
    artworkValues: { ...emptyArtworkValues(), title: 'Blue hour' },
  });
  await signInThroughForm(page, account);
  await openExportWizard(page);
  const tour = page.getByTestId('product-tour');
  await expect(tour).toContainText('White-label exports');
  return { account, tour };
}

test('the white-label tour shows the first time the export wizard opens, once per user', async ({
  page,
  request,
  browser,
}) => {
  // Two devices in one test: a longer budget.
  test.setTimeout(150_000);
  const { account, tour } = await whiteLabelTourDue(page, request);
  await shot(page, 'white-label-tour');
  await tour.getByRole('button', { name: 'Show me' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=organisation/);
  await expect(page.getByRole('tab', { name: 'Organisation' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(tour).toContainText('Your logo');
  const logo = page.locator('[data-tour="organisation-logo"]');
  await expect(logo).toBeVisible();
  expect(await gapBetween(tour, logo)).toBeLessThan(40);
  await page.waitForTimeout(600);
  await shot(page, 'white-label-logo-step');
  await page.keyboard.press('Escape');
  await expect(tour).toBeHidden();

  // Not a second time, after a reload…
  await page.reload();
  await openExportWizard(page);
  await page.waitForTimeout(1000);
  await expect(tour).toBeHidden();

  // …nor on another device of the same account.
  const second = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const phone = await second.newPage();
  await signInThroughForm(phone, account);
  await openExportWizard(phone);
  await phone.waitForTimeout(1000);
  await expect(phone.getByTestId('product-tour')).toBeHidden();
  await second.close();
});

test('the white-label tour at 390 px', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { tour } = await whiteLabelTourDue(page, request);
  const box = await tour.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await shot(page, 'white-label-tour');
  await tour.getByRole('button', { name: 'Show me' }).click();
  await expect(tour).toContainText('Your logo');
  // The tooltip fades in (react-joyride): let it settle before the screenshot.
  await page.waitForTimeout(600);
  await shot(page, 'white-label-logo-step');
});
