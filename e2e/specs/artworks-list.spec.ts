import type { Page } from '@playwright/test';
import { emptyArtworkValues } from '@archive/domain/artworks/artwork.schema';
import { signInThroughForm } from '../support/accounts';
import { createServerArtwork, seedArchive } from '../support/artworks';
import { expect, test } from '../support/fixtures';

/*
 * The catalogue list: count, search, sort with groups, selection (all, per group, one,
 * several) and where a click leads, the empty states and the scroll-to-top control.
 */

const WORKS = [
  ['Hilma af Klint', 'The Swan', '1915', 'Moderna Museet', 'available'],
  ['Agnes Martin', 'Friendship', '1963', 'MoMA', 'sold'],
  ['Etel Adnan', 'Untitled', '2014', 'Private collection', 'reserved'],
  ['Lee Krasner', 'Polar Stampede', '1960', 'MoMA', 'loan'],
  ['Alma Thomas', 'Red Sunset', '1972', '', null],
] as const;

async function rowNames(page: Page): Promise<string[]> {
  return page.getByTestId('artwork-row').evaluateAll((rows) =>
    // Each row's name is its open button's (the row itself is no control: issue 41, axe).
    rows.map((row) => row.querySelector('button')?.getAttribute('aria-label') ?? ''),
  );
}

test('the list counts, searches, sorts into groups, selects and opens artworks', async ({
  page,
  request,
}) => {
  const { account, token, collectionId } = await seedArchive(request, { role: 'collector' });
  await signInThroughForm(page, account);
  await page.goto('/artworks');
  await expect(page.getByText('Your archive is ready for its first work')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add artwork' }).first()).toBeVisible();

  for (const [artist, title, year, currentOwner, status] of WORKS) {
    await createServerArtwork(request, token, collectionId, {
      artist,
      status,
      artworkValues: { ...emptyArtworkValues(), title, year, currentOwner },
    });
  }
  await page.reload();
  await expect(page.getByText('5 artworks', { exact: true }).first()).toBeVisible();
  // Default: by artist, names by their last word, one group per artist.
  await expect
    .poll(() => rowNames(page))
    .toEqual([
      'Untitled by Etel Adnan',
      'The Swan by Hilma af Klint',
      'Polar Stampede by Lee Krasner',
      'Friendship by Agnes Martin',
      'Red Sunset by Alma Thomas',
    ]);

  // Search: every term must match, in any field, any case.
  const search = page.getByRole('searchbox', { name: 'Search Artworks' });
  await search.fill('moma 196');
  await expect
    .poll(() => rowNames(page))
    .toEqual(['Polar Stampede by Lee Krasner', 'Friendship by Agnes Martin']);
  await search.fill('on loan');
  await expect.poll(() => rowNames(page)).toEqual(['Polar Stampede by Lee Krasner']);
  await search.fill('nothing-like-this');
  await expect(page.getByText('No artworks found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).last().click();
  await expect(page.getByTestId('artwork-row')).toHaveCount(5);

  // Year: newest first, grouped by year.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Year' });
  await expect.poll(async () => (await rowNames(page))[0]).toBe('Untitled by Etel Adnan');
  expect((await rowNames(page)).at(-1)).toBe('The Swan by Hilma af Klint');

  // Current Owner: per-group select and clear.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Current Owner' });
  await page.getByRole('button', { name: 'Select all in MoMA' }).click();
  await expect(page.getByText('2 selected', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit 2 artworks' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear selection in MoMA' }).click();
  await expect(page.getByText('5 artworks', { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Select all', exact: true }).click();
  await expect(page.getByText('5 selected', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Clear selection' }).first().click();
  await expect(page.getByText('5 artworks', { exact: true }).first()).toBeVisible();

  // Exactly one selected opens its details.
  await page.getByRole('checkbox', { name: 'Select Red Sunset by Alma Thomas' }).check();
  await page.getByRole('button', { name: 'Open artwork' }).click();
  await expect(page).toHaveURL(/\/artworks\/details\?id=/);
  await expect(page.getByRole('heading', { name: 'Red Sunset' })).toBeVisible();
  await page.goto('/artworks');
  await page.getByRole('button', { name: 'Clear selection' }).first().click();

  // Nothing selected: a click opens the details; the arrow keys walk the list's order.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Year' });
  await page
    .getByTestId('artwork-row')
    .filter({ has: page.getByRole('button', { name: 'Untitled by Etel Adnan' }) })
    .click();
  await expect(page.getByRole('heading', { name: 'Untitled' })).toBeVisible();
  // The list's order loads after the artwork itself: the keys work once 'Next' does.
  await expect(page.getByRole('link', { name: 'Next artwork' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('heading', { name: 'Red Sunset' })).toBeVisible();
  // The first artwork has no previous one, so a repeated press cannot overshoot.
  await expect(async () => {
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('heading', { name: 'Untitled' })).toBeVisible({ timeout: 1000 });
  }).toPass();

  // Scroll-to-top shows after 150 px of scrolling.
  await page.setViewportSize({ width: 1280, height: 420 });
  await page.goto('/artworks');
  await expect(page.getByTestId('artwork-row').first()).toBeVisible();
  const toTop = page.getByRole('button', { name: 'Scroll to top' });
  await expect(toTop).toBeHidden();
  await page.mouse.wheel(0, 400);
  await expect(toTop).toBeVisible();
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('a returning visit', () => {
  // The engine's chunk is held below; a service worker would serve it past the route.
  test.use({ serviceWorkers: 'block' });

  test('draws the list’s first screen before the local store opens, then the whole list', async ({
    page,
    request,
  }) => {
    const { account, token, collectionId } = await seedArchive(request, { role: 'collector' });
    for (const [artist, title] of WORKS) {
      await createServerArtwork(request, token, collectionId, {
        artist,
        artworkValues: { ...emptyArtworkValues(), title },
      });
    }
    await signInThroughForm(page, account);
    await page.goto('/artworks');
    await expect(page.getByTestId('artwork-row')).toHaveCount(WORKS.length);
    // The list keeps its first screen a moment after it last changed.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(localStorage).some((key) => key.startsWith('archive.artworks.firstScreen.')),
        ),
      )
      .toBe(true);

    // Another device adds a work; this one comes back with its store slow to open.
    await createServerArtwork(request, token, collectionId, {
      artist: 'Sonia Delaunay',
      artworkValues: { ...emptyArtworkValues(), title: 'Rythme' },
    });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/browser-engine-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    const list = page.getByRole('list', { name: 'Artworks' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    expect(await rowNames(page)).toEqual([
      'Untitled by Etel Adnan',
      'The Swan by Hilma af Klint',
      'Polar Stampede by Lee Krasner',
      'Friendship by Agnes Martin',
      'Red Sunset by Alma Thomas',
    ]);
    await expect(page.getByText('5 artworks', { exact: true }).first()).toBeVisible();
    // A group cannot be selected whole before all its works are known.
    await expect(page.getByRole('button', { name: 'Select all in Agnes Martin' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Select all', exact: true })).toBeDisabled();

    // The rows drawn stay the same elements when the whole list arrives: nothing flashes.
    const firstRow = page.getByTestId('artwork-row').first();
    await firstRow.evaluate((row) => {
      row.setAttribute('data-drawn-first', '');
    });

    release();
    await expect(list).not.toHaveAttribute('aria-busy');
    await expect(firstRow).toHaveAttribute('data-drawn-first', '');
    await expect(page.getByText('6 artworks', { exact: true }).first()).toBeVisible();
    await expect.poll(() => rowNames(page)).toContain('Rythme by Sonia Delaunay');
    await expect(page.getByRole('button', { name: 'Select all in Agnes Martin' })).toBeVisible();
  });
});

test('at 390 px the cards stand one under the other, however their details wrap', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { account, token, collectionId } = await seedArchive(request, { role: 'collector' });
  // Details the card's estimate takes for one line, for two, and that wrap onto three.
  const techniques = [
    'Ink',
    'Oil on canvas, framed',
    'Oil, wax and graphite on linen',
    'Pigment, rabbit-skin glue, marble dust, gold leaf and graphite on gessoed linen',
    'Bronze with a dark brown patina',
  ];
  for (const [index, technique] of techniques.entries()) {
    await createServerArtwork(request, token, collectionId, {
      artist: 'Agnes Martin',
      artworkValues: {
        ...emptyArtworkValues(),
        title: `Grid ${String(index + 1)}`,
        year: '1963',
        technique,
      },
    });
  }
  await signInThroughForm(page, account);
  await page.goto('/artworks');
  const items = page.getByRole('listitem').filter({ has: page.getByTestId('artwork-row') });
  await expect(items).toHaveCount(techniques.length);
  // Each card starts where the one above it ends (its 8 px margin inside its place): the list
  // places them by their drawn heights, not by estimates that were wrong.
  await expect
    .poll(() =>
      items.evaluateAll((cards) => {
        const boxes = cards.map((card) => card.getBoundingClientRect());
        boxes.sort((a, b) => a.top - b.top);
        return boxes.slice(1).map((box, index) => Math.round(box.top - boxes[index]!.bottom));
      }),
    )
    .toEqual(techniques.slice(1).map(() => 0));
  // The details that wrap onto three lines are all there, none cut off.
  const longest = page.getByText(techniques[3]!, { exact: false });
  await expect(longest).toBeVisible();
});
