import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { startRepeating } from './repeating-task';

describe('startRepeating', () => {
  it('runs after the first delay, then again after each run, never two at once', async () => {
    const started: number[] = [];
    let active = 0;
    let overlapped = false;
    const begun = Date.now();
    const task = startRepeating(
      async () => {
        active += 1;
        overlapped ||= active > 1;
        started.push(Date.now() - begun);
        await sleep(30);
        active -= 1;
      },
      { firstDelayMs: 40, everyMs: 10 },
      () => undefined,
    );
    await vi.waitFor(
      () => {
        expect(started.length).toBeGreaterThanOrEqual(3);
      },
      { timeout: 5000 },
    );
    await task.stop();
    expect(started[0]).toBeGreaterThanOrEqual(35);
    // Each run starts only after the one before it ended (30 ms) and the pause (10 ms).
    for (let i = 1; i < started.length; i += 1) {
      expect((started[i] ?? 0) - (started[i - 1] ?? 0)).toBeGreaterThanOrEqual(35);
    }
    expect(overlapped).toBe(false);
  });

  it('goes on after a failed run, and stop waits for the run under way', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    let finished = 0;
    const task = startRepeating(
      async () => {
        runs += 1;
        if (runs === 1) throw new Error('store away');
        await sleep(40);
        finished += 1;
      },
      { firstDelayMs: 0, everyMs: 5 },
      (error) => errors.push(error),
    );
    await vi.waitFor(
      () => {
        expect(runs).toBe(2);
      },
      { timeout: 5000, interval: 1 },
    );
    await task.stop();
    expect(errors).toHaveLength(1);
    expect(runs).toBe(2);
    expect(finished).toBe(1);
    await sleep(30);
    expect(runs).toBe(2);
  });
});
