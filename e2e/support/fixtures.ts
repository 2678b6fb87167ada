import { test as base } from '@playwright/test';
import { unstyledMantineClasses } from './mantine-styles';

let counter = 0;

/**
 * Each test comes from its own client address (X-Forwarded-For, which the e2e server trusts),
 * so the server's real per-address rate limits apply per test instead of across the suite.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    counter += 1;
    const address = `10.${testInfo.workerIndex % 250}.${Math.floor(counter / 250) % 250}.${counter % 250}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': address });
  },
  // E2E_CPU_SLOWDOWN=<n> runs each test's page n times slower (a slow phone), to shake out races.
  // After a test that passed, the screen it ended on has every Mantine component styled.
  page: async ({ page }, use, testInfo) => {
    const rate = Number(process.env.E2E_CPU_SLOWDOWN ?? 1);
    if (rate > 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    }
    await use(page);
    if (testInfo.status !== 'passed' || page.isClosed()) return;
    const unstyled = await unstyledMantineClasses(page).catch(() => []);
    if (unstyled.length > 0) {
      throw new Error(`Mantine classes without styles on ${page.url()}: ${unstyled.join(', ')}`);
    }
  },
});

export { expect } from '@playwright/test';
