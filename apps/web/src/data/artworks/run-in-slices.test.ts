import { describe, expect, it } from 'vitest';
import { runInSlices } from './run-in-slices';

function* counting(to: number, done: number[]): Generator<void, number> {
  for (let count = 1; count <= to; count += 1) {
    done.push(count);
    yield;
  }
  return to;
}

describe('runInSlices', () => {
  it('runs the work to its end, giving the thread back between slices', async () => {
    const done: number[] = [];
    let turns = 0;
    const ticking = setInterval(() => {
      turns += 1;
    }, 0);
    // Each step takes about 1 ms: a 3 ms slice holds a few of them.
    function* slow(): Generator<void, string> {
      for (let step = 0; step < 30; step += 1) {
        const until = performance.now() + 1;
        while (performance.now() < until);
        done.push(step);
        yield;
      }
      return 'ordered';
    }
    expect(await runInSlices(slow(), { sliceMs: 3 })).toBe('ordered');
    clearInterval(ticking);
    expect(done).toHaveLength(30);
    expect(turns).toBeGreaterThan(0);
  });

  it('starts each run in a task of its own, not in the task of whoever asked for it', async () => {
    const done: number[] = [];
    const running = runInSlices(counting(3, done));
    // Nothing of the work ran in the caller's task: a run awaited after another does not add
    // its first slice to the end of the last one's.
    expect(done).toEqual([]);
    expect(await running).toBe(3);
    expect(done).toEqual([1, 2, 3]);
  });

  it('abandons the work when cancelled, and holds off while asked to', async () => {
    const done: number[] = [];
    let calls = 0;
    const answer = await runInSlices(counting(1_000_000, done), {
      sliceMs: 1,
      cancelled: () => {
        calls += 1;
        return calls > 2;
      },
    });
    expect(answer).toBeUndefined();
    expect(done.length).toBeLessThan(1_000_000);

    const started = performance.now();
    let held = false;
    expect(
      await runInSlices(counting(3, []), {
        holdOff: () => {
          if (held) return 0;
          held = true;
          return 30;
        },
      }),
    ).toBe(3);
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
  });
});
