import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { APIRequestContext, Locator } from '@playwright/test';
import { emptyArtworkValues } from '@archive/domain/artworks/artwork.schema';
import { EXPORT_DOCUMENT_TYPES } from '@archive/domain/exports/export-documents';
import { EXPORT_MESSAGES } from '@archive/domain/exports/export.messages';
import { readPdf } from '@archive/documents/test/read-pdf';
import { signInThroughForm } from '../support/accounts';
import { createServerArtwork, seedArchive } from '../support/artworks';
import { expect, test } from '../support/fixtures';
import { addServerImage, jpeg } from '../support/images';

/*
 * Exports (issue 19): every document downloaded and read back with pdftotext and pdfinfo;
 * labels per sheet; the CSV through a real CSV parser; the wizard from the selection bar.
 */

const ADDRESS = {
  addressLine1: 'Rue du Rhône 1',
  city: 'Genève',
  region: '',
  postalCode: '1204',
  country: 'Switzerland',
};
const PARTY = { name: 'Musée Nord', address: 'Quai 2', contactPerson: '', email: '', phone: '' };
const OPTIONS = {
  title: 'Winter selection',
  originAddress: ADDRESS,
  targetAddress: ADDRESS,
  pickupAddress: ADDRESS,
  invoiceAddress: ADDRESS,
  returnAddress: ADDRESS,
  vat: 10,
  lender: { ...PARTY, name: 'Lena Lender' },
  borrower: PARTY,
  percentageArtistSplit: 50,
  percentageGallerySplit: 50,
};

function auth(token: string) {
  return { authorization: `Bearer ${token}` };
}

async function seedWorks(request: APIRequestContext, count: number, images: number) {
  const seeded = await seedArchive(request);
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const id = await createServerArtwork(request, seeded.token, seeded.collectionId, {
      artist: seeded.account.name,
      artworkValues: {
        ...emptyArtworkValues(),
        title: `Piece ${String(index + 1)}`,
        year: '2025',
        technique: 'Gouache',
        dimensions: { height: 50, width: 40, depth: null, diameter: null, variable: false },
        price: { currency: 'CHF', value: 1000 * (index + 1) + 0.25 },
        insuranceValue: { currency: 'CHF', value: 2000 * (index + 1) },
      },
    });
    if (index < images)
      await addServerImage(
        request,
        seeded.token,
        id,
        await jpeg(`work-${String(40 * index)}.jpg`, 40 * index),
      );
    ids.push(id);
  }
  return { ...seeded, ids };
}

async function exportFile(
  request: APIRequestContext,
  token: string,
  type: string,
  artworkIds: string[],
  options: object,
) {
  const url = type === 'csv' ? '/v1/exports/csv' : `/v1/exports/document/${type}`;
  const response = await request.post(url, { headers: auth(token), data: { artworkIds, options } });
  expect(response.status(), `${type}: ${await response.text()}`).toBe(200);
  const answer = (await response.json()) as {
    path: string;
    data: { fileName: string; pages: number | null; bytes: number };
  };
  const file = await request.get(answer.path);
  expect(file.status()).toBe(200);
  return { answer, bytes: await file.body(), contentType: file.headers()['content-type'] };
}

test('every document of three works with images reads back right, and the CSV parses', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const { token, ids } = await seedWorks(request, 3, 3);
  for (const type of EXPORT_DOCUMENT_TYPES) {
    const labels = type === 'storageLabels' || type === 'wallLabels';
    const selected = type === 'dataSheet' || type === 'installationManual' ? ids.slice(0, 1) : ids;
    const { answer, bytes, contentType } = await exportFile(
      request,
      token,
      type,
      selected,
      labels ? { labelSize: 'regular' } : OPTIONS,
    );
    expect(contentType).toBe('application/pdf');
    const pdf = readPdf(bytes);
    expect(pdf.pageSize, type).toContain('(A4)');
    expect(pdf.pages, type).toBe(answer.data.pages);
    expect(pdf.text, type).toContain('Piece 1');
    if (!labels) expect(pdf.text, type).toContain('Winter selection');
  }
  const prices = readPdf((await exportFile(request, token, 'priceList', ids, OPTIONS)).bytes).text;
  // A table: the price in its column, on the work's row.
  expect(prices).toMatch(/Work\s+Technique and dimensions\s+Price/);
  expect(prices).toMatch(/Piece 3[^\n]*\n?[^\n]*CHF 3,000.25|CHF 3,000.25[^\n]*\n[^\n]*Piece 3/);
  expect(prices).toMatch(/Total\s+CHF 6,000.75/);
  const insurance = readPdf(
    (await exportFile(request, token, 'insuranceList', ids, OPTIONS)).bytes,
  ).text;
  expect(insurance).toMatch(/Total insurance value\s+CHF 12,000.00/);
  const invoice = readPdf((await exportFile(request, token, 'invoice', ids, OPTIONS)).bytes).text;
  // 6,000.75 + 10% VAT (600.08) = 6,600.83.
  expect(invoice).toMatch(/VAT 10%\s+CHF 600.08/);
  expect(invoice).toMatch(/Total\s+CHF 6,600.83/);
  const certificates = await exportFile(request, token, 'certificate', ids, OPTIONS);
  expect(readPdf(certificates.bytes).pages).toBe(3);

  const csv = await exportFile(request, token, 'csv', ids, {});
  expect(csv.contentType).toContain('text/csv');
  const text = csv.bytes.toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const rows = parse<Record<string, string>>(text.slice(1), { columns: true });
  expect(rows.map((row) => [row.title, row.price, row.price_currency, row.height_cm])).toEqual([
    ['Piece 1', '1000.25', 'CHF', '50'],
    ['Piece 2', '2000.25', 'CHF', '50'],
    ['Piece 3', '3000.25', 'CHF', '50'],
  ]);
});

test('a CSV from the wizard keeps hostile titles as text in every locale and carries every field', async ({
  page,
  request,
}) => {
  const { account, token, collectionId } = await seedArchive(request);
  const hostile = ['x;=1+1;y', 'x\t=2+2\ty', ' =HYPERLINK("http://evil")', '\uff1dSUM(1)'];
  for (const title of hostile) {
    await createServerArtwork(request, token, collectionId, {
      artist: account.name,
      artworkValues: {
        ...emptyArtworkValues(),
        title,
        notes: 'Keep dry',
        source: 'Auction',
        incomingDate: '2026-01-15',
        framingCosts: { currency: 'EUR', value: 120 },
      },
    });
  }
  await signInThroughForm(page, account);
  await page.goto('/artworks');
  await page.getByRole('button', { name: 'Select all', exact: true }).click();
  await page.getByRole('button', { name: 'Export' }).click();
  const wizard = page.getByRole('dialog', { name: 'Export 4 artworks' });
  await wizard.getByRole('radio', { name: /CSV/ }).check();
  await wizard.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(page.getByText(EXPORT_MESSAGES.exportSucceeded)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await wizard.getByRole('link', { name: 'Download' }).click();
  const text = readFileSync(await (await downloading).path(), 'utf8').replace(/^\uFEFF/, '');
  const rows = parse<Record<string, string>>(text, { columns: true });
  expect(rows).toHaveLength(4);
  for (const row of rows) {
    expect(row).toMatchObject({
      notes: 'Keep dry',
      source: 'Auction',
      incoming_date: '2026-01-15',
      framing_costs: '120.00',
    });
    expect(row.id).toMatch(/^\d+$/);
  }
  // Split as a ';' or tab spreadsheet does, quotes ignored: no cell starts a formula.
  for (const separator of [',', ';', '\t']) {
    const cells = text.split(/\r\n|\n|\r/).flatMap((line) => line.split(separator));
    const formulas = cells.filter((cell) => /^"?[\s\u00a0]*[=+\-@\uff1d]/.test(cell));
    expect(formulas, separator).toEqual([]);
  }
});

test('nine works make 2 sheets of regular storage labels and 2 of small wall labels', async ({
  request,
}) => {
  const { token, ids } = await seedWorks(request, 9, 0);
  const storage = await exportFile(request, token, 'storageLabels', ids, { labelSize: 'regular' });
  expect(readPdf(storage.bytes)).toMatchObject({ pages: 2 });
  const wall = await exportFile(request, token, 'wallLabels', ids, { labelSize: 'small' });
  const read = readPdf(wall.bytes);
  expect(read.pages).toBe(2);
  expect(read.pageSize).toContain('(A4)');
  expect(read.text).toContain('Piece 9');
});

/** The first page drawn by pdf.js: a visible canvas with dark pixels (text) on white. */
async function expectPreviewDrawn(wizard: Locator): Promise<void> {
  const preview = wizard.getByRole('img', { name: EXPORT_MESSAGES.previewLabel });
  // pdf.js and its worker load the first time a preview is drawn: past 15 s once on a
  // two-core machine running two workers of this suite (and the server) at once.
  await expect(preview).toBeVisible({ timeout: 30_000 });
  const inked = await preview.evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d');
    if (context === null) return 0;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let dark = 0;
    for (let index = 0; index < data.length; index += 4) if ((data[index] ?? 255) < 128) dark += 1;
    return dark;
  });
  expect(inked).toBeGreaterThan(500);
  const box = await preview.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(200);
}

test("the wizard words a third party's missing address for that party, previews labels and prints the ID people see", async ({
  page,
  request,
}) => {
  const { account } = await seedWorks(request, 2, 0);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await signInThroughForm(page, account);
  await page.goto('/artworks');
  await page.getByRole('button', { name: 'Select all', exact: true }).click();
  await page.getByRole('button', { name: 'Export' }).click();
  const wizard = page.getByRole('dialog', { name: 'Export 2 artworks' });
  await wizard.getByRole('radio', { name: 'Transport list' }).check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByLabel('Title').fill('Shipping to Basel');
  await wizard.getByRole('button', { name: 'Export' }).click();
  await expect(wizard.getByText('enter the street and number of the pickup address')).toBeVisible();
  await expect(wizard.getByText('enter the country of the destination address')).toBeVisible();
  await expect(wizard.getByText('select your country')).toHaveCount(0);
  await expect(wizard.getByText('enter your address')).toHaveCount(0);
  await expect(wizard.getByText('the form has highlighted errors you need to fix')).toBeVisible();
  // After a failed export each field is checked again as it is typed in.
  await wizard
    .getByRole('group', { name: 'Pickup address' })
    .getByLabel('Address')
    .fill('Hafenstrasse 4');
  await expect(wizard.getByText('enter the street and number of the pickup address')).toHaveCount(
    0,
  );
  await expect(wizard.getByText('enter the country of the destination address')).toBeVisible();

  await wizard.getByRole('button', { name: 'Back' }).click();
  await wizard.getByRole('radio', { name: 'Storage labels' }).check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('combobox', { name: 'Label size' }).click();
  await page.getByRole('option', { name: /^Regular/ }).click();
  await wizard.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByText(EXPORT_MESSAGES.exportSucceeded)).toBeVisible();
  await expectPreviewDrawn(wizard);
  const downloading = page.waitForEvent('download');
  await wizard.getByRole('link', { name: 'Download' }).click();
  const text = readPdf(readFileSync(await (await downloading).path())).text;
  // The IDs the list shows (archive numbers), never the start of a record's uuid.
  const shown = await page.locator('text=/^ID \\d+$/').allTextContents();
  expect(shown.length).toBeGreaterThanOrEqual(2);
  for (const id of shown) expect(text).toContain(id);
  expect(text).not.toMatch(/ID [0-9a-f]{8}\b/);
  expect(problems.filter((line) => /Content Security Policy|pdf/i.test(line))).toEqual([]);
});

test('the wizard from the selection bar makes a price list to download, and waits for a connection', async ({
  page,
  request,
}) => {
  const { account, token, collectionId } = await seedWorks(request, 2, 1);
  await createServerArtwork(request, token, collectionId, {
    artist: account.name,
    artworkValues: { ...emptyArtworkValues(), title: 'Not priced yet' },
  });
  await signInThroughForm(page, account);
  await page.goto('/artworks');
  await page.getByRole('button', { name: 'Select all', exact: true }).click();
  await expect(page.getByText('3 selected', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Export' }).click();
  const wizard = page.getByRole('dialog', { name: 'Export 3 artworks' });
  // One work in full: not for three.
  await expect(wizard.getByRole('radio', { name: 'Data sheet' })).toBeDisabled();
  await expect(wizard.getByRole('radio', { name: 'Portfolio' })).toBeDisabled();
  await wizard.getByRole('radio', { name: 'Price list' }).check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  // Only its options: a price list prints no addresses; a work without a price is a warning.
  await expect(wizard.getByText('Invoice address')).toHaveCount(0);
  await expect(wizard.getByText(EXPORT_MESSAGES.someWithoutPrice(1))).toBeVisible();
  await wizard.getByRole('button', { name: 'Export' }).click();
  await expect(wizard.getByText(EXPORT_MESSAGES.noTitle)).toBeVisible();
  await wizard.getByLabel('Title').fill('Fair list');
  await wizard.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByText(EXPORT_MESSAGES.exportSucceeded)).toBeVisible();
  await expectPreviewDrawn(wizard);
  const downloading = page.waitForEvent('download');
  await wizard.getByRole('link', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^fair-list-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = readPdf(readFileSync(await download.path()));
  expect(pdf.text).toContain('Fair list');
  expect(pdf.text).toContain('Not priced yet');
  expect(pdf.text).toMatch(/Total\s+CHF 3,000.50/);

  // Remembered for the price list on this device.
  await wizard.getByRole('button', { name: 'Another export' }).click();
  await wizard.getByRole('radio', { name: 'Price list' }).check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByLabel('Title')).toHaveValue('Fair list');

  // Offline, the wizard says exports need a connection and does not try.
  await page.context().setOffline(true);
  await expect(wizard.getByText(EXPORT_MESSAGES.offline)).toBeVisible();
  await expect(wizard.getByRole('button', { name: 'Export' })).toBeDisabled();
  await page.context().setOffline(false);
});
