import type { APIRequestContext, Page, Response } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signInThroughForm } from '../support/accounts';
import { emptyArtworkValues } from '@archive/domain/artworks/artwork.schema';
import { artworkRow, createServerArtwork, seedArchive } from '../support/artworks';
import { unstyledMantineClasses } from '../support/mantine-styles';

/** The DevTools issues the page raises (what Lighthouse's best practices count). */
async function recordIssues(page: Page): Promise<string[]> {
  const issues: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Audits.issueAdded', (event: { issue: { code: string } }) => {
    issues.push(event.issue.code);
  });
  await cdp.send('Audits.enable');
  return issues;
}

/**
 * The app's scripts the page asked for before its first paint: none, on a page drawn before
 * its scripts (decision 079). Read from the page's own timings, so a reload from the HTTP
 * cache counts too.
 */
function scriptsAskedBeforeFirstPaint(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    if (paint === undefined) return ['(no first contentful paint)'];
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/assets/') && entry.name.endsWith('.js'))
      .filter((entry) => entry.startTime < paint.startTime)
      .map((entry) => new URL(entry.name).pathname);
  });
}

function isScript(response: Response): boolean {
  return new URL(response.url()).pathname.startsWith('/assets/') && response.url().endsWith('.js');
}

test('the first load of /login comes compressed, and raises no issue in the browser', async ({
  page,
}) => {
  const issues = await recordIssues(page);
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (isScript(response)) scripts.push(response);
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  expect(scripts.length).toBeGreaterThan(5);
  for (const script of scripts) {
    const headers = await script.allHeaders();
    expect(headers['content-encoding'], script.url()).toBe('br');
    expect(headers.vary, script.url()).toMatch(/accept-encoding/i);
    expect(headers['content-type'], script.url()).toMatch(/javascript/);
    expect(headers['cache-control'], script.url()).toBe('public, max-age=31536000, immutable');
  }
  // Zod's eval probe was refused by the CSP on every load (a "Content security policy" issue).
  expect(issues).toEqual([]);
  // The body text is never drawn again in another face once shown; headings may (decision 063),
  // in a stand-in of Fraunces' size until then (a face of the device's own, decision 079).
  const fontDisplays = await page.evaluate(() =>
    Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules))
      .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
      .filter((rule) => rule.style.getPropertyValue('src').includes('url('))
      .map((rule) =>
        [
          rule.style.getPropertyValue('font-family').replaceAll('"', ''),
          rule.style.getPropertyValue('font-display'),
        ].join(': '),
      ),
  );
  expect(new Set(fontDisplays)).toEqual(
    new Set(['Inter Variable: optional', 'Fraunces Variable: swap']),
  );
  await expect.poll(() => unstyledMantineClasses(page)).toEqual([]);
});

test('a signed-in archive is pulled compressed, and /artworks raises no issue', async ({
  page,
  request,
}) => {
  const { account, token, collectionId } = await seedArchive(request, { role: 'collector' });
  for (let index = 0; index < 8; index += 1) {
    await createServerArtwork(request, token, collectionId, {
      artist: 'Etel Adnan',
      artworkValues: { ...emptyArtworkValues(), title: `Mount Tamalpais ${String(index + 1)}` },
    });
  }
  await signInThroughForm(page, account);
  const issues = await recordIssues(page);
  await page.reload();
  await expect(artworkRow(page, 'Mount Tamalpais 1')).toBeVisible();
  expect(issues).toEqual([]);
  await expect.poll(() => unstyledMantineClasses(page)).toEqual([]);

  // The whole archive, as a first pull asks for it, with the browser's own Accept-Encoding.
  const pulled = page.waitForResponse((response) => response.url().endsWith('/v1/sync/0'));
  const works = await page.evaluate(async (bearer) => {
    const answer = await fetch('/v1/sync/0', { headers: { authorization: `Bearer ${bearer}` } });
    return ((await answer.json()) as { artworks: unknown[] }).artworks.length;
  }, token);
  expect(works).toBe(8);
  const headers = await (await pulled).allHeaders();
  expect(headers['content-encoding']).toBe('br');
  expect(headers.vary).toMatch(/accept-encoding/i);
});

test('/login is drawn before its scripts run, and stays drawn until the form is there', async ({
  browser,
  baseURL,
  page,
}) => {
  // Without scripts: what a slow phone shows while they travel (decision 063).
  const still = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const noScript = await still.newPage();
  await noScript.goto('/login');
  await expect(
    noScript.getByRole('heading', { level: 1, name: 'Sign in to Archive' }),
  ).toBeVisible();
  await expect(noScript.getByRole('link', { name: /free trial/ })).toHaveAttribute(
    'href',
    '/register',
  );
  expect(await unstyledMantineClasses(noScript)).toEqual([]);
  // Where the form comes, a loader as tall as the form: the links below it do not move.
  const linkTop = (on: Page) =>
    on.locator('a[href="/register"]').evaluate((link) => link.getBoundingClientRect().top);
  const shellLinkTop = await linkTop(noScript);
  await still.close();

  // With them: once drawn, the heading never leaves the page before the form is there.
  await page.addInitScript(() => {
    const gaps: string[] = [];
    let drawn = false;
    Object.assign(window, { headingGaps: gaps });
    new MutationObserver(() => {
      const heading = document.querySelector('#root h1');
      if (heading) drawn = true;
      else if (drawn) gaps.push(document.getElementById('root')?.innerHTML.slice(0, 120) ?? '');
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/login');
  await expect(page.getByLabel('E-mail')).toBeEditable();
  expect(await scriptsAskedBeforeFirstPaint(page)).toEqual([]);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  expect(await linkTop(page)).toBeCloseTo(shellLinkTop, 0);
  const gaps = await page.evaluate(
    () => (window as unknown as { headingGaps: string[] }).headingGaps,
  );
  expect(gaps).toEqual([]);
});

/** A collector's archive of one work, 'Mount Tamalpais'; its account. */
async function seedOneWork(request: APIRequestContext) {
  const { account, token, collectionId } = await seedArchive(request, { role: 'collector' });
  await createServerArtwork(request, token, collectionId, {
    artist: 'Etel Adnan',
    artworkValues: { ...emptyArtworkValues(), title: 'Mount Tamalpais' },
  });
  return account;
}

const STORAGE_NOTICE =
  'Your browser may clear offline data when space runs low. Sync regularly to keep changes safe.';

/** The browser keeps refusing persistent storage, as on the last visit. */
function refusePersistence() {
  navigator.storage.persisted = () => Promise.resolve(false);
  navigator.storage.persist = () => Promise.resolve(false);
  localStorage.setItem('archive.storageNotice.lastAnswer', '"refused"');
}

for (const width of [390, 1280]) {
  test(`/artworks at ${String(width)} px draws the frame and the storage notice before its scripts run, where the app draws them`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const viewport = { width, height: 800 };
    const top = (on: Page, what: string) =>
      on
        .locator(what)
        .first()
        .evaluate((element) => element.getBoundingClientRect().top);

    // Scripts of the app refused: what a slow phone shows while they travel (decision 077).
    // The service worker is kept out: it answers every address with index.html.
    const still = await browser.newContext({ baseURL, viewport, serviceWorkers: 'block' });
    const noScript = await still.newPage();
    const issues = await recordIssues(noScript);
    await noScript.addInitScript(refusePersistence);
    await noScript.route('**/assets/*.js', (route) => route.abort());
    await noScript.goto('/artworks');
    await expect(noScript.getByRole('link', { name: 'Archive, go to artworks' })).toBeVisible();
    await expect(noScript.getByText(STORAGE_NOTICE)).toBeVisible();
    await expect(noScript.getByRole('button', { name: 'Add' })).toBeVisible();
    // Drawn, not ready: a click waits for the app's own buttons rather than being lost.
    for (const name of ['Add', 'Help', 'Notifications', 'Account menu']) {
      await expect(noScript.getByRole('button', { name })).toBeDisabled();
    }
    if (width < 768) {
      await expect(noScript.getByRole('link', { name: 'Contacts' })).toBeHidden();
    } else {
      await expect(noScript.getByRole('link', { name: 'Contacts' })).toHaveAttribute(
        'href',
        '/contacts',
      );
    }
    expect(await unstyledMantineClasses(noScript)).toEqual([]);
    // The page's before-paint script ran: the policy allows it by its hash, and nothing else.
    expect(issues).toEqual([]);
    const shellNoticeTop = await top(noScript, `text=${STORAGE_NOTICE}`);
    const shellAddTop = await top(noScript, 'button:has-text("Add")');

    // Dismissed on this device: the drawn notice stays hidden too.
    await noScript.evaluate(() => {
      localStorage.setItem('archive.storageNotice.dismissed', 'true');
    });
    await noScript.reload();
    await expect(noScript.getByRole('link', { name: 'Archive, go to artworks' })).toBeVisible();
    await expect(noScript.getByText(STORAGE_NOTICE)).toBeHidden();
    await still.close();

    // With them, signed in: the notice never leaves the page, and stands where it was drawn.
    const account = await seedOneWork(request);
    const live = await browser.newContext({ baseURL, viewport, serviceWorkers: 'block' });
    const page = await live.newPage();
    await page.addInitScript(refusePersistence);
    await signInThroughForm(page, account);
    await expect(artworkRow(page, 'Mount Tamalpais')).toBeVisible();
    await page.addInitScript((notice) => {
      const gaps: string[] = [];
      let drawn = false;
      Object.assign(window, { noticeGaps: gaps });
      new MutationObserver(() => {
        if (document.getElementById('root')?.textContent.includes(notice)) drawn = true;
        else if (drawn) gaps.push(document.getElementById('root')?.innerHTML.slice(0, 120) ?? '');
      }).observe(document, { childList: true, subtree: true });
    }, STORAGE_NOTICE);
    await page.reload();
    await expect(artworkRow(page, 'Mount Tamalpais')).toBeVisible();
    await expect(page.getByText(STORAGE_NOTICE)).toBeVisible();
    expect(await scriptsAskedBeforeFirstPaint(page)).toEqual([]);
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    expect(await top(page, `text=${STORAGE_NOTICE}`)).toBeCloseTo(shellNoticeTop, 0);
    expect(await top(page, 'button:has-text("Add")')).toBeCloseTo(shellAddTop, 0);
    const gaps = await page.evaluate(
      () => (window as unknown as { noticeGaps: string[] }).noticeGaps,
    );
    expect(gaps).toEqual([]);
    await live.close();
  });
}

test('/artworks on a phone keeps its largest paint from the first: the app draws nothing larger', async ({
  browser,
  baseURL,
  request,
}) => {
  const account = await seedOneWork(request);
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 412, height: 823 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  // The browser keeps the data: no storage notice, the wordmark is the drawing's largest text.
  await page.addInitScript(() => {
    navigator.storage.persisted = () => Promise.resolve(true);
    const paints: { at: number; text: string }[] = [];
    Object.assign(window, { largestPaints: paints });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[]) {
        paints.push({ at: entry.startTime, text: entry.element?.textContent.slice(0, 40) ?? '' });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await signInThroughForm(page, account);
  await expect(artworkRow(page, 'Mount Tamalpais')).toBeVisible();

  // A slow phone: the page paints in the fallback face, the fonts come, then the scripts.
  await page.route('**/assets/*.woff2', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  await page.route('**/assets/main-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.reload();
  await expect(artworkRow(page, 'Mount Tamalpais')).toBeVisible();
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const { paints, firstPaint } = await page.evaluate(() => ({
    paints: (window as unknown as { largestPaints: { at: number; text: string }[] }).largestPaints,
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
  }));
  expect(firstPaint).toBeGreaterThan(0);
  // Every largest paint came with the drawing, before the scripts had even arrived.
  expect(paints.filter((paint) => paint.at > firstPaint + 500)).toEqual([]);
  await context.close();
});
