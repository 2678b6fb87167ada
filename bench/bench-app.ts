import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOverrides } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';

/** The real server on a temporary PGlite and data folder, as a bench measures it. */
export interface BenchApp {
  app: FastifyInstance;
  /** Closes the app and removes its data folder. */
  close: () => Promise<void>;
}

export async function startBenchApp(name: string, overrides: AppOverrides = {}): Promise<BenchApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `archive-${name}-bench-`));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  });
  const app = await buildApp(config, overrides);
  return {
    app,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
