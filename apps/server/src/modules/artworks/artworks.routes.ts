import { ARTWORKS_CONTRACT } from '@archive/domain/contract/artworks.contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AllowedHost } from '../../adapters/download/allowed-hosts';
import { createImportDownload } from '../../adapters/download/http-download';
import { contractRoute } from '../../lib/contract-route';
import { createArtistsRepository } from './artists.repository';
import { createArtworksRepository } from './artworks.repository';
import type { Owner } from '../sync/synced-kind';
import { createArtworksService, type ArtworksService, type Editor } from './artworks.service';

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
  /** Where an import may download from (config IMPORT_ALLOWED_HOSTS); none by default. */
  importAllowedHosts?: readonly AllowedHost[];
}

const routes: FastifyPluginAsync<ArtworksModuleOptions> = (instance, options) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  /** Read before the change's transaction opens (see Editor). */
  async function editor(request: FastifyRequest): Promise<Editor> {
    return { ...owner(request), collections: await app.collections.listForUser(request.user.id) };
  }

  // List, create, edit, delete, history, upload address and image link: the synced kind's calls.
  app.sync.registerRoutes(app, {
    tag: 'artworks',
    kind: 'artwork',
    contract: ARTWORKS_CONTRACT,
    bodyLimit: ARTWORK_BODY_LIMIT_BYTES,
    editor,
    deletedId: (input) => input.query.artworkId,
    filesPrefix: app.artworks.filesPrefix,
    service: app.artworks,
  });

  contractRoute(
    app,
    'artworks',
    ARTWORKS_CONTRACT.importImage,
    // Each import makes this server download up to 50 MB: limited per user.
    { onRequest: app.limit('importImagePerUser', 'user') },
    (request, { params, body }) => app.artworks.importImage(owner(request), params.id, body.link),
  );

  contractRoute(app, 'artworks', ARTWORKS_CONTRACT.importConfig, {}, () =>
    Promise.resolve({ dropboxAppKey: options.dropboxAppKey ?? null }),
  );

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
      download: createImportDownload({ allowedHosts: options.importAllowedHosts ?? [] }),
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
