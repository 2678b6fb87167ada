import { SHARING_CONTRACT } from '@archive/domain/contract/sharing.contract';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { contractRoute } from '../../lib/contract-route';
import { createSharingRepository } from './sharing.repository';
import { createSharingService, type SharingService } from './sharing.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sharing module's service (docs/decisions/036 and 037). */
    sharing: SharingService;
  }
}

const TAG = 'sharing';

const routes: FastifyPluginAsync = (app) => {
  contractRoute(
    app,
    TAG,
    SHARING_CONTRACT.share,
    { onRequest: app.limit('sharePerUser', 'user') },
    async (request, { body }, reply) => {
      const prepared = await app.sharing.prepareShare(request.user, body);
      const answer = await app.sync.idempotent(request, reply, async (tx) => ({
        statusCode: 200,
        body: await app.sharing.share(tx, prepared),
      }));
      // After the commit, and once: a retry answered from the stored answer sends no mail.
      if (reply.getHeader('idempotent-replayed') === undefined) {
        await app.sharing.mailShare(prepared, request.log);
      }
      return answer;
    },
  );

  contractRoute(
    app,
    TAG,
    SHARING_CONTRACT.save,
    { onRequest: app.limit('saveSharedPerUser', 'user') },
    async (request, { params, body }, reply) => {
      const prepared = await app.sharing.prepareSave(
        request.user,
        params.collectionId,
        body.artworkIds,
      );
      return app.sync.idempotent(request, reply, async (tx) => ({
        statusCode: 200,
        body: await app.sharing.save(tx, prepared),
      }));
    },
  );

  contractRoute(
    app,
    TAG,
    SHARING_CONTRACT.seen,
    // Reading received shares needs no plan (decision 022), nor does clearing their badge.
    { config: { plan: 'open' } },
    (request) => app.sharing.markSeen(request.user.id),
  );

  contractRoute(app, TAG, SHARING_CONTRACT.withdraw, {}, (request, { params }) =>
    app.sharing.withdraw(request.user.id, params.shareRecordId),
  );
  return Promise.resolve();
};

export interface SharingModuleOptions {
  /** PUBLIC_URL: the link in the share mails. */
  appUrl: string;
}

/**
 * Sharing artworks between users: the share, save, withdraw and seen calls; share records in
 * the sync pull of sender and recipient, with the works read live from the sender's archive.
 */
export const sharingModule = fp<SharingModuleOptions>(
  async (app, options) => {
    const service = createSharingService({
      db: app.db,
      repository: createSharingRepository(app.db),
      users: app.users,
      artworks: app.artworks,
      collections: app.collections,
      files: app.files,
      sync: app.sync,
      mail: app.mail,
      clock: app.clock,
      appUrl: options.appUrl.replace(/\/+$/, ''),
    });
    app.decorate('sharing', service);
    app.sync.registerLoader('shareRecord', (userId, ids) => service.loadReceived(userId, ids));
    app.sync.registerLoader('sentShareRecord', (userId, ids) => service.loadSent(userId, ids));
    app.sync.registerFanOut('artwork', (tx, userId, artworkId) =>
      service.fanOutArtwork(tx, userId, artworkId),
    );
    await app.register(routes);
  },
  {
    name: 'sharing',
    dependencies: [
      'db',
      'clock',
      'auth-guard',
      'sync',
      'artworks',
      'collections',
      'files',
      'mail',
      'rate-limits',
      'users',
    ],
  },
);
