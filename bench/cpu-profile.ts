import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

/**
 * Runs `work` under Chromium's sampling profiler (200 µs) and writes the profile to `file`
 * (open it in DevTools' Performance panel); without a file, only runs it.
 */
export async function profiledTo<T>(
  page: Page,
  file: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (file === undefined) return work();
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 200 });
  await session.send('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.send('Profiler.stop');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(profile));
    await session.detach();
  }
}
