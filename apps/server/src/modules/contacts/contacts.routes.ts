import { CONTACTS_CONTRACT } from '@archive/domain/contract/contacts.contract';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../lib/route-schemas';
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

  const create = CONTACTS_CONTRACT.create;
  app.route({
    method: create.method,
    url: create.path,
    schema: {
      tags: ['contacts'],
      headers: create.headers,
      body: create.body,
      response: { 200: create.response, ...ERROR_RESPONSES },
    },
    handler: (request, reply) =>
      app.sync.idempotent(request, reply, async (tx) => ({
        statusCode: 200,
        body: await app.contacts.create(tx, request.user.id, request.body),
      })),
  });

  const list = CONTACTS_CONTRACT.list;
  app.route({
    method: list.method,
    url: list.path,
    schema: { tags: ['contacts'], response: { 200: list.response, ...ERROR_RESPONSES } },
    handler: async (request) => ({ contacts: await app.contacts.list(request.user.id) }),
  });

  const update = CONTACTS_CONTRACT.update;
  app.route({
    method: update.method,
    url: update.path,
    schema: {
      tags: ['contacts'],
      headers: update.headers,
      body: update.body,
      response: { 200: update.response, ...ERROR_RESPONSES },
    },
    handler: (request, reply) =>
      app.sync.idempotent(request, reply, async (tx) => ({
        statusCode: 200,
        body: await app.contacts.update(tx, request.user.id, request.body),
      })),
  });

  const remove = CONTACTS_CONTRACT.delete;
  app.route({
    method: remove.method,
    url: remove.path,
    schema: {
      tags: ['contacts'],
      headers: remove.headers,
      params: remove.params,
      response: { 200: remove.response, ...ERROR_RESPONSES },
    },
    handler: (request, reply) =>
      app.sync.idempotent(request, reply, async (tx) => ({
        statusCode: 200,
        body: await app.contacts.delete(tx, request.user.id, request.params.id),
      })),
  });

  const history = CONTACTS_CONTRACT.history;
  app.route({
    method: history.method,
    url: history.path,
    schema: {
      tags: ['contacts'],
      params: history.params,
      response: { 200: history.response, ...ERROR_RESPONSES },
    },
    handler: async (request) => ({
      history: await app.contacts.history(request.user.id, request.params.id),
    }),
  });
  return Promise.resolve();
};

/** The contact book: create (upsert by client id), list, merge-edit, delete (tombstone). */
export const contactsModule = fp(
  async (app) => {
    const service = createContactsService(createContactsRepository(app.db), app.sync, app.clock);
    app.decorate('contacts', service);
    app.sync.registerLoader('contact', (userId, ids) => service.loadForSync(userId, ids));
    await app.register(routes);
  },
  { name: 'contacts', dependencies: ['db', 'clock', 'auth-guard', 'sync'] },
);
