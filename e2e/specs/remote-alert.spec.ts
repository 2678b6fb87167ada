import type { Page } from '@playwright/test';
import { APP_VERSION } from '@archive/domain/app/app-constants';
import { HELPER_MESSAGES } from '@archive/domain/helpers/helpers.messages';
import { expect, test } from '../support/fixtures';
import { baseURL } from '../playwright.config';
import { seedAccount, signInThroughForm } from '../support/accounts';
import { shotIn } from '../support/helpers';

function shot(page: Page, name: string): Promise<void> {
  return shotIn('remote-alert', page, name);
}

/*
 * A remote alert (issue 22), added as `npm run alerts -- add` would, through the test route.
 * Every signed-in user sees it, so this spec runs in its own project after the others.
 */

const TITLE = 'Maintenance tonight';
const BODY = 'Sync pauses at 22:00 UTC for ten minutes. Your changes wait on this device.';

test('a remote alert shows once per user, not after a reload nor on another device', async ({
  page,
  request,
  browser,
}) => {
  const account = await seedAccount(request);
  const settings = await request.post(
    `/v1/test/users/${encodeURIComponent(account.email)}/settings`,
    {
      data: {
        walkthroughsDone: ['first-artwork', 'contacts', 'exports', 'offline'],
        toursSeen: ['white-label-exports', '3d-exhibition'],
        changelogVersionSeen: APP_VERSION,
      },
    },
  );
  expect(settings.status()).toBe(200);
  const added = await request.post('/v1/test/alerts', {
    data: { title: TITLE, body: BODY, level: 'warning' },
  });
  expect(added.status()).toBe(200);
  const { id } = (await added.json()) as { id: string };
  try {
    await signInThroughForm(page, account);
    const modal = page.getByRole('dialog', { name: TITLE });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(BODY);
    await shot(page, 'alert');
    await modal.getByRole('button', { name: HELPER_MESSAGES.alertClose, exact: true }).click();
    await expect(modal).toBeHidden();

    await page.reload();
    await expect(page.getByRole('button', { name: 'Help' })).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(modal).toBeHidden();

    const second = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const phone = await second.newPage();
    await signInThroughForm(phone, account);
    await expect(phone.getByRole('button', { name: 'Help' })).toBeVisible();
    await phone.waitForTimeout(1500);
    await expect(phone.getByRole('dialog', { name: TITLE })).toBeHidden();
    await second.close();

    // A new user sees it too (at 390 px, for the screenshot).
    const other = await seedAccount(request);
    const fresh = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const newcomer = await fresh.newPage();
    await request.post(`/v1/test/users/${encodeURIComponent(other.email)}/settings`, {
      data: {
        walkthroughsDone: ['first-artwork', 'contacts', 'exports', 'offline'],
        toursSeen: ['white-label-exports', '3d-exhibition'],
        changelogVersionSeen: APP_VERSION,
      },
    });
    await signInThroughForm(newcomer, other);
    await expect(newcomer.getByRole('dialog', { name: TITLE })).toBeVisible();
    await shot(newcomer, 'alert');
    await fresh.close();
  } finally {
    const ended = await request.post(`/v1/test/alerts/${id}/end`);
    expect(ended.status()).toBe(200);
  }
});
