import { spawn, type ChildProcess } from 'node:child_process';
import { REPO_ROOT } from '../config';

export interface ServerProcess {
  /** http://127.0.0.1:port of the running server (a new port after each start). */
  readonly url: string;
  /** SIGKILL: no graceful shutdown, as a crash or a pulled plug. */
  kill: () => Promise<void>;
  /** Starts it again with the same environment. */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * The real server (`main.ts`) as a process of its own, with `env` added to a test environment
 * on a free port: several of them on one database are several servers behind a load balancer.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  let child: ChildProcess | null = null;
  let url = '';

  async function start(): Promise<void> {
    const started = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        LOG_LEVEL: 'error',
        FILES_SWEEP_HOURS: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    url = await new Promise<string>((resolve, reject) => {
      let output = '';
      started.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /running at (http:\/\/\S+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
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
    kill: () => waitForExit('SIGKILL'),
    restart: start,
    stop: () => waitForExit('SIGTERM'),
  };
}
