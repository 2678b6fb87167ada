import { APP_VERSION } from '@archive/domain/app/app-constants';
import { meResponseSchema } from '@archive/domain/auth/auth.schema';
import {
  alertSeenKey,
  remoteAlertsResponseSchema,
  settingsResponseSchema,
} from '@archive/domain/helpers/helpers.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appEvents } from '../../db/schema';
import { bearer, expectError, me, register } from '../../test/api';
import { buildTestApp, uniqueEmail, type TestApp } from '../../test/build-test-app';
import { createHelpersRepository } from './helpers.repository';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { eventsPerUser: { max: 3, timeWindow: 60_000 } } });
});
afterAll(async () => {
  await t.close();
});

async function newToken(): Promise<string> {
  return (await register(t.app, uniqueEmail())).user.session.token;
}

function patchSettings(token: string, payload: unknown) {
  return t.app.inject({
    method: 'PATCH',
    url: '/v1/user/settings',
    headers: bearer(token),
    payload: payload as object,
  });
}

describe('PATCH /v1/user/settings', () => {
  it('starts a new account with nothing seen but this version of the changelog', async () => {
    const registered = await register(t.app, uniqueEmail());
    expect(registered.user.settings).toEqual({
      defaultCurrency: 'EUR',
      walkthroughsDone: [],
      toursSeen: [],
      changelogVersionSeen: APP_VERSION,
    });
  });

  it('merges: ids are added, never removed, and the version only goes up', async () => {
    const token = await newToken();
    const first = await patchSettings(token, {
      walkthroughsDone: ['first-artwork'],
      toursSeen: ['white-label-exports'],
    });
    expect(first.statusCode).toBe(200);
    expect(settingsResponseSchema.parse(first.json()).settings).toMatchObject({
      walkthroughsDone: ['first-artwork'],
      toursSeen: ['white-label-exports'],
    });
    // A second device, late, with what it saw: nothing is lost, nothing doubled.
    const second = await patchSettings(token, {
      walkthroughsDone: ['contacts', 'first-artwork'],
      changelogVersionSeen: '1.7',
    });
    expect(settingsResponseSchema.parse(second.json()).settings).toEqual({
      defaultCurrency: 'EUR',
      walkthroughsDone: ['first-artwork', 'contacts'],
      toursSeen: ['white-label-exports'],
      changelogVersionSeen: APP_VERSION,
    });
    const user = meResponseSchema.parse((await me(t.app, token)).json()).user;
    expect(user.settings.walkthroughsDone).toEqual(['first-artwork', 'contacts']);
    expect(user.settings.changelogVersionSeen).toBe(APP_VERSION);
  });

  it('sets the default currency, and keeps a remote alert seen under its key', async () => {
    const token = await newToken();
    const alertKey = alertSeenKey('6f1c1b1e-0a4e-4c43-9d8e-2f1a9a0b7c11');
    const answer = await patchSettings(token, {
      defaultCurrency: 'CHF',
      toursSeen: ['3d-exhibition', alertKey],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const user = meResponseSchema.parse((await me(t.app, token)).json()).user;
    expect(user.settings).toMatchObject({
      defaultCurrency: 'CHF',
      toursSeen: ['3d-exhibition', alertKey],
    });
  });

  it('takes a later version (2.0.10 after 2.0.9)', async () => {
    const token = await newToken();
    await patchSettings(token, { changelogVersionSeen: '2.0.9' });
    const later = await patchSettings(token, { changelogVersionSeen: '2.0.10' });
    expect(settingsResponseSchema.parse(later.json()).settings.changelogVersionSeen).toBe('2.0.10');
  });

  it('keeps concurrent changes of two devices both', async () => {
    const token = await newToken();
    await Promise.all([
      patchSettings(token, { walkthroughsDone: ['contacts'] }),
      patchSettings(token, { walkthroughsDone: ['exports'] }),
      patchSettings(token, { toursSeen: ['white-label-exports'] }),
    ]);
    const user = meResponseSchema.parse((await me(t.app, token)).json()).user;
    expect([...user.settings.walkthroughsDone].sort()).toEqual(['contacts', 'exports']);
    expect(user.settings.toursSeen).toEqual(['white-label-exports']);
  });

  it('refuses bad bodies with 400 and needs a session', async () => {
    const token = await newToken();
    for (const payload of [
      {},
      { walkthroughsDone: 'first-artwork' },
      { walkthroughsDone: ['has space'] },
      { walkthroughsDone: ['a-walkthrough-that-does-not-exist'] },
      { walkthroughsDone: ['white-label-exports'] },
      { toursSeen: ['first-artwork'] },
      { toursSeen: ['alert_not-an-alert-id'] },
      { toursSeen: Array.from({ length: 65 }, () => 'white-label-exports') },
      { changelogVersionSeen: 'latest' },
      { changelogVersionSeen: '1.7', defaultCurrency: 'XYZ' },
      { changelogVersionSeen: '1.7', theme: 'dark' },
    ]) {
      expectError(await patchSettings(token, payload), 400, { code: 'VALIDATION' });
    }
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: '/v1/user/settings',
      payload: { toursSeen: ['white-label-exports'] },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /v1/getRemoteAlerts/:platform', () => {
  it('answers the alerts active now, newest first, without a session', async () => {
    const repository = createHelpersRepository(t.app.db);
    const now = Date.now();
    const past = await repository.addAlert({
      platform: 'web',
      title: 'Old',
      body: 'Over',
      level: 'info',
      startsAt: new Date(now - 3_600_000),
      endsAt: new Date(now - 60_000),
    });
    const older = await repository.addAlert({
      platform: 'web',
      title: 'Maintenance',
      body: 'Sync pauses on Sunday',
      level: 'warning',
      startsAt: new Date(now - 120_000),
      endsAt: null,
    });
    const newer = await repository.addAlert({
      platform: 'web',
      title: 'New',
      body: 'Read this',
      level: 'critical',
      startsAt: new Date(now - 60_000),
      endsAt: new Date(now + 3_600_000),
    });
    await repository.addAlert({
      platform: 'web',
      title: 'Later',
      body: 'Not yet',
      level: 'info',
      startsAt: new Date(now + 3_600_000),
      endsAt: null,
    });
    const response = await t.app.inject({ method: 'GET', url: '/v1/getRemoteAlerts/web' });
    expect(response.statusCode).toBe(200);
    const { alerts } = remoteAlertsResponseSchema.parse(response.json());
    expect(alerts.map((alert) => alert.id)).toEqual([newer.id, older.id]);
    expect(alerts[1]).toEqual({
      id: older.id,
      title: 'Maintenance',
      body: 'Sync pauses on Sunday',
      level: 'warning',
      from: new Date(now - 120_000).toISOString(),
      until: null,
    });
    expect(alerts.some((alert) => alert.id === past.id)).toBe(false);

    expect(await repository.endAlert(newer.id, new Date())).toBe(true);
    const after = remoteAlertsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/v1/getRemoteAlerts/web' })).json(),
    );
    expect(after.alerts.map((alert) => alert.id)).toEqual([older.id]);
    await repository.endAlert(older.id, new Date());
  });

  it('answers 400 for a platform it does not know', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/v1/getRemoteAlerts/ios' }), 400, {
      code: 'VALIDATION',
    });
  });
});

describe('POST /v1/events', () => {
  it('records errors and analytics events for a user without a plan, in our own table', async () => {
    const token = await newToken();
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/events',
      headers: bearer(token),
      payload: {
        events: [
          { name: 'payment_failed', message: 'Card declined', screen: '/pay' },
          { name: 'error', message: 'TypeError: x is undefined', detail: 'at Screen', screen: '/' },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ recorded: 2 });
    const stored = await createHelpersRepository(t.app.db).latestEvents(10, 'payment_failed');
    expect(stored.some((event) => event.message === 'Card declined')).toBe(true);
  });

  it('refuses unknown names, over-long and unsafe texts, and anonymous callers', async () => {
    for (const events of [
      [],
      [{ name: 'page_view' }],
      [{ name: 'error', message: 'x'.repeat(501) }],
      [{ name: 'error', detail: 'x'.repeat(2001) }],
      [{ name: 'error', message: 'nul\u0000' }],
      Array.from({ length: 21 }, () => ({ name: 'error' })),
    ]) {
      // A user of its own for each (the limit counts every call).
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/events',
        headers: bearer(await newToken()),
        payload: { events },
      });
      expectError(response, 400, { code: 'VALIDATION' });
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/v1/events',
      payload: { events: [{ name: 'error' }] },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is rate-limited per user', async () => {
    const token = await newToken();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/events',
        headers: bearer(token),
        payload: { events: [{ name: 'error', message: 'loop' }] },
      });
    for (let index = 0; index < 3; index += 1) expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
    const rows = await t.app.db.select().from(appEvents);
    expect(rows.filter((row) => row.message === 'loop')).toHaveLength(3);
  });
});
