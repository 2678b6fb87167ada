import { HELPERS_CONTRACT } from '@archive/domain/contract/helpers.contract';
import { API_MESSAGES } from '@archive/domain/messages/api-messages';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { ERROR_RESPONSES, NO_SECURITY } from '../../lib/route-schemas';
import { createHelpersRepository } from './helpers.repository';

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
const routes: FastifyPluginAsync = (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const repository = createHelpersRepository(app.db);

  const updateSettings = HELPERS_CONTRACT.updateSettings;
  app.route({
    method: updateSettings.method,
    url: updateSettings.path,
    schema: {
      tags: ['helpers'],
      body: updateSettings.body,
      response: { 200: updateSettings.response, ...ERROR_RESPONSES },
    },
    config: { plan: 'open' },
    handler: async (request) => {
      const row = await app.users.updateSettings(request.user.id, request.body);
      if (row === null) throw new AppError(404, 'NOT_FOUND', API_MESSAGES.notFound);
      return { settings: app.users.toApiUser(row).settings };
    },
  });

  const remoteAlerts = HELPERS_CONTRACT.remoteAlerts;
  app.route({
    method: remoteAlerts.method,
    url: remoteAlerts.path,
    schema: {
      tags: ['helpers'],
      security: NO_SECURITY,
      params: remoteAlerts.params,
      response: { 200: remoteAlerts.response, ...ERROR_RESPONSES },
    },
    config: { public: remoteAlerts.public },
    handler: async (request) => ({
      alerts: await repository.activeAlerts(request.params.platform, app.clock()),
    }),
  });

  const recordEvents = HELPERS_CONTRACT.recordEvents;
  app.route({
    method: recordEvents.method,
    url: recordEvents.path,
    schema: {
      tags: ['helpers'],
      body: recordEvents.body,
      response: { 200: recordEvents.response, ...ERROR_RESPONSES },
    },
    config: { plan: 'open' },
    onRequest: app.limit('eventsPerUser', 'user'),
    handler: async (request) => {
      const createdAt = app.clock();
      const recorded = await repository.recordEvents(
        request.body.events.map((event) => ({
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
  });
  return Promise.resolve();
};

export const helpersModule = fp(
  async (app) => {
    app.decorate('helpers', createHelpersRepository(app.db));
    await app.register(routes);
  },
  { name: 'helpers', dependencies: ['db', 'clock', 'auth-guard', 'rate-limits', 'users'] },
);
