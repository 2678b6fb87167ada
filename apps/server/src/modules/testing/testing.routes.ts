import { emailSchema } from '@archive/domain/user/user.schema';
import { meResponseSchema } from '@archive/domain/auth/auth.schema';
import { PLAN_IDS } from '@archive/domain/plans/plans';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_RESPONSES, NO_SECURITY } from '../../lib/route-schemas';
import { DAY_MS } from '@archive/domain/app/durations';
import {
  ALERT_BODY_MAX,
  ALERT_LEVELS,
  ALERT_TITLE_MAX,
  remoteAlertSchema,
} from '@archive/domain/helpers/helpers.schema';

export const grantPlanParamsSchema = z.strictObject({ email: emailSchema });
export const grantPlanBodySchema = z.strictObject({ plan: z.enum(PLAN_IDS).optional() }).nullish();
export const daysBodySchema = z.strictObject({ days: z.number().int().min(1).max(3660) });
export const testSettingsBodySchema = z.strictObject({
  walkthroughsDone: z.array(z.string().max(40)).max(64),
  toursSeen: z.array(z.string().max(40)).max(64),
  changelogVersionSeen: z.string().max(20),
});
export const testAlertBodySchema = z.strictObject({
  title: z.string().trim().min(1).max(ALERT_TITLE_MAX),
  body: z.string().trim().min(1).max(ALERT_BODY_MAX),
  level: z.enum(ALERT_LEVELS).default('info'),
});
export const testAlertParamsSchema = z.strictObject({ id: z.uuid() });
const clockResponseSchema = z.object({ now: z.string() });
/**
 * Routes for end-to-end tests only, registered only when ENABLE_TEST_ROUTES is true (never
 * in production): an active plan without paying, the clock, and an account's age.
 */
export const testingModule: FastifyPluginAsync = (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/v1/test/users/:email/grant-plan',
    {
      schema: {
        tags: ['testing'],
        security: NO_SECURITY,
        params: grantPlanParamsSchema,
        body: grantPlanBodySchema,
        response: { 200: meResponseSchema, ...ERROR_RESPONSES },
      },
      config: { public: true },
    },
    async (request) => {
      const row = await app.users.grantPlan(request.params.email, request.body?.plan);
      return { user: app.users.toApiUser(row) };
    },
  );

  // Moves the server clock forward and lets the local payment provider end trials and renew
  // periods that are now due (a failed charge leaves the subscription past_due).
  app.post(
    '/v1/test/clock/advance',
    {
      schema: {
        tags: ['testing'],
        security: NO_SECURITY,
        body: daysBodySchema,
        response: { 200: clockResponseSchema, ...ERROR_RESPONSES },
      },
      config: { public: true },
    },
    async (request) => {
      app.advanceClock(request.body.days * DAY_MS);
      await app.localPayments?.runDue();
      return { now: app.clock().toISOString() };
    },
  );

  // Makes an account older, to test that one older than 30 days gets no trial.
  app.post(
    '/v1/test/users/:email/backdate',
    {
      schema: {
        tags: ['testing'],
        security: NO_SECURITY,
        params: grantPlanParamsSchema,
        body: daysBodySchema,
        response: { 200: meResponseSchema, ...ERROR_RESPONSES },
      },
      config: { public: true },
    },
    async (request) => {
      const row = await app.users.backdate(request.params.email, request.body.days);
      return { user: app.users.toApiUser(row) };
    },
  );
  // Sets an account's helper settings exactly (they only ever grow through the API), so the
  // end-to-end suite can show a helper to an account made through the API.
  app.post(
    '/v1/test/users/:email/settings',
    {
      schema: {
        tags: ['testing'],
        security: NO_SECURITY,
        params: grantPlanParamsSchema,
        body: testSettingsBodySchema,
        response: { 200: meResponseSchema, ...ERROR_RESPONSES },
      },
      config: { public: true },
    },
    async (request) => {
      const row = await app.users.setSettingsForTests(request.params.email, request.body);
      return { user: app.users.toApiUser(row) };
    },
  );

  // A web alert from now on, as `npm run alerts -- add` makes one (the command needs the
  // embedded database to itself, so the end-to-end suite cannot run it beside the server).
  const helpers = app.helpers;
  app.post(
    '/v1/test/alerts',
    {
      schema: {
        tags: ['testing'],
        security: NO_SECURITY,
        body: testAlertBodySchema,
        response: { 200: remoteAlertSchema, ...ERROR_RESPONSES },
      },
      config: { public: true },
    },
    async (request) =>
      helpers.addAlert({
        platform: 'web',
        title: request.body.title,
        body: request.body.body,
        level: request.body.level,
        startsAt: app.clock(),
        endsAt: null,
      }),
  );
  // Ends it, as `npm run alerts -- end <id>` does, so the rest of the suite does not see it.
  app.post(
    '/v1/test/alerts/:id/end',
    {
      schema: {
        tags: ['testing'],
        security: NO_SECURITY,
        params: testAlertParamsSchema,
        response: { 200: z.object({ ended: z.boolean() }), ...ERROR_RESPONSES },
      },
      config: { public: true },
    },
    async (request) => ({ ended: await helpers.endAlert(request.params.id, app.clock()) }),
  );
  return Promise.resolve();
};
