import { afterEach, describe, expect, it, vi } from 'vitest';

/** A window that counts how often its size is read (each read can force a layout). */
class CountingWindow extends EventTarget {
  reads = 0;
  width = 390;
  height = 844;
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

describe('observeWindowSize', () => {
  it('answers the size kept, without reading the window as the list sets up', async () => {
    const fake = new CountingWindow();
    vi.stubGlobal('window', fake);
    vi.resetModules();
    const { observeWindowSize } = await import('./window-size');
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
