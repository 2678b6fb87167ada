import { AUTH_CONTRACT } from '@archive/domain/contract/auth.contract';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userFilesPrefix } from '../../lib/image-keys';
import { ERROR_RESPONSES, NO_SECURITY } from '../../lib/route-schemas';
import { createUsersRepository } from './users.repository';
import { createUsersService, type UsersService } from './users.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The users module's service; other modules reach the users table only through it. */
    users: UsersService;
  }
}

const routes: FastifyPluginAsync = (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  const userExists = AUTH_CONTRACT.userExists;
  app.route({
    method: userExists.method,
    url: userExists.path,
    schema: {
      tags: ['users'],
      security: NO_SECURITY,
      params: userExists.params,
      response: { 200: userExists.response, ...ERROR_RESPONSES },
    },
    config: { public: userExists.public },
    onRequest: app.limit('userLookupPerIp', 'ip'),
    preHandler: app.limit('userLookupPerEmail', 'email'),
    handler: (request) => app.users.lookUp(request.params.emailParam),
  });

  const me = AUTH_CONTRACT.me;
  app.route({
    method: me.method,
    url: me.path,
    schema: { tags: ['users'], response: { 200: me.response, ...ERROR_RESPONSES } },
    config: { plan: 'open' },
    handler: (request) => ({ user: app.users.toApiUser(request.user) }),
  });

  const updateUser = AUTH_CONTRACT.updateUser;
  app.route({
    method: updateUser.method,
    url: updateUser.path,
    schema: {
      tags: ['users'],
      body: updateUser.body,
      response: { 200: updateUser.response, ...ERROR_RESPONSES },
    },
    config: { plan: 'open' },
    handler: async (request) => {
      const row = await app.users.updateProfile(request.user, request.body);
      return { user: app.users.toApiUser(row) };
    },
  });

  const deleteAccount = AUTH_CONTRACT.deleteAccount;
  app.route({
    method: deleteAccount.method,
    url: deleteAccount.path,
    schema: {
      tags: ['users'],
      body: deleteAccount.body,
      response: { 200: deleteAccount.response, ...ERROR_RESPONSES },
    },
    config: { plan: 'open' },
    // The password is checked here: limited like sign-in, so a left-open session cannot guess it.
    onRequest: app.limit('signInPerIp', 'ip'),
    handler: async (request) => {
      await app.users.deleteAccount(request.user, request.body.currentPassword);
      // After the rows are gone (viewing rooms, shares and records cascade): every image, logo
      // and derivative of the account, then what other modules keep (exports' files).
      await app.files.discardImages([userFilesPrefix(request.user.id)], request.log);
      await app.users.cleanUpDeletedAccount(request.user.id, request.log);
      return { success: true as const };
    },
  });
  return Promise.resolve();
};

/** Accounts: look-up, the signed-in user, profile changes and account deletion. */
export const usersModule = fp(
  async (app) => {
    const repository = createUsersRepository(app.db);
    app.decorate(
      'users',
      createUsersService({
        repository,
        clock: app.clock,
        hasher: app.passwordHasher,
        mail: app.mail,
        log: app.log,
      }),
    );
    await app.register(routes);
  },
  {
    name: 'users',
    dependencies: ['db', 'clock', 'password-hasher', 'mail', 'auth-guard', 'rate-limits', 'files'],
  },
);
