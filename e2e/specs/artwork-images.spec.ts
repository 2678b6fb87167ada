import type { APIRequestContext, Page } from '@playwright/test';
import { emptyArtworkValues } from '@archive/domain/artworks/artwork.schema';
import { signInThroughForm } from '../support/accounts';
import { artworkRow, createServerArtwork, seedArchive } from '../support/artworks';
import { waitForServiceWorker } from '../support/contacts';
import { expect, test } from '../support/fixtures';
import {
  chooseFiles,
  dropFiles,
  jpeg,
  png,
  serverImages,
  type ServerImage,
} from '../support/images';

/*
 * Images of an artwork: added by the file picker and by drag and drop, reordered, a cover
 * chosen, one deleted; kept through a reload; added offline and uploaded once when online.
 */

const names = (images: ServerImage[]) => images.map((image) => image.name);

/** The images in the order the Images tab shows them, by file name. */
function shownNames(page: Page): Promise<(string | null)[]> {
  return page
    .getByRole('button', { name: /^Open image/ })
    .getByRole('img')
    .evaluateAll((pictures) =>
      pictures.map((picture) => picture.getAttribute('alt') ?? picture.getAttribute('aria-label')),
    );
}

async function openImagesTab(page: Page, id: string): Promise<void> {
  await page.goto(`/artworks/details?id=${id}`);
  await page.getByRole('tab', { name: 'Images' }).click();
}

async function setUp(page: Page, request: APIRequestContext) {
  const { account, token, collectionId } = await seedArchive(request);
  const id = await createServerArtwork(request, token, collectionId, {
    artist: account.name,
    artworkValues: { ...emptyArtworkValues(), title: 'With pictures' },
  });
  await signInThroughForm(page, account);
  await page.goto('/artworks');
  await expect(artworkRow(page, 'With pictures')).toBeVisible();
  return { token, id };
}

test('images added by picker and by drop, reordered, a cover set and one deleted survive a reload', async ({
  page,
  request,
}) => {
  const { token, id } = await setUp(page, request);
  await openImagesTab(page, id);
  await chooseFiles(page, [await jpeg('front.jpg', 10), await jpeg('back.jpg', 90)]);
  await dropFiles(page, [await png('detail.png', 200)]);
  await expect
    .poll(async () => names(await serverImages(request, token, id)), {
      timeout: 20_000,
    })
    .toEqual(['front.jpg', 'back.jpg', 'detail.png']);
  await expect(page.getByText('Cover', { exact: true })).toHaveCount(1);

  await page.getByRole('button', { name: 'Set image 3 as cover' }).click();
  await expect
    .poll(async () => names(await serverImages(request, token, id)), { timeout: 20_000 })
    .toEqual(['detail.png', 'front.jpg', 'back.jpg']);
  await page.getByRole('button', { name: 'Delete image 2' }).click();
  await page
    .getByRole('dialog', { name: 'Delete image 2' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect
    .poll(async () => names(await serverImages(request, token, id)), { timeout: 20_000 })
    .toEqual(['detail.png', 'back.jpg']);

  await page.reload();
  // The details tab's images section previews them, cover first, and leads to the Images tab.
  const preview = page.getByTestId('artwork-images-preview');
  await expect
    .poll(() =>
      preview
        .getByRole('img')
        .evaluateAll((pictures) =>
          pictures.map(
            (picture) => picture.getAttribute('alt') ?? picture.getAttribute('aria-label'),
          ),
        ),
    )
    .toEqual(['detail.png', 'back.jpg']);
  await preview.getByRole('button', { name: 'Manage images' }).click();
  await expect(page.getByRole('tab', { name: 'Images' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: /^Open image/ })).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Set image 1 as cover' })).toHaveCount(0);

  // The list shows the cover at preview size.
  const [cover] = await serverImages(request, token, id);
  await page.goto('/artworks');
  await expect(artworkRow(page, 'With pictures').locator('img')).toHaveAttribute(
    'src',
    `${cover?.url ?? ''}/preview.jpg`,
  );

  // Each image has its derivatives on the files host.
  for (const image of await serverImages(request, token, id)) {
    const preview = await request.get(`${image.url}/preview.jpg`);
    expect(preview.status()).toBe(200);
    expect(preview.headers()['content-type']).toBe('image/jpeg');
  }
});

test('offline: three images added, reordered, a cover set and one deleted reach the server once each when online', async ({
  page,
  context,
  request,
}) => {
  const { token, id } = await setUp(page, request);
  await waitForServiceWorker(page);
  await openImagesTab(page, id);
  await context.setOffline(true);
  await chooseFiles(page, [await jpeg('front.jpg', 40), await jpeg('back.jpg', 160)]);
  await dropFiles(page, [await png('detail.png', 250)]);
  await expect(page.getByRole('button', { name: /^Open image/ })).toHaveCount(3);

  // Dragged with the keyboard: image 1 one place on.
  // Each key waits for dnd-kit's answer: picked up (aria-pressed), moved (its announcement).
  const handle = page.getByRole('button', { name: 'Move image 1' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  const announcement = page.getByRole('status').filter({ hasText: /draggable item/i });
  const pickedUp = await announcement.textContent();
  await page.keyboard.press('ArrowRight');
  await expect(announcement).not.toHaveText(pickedUp ?? '');
  await page.keyboard.press('Space');
  await expect.poll(() => shownNames(page)).toEqual(['back.jpg', 'front.jpg', 'detail.png']);
  // back, front, detail; then detail as cover: detail, back, front; then back deleted.
  await page.getByRole('button', { name: 'Set image 3 as cover' }).click();
  // Positions name the buttons: the next click must find the order the cover made.
  await expect.poll(() => shownNames(page)).toEqual(['detail.png', 'back.jpg', 'front.jpg']);
  await page.getByRole('button', { name: 'Delete image 2' }).click();
  await page
    .getByRole('dialog', { name: 'Delete image 2' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect.poll(() => shownNames(page)).toEqual(['detail.png', 'front.jpg']);

  await page.reload();
  await page.getByRole('tab', { name: 'Images' }).click();
  await expect.poll(() => shownNames(page)).toEqual(['detail.png', 'front.jpg']);
  expect(await serverImages(request, token, id)).toEqual([]);

  await context.setOffline(false);
  await expect
    .poll(async () => names(await serverImages(request, token, id)), { timeout: 30_000 })
    .toEqual(['detail.png', 'front.jpg']);
  await page.reload();
  await page.getByRole('tab', { name: 'Images' }).click();
  await expect(page.getByRole('button', { name: /^Open image/ })).toHaveCount(2);
  const images = await serverImages(request, token, id);
  expect(names(images)).toEqual(['detail.png', 'front.jpg']);
  for (const image of images) {
    const medium = await request.get(`${image.url}/medium.jpg`);
    expect(medium.status()).toBe(200);
    expect(medium.headers()['content-type']).toBe('image/jpeg');
  }
});
