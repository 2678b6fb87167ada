import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import type { SeedAccount } from './accounts';

/** Which helpers (changelog, remote alerts, walkthroughs) a user has seen, as the server keeps it. */
export interface HelperSettings {
  walkthroughsDone: string[];
  toursSeen: string[];
  changelogVersionSeen: string;
}

/** Sets a user's helper settings through the test route, as another device would have. */
export async function setHelperSettings(
  request: APIRequestContext,
  account: SeedAccount,
  settings: HelperSettings,
): Promise<void> {
  const answer = await request.post(
    `/v1/test/users/${encodeURIComponent(account.email)}/settings`,
    { data: settings },
  );
  expect(answer.status()).toBe(200);
}

/** A screenshot under test-results/<folder>, named with the viewport's width (looked at by hand). */
export async function shotIn(folder: string, page: Page, name: string): Promise<void> {
  await page.screenshot({
    path: `test-results/${folder}/${name}-${String(page.viewportSize()?.width)}.png`,
  });
}
