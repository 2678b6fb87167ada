import { VIEWING_ROOMS_CONTRACT } from '@archive/domain/contract/viewing-rooms.contract';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { contractRoute } from '../../lib/contract-route';
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

const TAG = 'viewing rooms';

const ownerRoutes: FastifyPluginAsync = (app) => {
  const C = VIEWING_ROOMS_CONTRACT;

  contractRoute(app, TAG, C.create, {}, async (request, { body }, reply) => {
    const row = await app.viewingRooms.prepareCreate(request.user.id, body);
    return app.sync.idempotent(request, reply, async (tx) => ({
      statusCode: 200,
      body: await app.viewingRooms.create(tx, row),
    }));
  });

  contractRoute(app, TAG, C.list, {}, async (request) => ({
    rooms: await app.viewingRooms.list(request.user.id),
  }));

  contractRoute(app, TAG, C.update, {}, async (request, { params, body }, reply) => {
    const changes = await app.viewingRooms.prepareUpdate(request.user.id, body);
    return app.sync.idempotent(request, reply, async (tx) => ({
      statusCode: 200,
      body: await app.viewingRooms.update(tx, request.user.id, params.id, changes),
    }));
  });

  contractRoute(app, TAG, C.enquiries, {}, async (request, { params }) => ({
    enquiries: await app.viewingRooms.enquiriesOf(request.user.id, params.id),
  }));

  contractRoute(app, TAG, C.revoke, {}, (request, { params }, reply) =>
    app.sync.idempotent(request, reply, async (tx) => ({
      statusCode: 200,
      body: await app.viewingRooms.revoke(tx, request.user.id, params.id),
    })),
  );
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
