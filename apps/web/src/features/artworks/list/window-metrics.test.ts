import { afterEach, describe, expect, it, vi } from 'vitest';

/** A window that counts how often its size is read (each read can force a layout). */
class CountingWindow extends EventTarget {
  reads = 0;
  width = 390;
  height = 844;
  scrollY = 0;
  scrolledTo: number[] = [];
  scrollTo(options: { top: number }): void {
    this.scrolledTo.push(options.top);
    this.scrollY = options.top;
  }
  get innerWidth(): number {
    this.reads += 1;
    return this.width;
  }
  get innerHeight(): number {
    return this.height;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The module as it loads in a page whose window is `fake`. */
async function loadIn(fake: CountingWindow) {
  vi.stubGlobal('window', fake);
  vi.resetModules();
  return import('./window-metrics');
}

describe('the window as the list reads it', () => {
  it('answers the size kept, without reading the window as the list sets up', async () => {
    const fake = new CountingWindow();
    const { observeWindowSize } = await loadIn(fake);
    const readsAtLoad = fake.reads;

    const seen: { width: number; height: number }[] = [];
    const stop = observeWindowSize({} as never, (rect) => seen.push(rect));
    expect(seen).toEqual([{ width: 390, height: 844 }]);
    expect(fake.reads).toBe(readsAtLoad);

    fake.width = 844;
    fake.height = 390;
    fake.dispatchEvent(new Event('resize'));
    expect(seen.at(-1)).toEqual({ width: 844, height: 390 });

    stop();
    fake.width = 1280;
    fake.dispatchEvent(new Event('resize'));
    expect(seen).toHaveLength(2);
    // A list set up later starts from the last size the window had.
    observeWindowSize({} as never, (rect) => seen.push(rect));
    expect(seen.at(-1)).toEqual({ width: 1280, height: 390 });
  });
});

describe('the window as the list scrolls it', () => {
  it('scrolls the window, but not to where its last scroll event left it', async () => {
    const fake = new CountingWindow();
    const { scrollWindowUnlessThere } = await loadIn(fake);
    const virtualizer = { scrollElement: fake, options: { horizontal: false } } as never;

    // The virtualizer's write-back as it sets up, to where the window is: nothing to do.
    scrollWindowUnlessThere(0, {}, virtualizer);
    expect(fake.scrolledTo).toEqual([]);

    // Until the jump's own scroll event, where the window is is not known: each jump is made.
    scrollWindowUnlessThere(1200, {}, virtualizer);
    scrollWindowUnlessThere(0, {}, virtualizer);
    scrollWindowUnlessThere(1200, { adjustments: 40 }, virtualizer);
    expect(fake.scrolledTo).toEqual([1200, 0, 1240]);

    // The person scrolls; a jump there is skipped, one elsewhere (or a smooth one) is made.
    fake.scrollY = 3000;
    fake.dispatchEvent(new Event('scroll'));
    scrollWindowUnlessThere(3000, {}, virtualizer);
    scrollWindowUnlessThere(3000, { behavior: 'smooth' }, virtualizer);
    scrollWindowUnlessThere(0, {}, virtualizer);
    expect(fake.scrolledTo).toEqual([1200, 0, 1240, 3000, 0]);
  });
});
