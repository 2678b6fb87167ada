/**
 * The operator's command for remote alerts and app events (decisions 041 and 043); there is
 * no admin screen. Run from the repository root with the server's DATABASE_URL / DATA_DIR:
 *
 *   npm run alerts -- list
 *   npm run alerts -- add --title "Maintenance" --body "Sync pauses at 22:00" [--level warning]
 *                         [--from 2026-12-01T20:00:00Z] [--until 2026-12-01T23:00:00Z]
 *   npm run alerts -- end <id>
 *   npm run alerts -- events [--name error] [--limit 50]
 *
 * With the embedded PGlite database, stop the server first (one process at a time).
 */
import { parseArgs } from 'node:util';
import path from 'node:path';
import {
  ALERT_BODY_MAX,
  ALERT_LEVELS,
  ALERT_TITLE_MAX,
  EVENT_NAMES,
  type AlertLevel,
} from '@archive/domain/helpers/helpers.schema';
import { isSafeText } from '@archive/domain/text/safe-text';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { createHelpersRepository } from '../modules/helpers/helpers.repository';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function date(value: string | undefined, name: string): Date | null {
  if (value === undefined) return null;
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) fail(`--${name}: not a date (use 2026-12-01T20:00:00Z)`);
  return parsed;
}

function text(value: string | undefined, name: string, max: number): string {
  if (value === undefined || value.trim() === '') fail(`--${name} is required`);
  if (value.length > max) fail(`--${name}: at most ${String(max)} characters`);
  if (!isSafeText(value)) fail(`--${name}: holds control characters`);
  return value.trim();
}

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      title: { type: 'string' },
      body: { type: 'string' },
      level: { type: 'string', default: 'info' },
      from: { type: 'string' },
      until: { type: 'string' },
      name: { type: 'string' },
      limit: { type: 'string', default: '50' },
    },
  });
  const config = loadConfig(process.env);
  const handle = await openDatabase(
    config.databaseUrl === null
      ? { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') }
      : { kind: 'postgres', url: config.databaseUrl },
  );
  try {
    await runMigrations(handle);
    const repository = createHelpersRepository(handle.db);
    const out = (line: string) => process.stdout.write(`${line}\n`);
    switch (command) {
      case 'list': {
        for (const alert of await repository.allAlerts()) {
          out(
            `${alert.id}  ${alert.platform}  ${alert.level}  ${alert.from} → ${alert.until ?? 'open'}  ${alert.title}`,
          );
        }
        break;
      }
      case 'add': {
        const level = values.level;
        if (!(ALERT_LEVELS as readonly string[]).includes(level)) {
          fail(`--level: one of ${ALERT_LEVELS.join(', ')}`);
        }
        const alert = await repository.addAlert({
          platform: 'web',
          title: text(values.title, 'title', ALERT_TITLE_MAX),
          body: text(values.body, 'body', ALERT_BODY_MAX),
          level: level as AlertLevel,
          startsAt: date(values.from, 'from') ?? new Date(),
          endsAt: date(values.until, 'until'),
        });
        out(`Added alert ${alert.id}`);
        break;
      }
      case 'end': {
        const id = positionals[0] ?? fail('Name the alert: npm run alerts -- end <id>');
        if (!/^[0-9a-f-]{36}$/i.test(id)) fail('Not an alert id');
        if (!(await repository.endAlert(id, new Date()))) fail(`No alert ${id}`);
        out(`Ended alert ${id}`);
        break;
      }
      case 'events': {
        const limit = Number(values.limit);
        if (!Number.isInteger(limit) || limit < 1 || limit > 1000) fail('--limit: 1 to 1000');
        if (
          values.name !== undefined &&
          !(EVENT_NAMES as readonly string[]).includes(values.name)
        ) {
          fail(`--name: one of ${EVENT_NAMES.join(', ')}`);
        }
        for (const event of await repository.latestEvents(limit, values.name)) {
          out(
            `${event.createdAt.toISOString()}  ${event.name}  user ${event.userId}  ${event.screen}  ${event.message}`,
          );
        }
        break;
      }
      case undefined:
      default:
        fail(
          'Usage: npm run alerts -- list | add --title T --body B [--level L] [--from D] [--until D] | end <id> | events [--name N] [--limit N]',
        );
    }
  } finally {
    await handle.close();
  }
}

await main();
