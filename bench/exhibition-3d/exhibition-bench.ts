/**
 * 3D exhibition bench (issue 35, decision 056). Two parts:
 *
 * 1. What the 3D view costs to fetch: the gzipped and brotli size of the scene's chunk (three.js,
 *    fiber, drei and ours) beside the first load of /login and of /artworks, which must not
 *    carry any of it.
 * 2. Frames per second in the room with 30 works (images and labels), in Debian's Chromium with
 *    `--disable-gpu`: WebGL 2 through SwiftShader, software on 2 shared cores, so a floor, not a
 *    phone's figure. The visitor turns on the spot (the left arrow held) for BENCH_SECONDS (6).
 *    Baselines in the same browser: the page's frame rate while the room stands still (nothing
 *    is drawn), and the same walk in a room of 1 work.
 *
 * Run after `npm run build`, alone:
 *   flock /work/notes/bench.lock npm run bench:exhibition-3d -w @archive/bench
 * BENCH_PORT picks the port (4604); CHROME_PATH another Chromium; BENCH_PART=sizes measures
 * only the sizes (e.g. of an older build, for a before and after).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { emptyArtworkValues } from '@archive/domain/artworks/artwork.schema';
import { chromium, type Browser, type Page } from 'playwright-core';
import { findBrowser } from '../../e2e/support/find-browser';
import {
  createBenchArtwork,
  listeningBenchEnv,
  registerBenchUser,
  startBenchApp,
  uploadBenchImage,
} from '../bench-app';
import { signInByForm } from '../sign-in-form';
import {
  WEB_DIST,
  addedBy,
  chunkNamed,
  routeChunks,
  initialFiles,
  kb,
  sizesOfFiles,
} from '../first-load/chunk-sizes';
import { photoLike } from '../photo-like';

const WORKS = 30;

/** The little of the browser's globals the page-side functions use (this tsconfig has no DOM). */
interface PageGlobals {
  document: {
    querySelector: (selector: string) => unknown;
    createElement: (tag: 'canvas') => {
      getContext: (kind: 'webgl2') => {
        getExtension: (name: string) => { UNMASKED_RENDERER_WEBGL: number } | null;
        getParameter: (name: number) => unknown;
      } | null;
    };
  };
}
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const port = Number(process.env.BENCH_PORT ?? 4604);
const base = `http://127.0.0.1:${String(port)}`;

function sizes() {
  const initial = initialFiles();
  const route = (...names: string[]) => routeChunks(initial, ...names);
  const login = route('login-page');
  const artworks = route('app-layout', 'artworks-list-route');
  // Absent from a build before issue 35: then only the first loads are measured.
  const lazy = (name: string) => {
    const chunk = chunkNamed(name);
    return chunk === undefined ? [] : [chunk];
  };
  const page = addedBy(lazy('exhibition-route'), new Set([...initial, ...artworks]));
  const scene = addedBy(lazy('exhibition-scene'), new Set([...initial, ...artworks, ...page]));
  const first = sizesOfFiles(initial);
  const show = (label: string, files: Set<string>, extra = first) => {
    const own = sizesOfFiles(files);
    console.log(
      `${label}: ${String(files.size)} files, gzip ${kb(own.gzip + extra.gzip)}, brotli ${kb(own.brotli + extra.brotli)}`,
    );
  };
  console.log(`index.html scripts and preloads: gzip ${kb(first.gzip)}`);
  show('first load of /login', login);
  show('first load of /artworks (shell and list)', artworks);
  const none = { raw: 0, gzip: 0, brotli: 0 };
  show('the 3D page (list view, arrangement), fetched when opened', page, none);
  show('the 3D scene (three.js, fiber, drei, the room), fetched for the 3D view', scene, none);
  // A saved exhibition's public page (decision 057): its loader's module, and the scene.
  const publicRoom = addedBy(lazy('room-3d'), new Set());
  const publicScene = addedBy(lazy('exhibition-scene'), publicRoom);
  show('a saved exhibition’s public 3D room, its own script and what it imports', publicRoom, none);
  show('  with the scene it loads', publicScene, sizesOfFiles(publicRoom));
  const leaked = [...initial, ...login, ...artworks].filter((file) =>
    /exhibition-scene|three/.test(file),
  );
  console.log(`3D code in the first loads: ${leaked.length === 0 ? 'none' : leaked.join(', ')}`);
}

/** Frames drawn per second while the left arrow is held (the room turning), or standing still. */
async function framesPerSecond(page: Page, turning: boolean): Promise<number> {
  const scene = page.getByTestId('exhibition-scene');
  await scene.focus();
  if (turning) await page.keyboard.down('ArrowLeft');
  // A string, not a function: tsx names functions with a helper the page does not have.
  const frames = await page.evaluate<number>(`new Promise((resolve) => {
    let count = 0;
    const started = performance.now();
    requestAnimationFrame(function tick() {
      count += 1;
      const elapsed = performance.now() - started;
      if (elapsed < ${String(SECONDS * 1000)}) requestAnimationFrame(tick);
      else resolve(count / (elapsed / 1000));
    });
  })`);
  if (turning) await page.keyboard.up('ArrowLeft');
  return frames;
}

async function openRoom(browser: Browser, email: string, ids: string[]): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signInByForm(page, base, email);
  await page.goto(`${base}/artworks/exhibition-3d?ids=${ids.join(',')}`);
  const scene = page.getByTestId('exhibition-scene');
  await scene.locator('canvas').waitFor({ timeout: 60_000 });
  // Every picture in (the progress is gone), and a moment for the first sharp ones.
  await page.waitForFunction(
    () =>
      !(globalThis as unknown as PageGlobals).document.querySelector(
        '[data-testid="exhibition-scene"] [role="status"]',
      ),
    undefined,
    { timeout: 120_000 },
  );
  await page.waitForTimeout(2000);
  return page;
}

async function main() {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error('Build the web app first: npm run build');
  }
  sizes();
  if (process.env.BENCH_PART === 'sizes') return;

  const { app, close } = await startBenchApp(
    'exhibition',
    {},
    {
      ...listeningBenchEnv(port),
      WEB_DIST_DIR: WEB_DIST,
    },
  );
  let browser: Browser | null = null;
  try {
    await app.listen({ host: '127.0.0.1', port });
    const user = await registerBenchUser(app, 'collector', 'Bench Gallery');
    const ids: string[] = [];
    for (let index = 0; index < WORKS; index += 1) {
      const height = 40 + ((index * 37) % 160);
      const width = 30 + ((index * 53) % 190);
      const id = await createBenchArtwork(app, user, {
        artist: 'Bench Artist',
        artworkValues: {
          ...emptyArtworkValues(),
          title: `Work ${String(index + 1)}`,
          year: '2024',
          technique: 'Oil on linen',
          dimensions: {
            height,
            width,
            depth: index % 6 === 5 ? 40 : null,
            diameter: null,
            variable: false,
          },
          isFramed: index % 3 === 0,
        },
      });
      await uploadBenchImage(app, user.token, id, await photoLike(width * 8, height * 8));
      ids.push(id);
    }
    browser = await chromium.launch({
      executablePath: findBrowser(),
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const one = await openRoom(browser, user.email, ids.slice(0, 1));
    const renderer = await one.evaluate(() => {
      const { document } = globalThis as unknown as PageGlobals;
      const gl = document.createElement('canvas').getContext('webgl2');
      const info = gl?.getExtension('WEBGL_debug_renderer_info');
      return gl && info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : 'unknown';
    });
    console.log(`renderer: ${renderer}`);
    const still = await framesPerSecond(one, false);
    const oneWork = await framesPerSecond(one, true);
    await one.close();
    const room = await openRoom(browser, user.email, ids);
    const thirty = await framesPerSecond(room, true);
    console.log(
      `standing still (the page's own frame rate, nothing drawn): ${still.toFixed(1)} fps`,
    );
    console.log(`turning in a room of 1 work: ${oneWork.toFixed(1)} fps`);
    console.log(`turning in a room of ${String(WORKS)} works: ${thirty.toFixed(1)} fps`);
    console.log(`ratio ${String(WORKS)} works / 1 work: ${(thirty / oneWork).toFixed(2)}`);
  } finally {
    await browser?.close();
    await close();
  }
}

await main();
