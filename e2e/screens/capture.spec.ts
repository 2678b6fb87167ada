import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { PASSWORD, seedAccount, signInThroughForm, uniqueEmail } from '../support/accounts';
import { CARDS, checkout, openBillingTab } from '../support/billing';
import { createServerArtwork, seedArchive } from '../support/artworks';
import { chooseFiles, jpeg, png } from '../support/images';
import { emptyArtworkValues } from '@archive/domain/artworks/artwork.schema';

/*
 * Not part of `npm test`: `npm run screens -w @archive/e2e` writes every account screen at
 * phone and desktop width to e2e/screens/out/ so a person can look at them.
 */
const OUT = path.join(import.meta.dirname, 'out');
mkdirSync(OUT, { recursive: true });

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(700);
  await page.screenshot({ path: path.join(OUT, `${name}.png`), fullPage: true });
}

for (const width of [390, 1280]) {
  test(`account screens at ${width}px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await page.goto('/login');
    await shoot(page, `${width}-login`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await shoot(page, `${width}-login-errors`);
    await page.goto('/forgotPassword');
    await shoot(page, `${width}-forgot-password`);
    await page.goto('/register');
    await shoot(page, `${width}-register`);
    await page.getByLabel('E-mail').fill(uniqueEmail('shot'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: /continue|sign up|create/i }).click();
    await expect(page).toHaveURL(/user-role/);
    await shoot(page, `${width}-onboarding-role`);
    await page.getByRole('radio', { name: 'Gallerist' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await shoot(page, `${width}-onboarding-profile`);
    await page.getByLabel('Full name').fill('Grace Hopper');
    await page.getByLabel('Organisation name').fill('Hopper Gallery');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/onboarding\/pay/);
    await shoot(page, `${width}-onboarding-pay`);
    await page.goto('/pay');
    await shoot(page, `${width}-pay`);
    await page.getByRole('button', { name: 'Sign out' }).click();

    const account = await seedAccount(request);
    await signInThroughForm(page, account);
    await shoot(page, `${width}-artworks`);
    await page.goto('/artists');
    await shoot(page, `${width}-artists-coming-soon`);
    await page.goto('/settings');
    await shoot(page, `${width}-settings`);
    // A new e-mail address asks for the current password (decision 021).
    const form = page.getByRole('form', { name: 'Account details' });
    await form.getByLabel('E-mail').fill(uniqueEmail('moved'));
    await shoot(page, `${width}-settings-email-change`);
    await form.getByRole('button', { name: /save/i }).click();
    await shoot(page, `${width}-settings-email-change-errors`);
    await page.goto('/settings');
    await page.getByRole('button', { name: /change password/i }).click();
    await shoot(page, `${width}-change-password`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Delete account' }).click();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await shoot(page, `${width}-delete-account`);
  });
}

for (const width of [390, 1280]) {
  test(`billing screens at ${width}px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    const account = await seedAccount(request, { plan: false });
    await signInThroughForm(page, account);
    await page.getByRole('button', { name: 'Start subscription' }).click();
    await shoot(page, `${width}-pay-errors`);
    await checkout(page, CARDS.needsConfirmation);
    await expect(page.getByRole('dialog', { name: 'Confirm your payment' })).toBeVisible();
    await shoot(page, `${width}-pay-confirm`);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/welcome/);
    await shoot(page, `${width}-welcome`);
    await openBillingTab(page);
    await shoot(page, `${width}-settings-billing`);
    await page.getByRole('button', { name: 'Update card' }).click();
    await shoot(page, `${width}-update-card`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await shoot(page, `${width}-cancel-subscription`);
    await page.goto('/expired-payment-method');
    await shoot(page, `${width}-expired-payment-method`);
  });
}

for (const width of [390, 1280]) {
  test(`contact screens at ${width}px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    const account = await seedAccount(request);
    await signInThroughForm(page, account);
    await page.goto('/contacts');
    await shoot(page, `${width}-contacts-empty`);
    await page.goto('/contacts/add');
    await page.getByRole('button', { name: 'Save contact' }).click();
    await shoot(page, `${width}-contact-add-errors`);
    const people = [
      ['Louise', 'Bourgeois', 'louise@example.com', 'New York', 'USA'],
      ['Anni', 'Albers', 'anni@example.com', 'Orange', 'USA'],
      ['Hilma', 'af Klint', '', 'Stockholm', 'Sweden'],
    ];
    for (const [first, last, email, city, country] of people) {
      await page.goto('/contacts/add');
      await page.getByLabel('First Name').fill(first ?? '');
      await page.getByLabel('Last Name').fill(last ?? '');
      await page.getByLabel('Organisation').fill('Studio');
      await page.getByLabel('Email').fill(email ?? '');
      await page.getByLabel('City').fill(city ?? '');
      await page.getByLabel('Country').fill(country ?? '');
      await page.getByRole('button', { name: 'Save contact' }).click();
      await expect(page).toHaveURL(/\/contacts$/);
    }
    await shoot(page, `${width}-contacts-list`);
    // A phone shows cards, a desktop the table.
    await (
      width < 600
        ? page.getByRole('listitem', { name: 'Anni Albers' }).getByText('Anni Albers')
        : page.getByRole('cell', { name: 'Anni', exact: true })
    ).click();
    await shoot(page, `${width}-contact-preview`);
    await page.getByRole('link', { name: 'Edit contact' }).click();
    await shoot(page, `${width}-contact-edit`);
  });

  test(`artwork screens at ${width}px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    const { account, token, collectionId } = await seedArchive(request, { role: 'collector' });
    await signInThroughForm(page, account);
    await page.goto('/artworks');
    await shoot(page, `${width}-artworks-empty`);
    await page.goto('/artworks/add');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await shoot(page, `${width}-artwork-add-errors`);
    const works = [
      ['Hilma af Klint', 'The Swan, No. 17', '1915', 'Moderna Museet', 'available', 1200000],
      ['Agnes Martin', 'Friendship', '1963', 'MoMA', 'sold', null],
      ['Etel Adnan', 'Untitled (Mountain)', '2014', 'Private collection', 'reserved', 85000],
      ['Lee Krasner', 'Polar Stampede', '1960', 'MoMA', 'loan', null],
      ['Alma Thomas', 'Red Sunset, Old Pond Concerto', '1972', '', null, 240000.5],
    ] as const;
    for (const [artist, title, year, currentOwner, status, price] of works) {
      await createServerArtwork(request, token, collectionId, {
        artist,
        status,
        artworkValues: {
          ...emptyArtworkValues(),
          title,
          year,
          currentOwner,
          technique: 'Oil on canvas',
          dimensions: { height: 150, width: 120, depth: 3, diameter: null, variable: false },
          price: { currency: 'EUR', value: price },
          // One crate on one of the two works multi-edited below: their crates differ.
          packaging: {
            crates:
              artist === 'Etel Adnan'
                ? [
                    {
                      dimensions: { height: 170, width: 140, depth: 20 },
                      packagingType: 'Wooden crate',
                      openingOrder: 1,
                    },
                  ]
                : [],
            instructions: '',
          },
        },
      });
    }
    await page.goto('/artworks');
    await expect(page.getByTestId('artwork-row')).toHaveCount(works.length);
    await shoot(page, `${width}-artworks-list`);
    await page.getByRole('checkbox', { name: /^Select Friendship/ }).check();
    await page.getByRole('checkbox', { name: /^Select Untitled \(Mountain\)/ }).check();
    await shoot(page, `${width}-artworks-selected`);
    await page.getByRole('button', { name: 'Edit 2 artworks' }).click();
    await shoot(page, `${width}-artworks-multi-edit`);
    await page.goto('/artworks');
    await page.getByRole('button', { name: 'Clear selection' }).first().click();
    // The row's own button is for the keyboard; a pointer clicks the row it sits under.
    await page.getByRole('button', { name: /^Untitled \(Mountain\)/ }).focus();
    await page.keyboard.press('Enter');
    await shoot(page, `${width}-artwork-details`);
    await page.getByRole('button', { name: 'History' }).click();
    await shoot(page, `${width}-artwork-history`);
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Images' }).click();
    await shoot(page, `${width}-artwork-images-empty`);
    await chooseFiles(page, [await jpeg('front.jpg', 10), await png('detail.png', 200)]);
    await expect(page.getByRole('button', { name: /^Open image/ })).toHaveCount(2);
    await page.waitForTimeout(2000);
    await shoot(page, `${width}-artwork-images`);
    await page.getByRole('button', { name: 'Open image 1' }).click();
    await shoot(page, `${width}-image-viewer`);
  });
}

for (const width of [390, 1280]) {
  test(`organisation screens at ${width}px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    const account = await seedAccount(request);
    await signInThroughForm(page, account);
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Organisation' }).click();
    await shoot(page, `${width}-settings-organisation-empty`);
    const form = page.getByRole('form', { name: 'Organisation details' });
    await form.getByLabel('Address line 1').fill('Linienstraße 40');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await shoot(page, `${width}-settings-organisation-errors`);
    await form.getByLabel('Organisation name').fill('Atelier Nord');
    await form.getByLabel('City').fill('Berlin');
    await form.getByLabel('Postal code').fill('10119');
    await form.getByLabel('Region').fill('Berlin');
    await form.getByLabel('Country').fill('Germany');
    await form.getByLabel('VAT number').fill('DE123456789');
    await form.getByLabel('Website').fill('www.atelier-nord.example');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your organisation details have been updated')).toBeVisible();
    await shoot(page, `${width}-settings-organisation-saved`);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose file' }).click();
    await (await chooser).setFiles(await png('logo.png', 200));
    await expect(page.getByRole('img', { name: 'Organisation logo' })).toBeVisible();
    await page.waitForTimeout(1500);
    await shoot(page, `${width}-settings-organisation`);
  });
}

const ROOM_WORKS = [
  { title: 'The Swan', price: 12500, technique: 'Oil on canvas' },
  { title: 'Red Sunset', price: 8000, technique: 'Gouache on paper' },
  { title: 'Polar Stampede', price: 30000, technique: 'Acrylic on linen' },
] as const;

for (const width of [390, 1280]) {
  test(`export and viewing room screens at ${width}px`, async ({ page, request, browser }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    const { account, token, collectionId } = await seedArchive(request, { role: 'collector' });
    for (const work of ROOM_WORKS) {
      await createServerArtwork(request, token, collectionId, {
        artist: 'Hilma af Klint',
        status: 'available',
        artworkValues: {
          ...emptyArtworkValues(),
          title: work.title,
          year: '1915',
          technique: work.technique,
          dimensions: { height: 120, width: 90, depth: null, diameter: null, variable: false },
          price: { currency: 'EUR', value: work.price },
        },
      });
    }
    await signInThroughForm(page, account);
    await page.goto('/artworks');
    await page.getByRole('button', { name: 'Select all', exact: true }).click();
    await shoot(page, `${width}-artworks-selection`);
    await page.getByRole('button', { name: 'Export' }).click();
    const wizard = page.getByRole('dialog', { name: 'Export 3 artworks' });
    await shoot(page, `${width}-export-choose`);
    await wizard.getByRole('radio', { name: 'Invoice' }).check();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await shoot(page, `${width}-export-options`);
    await wizard.getByRole('button', { name: 'Export' }).click();
    await shoot(page, `${width}-export-options-errors`);
    await wizard.getByRole('button', { name: 'Back' }).click();
    await wizard.getByRole('radio', { name: 'Price list' }).check();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('Title').fill('Spring fair');
    await wizard.getByRole('button', { name: 'Export' }).click();
    await expect(wizard.getByRole('img', { name: 'Preview of the first page' })).toBeVisible({
      timeout: 15_000,
    });
    await shoot(page, `${width}-export-preview`);
    await wizard.getByRole('button', { name: 'Another export' }).click();
    await wizard.getByRole('radio', { name: 'Storage labels' }).check();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('combobox', { name: 'Label size' }).click();
    await shoot(page, `${width}-export-label-sizes`);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Create viewing room' }).click();
    const form = page.getByRole('form', { name: 'Create viewing room' });
    await shoot(page, `${width}-viewing-room-create`);
    await form.getByRole('button', { name: 'Create viewing room' }).click();
    await shoot(page, `${width}-viewing-room-create-errors`);
    await form.getByRole('textbox', { name: 'Title' }).fill('Spring private view');
    await form
      .getByRole('textbox', { name: 'Introduction' })
      .fill('Three works from the spring hang, for our friends before the opening.');
    await form.getByRole('button', { name: 'Create viewing room' }).click();
    const link = page.getByRole('textbox', { name: 'Link to the viewing room' });
    await expect(link).toHaveValue(/\/rooms\//);
    await shoot(page, `${width}-viewing-room-created`);
    const url = await link.inputValue();
    await page.keyboard.press('Escape');
    await page.goto('/viewing-rooms');
    await shoot(page, `${width}-viewing-rooms`);

    const visitor = await browser.newContext({ viewport: { width, height: 844 } });
    const room = await visitor.newPage();
    await room.goto(url);
    await room.screenshot({ path: path.join(OUT, `${width}-room-public.png`), fullPage: true });
    await visitor.close();
  });
}
