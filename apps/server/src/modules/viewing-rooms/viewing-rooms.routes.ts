import { VIEWING_ROOMS_CONTRACT } from '@archive/domain/contract/viewing-rooms.contract';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { ERROR_RESPONSES } from '../../lib/route-schemas';
import { roomPageRoutes } from './room-page.routes';
import { exhibitionModuleOf } from './room-exhibition-module';
import { createViewingRoomsRepository } from './viewing-rooms.repository';
import { createViewingRoomsService, type ViewingRoomsService } from './viewing-rooms.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The viewing-rooms module's service. */
    viewingRooms: ViewingRoomsService;
  }
}

const TAGS = ['viewing rooms'];

const ownerRoutes: FastifyPluginAsync = (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  const create = VIEWING_ROOMS_CONTRACT.create;
  app.route({
    method: create.method,
    url: create.path,
    schema: {
      tags: TAGS,
      headers: create.headers,
      body: create.body,
      response: { 200: create.response, ...ERROR_RESPONSES },
    },
    handler: async (request, reply) => {
      const row = await app.viewingRooms.prepareCreate(request.user.id, request.body);
      return app.sync.idempotent(request, reply, async (tx) => ({
        statusCode: 200,
        body: await app.viewingRooms.create(tx, row),
      }));
    },
  });

  const list = VIEWING_ROOMS_CONTRACT.list;
  app.route({
    method: list.method,
    url: list.path,
    schema: { tags: TAGS, response: { 200: list.response, ...ERROR_RESPONSES } },
    handler: async (request) => ({ rooms: await app.viewingRooms.list(request.user.id) }),
  });

  const update = VIEWING_ROOMS_CONTRACT.update;
  app.route({
    method: update.method,
    url: update.path,
    schema: {
      tags: TAGS,
      headers: update.headers,
      params: update.params,
      body: update.body,
      response: { 200: update.response, ...ERROR_RESPONSES },
    },
    handler: async (request, reply) => {
      const changes = await app.viewingRooms.prepareUpdate(request.user.id, request.body);
      return app.sync.idempotent(request, reply, async (tx) => ({
        statusCode: 200,
        body: await app.viewingRooms.update(tx, request.user.id, request.params.id, changes),
      }));
    },
  });

  contractRoute(
    app,
    TAGS[0] ?? '',
    VIEWING_ROOMS_CONTRACT.enquiries,
    {},
    async (request, input) => ({
      enquiries: await app.viewingRooms.enquiriesOf(request.user.id, input.params.id),
    }),
  );

  const revoke = VIEWING_ROOMS_CONTRACT.revoke;
  app.route({
    method: revoke.method,
    url: revoke.path,
    schema: {
      tags: TAGS,
      headers: revoke.headers,
      params: revoke.params,
      response: { 200: revoke.response, ...ERROR_RESPONSES },
    },
    handler: (request, reply) =>
      app.sync.idempotent(request, reply, async (tx) => ({
        statusCode: 200,
        body: await app.viewingRooms.revoke(tx, request.user.id, request.params.id),
      })),
  });
  return Promise.resolve();
};

export interface ViewingRoomsModuleOptions {
  /** PUBLIC_URL: rooms' addresses are absolute from it. */
  publicUrl: string;
  /** The built web app: a saved exhibition's public page loads its 3D room from it. */
  webDistDir?: string;
}

/** Viewing rooms: the owner's calls under /v1 and the public room pages under /rooms/. */
export const viewingRoomsModule = fp<ViewingRoomsModuleOptions>(
  async (app, options) => {
    const service = createViewingRoomsService({
      rooms: createViewingRoomsRepository(app.db),
      loadArtworks: (userId, ids) => app.artworks.findOwn(userId, ids),
      loadArtworkVersions: (userId, ids) => app.artworks.versionsOf(userId, ids),
      hasher: app.passwordHasher,
      clock: app.clock,
      publicUrl: options.publicUrl,
    });
    app.decorate('viewingRooms', service);
    await app.register(ownerRoutes);
    await app.register(roomPageRoutes, {
      secureCookies: options.publicUrl.startsWith('https:'),
      exhibitionModule: exhibitionModuleOf(options.webDistDir),
    });
  },
  {
    name: 'viewing-rooms',
    dependencies: ['db', 'clock', 'auth-guard', 'sync', 'artworks', 'mail', 'rate-limits', 'users'],
  },
);
