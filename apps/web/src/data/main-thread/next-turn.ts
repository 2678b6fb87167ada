interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/**
 * The thread back to the browser (input and frames first), then on: what follows runs in a
 * task of its own. After `holdOffMs`, when given.
 */
export function nextTurn(holdOffMs = 0): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (holdOffMs <= 0 && scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    setTimeout(resolve, Math.max(0, holdOffMs));
  });
}
