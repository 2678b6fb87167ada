import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { seedAccount, signInThroughForm } from '../support/accounts';

const STORAGE_NOT_PERSISTED =
  'Your browser may clear offline data when space runs low. Sync regularly to keep changes safe.';

/** Resolves once a service worker is active and controls the page. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Every URL the page's caches hold (the worker's precache, and anything else). */
async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

test('a signed-in person reloads and moves around the app offline', async ({
  page,
  context,
  request,
}) => {
  const account = await seedAccount(request);
  await signInThroughForm(page, account);
  await expect(page).toHaveURL(/\/artworks$/);
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Artworks', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  // A lazily loaded route, reached client-side: its code comes from the precache.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('form', { name: 'Account details' })).toBeVisible();

  // A deep link typed offline is answered with the app shell too.
  await page.goto('/contacts');
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await context.setOffline(false);
});

test('the worker leaves the API and the health check to the network and caches no API answer', async ({
  page,
  context,
  request,
}) => {
  const account = await seedAccount(request);
  await signInThroughForm(page, account);
  await waitForServiceWorker(page);

  const urls = await cachedUrls(page);
  expect(urls).toContain('/index.html');
  expect(urls.some((url) => url.startsWith('/assets/') && url.endsWith('.js'))).toBe(true);
  expect(urls.filter((url) => url.startsWith('/v1') || url === '/health')).toEqual([]);

  // Online, a navigation to the health check reaches the server, not the app shell.
  const health = await page.goto('/health');
  expect(await health?.json()).toEqual({ status: 'ok' });

  await page.goto('/artworks');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  for (const url of ['/health', '/v1/docs']) {
    await expect(page.goto(url), url).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  }
  await context.setOffline(false);
});

test('the app is installable: manifest, icons and revalidated worker', async ({
  page,
  context,
  request,
}) => {
  const manifestResponse = await request.get('/manifest.webmanifest');
  expect(manifestResponse.status()).toBe(200);
  expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
  expect(manifestResponse.headers()['cache-control']).toBe('no-cache');
  const manifest = (await manifestResponse.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Archive',
    short_name: 'Archive',
    start_url: '/artworks',
    display: 'standalone',
    theme_color: '#f7f5f0',
    background_color: '#f7f5f0',
  });
  const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(icons).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of [...manifest.icons.map((entry) => entry.src), '/apple-touch-icon.png']) {
    const response = await request.get(icon);
    expect(response.status(), icon).toBe(200);
    expect(response.headers()['content-type'], icon).toBe('image/png');
  }

  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');

  await page.goto('/login');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    '/apple-touch-icon.png',
  );
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#f7f5f0');
  await waitForServiceWorker(page);

  // Chromium's own verdict on the manifest, icons and worker. Playwright's contexts are
  // off-the-record profiles, where Chromium never offers installation: that is the one error.
  const cdp = await context.newCDPSession(page);
  const parsed = await cdp.send('Page.getAppManifest');
  expect(parsed.errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);
});

test('when the browser refuses persistent storage a dismissable notice says so, once', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    navigator.storage.persisted = () => Promise.resolve(false);
    navigator.storage.persist = () => {
      const count = Number(sessionStorage.getItem('test.persistCalls') ?? 0) + 1;
      sessionStorage.setItem('test.persistCalls', String(count));
      return Promise.resolve(false);
    };
  });
  const account = await seedAccount(request);
  await signInThroughForm(page, account);
  const notice = page.getByRole('status').filter({ hasText: STORAGE_NOT_PERSISTED });
  await expect(notice).toBeVisible();
  // Asked once after sign-in (the login page does not ask).
  expect(await page.evaluate(() => sessionStorage.getItem('test.persistCalls'))).toBe('1');

  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Artworks', exact: true })).toBeVisible();
  await expect(page.getByText(STORAGE_NOT_PERSISTED)).toHaveCount(0);
  // Nor on the other pages: the dismissal is kept on this device, not per screen.
  await page.getByRole('link', { name: 'Contacts' }).first().click();
  await expect(page.getByRole('heading', { name: 'Contacts', exact: true })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByText(STORAGE_NOT_PERSISTED)).toHaveCount(0);
});

/**
 * The browser refuses persistent storage on the first visit, then, from the visit `nextVisit`
 * reloads into, answers as `later` says: never (it takes its time), or with a grant (Chromium
 * decides by the site's engagement).
 */
async function refusedThen(page: Page, later: 'hangs' | 'grants') {
  await page.addInitScript((answerLater) => {
    const answer = () => {
      if (sessionStorage.getItem('test.nextVisit') !== '1') return Promise.resolve(false);
      return answerLater === 'hangs'
        ? new Promise<boolean>(() => undefined)
        : Promise.resolve(true);
    };
    navigator.storage.persisted = answer;
    navigator.storage.persist = answer;
  }, later);
  return {
    nextVisit: async () => {
      await page.evaluate(() => {
        sessionStorage.setItem('test.nextVisit', '1');
      });
      await page.reload();
    },
  };
}

test('a returning visit shows the storage notice with the page, before the browser answers again', async ({
  page,
  request,
}) => {
  const { nextVisit } = await refusedThen(page, 'hangs');
  const account = await seedAccount(request);
  await signInThroughForm(page, account);
  const notice = page.getByRole('status').filter({ hasText: STORAGE_NOT_PERSISTED });
  await expect(notice).toBeVisible();

  await nextVisit();
  await expect(page.getByRole('heading', { name: 'Artworks', exact: true })).toBeVisible();
  await expect(notice).toBeVisible();
});

test('when the browser keeps the data no notice is shown', async ({ page, request }) => {
  await page.addInitScript(() => {
    navigator.storage.persisted = () => Promise.resolve(true);
  });
  const account = await seedAccount(request);
  await signInThroughForm(page, account);
  await expect(page.getByRole('heading', { name: 'Artworks', exact: true })).toBeVisible();
  await expect(page.getByText(STORAGE_NOT_PERSISTED)).toHaveCount(0);
});

test('a notice shown from the last visit stays while the page is open when the browser now keeps the data', async ({
  page,
  request,
}) => {
  const { nextVisit } = await refusedThen(page, 'grants');
  const account = await seedAccount(request);
  await signInThroughForm(page, account);
  const notice = page.getByRole('status').filter({ hasText: STORAGE_NOT_PERSISTED });
  await expect(notice).toBeVisible();

  await nextVisit();
  const heading = page.getByRole('heading', { name: 'Artworks', exact: true });
  await expect(heading).toBeVisible();
  // The browser has answered (the answer is stored), the page has settled, and the notice has
  // not been taken away from above the list.
  await page.waitForFunction(
    () => localStorage.getItem('archive.storageNotice.lastAnswer') === '"persisted"',
  );
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await expect(notice).toBeVisible();

  // The next visit is drawn from the new answer: no notice.
  await page.reload();
  await expect(heading).toBeVisible();
  await expect(page.getByText(STORAGE_NOT_PERSISTED)).toHaveCount(0);
});
