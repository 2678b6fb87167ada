import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The Chromium the suite drives: CHROME_PATH, then Debian's, then Playwright's own download.
 * Without one the run stops with the ways to get one, rather than a stack trace.
 */
export function findBrowser(): string {
  const candidates = [process.env.CHROME_PATH, DEBIAN_CHROMIUM, playwrightChromium()];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (found) return found;
  throw new Error(
    [
      'No Chromium found for the end-to-end suite. Any one of these works:',
      '  - Debian/Ubuntu: sudo apt-get install chromium',
      '  - Playwright: npx playwright install chromium',
      '  - an installed Chrome or Chromium: export CHROME_PATH=/path/to/chrome',
    ].join('\n'),
  );
}

function playwrightChromium(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
