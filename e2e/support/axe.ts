import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { unstyledMantineClasses } from './mantine-styles';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * No serious or critical axe-core violation (WCAG 2.1 A and AA) on the page as it stands, and
 * no Mantine component drawn without its styles.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // Transitions (a page or a modal fading in) would be judged half-drawn. A lazy screen can
  // mount, and start its fade, after a first quiet look: the page must stay still twice over.
  for (let look = 0; look < 2; look += 1) {
    await page.waitForTimeout(look === 0 ? 100 : 250);
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
  }
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const grave = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${String(violation.impact)}): ${violation.help} — ${violation.nodes
          .slice(0, 4)
          .map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`)
          .join(' | ')}`,
    );
  expect(grave, `${screen} at ${String(page.viewportSize()?.width)} px`).toEqual([]);
  // Polled: a screen that moves on, or a lazy chunk's stylesheet still arriving, settles.
  await expect
    .poll(() => unstyledMantineClasses(page), {
      message: `${screen}: Mantine classes without styles`,
    })
    .toEqual([]);
}
