import { ARTWORKS_CONTRACT } from '@archive/domain/contract/artworks.contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { httpDownload } from '../../adapters/download/http-download';
import { ERROR_RESPONSES } from '../../lib/route-schemas';
import { createArtistsRepository } from './artists.repository';
import { createArtworksRepository } from './artworks.repository';
import {
  createArtworksService,
  type ArtworksService,
  type Editor,
  type Owner,
  artworkFilesPrefix,
} from './artworks.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The artworks module's service. */
    artworks: ArtworksService;
  }
}

/**
 * Above the app's 1 MB limit, so that an over-long text (a pasted document) answers 400 on its
 * own field from the schema instead of a bare 413 the form cannot place.
 */
export const ARTWORK_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

function owner(request: FastifyRequest): Owner {
  return { id: request.user.id, name: request.user.name };
}

export interface ArtworksModuleOptions {
  /** The Dropbox Chooser's public app key; null: no chooser (config DROPBOX_APP_KEY). */
  dropboxAppKey?: string | null;
}

const routes: FastifyPluginAsync<ArtworksModuleOptions> = (instance, options) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  /** Read before the change's transaction opens (see Editor). */
  async function editor(request: FastifyRequest): Promise<Editor> {
    return { ...owner(request), collections: await app.collections.listForUser(request.user.id) };
  }

  const create = ARTWORKS_CONTRACT.create;
  app.route({
    method: create.method,
    url: create.path,
    bodyLimit: ARTWORK_BODY_LIMIT_BYTES,
    schema: {
      tags: ['artworks'],
      headers: create.headers,
      body: create.body,
      response: { 200: create.response, ...ERROR_RESPONSES },
    },
    handler: async (request, reply) => {
      const by = await editor(request);
      return app.sync.idempotent(request, reply, async (tx) => ({
        statusCode: 200,
        body: await app.artworks.create(tx, by, request.body),
      }));
    },
  });

  const list = ARTWORKS_CONTRACT.list;
  app.route({
    method: list.method,
    url: list.path,
    schema: { tags: ['artworks'], response: { 200: list.response, ...ERROR_RESPONSES } },
    handler: (request) => app.artworks.list(request.user.id),
  });

  const update = ARTWORKS_CONTRACT.update;
  app.route({
    method: update.method,
    url: update.path,
    bodyLimit: ARTWORK_BODY_LIMIT_BYTES,
    schema: {
      tags: ['artworks'],
      headers: update.headers,
      body: update.body,
      response: { 200: update.response, ...ERROR_RESPONSES },
    },
    handler: async (request, reply) => {
      const by = await editor(request);
      const removed: string[] = [];
      const answer = await app.sync.idempotent(request, reply, async (tx) => ({
        statusCode: 200,
        body: await app.artworks.update(tx, by, request.body, removed),
      }));
      // Only once the edit is committed: a rolled-back edit still shows its images.
      await app.files.discardImages(removed, request.log);
      return answer;
    },
  });

  const remove = ARTWORKS_CONTRACT.delete;
  app.route({
    method: remove.method,
    url: remove.path,
    schema: {
      tags: ['artworks'],
      headers: remove.headers,
      querystring: remove.querystring,
      response: { 200: remove.response, ...ERROR_RESPONSES },
    },
    handler: async (request, reply) => {
      const answer = await app.sync.idempotent(request, reply, async (tx) => ({
        statusCode: 200,
        body: await app.artworks.delete(tx, request.user.id, request.query.artworkId),
      }));
      await app.files.discardImages(
        [artworkFilesPrefix(request.user.id, answer.artworkId)],
        request.log,
      );
      return answer;
    },
  });

  const imageUrls = ARTWORKS_CONTRACT.imageUrls;
  app.route({
    method: imageUrls.method,
    url: imageUrls.path,
    schema: {
      tags: ['artworks'],
      params: imageUrls.params,
      querystring: imageUrls.querystring,
      response: { 200: imageUrls.response, ...ERROR_RESPONSES },
    },
    // A GET, but it hands out an upload address: only for an account that may change records.
    config: { plan: 'write' },
    handler: (request) =>
      app.artworks.imageUrls(owner(request), request.params.id, request.query.contentType),
  });

  const importImage = ARTWORKS_CONTRACT.importImage;
  app.route({
    method: importImage.method,
    url: importImage.path,
    schema: {
      tags: ['artworks'],
      params: importImage.params,
      body: importImage.body,
      response: { 200: importImage.response, ...ERROR_RESPONSES },
    },
    handler: (request) =>
      app.artworks.importImage(owner(request), request.params.id, request.body.link),
  });

  const importConfig = ARTWORKS_CONTRACT.importConfig;
  app.route({
    method: importConfig.method,
    url: importConfig.path,
    schema: { tags: ['artworks'], response: { 200: importConfig.response, ...ERROR_RESPONSES } },
    handler: () => Promise.resolve({ dropboxAppKey: options.dropboxAppKey ?? null }),
  });

  const linkImage = ARTWORKS_CONTRACT.linkImage;
  app.route({
    method: linkImage.method,
    url: linkImage.path,
    schema: {
      tags: ['artworks'],
      headers: linkImage.headers,
      params: linkImage.params,
      body: linkImage.body,
      response: { 200: linkImage.response, ...ERROR_RESPONSES },
    },
    handler: (request, reply) =>
      app.sync.idempotent(request, reply, async (tx) => ({
        statusCode: 200,
        body: await app.artworks.linkImage(tx, owner(request), request.params.id, request.body),
      })),
  });

  const history = ARTWORKS_CONTRACT.history;
  app.route({
    method: history.method,
    url: history.path,
    schema: {
      tags: ['artworks'],
      params: history.params,
      response: { 200: history.response, ...ERROR_RESPONSES },
    },
    handler: async (request) => ({
      history: await app.artworks.history(owner(request), request.params.id),
    }),
  });
  return Promise.resolve();
};

/** Artworks: create (upsert by client id), list, merge-edit, delete (tombstone), history. */
export const artworksModule = fp<ArtworksModuleOptions>(
  async (app, options) => {
    const repository = createArtworksRepository(app.db);
    const service = createArtworksService({
      artworks: repository,
      artists: createArtistsRepository(app.db),
      sync: app.sync,
      files: app.files,
      download: httpDownload,
      clock: app.clock,
    });
    app.decorate('artworks', service);
    app.sync.registerLoader('artwork', (userId, ids) => service.loadArtworksForSync(userId, ids));
    app.sync.registerLoader('artist', (userId, ids) => service.loadArtistsForSync(userId, ids));
    app.files.registerImageReferences((userId) => repository.linkedImageKeys(userId));
    await app.register(routes, { dropboxAppKey: options.dropboxAppKey ?? null });
  },
  { name: 'artworks', dependencies: ['db', 'clock', 'auth-guard', 'sync', 'collections', 'files'] },
);
