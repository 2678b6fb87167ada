import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  startServerProcess as startProcess,
  type ServerProcess as Process,
} from '../../apps/server/src/test/server-process';

export interface ServerProcess extends Process {
  /** Its DATA_DIR: the PGlite database is under db/. */
  readonly dataDir: string;
}

/**
 * The real server (`main.ts`) as its own process on a PGlite database of its own, with the test
 * routes, so a test can kill it outright and read its database afterwards.
 */
export async function startServerProcess(): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'archive-faults-'));
  const server = await startProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ENABLE_TEST_ROUTES: 'true',
    TRUST_PROXY: 'true',
  });
  return Object.assign(server, { dataDir });
}
