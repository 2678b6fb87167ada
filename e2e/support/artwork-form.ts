import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** Drives the artwork form (features/artworks/detail) by its labels, as a person would. */

export interface ArtworkEntry {
  artist: string;
  title: string;
  year?: string;
  technique?: string;
  height?: string;
  width?: string;
  depth?: string;
  currentOwner?: string;
  location?: string;
  price?: { currency: string; amount: string };
  status?: string;
}

export function dimensions(page: Page): Locator {
  return page.getByRole('group', { name: 'Dimensions' });
}

export function frame(page: Page): Locator {
  return page.getByRole('group', { name: 'Frame' });
}

export function crate(page: Page, number: number): Locator {
  return page.getByRole('group', { name: `Crate ${String(number)}` });
}

/** A text field by its exact label (section Clear buttons share some names). */
export function textbox(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('textbox', { name, exact: true });
}

/** Picks an option of a Mantine Select by its label. */
export async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export async function chooseCurrency(page: Page, field: string, currency: string): Promise<void> {
  await choose(page, page.getByRole('combobox', { name: `${field} currency` }), currency);
}

export async function setStatus(page: Page, status: string): Promise<void> {
  await choose(page, page.getByRole('combobox', { name: 'Status', exact: true }), status);
}

/** Fills the fields given; others are left as they are. */
export async function fillArtwork(page: Page, entry: ArtworkEntry): Promise<void> {
  await page.getByLabel('Artist', { exact: true }).fill(entry.artist);
  await page.getByLabel('Title', { exact: true }).fill(entry.title);
  if (entry.year !== undefined) await page.getByLabel('Year').fill(entry.year);
  if (entry.technique !== undefined) await page.getByLabel('Technique').fill(entry.technique);
  if (entry.height !== undefined) await dimensions(page).getByLabel('Height').fill(entry.height);
  if (entry.width !== undefined) await dimensions(page).getByLabel('Width').fill(entry.width);
  if (entry.depth !== undefined) await dimensions(page).getByLabel('Depth').fill(entry.depth);
  if (entry.location !== undefined) await textbox(page, 'Location').fill(entry.location);
  if (entry.currentOwner !== undefined) {
    await page.getByLabel('Current owner').fill(entry.currentOwner);
  }
  if (entry.price !== undefined) {
    await chooseCurrency(page, 'Price', entry.price.currency);
    await page.getByRole('textbox', { name: 'Price', exact: true }).fill(entry.price.amount);
  }
  if (entry.status !== undefined) await setStatus(page, entry.status);
}

/** Saves a new artwork and waits for its details page. */
export async function saveNewArtwork(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Artwork saved', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/artworks\/details\?id=/);
}

export async function addArtwork(page: Page, entry: ArtworkEntry): Promise<string> {
  await page.goto('/artworks/add');
  await fillArtwork(page, entry);
  await saveNewArtwork(page);
  return new URL(page.url()).searchParams.get('id') ?? '';
}

/** Selects the artworks with these titles in the open list and opens multi-edit on them. */
export async function openMultiEdit(page: Page, titles: readonly string[]): Promise<void> {
  for (const title of titles) {
    await page.getByRole('checkbox', { name: new RegExp(`^Select ${title} by`) }).check();
  }
  await page.getByRole('button', { name: `Edit ${titles.length} artworks` }).click();
  await expect(page).toHaveURL(/\/artworks\/multi-edit$/);
  await expect(page.getByRole('heading', { name: `Edit ${titles.length} artworks` })).toBeVisible();
}
