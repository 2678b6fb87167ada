import fp from 'fastify-plugin';
import { createCollectionsRepository } from './collections.repository';
import { createCollectionsService, type CollectionsService } from './collections.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The collections module's service. Its HTTP routes come with the artworks issue. */
    collections: CollectionsService;
  }
}

export const collectionsModule = fp(
  (app, _options, done) => {
    app.decorate('collections', createCollectionsService(createCollectionsRepository(app.db)));
    done();
  },
  { name: 'collections', dependencies: ['db'] },
);
