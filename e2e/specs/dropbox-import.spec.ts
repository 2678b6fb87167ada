import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { IMAGE_MESSAGES } from '@archive/domain/images/image.messages';
import { IMAGE_SCREEN_MESSAGES } from '@archive/domain/images/image-screen.messages';
import { expect, test } from '../support/fixtures';
import { jpeg, openArtworkImages, png, serverImages, textNamedPng } from '../support/images';

/*
 * Images imported with the Dropbox Chooser (spec sections 2 and 7). Dropbox cannot be reached
 * from here: its script is answered by a fake whose Chooser "picks" files at once, and the
 * direct links point at a local HTTP server standing in for Dropbox's file host. Our own server
 * downloads them for real.
 */

const DROPINS_URL = 'https://www.dropbox.com/static/api/2/dropins.js';

let host: Server;
let hostUrl: string;

// The server allows exactly this host and port (IMPORT_ALLOWED_HOSTS in playwright.config.ts),
// so the file's tests share one worker and one listening host.
test.describe.configure({ mode: 'serial' });
const hostPort = Number(process.env.E2E_FILE_HOST_PORT);

test.beforeAll(async () => {
  const files = new Map<string, Buffer>([
    ['/studio.jpg', (await jpeg('studio.jpg', 70)).buffer],
    ['/detail.png', (await png('detail.png', 150)).buffer],
    ['/notes.jpg', textNamedPng('notes.jpg').buffer],
  ]);
  host = createServer((request, response) => {
    const body = files.get(request.url ?? '');
    // A file host takes a moment: long enough for the progress to be seen.
    setTimeout(() => {
      if (body) response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(body);
      else response.writeHead(404).end('missing');
    }, 700);
  });
  await new Promise<void>((resolve) => {
    host.listen(hostPort, '127.0.0.1', resolve);
  });
  hostUrl = `http://127.0.0.1:${String((host.address() as AddressInfo).port)}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => {
    host.close(() => {
      resolve();
    });
  });
});

/**
 * Serves a Dropbox script whose Chooser answers with `names` from the local host, and records
 * the options it was opened with in `window.chooserCalls`.
 */
async function fakeDropbox(page: Page, names: string[]): Promise<void> {
  const files = names.map((name) => ({ link: `${hostUrl}/${name}`, name, bytes: 1000 }));
  await page.route(DROPINS_URL, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `
        window.chooserCalls = [];
        window.Dropbox = {
          choose(options) {
            window.chooserCalls.push({
              appKey: document.getElementById('dropboxjs')?.dataset.appKey,
              linkType: options.linkType,
              multiselect: options.multiselect,
              extensions: options.extensions,
            });
            setTimeout(() => options.success(${JSON.stringify(files)}), 50);
          },
        };`,
    }),
  );
}

async function chooserCalls(page: Page): Promise<unknown[]> {
  return page.evaluate(
    () => (window as unknown as { chooserCalls?: unknown[] }).chooserCalls ?? [],
  );
}

test('images chosen in Dropbox are imported by the server and shown on the artwork', async ({
  page,
  request,
}) => {
  await fakeDropbox(page, ['studio.jpg', 'detail.png']);
  const { token, id } = await openArtworkImages(page, request, 'From Dropbox');
  await page.getByRole('button', { name: IMAGE_SCREEN_MESSAGES.dropboxChoose }).click();

  await expect(
    page.getByRole('status').filter({ hasText: IMAGE_SCREEN_MESSAGES.dropboxImporting(1, 2) }),
  ).toBeVisible();
  await expect(page.getByText(IMAGE_SCREEN_MESSAGES.dropboxImported(2))).toBeVisible({
    timeout: 20_000,
  });
  // Spec section 2: jpg, jpeg and png, several at once, with the configured app key.
  expect(await chooserCalls(page)).toEqual([
    {
      appKey: 'e2efakeappkey',
      linkType: 'direct',
      multiselect: true,
      extensions: ['.jpg', '.jpeg', '.png'],
    },
  ]);
  await expect(page.getByRole('button', { name: /^Open image/ })).toHaveCount(2);

  const images = await serverImages(request, token, id);
  expect(images.map((image) => image.name)).toEqual(['studio.jpg', 'detail.png']);
  expect(images.map((image) => [image.width, image.height])).toEqual([
    [640, 480],
    [480, 640],
  ]);
  for (const image of images) {
    for (const size of ['preview', 'medium']) {
      const derivative = await request.get(`${image.url}/${size}.jpg`);
      expect(derivative.status()).toBe(200);
      expect(derivative.headers()['content-type']).toBe('image/jpeg');
    }
  }
  // Shown from the files host, not from a copy on the device.
  await expect(page.getByRole('button', { name: 'Open image 1' }).locator('img')).toHaveAttribute(
    'src',
    `${images[0]?.url ?? ''}/preview.jpg`,
  );
});

test('a chosen file the server refuses is named in the failure toast; the others arrive', async ({
  page,
  request,
}) => {
  await fakeDropbox(page, ['notes.jpg', 'studio.jpg']);
  const { token, id } = await openArtworkImages(page, request, 'Partly from Dropbox');
  await page.getByRole('button', { name: IMAGE_SCREEN_MESSAGES.dropboxChoose }).click();

  const toast = page.getByText(IMAGE_SCREEN_MESSAGES.dropboxImportSomeFailed(1, 2));
  await expect(toast).toBeVisible({ timeout: 20_000 });
  await expect(toast).toContainText(
    IMAGE_SCREEN_MESSAGES.rejectedFile('notes.jpg', IMAGE_MESSAGES.onlyJpegOrPng),
  );
  await expect(page.getByRole('button', { name: /^Open image/ })).toHaveCount(1);
  expect((await serverImages(request, token, id)).map((image) => image.name)).toEqual([
    'studio.jpg',
  ]);
});

test('offline, the import says it needs a connection and the Chooser does not open', async ({
  page,
  context,
  request,
}) => {
  await fakeDropbox(page, ['studio.jpg']);
  const { token, id } = await openArtworkImages(page, request, 'Offline import');
  const button = page.getByRole('button', { name: IMAGE_SCREEN_MESSAGES.dropboxChoose });
  await expect(button).toBeVisible();
  await context.setOffline(true);
  await button.click();
  await expect(page.getByText(IMAGE_SCREEN_MESSAGES.dropboxNeedsConnection)).toBeVisible();
  expect(await chooserCalls(page)).toEqual([]);
  await context.setOffline(false);
  expect(await serverImages(request, token, id)).toEqual([]);
});
