import { nextTurn } from '../main-thread/next-turn';

/**
 * Runs long work a slice at a time on the main thread, giving it back between slices so a
 * keystroke, a scroll or a frame never waits behind the whole of it. The work is a generator
 * that pauses (yields) every few milliseconds' worth (the domain's sortIntoGroupsInSteps).
 */
export interface SliceOptions {
  /** How long a slice may run before the thread is given back. */
  sliceMs?: number;
  /** Checked between slices: true abandons the work (the answer is then undefined). */
  cancelled?: () => boolean;
  /** Checked between slices: how long to hold off first (the person is typing or scrolling). */
  holdOff?: () => number;
}

/** Under the 50 ms of a long task at 4× CPU, with room for the frame around it. */
const SLICE_MS = 8;

export async function runInSlices<R>(
  steps: Generator<void, R>,
  { sliceMs = SLICE_MS, cancelled = () => false, holdOff = () => 0 }: SliceOptions = {},
): Promise<R | undefined> {
  for (;;) {
    // Every slice, the first too, in a task of its own: one run awaited after another (each
    // sort's order, then its positions) ran its first slice in the task of the last one's end,
    // a task of 13–27 ms on this machine where Lighthouse counts four times as much (issue 37).
    await nextTurn(Math.max(0, holdOff()));
    if (cancelled()) return undefined;
    const started = performance.now();
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      if (performance.now() - started >= sliceMs) break;
    }
  }
}

/** The same, for work nobody abandons: its answer. */
export async function runAllInSlices<R>(
  steps: Generator<void, R>,
  options: Omit<SliceOptions, 'cancelled'> = {},
): Promise<R> {
  const answer = await runInSlices(steps, options);
  if (answer === undefined) throw new Error('Work that nobody abandons was abandoned');
  return answer;
}
