import type { Page } from '@playwright/test';

/**
 * Mantine's classes on the page (`m_` and eight hex digits) that no loaded stylesheet styles:
 * the app loads Mantine's styles component by component (decision 059), so a component used
 * without its file would be drawn unstyled.
 */
export async function unstyledMantineClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const used = new Set<string>();
    for (const element of Array.from(document.querySelectorAll('[class]'))) {
      for (const name of Array.from(element.classList)) {
        if (/^m_[0-9a-f]{8}$/.test(name)) used.add(name);
      }
    }
    const rulesOf = (sheet: CSSStyleSheet): string => {
      try {
        return Array.from(sheet.cssRules)
          .map((rule: CSSRule) => rule.cssText)
          .join('\n');
      } catch {
        // A sheet still loading has no rules to read yet.
        return '';
      }
    };
    const rules = Array.from(document.styleSheets).map(rulesOf).join('\n');
    return [...used].filter((name) => !rules.includes(`.${name}`)).sort();
  });
}
