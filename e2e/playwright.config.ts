import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { findBrowser } from './support/find-browser';

const port = Number(process.env.E2E_PORT ?? 4317);
export const baseURL = `http://127.0.0.1:${port}`;

// Set once in the runner; workers inherit it and read the same mail outbox.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'archive-e2e-'));
// Where specs/dropbox-import.spec.ts serves the files its fake Chooser links to: the server
// downloads only from the hosts IMPORT_ALLOWED_HOSTS names (decision 020).
process.env.E2E_FILE_HOST_PORT ??= String(port + 1);
const repoRoot = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: './specs',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Time-outs catch a hang; each expectation keeps its own 10 s. Two shared cores under a full
  // suite run the longest journeys at 40–55 s, so 60 s left no room for a slower CI machine.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // Recording a trace (a DOM snapshot per action, a screencast) about doubled each test's CPU on
    // two shared cores and pushed the longest specs past their time-outs; CI keeps no artefact
    // anyway, so CI records none. Locally a failed test keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: findBrowser(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    ...(process.env.SCREENS
      ? [{ name: 'screens', testDir: './screens', use: { ...devices['Desktop Chrome'] } }]
      : []),
    {
      name: 'desktop',
      testDir: './specs',
      testIgnore: ['**/billing-renewal.spec.ts', '**/remote-alert.spec.ts'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'clock',
      testDir: './specs',
      testMatch: ['**/billing-renewal.spec.ts'],
      dependencies: ['desktop'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      // A remote alert shows to every signed-in user: it runs last, alone.
      name: 'alerts',
      testDir: './specs',
      testMatch: ['**/remote-alert.spec.ts'],
      dependencies: ['clock'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: repoRoot,
    url: `${baseURL}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      ENABLE_TEST_ROUTES: 'true',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      // Shows the Dropbox Chooser; its script is answered by a fake (specs/dropbox-import.spec.ts).
      DROPBOX_APP_KEY: 'e2efakeappkey',
      // The fake Chooser's file host, on loopback over http: allowed by its exact IP and port.
      IMPORT_ALLOWED_HOSTS: `http://127.0.0.1:${process.env.E2E_FILE_HOST_PORT}`,
      // Specs move the server's clock by weeks; no sweep of unlinked uploads mid-suite.
      FILES_SWEEP_HOURS: '0',
    },
  },
});
