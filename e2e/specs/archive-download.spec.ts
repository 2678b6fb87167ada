import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Download, Locator, Page } from '@playwright/test';
import { CONTACT_CSV_COLUMNS } from '@archive/documents/csv/contacts-csv';
import { emptyArtworkValues } from '@archive/domain/artworks/artwork.schema';
import { ARCHIVE_EXPORT_MESSAGES as M } from '@archive/domain/exports/archive-export.messages';
import { signInThroughForm } from '../support/accounts';
import { createServerArtwork, seedArchive } from '../support/artworks';
import { createServerContact } from '../support/contacts';
import { expect, test } from '../support/fixtures';
import { shotIn } from '../support/helpers';
import { zipEntryNames } from '../support/zip-entries';

/*
 * Take your archive with you (issue 34, decision 055): the whole archive as one ZIP from
 * Settings, downloaded by the browser itself; contacts as vCard (the selection) and CSV (all)
 * from the list, at 1280 and 390 px; offline the archive's button waits for a connection.
 */

const WORKS = ['Primordial Chaos', 'The Ten Largest'] as const;
const CONTACTS = [
  { firstName: 'Anni', lastName: 'Albers', email: 'anni@example.com' },
  { firstName: 'Lee', lastName: 'Krasner', email: 'lee@example.com' },
] as const;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** One figure of the archive's summary: its label, then its value. */
function figure(summary: Locator, label: string): Locator {
  return summary.getByRole('listitem').filter({ hasText: label });
}

/** Clicks `trigger` and answers the file the browser downloaded, saved under the test's output. */
async function downloadOf(
  page: Page,
  trigger: () => Promise<void>,
  saveAs: string,
): Promise<{ download: Download; bytes: Buffer }> {
  const downloading = page.waitForEvent('download');
  await trigger();
  const download = await downloading;
  expect(await download.failure()).toBeNull();
  const target = test.info().outputPath(saveAs);
  await download.saveAs(target);
  return { download, bytes: readFileSync(target) };
}

test('the whole archive as a ZIP from Settings, and contacts as vCard and CSV from the list', async ({
  page,
  request,
}) => {
  // A long journey (three downloads, two widths); a shared machine can be slow.
  test.setTimeout(120_000);
  const { account, token, collectionId } = await seedArchive(request, { role: 'collector' });
  for (const title of WORKS) {
    await createServerArtwork(request, token, collectionId, {
      artist: 'Hilma af Klint',
      artworkValues: { ...emptyArtworkValues(), title, year: '1907', technique: 'Tempera' },
    });
  }
  for (const contact of CONTACTS) await createServerContact(request, token, contact);
  await signInThroughForm(page, account);

  // Settings, tab 1: what the archive holds, then the download.
  await page.goto('/settings');
  await expect(page.getByRole('tab', { name: 'Account and settings' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('heading', { name: M.sectionTitle })).toBeVisible();
  await expect(page.getByText(M.sectionDescription)).toBeVisible();
  const summary = page.getByRole('list', { name: M.summaryLabel });
  await expect(figure(summary, M.artworksLabel)).toHaveText(
    new RegExp(`^${M.artworksLabel}\\s*2$`),
  );
  await expect(figure(summary, M.contactsLabel)).toHaveText(
    new RegExp(`^${M.contactsLabel}\\s*2$`),
  );
  await expect(figure(summary, M.imagesLabel)).toHaveText(new RegExp(`^${M.imagesLabel}\\s*0$`));
  await expect(figure(summary, M.sizeLabel)).toHaveText(
    new RegExp(`^${M.sizeLabel}\\s*${M.estimatedSize('')}[\\d.,]+ (bytes|kB|MB)$`),
  );
  const archiveButton = page.getByRole('button', { name: M.downloadArchive });
  await archiveButton.scrollIntoViewIfNeeded();
  await shotIn('archive-download', page, 'settings-archive');

  const archive = await downloadOf(
    page,
    async () => {
      await archiveButton.click();
    },
    'archive.zip',
  );
  await expect(page.getByText(M.archiveStarted)).toBeVisible();
  expect(archive.download.suggestedFilename()).toMatch(/^archive-\d{4}-\d{2}-\d{2}\.zip$/);
  expect(archive.bytes.subarray(0, 4).equals(ZIP_MAGIC)).toBe(true);
  const names = zipEntryNames(archive.bytes);
  for (const name of [
    'README.txt',
    'archive.json',
    'artworks.csv',
    'contacts.csv',
    'contacts.vcf',
  ]) {
    expect(names).toContain(name);
  }

  // The contacts list: one selected contact as vCard.
  await page.goto('/contacts');
  await page.getByRole('checkbox', { name: 'Select Anni Albers' }).check();
  const oneContact = page.getByRole('button', { name: M.downloadSelectedContacts(1) });
  await expect(oneContact).toBeVisible();
  const vcard = await downloadOf(
    page,
    async () => {
      await oneContact.click();
      await page.getByRole('menuitem', { name: M.formatLabels.vcard }).click();
    },
    'contact.vcf',
  );
  expect(vcard.download.suggestedFilename()).toMatch(/\.vcf$/);
  const card = vcard.bytes.toString('utf8');
  expect(card.startsWith('BEGIN:VCARD')).toBe(true);
  expect(card).toContain('VERSION:4.0');
  expect(card).toContain('FN:Anni Albers');
  expect(card).not.toContain('Krasner');

  // Without a selection, every contact as CSV.
  await page.getByRole('button', { name: 'Cancel selection' }).click();
  const allContacts = page.getByRole('button', { name: M.downloadContacts });
  const csv = await downloadOf(
    page,
    async () => {
      await allContacts.click();
      await page.getByRole('menuitem', { name: M.formatLabels.csv }).click();
    },
    'contacts.csv',
  );
  expect(csv.download.suggestedFilename()).toMatch(/\.csv$/);
  const text = csv.bytes.toString('utf8').replace(/^\uFEFF/, '');
  const [header]: string[][] = parse(text, { to_line: 1 });
  expect(header).toEqual([...CONTACT_CSV_COLUMNS]);
  const rows = parse<Record<string, string>>(text, { columns: true });
  expect(rows.map((row) => `${row.first_name} ${row.last_name}`).sort()).toEqual([
    'Anni Albers',
    'Lee Krasner',
  ]);

  await shotIn('archive-download', page, 'contacts-list');

  // On a phone the contacts are cards; the menu fits beside the selection's actions.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('list', { name: 'Contacts' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select Lee Krasner' }).check();
  await page.getByRole('button', { name: M.downloadSelectedContacts(1) }).click();
  await expect(page.getByRole('menuitem', { name: M.formatLabels.vcard })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: M.formatLabels.csv })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The menu has finished fading in before the picture is taken.
  await expect(page.getByRole('menu')).toHaveCSS('opacity', '1');
  await shotIn('archive-download', page, 'contacts-menu');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: M.formatLabels.csv })).toHaveCount(0);

  // Offline the archive cannot be made: the button waits and says why.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/settings');
  await expect(archiveButton).toBeEnabled();
  await page.context().setOffline(true);
  await expect(archiveButton).toBeDisabled();
  await expect(page.getByText(M.archiveOffline)).toBeVisible();
  await page.context().setOffline(false);
  await expect(archiveButton).toBeEnabled();
});
