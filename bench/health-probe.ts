/** What a prober saw of GET /health while a bench loaded the server. */
export interface HealthFigures {
  slowestMs: number;
  p99Ms: number;
  asks: number;
}

/**
 * Asks `${base}/health` every `everyMs` until stopped, one at a time: how long everyone else
 * waits while a bench loads the server.
 */
export function probeHealth(base: string, everyMs: number): { stop: () => Promise<HealthFigures> } {
  const times: number[] = [];
  const state = { running: true };
  const loop = (async () => {
    while (state.running) {
      const started = performance.now();
      await (await fetch(`${base}/health`)).arrayBuffer();
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      state.running = false;
      await loop;
      const sorted = [...times].sort((a, b) => a - b);
      return {
        slowestMs: sorted.at(-1) ?? Number.NaN,
        p99Ms: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? Number.NaN,
        asks: sorted.length,
      };
    },
  };
}
