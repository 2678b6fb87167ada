import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PRODUCTION_NEEDS, REPO_ROOT } from './config';
import { PRODUCTION_ENV, productionEnvWithout } from './test/production-env';

/**
 * Issue 44: the real server (`main.ts`), started as production starts it, refuses to run
 * without each variable the README's table says production needs, and says which.
 */
const REQUIRED = [
  ...PRODUCTION_NEEDS.map(([name]) => name),
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'FILES_SIGNING_SECRET',
] as const;

const dataDir = mkdtempSync(path.join(tmpdir(), 'archive-production-start-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts main.ts with only `env` (none of this process's variables) and waits for its end. */
function startWith(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    // A server that started is a failure of the test: stopped, and its output kept.
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('a production start', () => {
  it.each(REQUIRED)(
    'refuses to start without %s, naming it, and prints no secret',
    async (name) => {
      const { code, output } = await startWith({
        ...productionEnvWithout(name),
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
      });
      expect(code, output).toBe(1);
      expect(output).toMatch(new RegExp(`^Invalid configuration: ${name} must be set`));
      for (const secret of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'FILES_SIGNING_SECRET']) {
        expect(output).not.toContain(PRODUCTION_ENV[secret as keyof typeof PRODUCTION_ENV]);
      }
    },
    60_000,
  );
});
