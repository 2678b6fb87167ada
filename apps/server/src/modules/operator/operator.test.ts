import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { DAY_MS } from '@archive/domain/app/durations';
import { remoteAlertsResponseSchema } from '@archive/domain/helpers/helpers.schema';
import {
  alertResponseSchema,
  EVENTS_KEPT_DAYS,
  operatorAlertsResponseSchema,
  operatorEventsResponseSchema,
} from '@archive/domain/helpers/operator.schema';
import { API_MESSAGES } from '@archive/domain/messages/api-messages';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config';
import { bearer, expectError, register } from '../../test/api';
import { buildTestApp, uniqueEmail, type TestApp } from '../../test/build-test-app';

const TOKEN = 'op-0123456789abcdef0123456789abcdef-token';
/** Each test comes from an address of its own, so the per-address limit is its own too. */
let nextAddress = 10;
function address(): string {
  nextAddress += 1;
  return `198.51.100.${String(nextAddress)}`;
}

describe('the operator calls without OPERATOR_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('do not exist: 404 for every one, with or without a token', async () => {
    for (const [method, url] of [
      ['GET', '/v1/operator/alerts'],
      ['POST', '/v1/operator/alerts'],
      ['DELETE', '/v1/operator/alerts/6f1c1b1e-0a4e-4c43-9d8e-2f1a9a0b7c11'],
      ['GET', '/v1/operator/events'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: bearer(TOKEN) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });
});

describe('the operator calls with OPERATOR_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { OPERATOR_TOKEN: TOKEN },
      rateLimits: { operatorPerIp: { max: 8, timeWindow: 60_000 } },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  function asOperator(options: InjectOptions, from = address()) {
    return t.app.inject({
      ...options,
      remoteAddress: from,
      headers: { ...bearer(TOKEN), ...options.headers },
    });
  }

  async function activeAlerts() {
    const response = await t.app.inject({ method: 'GET', url: '/v1/getRemoteAlerts/web' });
    return remoteAlertsResponseSchema.parse(response.json()).alerts;
  }

  it('refuse a missing token, a wrong one and a user’s session with 401', async () => {
    const session = (await register(t.app, uniqueEmail())).user.session.token;
    for (const headers of [
      {},
      bearer(`${TOKEN}x`),
      bearer(TOKEN.slice(0, -1)),
      { authorization: TOKEN },
      bearer(session),
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/operator/alerts',
        headers,
        remoteAddress: address(),
        payload: { title: 'Not from the operator', body: 'Never shown' },
      });
      expectError(response, 401, { code: 'UNAUTHORIZED', message: API_MESSAGES.operatorOnly });
    }
    expect((await activeAlerts()).map((alert) => alert.title)).not.toContain(
      'Not from the operator',
    );
  });

  it('add an alert the app shows at once, list it, and end it', async () => {
    const added = await asOperator({
      method: 'POST',
      url: '/v1/operator/alerts',
      payload: { title: '  Maintenance tonight ', body: 'Sync pauses at 22:00.', level: 'warning' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const { alert } = alertResponseSchema.parse(added.json());
    expect(alert).toMatchObject({ title: 'Maintenance tonight', level: 'warning', until: null });
    expect((await activeAlerts())[0]?.id).toBe(alert.id);

    const listed = await asOperator({ method: 'GET', url: '/v1/operator/alerts' });
    const { alerts } = operatorAlertsResponseSchema.parse(listed.json());
    expect(alerts.find((each) => each.id === alert.id)).toMatchObject({ platform: 'web' });

    const ended = await asOperator({ method: 'DELETE', url: `/v1/operator/alerts/${alert.id}` });
    expect(ended.json()).toEqual({ ended: true });
    expect((await activeAlerts()).map((each) => each.id)).not.toContain(alert.id);
  });

  it('keep a later start and end for later, and refuse bad alerts with 400', async () => {
    const from = new Date(Date.now() + DAY_MS).toISOString();
    const until = new Date(Date.now() + 2 * DAY_MS).toISOString();
    const later = await asOperator({
      method: 'POST',
      url: '/v1/operator/alerts',
      payload: { title: 'Tomorrow', body: 'Not yet', from, until },
    });
    expect(later.statusCode, later.body).toBe(200);
    expect((await activeAlerts()).map((each) => each.title)).not.toContain('Tomorrow');

    for (const payload of [
      { title: '', body: 'No title' },
      { title: 'Level', body: 'Unknown level', level: 'panic' },
      { title: 'Dates', body: 'Ends first', from: until, until: from },
      { title: 'Date', body: 'Not a date', until: 'tomorrow' },
      { title: 'Extra', body: 'Unknown field', platform: 'ios' },
      { title: 'Control\u0007', body: 'A bell in the title' },
    ]) {
      const response = await asOperator({ method: 'POST', url: '/v1/operator/alerts', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const unknown = await asOperator({
      method: 'DELETE',
      url: '/v1/operator/alerts/6f1c1b1e-0a4e-4c43-9d8e-2f1a9a0b7c11',
    });
    expectError(unknown, 404, { code: 'NOT_FOUND' });
    const notAnId = await asOperator({ method: 'DELETE', url: '/v1/operator/alerts/42' });
    expect(notAnId.statusCode).toBe(400);
  });

  it('list the app’s events, newest first, by name, and keep them 90 days', async () => {
    const token = (await register(t.app, uniqueEmail())).user.session.token;
    const recorded = await t.app.inject({
      method: 'POST',
      url: '/v1/events',
      headers: bearer(token),
      payload: {
        events: [
          { name: 'payment_failed', message: 'Card declined', screen: '/payment' },
          { name: 'error', message: 'A screen failed', screen: '/artworks' },
        ],
      },
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const byName = await asOperator({
      method: 'GET',
      url: '/v1/operator/events?name=payment_failed&limit=5',
    });
    const { events } = operatorEventsResponseSchema.parse(byName.json());
    expect(events.map((event) => [event.name, event.message])).toEqual([
      ['payment_failed', 'Card declined'],
    ]);
    const badQuery = await asOperator({ method: 'GET', url: '/v1/operator/events?limit=0' });
    expect(badQuery.statusCode).toBe(400);

    t.advance((EVENTS_KEPT_DAYS + 1) * DAY_MS);
    const later = await asOperator({ method: 'GET', url: '/v1/operator/events' });
    expect(operatorEventsResponseSchema.parse(later.json()).events).toEqual([]);
  });

  it('limit the calls from one address, wrong tokens included (429 with Retry-After)', async () => {
    const from = address();
    for (let call = 0; call < 8; call += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/v1/operator/alerts',
        headers: bearer(`wrong-${String(call)}`),
        remoteAddress: from,
      });
      expect(response.statusCode).toBe(401);
    }
    const refused = await asOperator({ method: 'GET', url: '/v1/operator/alerts' }, from);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('npm run alerts against a started server', () => {
  let t: TestApp;
  let url = '';
  beforeAll(async () => {
    t = await buildTestApp({ env: { OPERATOR_TOKEN: TOKEN } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${String((t.app.server.address() as AddressInfo).port)}`;
  });
  afterAll(async () => {
    await t.close();
  });

  /** The command as an operator runs it (a process of its own, through tsx). */
  function alerts(args: string[], token = TOKEN) {
    return new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.join('apps', 'server', 'src', 'cli', 'alerts.ts'), ...args],
        {
          cwd: REPO_ROOT,
          env: { ...process.env, ARCHIVE_URL: url, OPERATOR_TOKEN: token },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let out = '';
      let err = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      child.once('exit', (code) => {
        resolve({ code, out, err });
      });
    });
  }

  it('adds, lists and ends an alert, lists events, and says what is wrong', async () => {
    const added = await alerts([
      'add',
      '--title',
      'Maintenance tonight',
      '--body',
      'Sync pauses at 22:00 UTC.',
      '--level',
      'warning',
    ]);
    expect(added.err).toBe('');
    expect(added.code).toBe(0);
    const id = /Added alert (\S+)/.exec(added.out)?.[1] ?? '';
    const shown = await t.app.inject({ method: 'GET', url: '/v1/getRemoteAlerts/web' });
    expect(remoteAlertsResponseSchema.parse(shown.json()).alerts[0]).toMatchObject({
      id,
      title: 'Maintenance tonight',
      level: 'warning',
    });

    const listed = await alerts(['list']);
    expect(listed.out).toContain(`${id}  warning`);
    const ended = await alerts(['end', id]);
    expect(ended.out).toContain(`Ended alert ${id}`);
    const after = await t.app.inject({ method: 'GET', url: '/v1/getRemoteAlerts/web' });
    expect(remoteAlertsResponseSchema.parse(after.json()).alerts).toEqual([]);

    expect((await alerts(['events'])).out).toContain('No events');

    const badLevel = await alerts(['add', '--title', 'T', '--body', 'B', '--level', 'panic']);
    expect(badLevel.code).toBe(1);
    expect(badLevel.err).toMatch(/^400 .*--level/);
    const wrongToken = await alerts(['list'], 'a-wrong-token-of-thirty-two-characters');
    expect(wrongToken.code).toBe(1);
    expect(wrongToken.err).toContain(`401 ${API_MESSAGES.operatorOnly}`);
    const usage = await alerts(['remove']);
    expect(usage.code).toBe(1);
    expect(usage.err).toContain('Usage: npm run alerts --');
  });
});
