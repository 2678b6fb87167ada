import { emptyArtworkValues } from '@archive/domain/artworks/artwork.schema';
import { signInThroughForm } from '../support/accounts';
import { fillArtwork, openMultiEdit, textbox } from '../support/artwork-form';
import { createServerArtwork, serverArtworks, seedArchive, artworkRow } from '../support/artworks';
import { waitForServiceWorker } from '../support/contacts';
import { expect, test } from '../support/fixtures';

/*
 * The catalogue on a train: artworks added, edited, multi-edited and deleted with no
 * connection are kept through a reload and reach the server exactly once each.
 */

test('artworks changed offline survive a reload and the server ends with exactly the final state', async ({
  page,
  context,
  request,
}) => {
  const { account, token, collectionId } = await seedArchive(request);
  for (const title of ['Dawn', 'Dusk']) {
    await createServerArtwork(request, token, collectionId, {
      artist: account.name,
      artworkValues: { ...emptyArtworkValues(), title, location: 'Depot' },
    });
  }
  await signInThroughForm(page, account);
  await page.goto('/artworks');
  await expect(artworkRow(page, 'Dawn')).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await expect(
    page.getByText('No Internet connection. All changes are saved and synced later.'),
  ).toBeVisible();
  for (const title of ['Noon', 'Midnight']) {
    await page.goto('/artworks');
    await page.getByRole('link', { name: 'Add artwork' }).first().click();
    await fillArtwork(page, { artist: account.name, title });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/artworks\/details\?id=/);
  }
  await expect(
    page.getByText('Will try again automatically when connection is re-established').first(),
  ).toBeVisible();
  // Still on Midnight: delete it.
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/artworks$/);

  await artworkRow(page, 'Noon').click();
  await page.getByLabel('Year').fill('2026');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Artwork updated', { exact: true })).toBeVisible();

  await page.goto('/artworks');
  await openMultiEdit(page, ['Dawn', 'Dusk', 'Noon']);
  await textbox(page, 'Location').fill('Offsite store');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('3 artworks updated')).toBeVisible();

  await page.reload();
  await page.goto('/artworks');
  await expect(artworkRow(page, 'Noon')).toBeVisible();
  await expect(artworkRow(page, 'Midnight')).toHaveCount(0);
  expect((await serverArtworks(request, token)).map((a) => a.artworkValues.title).sort()).toEqual([
    'Dawn',
    'Dusk',
  ]);

  await context.setOffline(false);
  const summary = async () =>
    (await serverArtworks(request, token))
      .map((a) => `${a.artworkValues.title}|${a.artworkValues.year}|${a.artworkValues.location}`)
      .sort();
  await expect
    .poll(summary, { timeout: 30_000 })
    .toEqual(['Dawn||Offsite store', 'Dusk||Offsite store', 'Noon|2026|Offsite store']);
  // Nothing arrives twice, even after another round; archive numbers stay unique.
  await page.reload();
  await expect(artworkRow(page, 'Noon')).toBeVisible();
  const final = await serverArtworks(request, token);
  expect(final).toHaveLength(3);
  expect(new Set(final.map((a) => a.archiveArtworkNumber)).size).toBe(3);
});
