import { AUTH_CONTRACT } from '@archive/domain/contract/auth.contract';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { contractRoute } from '../../lib/contract-route';
import { userFilesPrefix } from '../../lib/image-keys';
import { createUsersRepository } from './users.repository';
import { createUsersService, type UsersService } from './users.service';

const TAG = 'users';

declare module 'fastify' {
  interface FastifyInstance {
    /** The users module's service; other modules reach the users table only through it. */
    users: UsersService;
  }
}

const routes: FastifyPluginAsync = (app) => {
  contractRoute(
    app,
    TAG,
    AUTH_CONTRACT.userExists,
    {
      onRequest: app.limit('userLookupPerIp', 'ip'),
      preHandler: app.limit('userLookupPerEmail', 'email'),
    },
    (_request, { params }) => app.users.lookUp(params.emailParam),
  );

  contractRoute(app, TAG, AUTH_CONTRACT.me, { config: { plan: 'open' } }, (request) =>
    Promise.resolve({ user: app.users.toApiUser(request.user) }),
  );

  contractRoute(
    app,
    TAG,
    AUTH_CONTRACT.updateUser,
    { config: { plan: 'open' } },
    async (request, { body }) => {
      const row = await app.users.updateProfile(request.user, body);
      return { user: app.users.toApiUser(row) };
    },
  );

  contractRoute(
    app,
    TAG,
    AUTH_CONTRACT.deleteAccount,
    {
      config: { plan: 'open' },
      // The password is checked here: limited like sign-in, so a left-open session cannot
      // guess it.
      onRequest: app.limit('signInPerIp', 'ip'),
    },
    async (request, { body }) => {
      await app.users.deleteAccount(request.user, body.currentPassword);
      // After the rows are gone (viewing rooms, shares and records cascade): every image, logo
      // and derivative of the account, then what other modules keep (exports' files).
      await app.files.discardImages([userFilesPrefix(request.user.id)], request.log);
      await app.users.cleanUpDeletedAccount(request.user.id, request.log);
      return { success: true as const };
    },
  );
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
