import { IMAGE_MESSAGES } from '@archive/domain/images/image.messages';
import { IMAGE_SCREEN_MESSAGES } from '@archive/domain/images/image-screen.messages';
import { expect, test } from '../support/fixtures';
import {
  bombPng,
  chooseFiles,
  dropFiles,
  jpeg,
  openArtworkImages,
  pngNamedJpeg,
  serverImages,
  textNamedPng,
  truncatedJpeg,
} from '../support/images';

/*
 * Bad files on an artwork's Images tab (issue: a PNG renamed .jpg, a text file renamed .png, a
 * truncated JPEG and a decompression bomb are each refused with a clear message, and the
 * server stays up). The device judges what its first bytes tell, at once and offline; the
 * truncated JPEG, whose header is fine, is refused by the server and shown as failed.
 */

test('files refused by their content are named at once, even offline, and nothing is queued', async ({
  page,
  context,
  request,
}) => {
  const { token, id } = await openArtworkImages(page, request, 'Refused on the device');
  await context.setOffline(true);
  await chooseFiles(page, [
    await pngNamedJpeg('scan.jpg'),
    textNamedPng('notes.png'),
    await bombPng('bomb.png'),
    await jpeg('fine.jpg', 30),
  ]);
  const problems = page.getByRole('alert').filter({ hasText: 'scan.jpg' });
  for (const [name, reason] of [
    ['scan.jpg', IMAGE_MESSAGES.pngNamedJpeg],
    ['notes.png', IMAGE_MESSAGES.onlyJpegOrPng],
    ['bomb.png', IMAGE_MESSAGES.tooManyPixels],
  ] as const) {
    await expect(problems).toContainText(IMAGE_SCREEN_MESSAGES.rejectedFile(name, reason));
  }
  await expect(problems).not.toContainText('fine.jpg');
  // Dropped files are judged the same way.
  await dropFiles(page, [textNamedPng('dropped.png')]);
  await expect(page.getByRole('alert').filter({ hasText: 'dropped.png' })).toContainText(
    IMAGE_SCREEN_MESSAGES.rejectedFile('dropped.png', IMAGE_MESSAGES.onlyJpegOrPng),
  );
  // Only the real picture was kept (and waits to upload); the refused ones never appear.
  await expect(page.getByRole('button', { name: /^Open image/ })).toHaveCount(1);

  await context.setOffline(false);
  await expect
    .poll(async () => (await serverImages(request, token, id)).map((image) => image.name), {
      timeout: 20_000,
    })
    .toEqual(['fine.jpg']);
});

test('a truncated JPEG is refused by the server, shown as failed with its reason until deleted, and the server goes on', async ({
  page,
  request,
}) => {
  const { token, id } = await openArtworkImages(page, request, 'Refused by the server');
  await chooseFiles(page, [await truncatedJpeg('cut-short.jpg')]);
  const card = page.getByTestId('image-card');
  await expect(card.getByText(IMAGE_SCREEN_MESSAGES.refused, { exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(card).toContainText(IMAGE_SCREEN_MESSAGES.refusedHint(IMAGE_MESSAGES.damaged));

  // Not retried and not lost: it stays failed through a reload and the server has nothing.
  await page.reload();
  await page.getByRole('tab', { name: 'Images' }).click();
  await expect(card).toContainText(IMAGE_SCREEN_MESSAGES.refusedHint(IMAGE_MESSAGES.damaged));
  expect(await serverImages(request, token, id)).toEqual([]);
  // Nothing is left waiting to sync for this artwork.
  await expect(page.getByText(/changes? waiting to sync/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete image 1' }).click();
  await page
    .getByRole('dialog', { name: 'Delete image 1' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(card).toHaveCount(0);
  await page.reload();
  await page.getByRole('tab', { name: 'Images' }).click();
  await expect(page.getByRole('button', { name: 'Choose files' })).toBeVisible();
  await expect(card).toHaveCount(0);

  // The server is still up and still takes a real picture, with its derivatives.
  expect((await request.get('/health')).status()).toBe(200);
  await chooseFiles(page, [await jpeg('after.jpg', 200)]);
  await expect
    .poll(async () => (await serverImages(request, token, id)).map((image) => image.name), {
      timeout: 20_000,
    })
    .toEqual(['after.jpg']);
  const [after] = await serverImages(request, token, id);
  expect((await request.get(`${after?.url ?? ''}/preview.jpg`)).status()).toBe(200);
});

test('an upload address with a changed signature is refused with 403', async ({
  page,
  request,
}) => {
  const { token, id } = await openArtworkImages(page, request, 'Signed addresses');
  const picture = await jpeg('signed.jpg', 120);
  const answers = await page.evaluate(
    async ({ token, id, base64 }) => {
      const listed = await fetch(`/v1/artworks/imageURLs/${id}/1?contentType=image/jpeg`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const { imageUploads } = (await listed.json()) as {
        imageUploads: { uploadURL: string; headers: Record<string, string> }[];
      };
      const upload = imageUploads[0];
      if (!upload) throw new Error('no upload address');
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const tampered = new URL(upload.uploadURL, location.href);
      const signature = tampered.searchParams.get('signature') ?? '';
      tampered.searchParams.set(
        'signature',
        `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`,
      );
      const refused = await fetch(tampered, {
        method: 'PUT',
        headers: upload.headers,
        body: bytes,
      });
      const refusedBody = (await refused.json()) as { error: { message: string } };
      const taken = await fetch(upload.uploadURL, {
        method: 'PUT',
        headers: upload.headers,
        body: bytes,
      });
      return {
        refused: refused.status,
        message: refusedBody.error.message,
        taken: taken.status,
      };
    },
    { token, id, base64: picture.buffer.toString('base64') },
  );
  expect(answers).toEqual({
    refused: 403,
    message: IMAGE_MESSAGES.uploadAddressInvalid,
    taken: 200,
  });
  // An address past its 15 minutes answers 403 uploadAddressExpired: the server's files tests
  // move its clock (apps/server/src/modules/files/files.test.ts); this server's clock is real.
});
