import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { servedDocument } from '../test/openapi-operations';

/**
 * The served OpenAPI document passes Redocly's recommended rules (redocly.yaml, which turns three
 * off with their reasons) with no error and no warning (decision 070): every operation has an operationId and a summary, the document its servers.
 * Linted twice, as each payment provider serves it (the local card calls, or Stripe's
 * webhook), with the operator's calls on.
 */

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const REDOCLY = path.join(ROOT, 'node_modules/.bin/redocly');
/** The recommended rules, and the few turned off with their reasons. */
const CONFIG = path.join(ROOT, 'redocly.yaml');
const OPERATOR = { OPERATOR_TOKEN: 'operator-token-for-the-lint-0123456789' };
/** Never reached: the lint only reads the document. */
const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_lint',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_lint',
  STRIPE_WEBHOOK_SECRET: 'whsec_lint',
  STRIPE_API_BASE_URL: 'http://127.0.0.1:9',
};

interface Problem {
  ruleId: string;
  severity: string;
  message: string;
  location: { pointer?: string }[];
}

const folder = mkdtempSync(path.join(tmpdir(), 'archive-openapi-lint-'));
const apps: TestApp[] = [];

afterAll(async () => {
  await Promise.all(apps.map((t) => t.close()));
  rmSync(folder, { recursive: true, force: true });
});

async function lint(name: string, env: Record<string, string>): Promise<Problem[]> {
  const t = await buildTestApp({ env });
  apps.push(t);
  const file = path.join(folder, `${name}.json`);
  writeFileSync(file, JSON.stringify(await servedDocument(t.app)));
  // Exits non-zero on errors; the JSON report holds warnings too, so it is read either way.
  const { stdout } = await run(
    REDOCLY,
    ['lint', file, `--config=${CONFIG}`, '--format=json', '--max-problems=1000'],
    {
      cwd: folder,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      maxBuffer: 16 * 1024 * 1024,
    },
  ).catch((error: unknown) => error as { stdout: string });
  const report = JSON.parse(stdout) as { problems: Problem[] };
  return report.problems;
}

function described(problems: Problem[]): string {
  return problems
    .map(
      (problem) =>
        `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer ?? '?'}: ${problem.message}`,
    )
    .join('\n');
}

describe("the OpenAPI document under Redocly's recommended lint", () => {
  it.each([
    ['local payments', OPERATOR],
    ['Stripe', { ...OPERATOR, ...STRIPE }],
  ])(
    'has no problem with %s',
    async (name, env) => {
      const problems = await lint(name.replace(/\W/g, '-'), env);
      expect(problems.length, described(problems)).toBe(0);
    },
    120_000,
  );
});
