/**
 * The operator's command for remote alerts and the app's events (decision 047): a thin client
 * of the server's /v1/operator calls, so it works against a running server, local or not.
 *
 *   ARCHIVE_URL=https://archive.example.com OPERATOR_TOKEN=… npm run alerts -- list
 *   npm run alerts -- add --title "Maintenance" --body "Sync pauses at 22:00" [--level warning]
 *                         [--from 2026-12-01T20:00:00Z] [--until 2026-12-01T23:00:00Z]
 *   npm run alerts -- end <id>
 *   npm run alerts -- events [--name payment_failed] [--limit 50]
 *
 * ARCHIVE_URL defaults to http://127.0.0.1:3000 (`npm start`). The server must have been
 * started with the same OPERATOR_TOKEN.
 */
import { parseArgs } from 'node:util';
import { OPERATOR_CONTRACT } from '@archive/domain/contract/operator.contract';
import type { OperatorAlert, StoredEventView } from '@archive/domain/helpers/operator.schema';
import type { ErrorResponse } from '@archive/domain/contract/error.schema';
import type { RemoteAlert } from '@archive/domain/helpers/helpers.schema';

const USAGE =
  'Usage: npm run alerts -- list | add --title T --body B [--level info|warning|critical] [--from ISO] [--until ISO] | end <id> | events [--name N] [--limit N]';

class CommandError extends Error {}

async function call<T>(method: string, pathname: string, body?: unknown): Promise<T> {
  const base = (process.env.ARCHIVE_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
  const token = process.env.OPERATOR_TOKEN;
  if (token === undefined || token === '') {
    throw new CommandError('Set OPERATOR_TOKEN (the one the server was started with).');
  }
  let response: Response;
  try {
    response = await fetch(`${base}${pathname}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new CommandError(`Could not reach ${base}: ${(error as Error).message}`);
  }
  const text = await response.text();
  if (!response.ok) {
    let answer: Partial<ErrorResponse> = {};
    try {
      answer = JSON.parse(text) as Partial<ErrorResponse>;
    } catch {
      // Not our JSON: the status alone says it.
    }
    const fields = (answer.error?.fields ?? [])
      .map((each) => `--${each.field}: ${each.message}`)
      .join('; ');
    throw new CommandError(
      `${String(response.status)} ${answer.error?.message ?? response.statusText}${fields ? ` (${fields})` : ''}`,
    );
  }
  return JSON.parse(text) as T;
}

function alertLine(alert: OperatorAlert | RemoteAlert): string {
  return `${alert.id}  ${alert.level}  ${alert.from} → ${alert.until ?? 'until ended'}  ${alert.title}`;
}

function eventLine(event: StoredEventView): string {
  return `${event.createdAt}  ${event.name}  user ${event.userId}  ${event.screen}  ${event.message}`;
}

async function run(argv: string[]): Promise<string[]> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      title: { type: 'string' },
      body: { type: 'string' },
      level: { type: 'string' },
      from: { type: 'string' },
      until: { type: 'string' },
      name: { type: 'string' },
      limit: { type: 'string' },
    },
  });
  const { listAlerts, addAlert, endAlert, listEvents } = OPERATOR_CONTRACT;
  switch (command) {
    case 'list': {
      const { alerts } = await call<{ alerts: OperatorAlert[] }>(
        listAlerts.method,
        listAlerts.path,
      );
      return alerts.length === 0 ? ['No alerts'] : alerts.map(alertLine);
    }
    case 'add': {
      const { alert } = await call<{ alert: RemoteAlert }>(addAlert.method, addAlert.path, {
        title: values.title ?? '',
        body: values.body ?? '',
        level: values.level,
        from: values.from,
        until: values.until,
      });
      return [`Added alert ${alert.id}`, alertLine(alert)];
    }
    case 'end': {
      const id = positionals[0];
      if (id === undefined) throw new CommandError('Name the alert: npm run alerts -- end <id>');
      await call(endAlert.method, endAlert.path.replace(':id', encodeURIComponent(id)));
      return [`Ended alert ${id}`];
    }
    case 'events': {
      const query = new URLSearchParams();
      if (values.name !== undefined) query.set('name', values.name);
      if (values.limit !== undefined) query.set('limit', values.limit);
      const search = query.size > 0 ? `?${query.toString()}` : '';
      const { events } = await call<{ events: StoredEventView[] }>(
        listEvents.method,
        `${listEvents.path}${search}`,
      );
      return events.length === 0 ? ['No events'] : events.map(eventLine);
    }
    case undefined:
    default:
      throw new CommandError(USAGE);
  }
}

try {
  for (const line of await run(process.argv.slice(2))) process.stdout.write(`${line}\n`);
} catch (error) {
  process.stderr.write(
    `${error instanceof CommandError || error instanceof TypeError ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
}
