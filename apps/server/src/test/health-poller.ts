import { Worker } from 'node:worker_threads';

/*
 * Asks GET /health over and over from a thread of its own and keeps how long each answer took.
 * A test or bench that runs the server in its own thread cannot poll from that thread: a
 * blocked event loop would stop the poller too, and the block would never be seen.
 */
const POLLER = `
const { parentPort, workerData } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
const waits = [];
let stopped = false;
parentPort.on('message', () => { stopped = true; });
(async () => {
  while (!stopped) {
    const started = performance.now();
    try {
      const answer = await fetch(workerData.url);
      await answer.arrayBuffer();
      waits.push(answer.status === 200 ? performance.now() - started : Infinity);
    } catch {
      waits.push(Infinity);
    }
    await new Promise((resolve) => setTimeout(resolve, workerData.everyMs));
  }
  parentPort.postMessage(waits);
})();
`;

export interface HealthPoller {
  /** Stops polling; answers each check's time in ms (Infinity for a failed one). */
  stop: () => Promise<number[]>;
}

export function pollHealth(url: string, everyMs = 25): HealthPoller {
  const worker = new Worker(POLLER, { eval: true, workerData: { url, everyMs } });
  return {
    stop: () =>
      new Promise((resolve, reject) => {
        worker.once('message', (waits: number[]) => {
          void worker.terminate();
          resolve(waits);
        });
        worker.once('error', reject);
        worker.postMessage('stop');
      }),
  };
}
