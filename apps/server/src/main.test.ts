import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

describe('main', () => {
  it('starts, prints its address, serves, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'archive-main-'));
    const server = start({ PORT: '0', DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'x') });
    // A cold tsx start with PGlite can take a minute on a loaded 2-core machine (the full suite).
    const deadline = Date.now() + 90_000;
    let match: RegExpExecArray | null = null;
    while (match === null && Date.now() < deadline && server.child.exitCode === null) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      match = /^Archive is running at (http:\/\/127\.0\.0\.1:(\d+))$/m.exec(server.output().stdout);
    }
    expect(match, JSON.stringify(server.output())).not.toBeNull();
    const health = await fetch(`${match![1]!}/health`);
    expect(await health.json()).toEqual({ status: 'ok' });

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 120_000);

  it('refuses a bad variable with a message naming it and exit code 1', async () => {
    const server = start({ PORT: 'abc' });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr.trim()).toBe(
      'Invalid configuration: PORT must be an integer between 0 and 65535',
    );
  }, 30_000);
});
