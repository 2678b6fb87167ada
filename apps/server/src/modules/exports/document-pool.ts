import { availableParallelism } from 'node:os';
import type { DocumentTask, TaskResult } from '@archive/documents/document-task';
import { Piscina } from 'piscina';

/**
 * Export documents are made in worker threads (decision 046), so a 1,000-work list never holds
 * the event loop that answers everyone else. One thread per core but one, at least one: the
 * main thread keeps a core for requests.
 */
export const EXPORT_WORKER_THREADS = Math.max(1, availableParallelism() - 1);
/** A document that takes longer than this is refused as too large (the worker is stopped). */
export const EXPORT_TIME_LIMIT_MS = 90_000;
/** Heap of one worker: a runaway document ends that worker, never the server. */
export const EXPORT_WORKER_HEAP_MB = 1024;
/** Exports waiting for a thread beyond this are refused as busy, not queued without end. */
export const EXPORT_QUEUE_LIMIT = 16;

export interface DocumentPool {
  run: (task: DocumentTask) => Promise<TaskResult>;
  /** Whether every thread is taken and EXPORT_QUEUE_LIMIT tasks already wait. */
  isFull: () => boolean;
  close: () => Promise<void>;
}

export function createDocumentPool(threads = EXPORT_WORKER_THREADS): DocumentPool {
  const pool = new Piscina<DocumentTask, TaskResult>({
    filename: new URL('./document-worker-entry.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: threads,
    // A thread not used for a minute is ended: its fonts and heap are given back.
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: EXPORT_WORKER_HEAP_MB },
  });
  let inFlight = 0;
  return {
    async run(task) {
      inFlight += 1;
      try {
        return await pool.run(task, { signal: AbortSignal.timeout(EXPORT_TIME_LIMIT_MS) });
      } finally {
        inFlight -= 1;
      }
    },
    isFull: () => inFlight >= threads + EXPORT_QUEUE_LIMIT,
    close: () => pool.destroy(),
  };
}
