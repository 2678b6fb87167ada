import { CONTACTS_CONTRACT } from '@archive/domain/contract/contacts.contract';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createContactsRepository } from './contacts.repository';
import { createContactsService, type ContactsService } from './contacts.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The contacts module's service. */
    contacts: ContactsService;
  }
}

const routes: FastifyPluginAsync = (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  // List, create, edit, delete, history, upload address and photo link: the synced kind's calls.
  app.sync.registerRoutes(app, {
    tag: 'contacts',
    kind: 'contact',
    contract: CONTACTS_CONTRACT,
    editor: (request) => Promise.resolve(request.user.id),
    deletedId: (input) => input.params.id,
    filesPrefix: app.contacts.filesPrefix,
    service: app.contacts,
  });

  return Promise.resolve();
};

/** The contact book: create (upsert by client id), list, merge-edit, delete (tombstone). */
export const contactsModule = fp(
  async (app) => {
    const repository = createContactsRepository(app.db);
    const service = createContactsService(repository, app.sync, app.files, app.clock);
    app.decorate('contacts', service);
    app.sync.registerLoader('contact', (userId, ids) => service.loadForSync(userId, ids));
    app.files.registerImageReferences((userId) => repository.linkedImageKeys(userId));
    await app.register(routes);
  },
  { name: 'contacts', dependencies: ['db', 'clock', 'auth-guard', 'sync', 'files'] },
);
