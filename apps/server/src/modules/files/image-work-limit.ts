/**
 * At most this many decodes at once in the process: a large image takes hundreds of MB while
 * it decodes, and the machines have two cores. Later work waits its turn instead.
 */
export const IMAGE_WORK_CONCURRENCY = 2;

export function createWorkLimit(max: number): <T>(work: () => Promise<T>) => Promise<T> {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    // A finished job hands its slot straight to the next waiter, so `active` never overshoots.
    if (active < max) active += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next === undefined) active -= 1;
      else next();
    }
  };
}

export const limitImageWork = createWorkLimit(IMAGE_WORK_CONCURRENCY);
