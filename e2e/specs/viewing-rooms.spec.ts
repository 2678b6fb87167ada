import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { emptyArtworkValues } from '@archive/domain/artworks/artwork.schema';
import { FORM_MESSAGES } from '@archive/domain/messages/form-messages';
import { VIEWING_ROOM_MESSAGES } from '@archive/domain/viewing-rooms/viewing-room.messages';
import { signInThroughForm } from '../support/accounts';
import { createServerArtwork, seedArchive } from '../support/artworks';
import { expect, test } from '../support/fixtures';
import { shotIn } from '../support/helpers';

/*
 * Issue 20's journey (decision 032): a password room of three works with prices, opened signed
 * out at phone width; a sale in the archive shows on reload; the owner sees one visit and the
 * views per work; revoked, the room answers 410.
 */

/** Resolves once a service worker is active and controls the page. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

const WORKS = [
  { title: 'The Swan', price: 12500 },
  { title: 'Red Sunset', price: 8000 },
  { title: 'Polar Stampede', price: 30000 },
] as const;

const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
};

test('a password viewing room, live from the archive, with its visit figures', async ({
  page,
  request,
  browser,
}) => {
  // A long journey through two browsers; a shared machine can be slow.
  test.setTimeout(120_000);
  const { account, token, collectionId } = await seedArchive(request, { role: 'collector' });
  const ids: string[] = [];
  for (const work of WORKS) {
    ids.push(
      await createServerArtwork(request, token, collectionId, {
        artist: 'Hilma af Klint',
        status: 'available',
        artworkValues: {
          ...emptyArtworkValues(),
          title: work.title,
          year: '1915',
          technique: 'Oil on canvas',
          price: { currency: 'EUR', value: work.price },
          location: 'Warehouse B7',
          notes: 'Owner wants to sell quietly',
        },
      }),
    );
  }

  // The owner selects the three works and creates the room from the selection bar.
  await signInThroughForm(page, account);
  await page.goto('/artworks');
  for (const work of WORKS) {
    await page.getByRole('checkbox', { name: `Select ${work.title} by Hilma af Klint` }).check();
  }
  await page.getByRole('button', { name: 'Create viewing room' }).click();
  const form = page.getByRole('form', { name: 'Create viewing room' });
  // A room without a title is refused with the field's message and the form's banner.
  await form.getByRole('button', { name: 'Create viewing room' }).click();
  await expect(form.getByText(VIEWING_ROOM_MESSAGES.noTitle)).toBeVisible();
  await expect(form.getByText(FORM_MESSAGES.formHasErrors)).toBeVisible();
  await form.getByRole('textbox', { name: 'Title' }).fill('Spring private view');
  await form
    .getByRole('textbox', { name: 'Introduction' })
    .fill('Three works from the spring hang.');
  await expect(form.getByRole('switch', { name: 'Show prices' })).toBeChecked();
  const askPassword = form.getByRole('switch', { name: 'Ask for a password' });
  await askPassword.click();
  await expect(askPassword).toBeChecked();
  await form.getByRole('textbox', { name: 'Password' }).fill('spring-2026');
  await form.getByRole('button', { name: 'Create viewing room' }).click();
  const link = page.getByRole('textbox', { name: 'Link to the viewing room' });
  await expect(link).toHaveValue(/\/rooms\/[A-Za-z0-9_-]{22}$/);
  const url = await link.inputValue();

  // The installed app's worker leaves the room's link to the server, online and offline.
  await page.keyboard.press('Escape');
  await waitForServiceWorker(page);
  const own = await page.goto(url);
  expect(own?.status()).toBe(401);
  await expect(page.getByRole('heading', { name: 'This viewing room is private' })).toBeVisible();
  await page.context().setOffline(true);
  await expect(page.goto(url)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await page.context().setOffline(false);

  // A visitor, signed out, on a phone.
  const visitor = await browser.newContext({
    ...PHONE,
    extraHTTPHeaders: { 'x-forwarded-for': `10.251.${String(Date.now() % 250)}.7` },
  });
  const phone = await visitor.newPage();
  const missing: string[] = [];
  phone.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  const locked = await phone.goto(url);
  expect(locked?.status()).toBe(401);
  await expect(phone.getByRole('heading', { name: 'This viewing room is private' })).toBeVisible();
  await expect(phone.getByText('The Swan')).toHaveCount(0);
  await phone.getByLabel('Password').fill('spring-2026');
  await phone.getByRole('button', { name: 'Enter' }).click();
  await expect(phone.getByRole('heading', { name: 'Spring private view' })).toBeVisible();
  for (const work of WORKS) {
    await expect(phone.getByText(`${work.title}, 1915`)).toBeVisible();
  }
  await expect(phone.getByText('EUR 12,500.00')).toBeVisible();
  await expect(phone.getByText('EUR 30,000.00')).toBeVisible();
  const html = await phone.content();
  expect(html).not.toContain('Warehouse B7');
  expect(html).not.toContain('sell quietly');
  // Nothing wider than the phone.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The room names its icon, and the icon the browser asks for by itself is there.
  const icon = await phone.request.get(new URL('/favicon.ico', url).href);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
  await expect(phone.locator('link[rel="icon"]').first()).toHaveAttribute('href', /^\/favicon/);

  // The visitor asks about The Swan.
  const asked = phone
    .getByRole('article', { name: 'Hilma af Klint' })
    .filter({ hasText: 'The Swan' });
  await asked.getByText('Enquire about this work').click();
  await asked.getByLabel('Your e-mail').fill('collector@example.org');
  await asked.getByLabel('Your message').fill('Is The Swan still available?\nWe are in Stockholm.');
  await asked.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(phone.getByText('Thank you. Your enquiry was sent.')).toBeVisible();

  // Sold in the archive: the next load of the room says so.
  const sold = await request.patch('/v1/artworks', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    data: { id: ids[0], baseVersion: 1, changes: { status: 'sold' } },
  });
  expect(sold.status(), await sold.text()).toBe(200);
  await phone.reload();
  const swan = phone
    .getByRole('article', { name: 'Hilma af Klint' })
    .filter({ hasText: 'The Swan' });
  await expect(swan.getByText('Sold', { exact: true })).toBeVisible();
  await expect(phone.getByText('EUR 12,500.00')).toHaveCount(0);

  // The visitor opens Red Sunset full screen.
  await phone
    .getByRole('article', { name: 'Hilma af Klint' })
    .filter({ hasText: 'Red Sunset' })
    .getByRole('link', { name: 'View full screen' })
    .click();
  await expect(phone.getByRole('link', { name: 'Back to the viewing room' })).toBeVisible();

  // The owner sees one visit and the views per work.
  await page.goto('/artworks');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Viewing rooms' }).click();
  await expect(page).toHaveURL(/\/viewing-rooms$/);
  const card = page.getByRole('article', { name: 'Spring private view' });
  await expect(card.getByText('Visits', { exact: true }).locator('..')).toHaveText(/^Visits\s*1$/);
  await expect(card.getByText('Unique visitors', { exact: true }).locator('..')).toHaveText(
    /^Unique visitors\s*1$/,
  );
  await expect(card.getByText(VIEWING_ROOM_MESSAGES.figuresExplained)).toBeVisible();
  const views = card.getByRole('table', { name: 'Views per work in Spring private view' });
  await expect(views.getByRole('row', { name: 'Hilma af Klint, Red Sunset 1' })).toBeVisible();
  await expect(views.getByRole('row', { name: 'Hilma af Klint, The Swan 0' })).toBeVisible();
  await expect(views.getByRole('row', { name: 'Hilma af Klint, Polar Stampede 0' })).toBeVisible();

  // The enquiry is on the room's card, with the visitor's address and a Reply link.
  await expect(card.getByText('Enquiries', { exact: true }).locator('..')).toHaveText(
    /^Enquiries\s*1$/,
  );
  await card.getByRole('button', { name: 'Enquiries (1)' }).click();
  const enquiries = page.getByRole('dialog', { name: 'Enquiries in Spring private view' });
  const enquiry = enquiries.getByRole('article', { name: 'Hilma af Klint, The Swan' });
  await expect(enquiry).toContainText('Is The Swan still available?');
  await expect(enquiry.getByRole('link', { name: 'collector@example.org' })).toBeVisible();
  await expect(enquiry.getByRole('link', { name: 'Reply' })).toHaveAttribute(
    'href',
    /^mailto:collector@example\.org\?subject=Re%3A%20Enquiry%20about%20Hilma%20af%20Klint%2C%20The%20Swan$/,
  );
  await shotIn('viewing-rooms', page, 'room-enquiries');
  await page.keyboard.press('Escape');
  await expect(enquiries).toBeHidden();

  // Revoked: the room answers 410.
  await card.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(card.getByText('Revoked')).toBeVisible();
  const gone = await phone.goto(url);
  expect(gone?.status()).toBe(410);
  await expect(phone.getByRole('heading', { name: 'This viewing room has closed' })).toBeVisible();
  expect(missing).toEqual([]);
  await visitor.close();
});

interface ListedRoom {
  id: string;
  title: string;
  artworkIds: string[];
  previewUrl: string;
  figures: { visits: number; views: { artworkId: string; views: number }[] };
}

test('the owner reorders, removes and adds works, and previews the room without counting', async ({
  page,
  request,
}) => {
  // A long journey (edit, add, preview) on a shared machine.
  test.setTimeout(120_000);
  const { account, token, collectionId } = await seedArchive(request, { role: 'collector' });
  const titles = ['Blue Hour', 'Salt Flats', 'Night Garden', 'Quiet Harbour'] as const;
  const ids: string[] = [];
  for (const title of titles) {
    ids.push(
      await createServerArtwork(request, token, collectionId, {
        artist: 'Vera Molnar',
        status: 'available',
        artworkValues: { ...emptyArtworkValues(), title, year: '1974' },
      }),
    );
  }
  const [blue, salt, night, harbour] = ids;
  const created = await request.post('/v1/viewingRoom', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    data: {
      artworkIds: [blue, salt, night],
      options: { title: 'Molnar room', introduction: '', showPrice: false },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const listRooms = async (): Promise<ListedRoom[]> => {
    const answer = await request.get('/v1/viewingRooms', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status()).toBe(200);
    return ((await answer.json()) as { rooms: ListedRoom[] }).rooms;
  };

  // The owner edits the works: Salt Flats up to the top, Night Garden out.
  await signInThroughForm(page, account);
  await page.goto('/viewing-rooms');
  const card = page.getByRole('article', { name: 'Molnar room' });
  await card.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit viewing room' });
  const works = dialog.getByRole('group', { name: 'Works in this room' });
  await expect(works.getByTestId('room-work')).toHaveText([
    /Vera Molnar, Blue Hour/,
    /Vera Molnar, Salt Flats/,
    /Vera Molnar, Night Garden/,
  ]);
  await expect(
    works.getByRole('button', { name: 'Move up: Vera Molnar, Blue Hour' }),
  ).toBeDisabled();
  await works.getByRole('button', { name: 'Move up: Vera Molnar, Salt Flats' }).click();
  await works
    .getByRole('button', { name: 'Remove from the room: Vera Molnar, Night Garden' })
    .click();
  await expect(works.getByTestId('room-work')).toHaveText([
    /Vera Molnar, Salt Flats/,
    /Vera Molnar, Blue Hour/,
  ]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await listRooms())[0]?.artworkIds).toEqual([salt, blue]);

  // From the selection bar: Blue Hour (already there) and Quiet Harbour join the room.
  await page.goto('/artworks');
  for (const title of ['Blue Hour', 'Quiet Harbour']) {
    await page.getByRole('checkbox', { name: `Select ${title} by Vera Molnar` }).check();
  }
  await page.getByRole('button', { name: 'Create viewing room' }).click();
  const modal = page.getByRole('dialog', { name: 'Create viewing room' });
  await modal.getByText('Add to a room', { exact: true }).click();
  const addForm = modal.getByRole('form', { name: 'Add to a room' });
  await expect(addForm.getByRole('combobox', { name: 'Viewing room' })).toHaveValue(
    'Molnar room (2 works)',
  );
  await addForm.getByRole('button', { name: 'Add to a room' }).click();
  await expect(modal.getByRole('textbox', { name: 'Link to the viewing room' })).toHaveValue(
    /\/rooms\/[A-Za-z0-9_-]{22}$/,
  );
  const [room] = await listRooms();
  expect(room?.artworkIds).toEqual([salt, blue, harbour]);
  await page.keyboard.press('Escape');

  // The owner previews the room: the works in the new order, a note, and no visit counted.
  await page.goto('/viewing-rooms');
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    card.getByRole('link', { name: 'Preview' }).click(),
  ]);
  await expect(preview.getByRole('heading', { name: 'Molnar room' })).toBeVisible();
  await expect(preview.getByRole('note')).toHaveText(
    'Your preview of this viewing room. Your visits are not counted in its figures.',
  );
  expect(new URL(preview.url()).search).toBe('');
  await expect(preview.locator('.work .title')).toHaveText([
    'Salt Flats, 1974',
    'Blue Hour, 1974',
    'Quiet Harbour, 1974',
  ]);
  await preview
    .getByRole('article', { name: 'Vera Molnar' })
    .filter({ hasText: 'Quiet Harbour' })
    .getByRole('link', { name: 'View full screen' })
    .click();
  await expect(preview.getByRole('note')).toBeVisible();
  await preview.close();
  const [after] = await listRooms();
  expect(after?.figures.visits).toBe(0);
  expect(after?.figures.views.every((entry) => entry.views === 0)).toBe(true);
});

test('a room of 30 works comes in pages; the viewer leads back to its page; a reload is checked, not resent', async ({
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const { token, collectionId } = await seedArchive(request, { role: 'collector' });
  const ids: string[] = [];
  for (let index = 1; index <= 30; index += 1) {
    ids.push(
      await createServerArtwork(request, token, collectionId, {
        artist: 'Anni Albers',
        status: 'available',
        artworkValues: {
          ...emptyArtworkValues(),
          title: `Study ${String(index).padStart(2, '0')}`,
          year: '1965',
          technique: 'Gouache on paper',
        },
      }),
    );
  }
  const created = await request.post('/v1/viewingRoom', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    data: {
      artworkIds: ids,
      options: { title: 'Albers studies', introduction: 'Thirty studies.', showPrice: false },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const url = (await created.json()) as { url: string };
  const roomPath = new URL(url.url).pathname;

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const visitor = await browser.newContext({
      viewport,
      extraHTTPHeaders: { 'x-forwarded-for': `10.252.${String(viewport.width % 250)}.9` },
    });
    const page = await visitor.newPage();
    // The room's own address: what the browser sent and how many body bytes came back.
    const loads: { ifNoneMatch: string | undefined; etag: string | undefined; bytes: number }[] =
      [];
    page.on('requestfinished', async (request) => {
      if (new URL(request.url()).pathname !== roomPath) return;
      const response = await request.response();
      loads.push({
        ifNoneMatch: (await request.allHeaders())['if-none-match'],
        etag: response?.headers().etag,
        bytes: (await request.sizes()).responseBodySize,
      });
    });
    await page.goto(url.url);
    await expect(page.getByRole('heading', { name: 'Albers studies' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(24);
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages.getByText('Page 1 of 2')).toBeVisible();
    await expect(pages.getByRole('link', { name: 'Previous page' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );

    // A reload asks whether the page changed (its ETag); the answer is a 304 without a body
    // and the browser shows its own copy.
    await page.reload();
    await expect(page.getByRole('article')).toHaveCount(24);
    await expect.poll(() => loads.length).toBe(2);
    const [opened, reloaded] = loads;
    expect(opened?.bytes).toBeGreaterThan(1000);
    expect(opened?.etag).toMatch(/^W\//);
    expect(reloaded?.ifNoneMatch).toBe(opened?.etag);
    expect(reloaded?.bytes).toBe(0);

    await pages.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(`${url.url}?page=2`);
    await expect(page.getByRole('article')).toHaveCount(6);
    await expect(page.getByText('Study 30, 1965')).toBeVisible();
    await pages.scrollIntoViewIfNeeded();
    await shotIn('viewing-rooms', page, 'room-page-2');

    // The 27th work full screen, then back: to page 2, at the work.
    await page
      .getByRole('article')
      .filter({ hasText: 'Study 27' })
      .getByRole('link', { name: 'View full screen' })
      .click();
    await expect(page.getByText('Study 27, 1965')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the viewing room' }).click();
    await expect(page).toHaveURL(`${url.url}?page=2#work-${ids[26] ?? ''}`);
    await expect(page.getByRole('article')).toHaveCount(6);

    await pages.getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(url.url);
    await expect(page.getByText('Study 01, 1965')).toBeVisible();
    await visitor.close();
  }
});
