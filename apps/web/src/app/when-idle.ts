/**
 * Runs `task` once the main thread is idle, and at most `timeoutMs` later; answers a cancel.
 * Safari has no requestIdleCallback: there the task runs on the next turn of the event loop.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => {
      window.cancelIdleCallback(id);
    };
  }
  const timer = setTimeout(task, 0);
  return () => {
    clearTimeout(timer);
  };
}
