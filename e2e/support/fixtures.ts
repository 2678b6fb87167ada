import { test as base } from '@playwright/test';

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
  page: async ({ page }, use) => {
    const rate = Number(process.env.E2E_CPU_SLOWDOWN ?? 1);
    if (rate > 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    }
    await use(page);
  },
});

export { expect } from '@playwright/test';
