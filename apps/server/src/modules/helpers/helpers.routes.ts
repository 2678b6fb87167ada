import { HELPERS_CONTRACT } from '@archive/domain/contract/helpers.contract';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { recordNotFound } from '../../lib/record-not-found';
import { contractRoute } from '../../lib/contract-route';
import { createHelpersRepository } from './helpers.repository';

const TAG = 'helpers';

declare module 'fastify' {
  interface FastifyInstance {
    /** Remote alerts and events; the test routes add and end alerts through it. */
    helpers: ReturnType<typeof createHelpersRepository>;
  }
}

/**
 * The helpers (decisions 040 and 041): the user's helper settings, remote alerts and the
 * app's events. None needs a plan: a user without one sees the same helpers, and their
 * errors (a failed payment above all) are the ones worth recording.
 */
const routes: FastifyPluginAsync = (app) => {
  const repository = createHelpersRepository(app.db);

  contractRoute(
    app,
    TAG,
    HELPERS_CONTRACT.updateSettings,
    { config: { plan: 'open' } },
    async (request, { body }) => {
      const row = await app.users.updateSettings(request.user.id, body);
      if (row === null) throw recordNotFound();
      return { settings: app.users.toApiUser(row).settings };
    },
  );

  contractRoute(app, TAG, HELPERS_CONTRACT.remoteAlerts, {}, async (_request, { params }) => ({
    alerts: await repository.activeAlerts(params.platform, app.clock()),
  }));

  contractRoute(
    app,
    TAG,
    HELPERS_CONTRACT.recordEvents,
    { config: { plan: 'open' }, onRequest: app.limit('eventsPerUser', 'user') },
    async (request, { body }) => {
      const createdAt = app.clock();
      const recorded = await repository.recordEvents(
        body.events.map((event) => ({
          userId: request.user.id,
          name: event.name,
          message: event.message,
          detail: event.detail,
          screen: event.screen,
          createdAt,
        })),
      );
      return { recorded };
    },
  );
  return Promise.resolve();
};

export const helpersModule = fp(
  async (app) => {
    app.decorate('helpers', createHelpersRepository(app.db));
    await app.register(routes);
  },
  { name: 'helpers', dependencies: ['db', 'clock', 'auth-guard', 'rate-limits', 'users'] },
);
