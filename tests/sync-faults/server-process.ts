import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  /** http://127.0.0.1:port of the running server. */
  readonly url: string;
  /** Its DATA_DIR: the PGlite database is under db/. */
  readonly dataDir: string;
  /** SIGKILL: no graceful shutdown, requests in flight are cut. */
  kill: () => Promise<void>;
  /** Starts it again on the same data directory (a new port). */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
}

/** The real server (`main.ts`) as its own process, so a test can kill it outright. */
export async function startServerProcess(): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'archive-faults-'));
  let child: ChildProcess | null = null;
  let url = '';

  async function start(): Promise<void> {
    const started = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        ENABLE_TEST_ROUTES: 'true',
        TRUST_PROXY: 'true',
        NODE_ENV: 'test',
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    url = await new Promise<string>((resolve, reject) => {
      let output = '';
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /running at (http:\/\/\S+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      };
      started.stdout.on('data', onData);
      started.stderr.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      started.once('exit', (code) => {
        reject(new Error(`server exited with ${String(code)} before listening:\n${output}`));
      });
    });
  }

  function waitForExit(signal: NodeJS.Signals): Promise<void> {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      running.once('exit', () => {
        resolve();
      });
      running.kill(signal);
    });
  }

  await start();
  return {
    get url() {
      return url;
    },
    dataDir,
    kill: () => waitForExit('SIGKILL'),
    restart: start,
    stop: () => waitForExit('SIGTERM'),
  };
}
