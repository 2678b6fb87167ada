export interface RepeatingTask {
  /** No further runs; resolves once a run under way has ended. */
  stop: () => Promise<void>;
}

/**
 * Runs `task` after `firstDelayMs`, then `everyMs` after each run ends, so runs never overlap
 * and a slow one never piles up behind itself. A failed run goes to `onError` and the next
 * still comes. The timers do not keep the process alive.
 */
export function startRepeating(
  task: () => Promise<void>,
  timing: { firstDelayMs: number; everyMs: number },
  onError: (error: unknown) => void,
): RepeatingTask {
  let stopped = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout;

  function schedule(delayMs: number): void {
    timer = setTimeout(() => {
      running = task()
        .catch(onError)
        .finally(() => {
          running = null;
          if (!stopped) schedule(timing.everyMs);
        });
    }, delayMs).unref();
  }
  schedule(timing.firstDelayMs);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
