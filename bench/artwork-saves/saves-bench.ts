/**
 * Artwork saves in a row (issue 41: saves were seen slowing from 0.5 s to 1.4 s by the eighth).
 * The production build and server on PGlite, Chromium at desktop width: SAVES edits of one
 * artwork on its details page, then SAVES new artworks each opened from the Add menu, without a
 * reload. Each save is timed in the page, from the click on Save until the heading shows the
 * saved title and no button is busy, then one frame. The baseline is the same run's first three
 * saves: the last three ÷ the first three tells whether saves slow down as they go on.
 *
 * BENCH_SAVES sets the number of saves of each kind (15); BENCH_PORT the port (4606).
 */
import { chromium, type Page } from 'playwright-core';
import { findBrowser } from '../../e2e/support/find-browser';
import { TOUR_IDS, WALKTHROUGH_IDS } from '@archive/domain/helpers/helpers.schema';
import { registerBenchUser, startBuiltApp } from '../bench-app';
import { signInByForm } from '../sign-in-form';
import { median } from '../median';

const SAVES = Number(process.env.BENCH_SAVES ?? 15);
const port = Number(process.env.BENCH_PORT ?? 4606);
const base = `http://127.0.0.1:${String(port)}`;
const GOAL_RATIO = 1.25;

/**
 * Clicks the button named `button` and answers the milliseconds until the page's heading holds
 * `done` with no busy button. A string, not a function: tsx names functions with a helper the
 * page does not have.
 */
async function timedSave(page: Page, button: string, done: string): Promise<number> {
  const ms = await page.evaluate<number>(`new Promise((resolve, reject) => {
    const target = [...document.querySelectorAll('button')]
      .find((candidate) => candidate.textContent.trim() === ${JSON.stringify(button)});
    const started = performance.now();
    const finished = () => {
      const heading = document.querySelector('h1')?.textContent ?? '';
      const busy = document.querySelector('button[data-loading]') !== null;
      if (!heading.includes(${JSON.stringify(done)}) || busy) return;
      observer.disconnect();
      clearTimeout(timer);
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
    };
    const observer = new MutationObserver(finished);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error('not saved in 20 s: ' + (document.querySelector('h1')?.textContent ?? '')));
    }, 20000);
    target.click();
  })`);
  return ms;
}

function report(label: string, times: readonly number[]): boolean {
  const first = median(times.slice(0, 3));
  const last = median(times.slice(-3));
  const ratio = last / first;
  console.log(`${label}: ${times.map((ms) => Math.round(ms)).join(' ')} ms`);
  console.log(
    `  first three (baseline) ${Math.round(first)} ms, last three ${Math.round(last)} ms, ratio ${ratio.toFixed(2)} (goal ≤ ${String(GOAL_RATIO)})`,
  );
  return ratio <= GOAL_RATIO;
}

async function main() {
  const { app, close } = await startBuiltApp('artwork-saves', port);
  const browser = await chromium.launch({
    executablePath: findBrowser(),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    await app.listen({ host: '127.0.0.1', port });
    const user = await registerBenchUser(app, 'artist', 'Bench Artist');
    // Walkthroughs would stand over the form: seen, as for a person who knows the app.
    await app.inject({
      method: 'PATCH',
      url: '/v1/user/settings',
      headers: { authorization: `Bearer ${user.token}` },
      payload: {
        walkthroughsDone: [...WALKTHROUGH_IDS],
        toursSeen: [...TOUR_IDS],
      },
    });
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signInByForm(page, base, user.email);

    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await page.goto(`${base}/artworks/add`);
    await page.getByRole('textbox', { name: 'Artist', exact: true }).fill('Bench Artist');
    await title.fill('Edit 0');
    await timedSave(page, 'Save', 'Edit 0');
    await page.waitForTimeout(1000);

    const edits: number[] = [];
    for (let index = 1; index <= SAVES; index += 1) {
      await title.fill(`Edit ${String(index)}`);
      await page.waitForTimeout(300);
      edits.push(await timedSave(page, 'Save', `Edit ${String(index)}`));
    }
    const added: number[] = [];
    for (let index = 1; index <= SAVES; index += 1) {
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Artwork' }).click();
      await page.getByRole('heading', { name: 'New artwork' }).waitFor();
      await page.getByRole('textbox', { name: 'Artist', exact: true }).fill('Bench Artist');
      await title.fill(`New ${String(index)}`);
      await page.waitForTimeout(300);
      added.push(await timedSave(page, 'Save', `New ${String(index)}`));
    }
    const editsHeld = report(`${String(SAVES)} edits of one artwork in a row`, edits);
    const addedHeld = report(`${String(SAVES)} new artworks in a row (Add menu, no reload)`, added);
    console.log(editsHeld && addedHeld ? 'goal met' : 'goal missed');
  } finally {
    await browser.close();
    await close();
  }
}

await main();
