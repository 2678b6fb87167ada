import { CONTACTS_CONTRACT } from '@archive/domain/contract/contacts.contract';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../lib/route-schemas';
import { createContactsRepository } from './contacts.repository';
import {
  contactFilesPrefix,
  createContactsService,
  type ContactsService,
} from './contacts.service';

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
    handler: async (request, reply) => {
      const removed: string[] = [];
      const answer = await app.sync.idempotent(request, reply, async (tx) => ({
        statusCode: 200,
        body: await app.contacts.update(tx, request.user.id, request.body, removed),
      }));
      await app.files.discardImages(removed, request.log);
      return answer;
    },
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
    handler: async (request, reply) => {
      const answer = await app.sync.idempotent(request, reply, async (tx) => ({
        statusCode: 200,
        body: await app.contacts.delete(tx, request.user.id, request.params.id),
      }));
      await app.files.discardImages(
        [contactFilesPrefix(request.user.id, answer.contactId)],
        request.log,
      );
      return answer;
    },
  });

  const imageUrls = CONTACTS_CONTRACT.imageUrls;
  app.route({
    method: imageUrls.method,
    url: imageUrls.path,
    schema: {
      tags: ['contacts'],
      params: imageUrls.params,
      querystring: imageUrls.querystring,
      response: { 200: imageUrls.response, ...ERROR_RESPONSES },
    },
    // A GET, but it hands out an upload address: only for an account that may change records.
    config: { plan: 'write' },
    handler: (request) =>
      app.contacts.imageUrls(request.user.id, request.params.id, request.query.contentType),
  });

  const linkImage = CONTACTS_CONTRACT.linkImage;
  app.route({
    method: linkImage.method,
    url: linkImage.path,
    schema: {
      tags: ['contacts'],
      headers: linkImage.headers,
      params: linkImage.params,
      body: linkImage.body,
      response: { 200: linkImage.response, ...ERROR_RESPONSES },
    },
    handler: async (request, reply) => {
      const replaced: string[] = [];
      const answer = await app.sync.idempotent(request, reply, async (tx) => ({
        statusCode: 200,
        body: await app.contacts.linkImage(
          tx,
          request.user.id,
          request.params.id,
          request.body,
          replaced,
        ),
      }));
      await app.files.discardImages(replaced, request.log);
      return answer;
    },
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
    const repository = createContactsRepository(app.db);
    const service = createContactsService(repository, app.sync, app.files, app.clock);
    app.decorate('contacts', service);
    app.sync.registerLoader('contact', (userId, ids) => service.loadForSync(userId, ids));
    app.files.registerImageReferences((userId) => repository.linkedImageKeys(userId));
    await app.register(routes);
  },
  { name: 'contacts', dependencies: ['db', 'clock', 'auth-guard', 'sync', 'files'] },
);
