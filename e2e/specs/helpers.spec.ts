import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { baseURL } from '../playwright.config';
import { seedAccount, signInThroughForm } from '../support/accounts';
import { waitForServiceWorker } from '../support/contacts';
import { setHelperSettings, shotIn } from '../support/helpers';

function shot(page: Page, name: string): Promise<void> {
  return shotIn('helpers', page, name);
}

// Two devices in one test: a longer budget.
test.describe.configure({ timeout: 150_000 });

test('the changelog shows once, across reloads and on a second device', async ({
  page,
  request,
  browser,
}) => {
  const account = await seedAccount(request);
  await setHelperSettings(request, account, {
    walkthroughsDone: ['first-artwork', 'contacts', 'exports', 'offline'],
    toursSeen: ['white-label-exports', '3d-exhibition'],
    changelogVersionSeen: '1.7',
  });
  await signInThroughForm(page, account);
  const changelog = page.getByRole('dialog', { name: "What's new in Archive" });
  await expect(changelog).toBeVisible();
  await expect(changelog).toContainText('1.7');
  await expect(changelog).toContainText('1.6');
  await expect(changelog).toContainText('1.5');
  await shot(page, 'changelog');
  await changelog.getByRole('button', { name: 'Got it' }).click();
  await expect(changelog).toBeHidden();
  await expect
    .poll(async () => {
      const me = await page.evaluate(async () => {
        const raw = localStorage.getItem('archive.session');
        const token = raw ? (JSON.parse(raw) as { token: string }).token : '';
        const answer = await fetch('/v1/me', { headers: { authorization: `Bearer ${token}` } });
        return (await answer.json()) as { user: { settings: { changelogVersionSeen: string } } };
      });
      return me.user.settings.changelogVersionSeen;
    })
    .toBe('2.0.1');
  await page.reload();
  await expect(page.getByRole('heading', { name: /artworks/i }).first()).toBeVisible();
  await expect(changelog).toBeHidden();

  const second = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  const phone = await second.newPage();
  let holding = false;
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await phone.route(/\/assets\/helpers-host-[^/]*\.js$/, async (route) => {
    if (holding) await held;
    await route.continue();
  });
  await signInThroughForm(phone, account);
  await phone.waitForTimeout(1500);
  await expect(phone.getByRole('dialog', { name: "What's new in Archive" })).toBeHidden();
  // The Help menu replays it, even when chosen on a slow line before the helpers' chunk (loaded
  // apart from the first load) has arrived: the choice waits for it instead of being lost.
  holding = true;
  await phone.reload();
  await phone.getByRole('button', { name: 'Help' }).click();
  await shot(phone, 'help-menu');
  await phone.getByRole('menuitem', { name: "What's new" }).click();
  await expect(phone.getByRole('dialog', { name: "What's new in Archive" })).toBeHidden();
  release();
  await expect(phone.getByRole('dialog', { name: "What's new in Archive" })).toBeVisible();
  await shot(phone, 'changelog');
  await second.close();
});

test('the first-artwork walkthrough runs once per user, and replays from Help', async ({
  page,
  request,
  browser,
}) => {
  const account = await seedAccount(request, { helpersSeen: false });
  await signInThroughForm(page, account);
  const tour = page.getByTestId('product-tour');
  await expect(tour).toContainText('Add your first artwork');
  await shot(page, 'tour');
  await page.keyboard.press('ArrowRight');
  await expect(tour).toContainText('Your archive');
  await page.keyboard.press('ArrowLeft');
  await expect(tour).toContainText('Add your first artwork');
  await page.keyboard.press('Escape');
  await expect(tour).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Help' })).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(tour).toBeHidden();

  const second = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const other = await second.newPage();
  await signInThroughForm(other, account);
  await other.waitForTimeout(1500);
  await expect(other.getByTestId('product-tour')).toBeHidden();
  await other.getByRole('button', { name: 'Help' }).click();
  await other.getByRole('menuitem', { name: 'Your first artwork' }).click();
  await expect(other.getByTestId('product-tour')).toContainText('Add your first artwork');
  await other.getByRole('button', { name: 'Next' }).click();
  await expect(other.getByTestId('product-tour')).toContainText('Your archive');
  await second.close();
});

test('the top-level error screen offers Reload, Clear cookies and Contact', async ({
  page,
  request,
}) => {
  // Counts the worker's update checks: Reload asks for a newer version first (decision 052).
  await page.addInitScript(() => {
    const update = Reflect.get<ServiceWorkerRegistration, 'update'>(
      ServiceWorkerRegistration.prototype,
      'update',
    );
    ServiceWorkerRegistration.prototype.update = function (this: ServiceWorkerRegistration) {
      const count = Number(sessionStorage.getItem('test.swUpdates') ?? 0) + 1;
      sessionStorage.setItem('test.swUpdates', String(count));
      return update.call(this);
    };
  });
  const account = await seedAccount(request);
  await signInThroughForm(page, account);
  await waitForServiceWorker(page);
  // A start of the app asks for no update (so the count below is Reload's).
  await page.reload();
  await expect(page.getByRole('button', { name: 'Help' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('test.swUpdates'))).toBeNull();
  await page.evaluate(() => {
    sessionStorage.setItem('archive.test.throwOnRender', 'true');
  });
  // The error is recorded in our own events table (decision 041), its sender loaded on demand.
  const recorded = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/v1/events'),
  );
  await page.reload();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  const response = await recorded;
  expect(response.ok()).toBe(true);
  const sent = response.request().postDataJSON() as { events: { name: string }[] };
  expect(sent.events[0]?.name).toBe('error');
  await expect(page.getByRole('button', { name: 'Clear cookies' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', /^mailto:/);
  await shot(page, 'error-screen');
  await page.evaluate(() => {
    sessionStorage.removeItem('archive.test.throwOnRender');
    sessionStorage.removeItem('test.swUpdates');
  });
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('button', { name: 'Help' })).toBeVisible();
  expect(
    Number(await page.evaluate(() => sessionStorage.getItem('test.swUpdates'))),
  ).toBeGreaterThanOrEqual(1);
  // The reloaded page is still the worker's: offline works as before.
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
});
