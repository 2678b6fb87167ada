import { emptyArtworkValues } from '@archive/domain/artworks/artwork.schema';
import { OUTBOX_CLEAN_INTERVAL_MS, OUTBOX_MAX_ATTEMPTS } from '@archive/domain/sync/outbox.rules';
import { signInThroughForm } from '../support/accounts';
import { createServerArtwork, serverArtworks, seedArchive, artworkRow } from '../support/artworks';
import { expect, test } from '../support/fixtures';

/*
 * An edit the server keeps refusing: after the last attempt the person is told to upload it by
 * hand, the list marks the artwork, and its Upload button sends it once the server takes it.
 * The refusals are injected at the network (the server itself is real); the page's clock is
 * moved through the cleaning passes that re-queue a failed edit.
 */
test('an edit refused on every attempt asks for a manual upload, and Upload sends it', async ({
  page,
  request,
}) => {
  const { account, token, collectionId } = await seedArchive(request);
  const id = await createServerArtwork(request, token, collectionId, {
    artist: account.name,
    artworkValues: { ...emptyArtworkValues(), title: 'Stubborn' },
  });
  await page.clock.install();
  await signInThroughForm(page, account);

  let refused = 0;
  await page.route('**/v1/artworks', async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    refused += 1;
    return route.fulfill({
      status: 422,
      contentType: 'application/json',
      json: { error: 'Unprocessable', message: 'Refused for this test' },
    });
  });

  await page.goto(`/artworks/details?id=${id}`);
  await page.getByLabel('Year').fill('1999');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Artwork updated', { exact: true })).toBeVisible();
  await expect.poll(() => refused).toBe(1);
  // Each cleaning pass sends the failed edit once more, until the last attempt.
  for (let attempt = 2; attempt <= OUTBOX_MAX_ATTEMPTS; attempt += 1) {
    await page.clock.runFor(OUTBOX_CLEAN_INTERVAL_MS);
    await expect.poll(() => refused).toBe(attempt);
  }
  await expect(
    page.getByText(/^Click upload on the artwork Stubborn.* to sync manually$/),
  ).toBeVisible();
  // No more tries by itself.
  await page.clock.runFor(2 * OUTBOX_CLEAN_INTERVAL_MS);
  expect(refused).toBe(OUTBOX_MAX_ATTEMPTS);

  await page.goto('/artworks');
  const row = artworkRow(page, 'Stubborn');
  await expect(row.getByText('Not synced')).toBeVisible();
  await page.unroute('**/v1/artworks');
  await row.getByRole('button', { name: /^Upload Stubborn/ }).click();
  await expect
    .poll(async () => (await serverArtworks(request, token))[0]?.artworkValues.year)
    .toBe('1999');
  await expect(row.getByText('Not synced')).toHaveCount(0);
});
