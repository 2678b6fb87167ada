import { SHARING_CONTRACT } from '@archive/domain/contract/sharing.contract';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../lib/route-schemas';
import { createSharingRepository } from './sharing.repository';
import { createSharingService, type SharingService } from './sharing.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sharing module's service (docs/decisions/036 and 037). */
    sharing: SharingService;
  }
}

const TAGS = ['sharing'];

const routes: FastifyPluginAsync = (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  const share = SHARING_CONTRACT.share;
  app.route({
    method: share.method,
    url: share.path,
    onRequest: app.limit('sharePerUser', 'user'),
    schema: {
      tags: TAGS,
      headers: share.headers,
      body: share.body,
      response: { 200: share.response, ...ERROR_RESPONSES },
    },
    handler: async (request, reply) => {
      const prepared = await app.sharing.prepareShare(request.user, request.body);
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
  });

  const save = SHARING_CONTRACT.save;
  app.route({
    method: save.method,
    url: save.path,
    onRequest: app.limit('saveSharedPerUser', 'user'),
    schema: {
      tags: TAGS,
      headers: save.headers,
      params: save.params,
      body: save.body,
      response: { 200: save.response, ...ERROR_RESPONSES },
    },
    handler: async (request, reply) => {
      const prepared = await app.sharing.prepareSave(
        request.user,
        request.params.collectionId,
        request.body.artworkIds,
      );
      return app.sync.idempotent(request, reply, async (tx) => ({
        statusCode: 200,
        body: await app.sharing.save(tx, prepared),
      }));
    },
  });

  const seen = SHARING_CONTRACT.seen;
  app.route({
    method: seen.method,
    url: seen.path,
    // Reading received shares needs no plan (decision 022), nor does clearing their badge.
    config: { plan: 'open' },
    schema: { tags: TAGS, response: { 200: seen.response, ...ERROR_RESPONSES } },
    handler: (request) => app.sharing.markSeen(request.user.id),
  });

  const withdraw = SHARING_CONTRACT.withdraw;
  app.route({
    method: withdraw.method,
    url: withdraw.path,
    schema: {
      tags: TAGS,
      params: withdraw.params,
      response: { 200: withdraw.response, ...ERROR_RESPONSES },
    },
    handler: (request) => app.sharing.withdraw(request.user.id, request.params.shareRecordId),
  });
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
