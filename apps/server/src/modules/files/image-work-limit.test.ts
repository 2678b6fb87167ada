import { describe, expect, it } from 'vitest';
import { createWorkLimit } from './image-work-limit';

describe('createWorkLimit', () => {
  it('runs at most the limit at once and runs every job', async () => {
    const limit = createWorkLimit(2);
    let running = 0;
    let most = 0;
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        limit(async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 5));
          running -= 1;
          if (i === 3) throw new Error('job 3 failed');
          return i;
        }).catch((error: unknown) => (error instanceof Error ? error.message : 'failed')),
      ),
    );
    expect(most).toBe(2);
    expect(results).toEqual([0, 1, 2, 'job 3 failed', 4, 5, 6]);
  });
});
