import { AUTH_CONTRACT } from '@archive/domain/contract/auth.contract';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { contractRoute } from '../../lib/contract-route';
import { createAuthRepository } from './auth.repository';
import { createAuthService, type AuthService } from './auth.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Registration, sign-in, sessions and passwords. */
    auth: AuthService;
  }
}

const TAG = 'auth';
const SUCCESS = { success: true as const };

const routes: FastifyPluginAsync = (app) => {
  contractRoute(
    app,
    TAG,
    AUTH_CONTRACT.register,
    { onRequest: app.limit('registerPerIp', 'ip') },
    (_request, { body }) => app.auth.register(body),
  );

  contractRoute(
    app,
    TAG,
    AUTH_CONTRACT.signIn,
    {
      onRequest: app.limit('signInPerIp', 'ip'),
      preHandler: app.limit('signInPerEmail', 'email'),
    },
    async (_request, { body }) => {
      const answer = await app.auth.signIn(body.email, body.password);
      // Only failures add up (issue 33): a person signing in on several devices is never
      // refused with the right password; a run of wrong ones still is.
      await app.resetLimit('signInPerEmail', body.email.toLowerCase());
      return answer;
    },
  );

  contractRoute(app, TAG, AUTH_CONTRACT.signOut, { config: { plan: 'open' } }, async (request) => {
    await app.auth.signOut(request.session);
    return SUCCESS;
  });

  contractRoute(
    app,
    TAG,
    AUTH_CONTRACT.changePassword,
    { config: { plan: 'open' } },
    async (request, { body }) => {
      const { currentPassword, newPassword } = body;
      await app.auth.changePassword(request.user, request.session, currentPassword, newPassword);
      return SUCCESS;
    },
  );

  contractRoute(
    app,
    TAG,
    AUTH_CONTRACT.requestPasswordReset,
    {
      onRequest: app.limit('resetRequestPerIp', 'ip'),
      preHandler: app.limit('resetRequestPerEmail', 'email'),
    },
    async (_request, { params }) => {
      await app.auth.requestPasswordReset(params.emailParam);
      return SUCCESS;
    },
  );

  contractRoute(
    app,
    TAG,
    AUTH_CONTRACT.resetPassword,
    {
      onRequest: app.limit('resetSubmitPerIp', 'ip'),
      preHandler: app.limit('resetSubmitPerEmail', 'email'),
    },
    async (_request, { params, body }) => {
      const { resetCode, newPassword } = body;
      await app.auth.resetPassword(params.emailParam, resetCode, newPassword);
      return SUCCESS;
    },
  );
  return Promise.resolve();
};

/** Registration, sign-in and -out, password change and reset. */
export const authModule = fp(
  async (app) => {
    app.decorate(
      'auth',
      createAuthService({
        repository: createAuthRepository(app.db),
        users: app.users,
        collections: app.collections,
        hasher: app.passwordHasher,
        mail: app.mail,
        clock: app.clock,
        // The sharing module registers later; reached at call time.
        shares: {
          claimWaiting: (userId, email) => app.sharing.claimWaiting(userId, email),
          recordsFor: (userId) => app.sharing.recordsFor(userId),
        },
      }),
    );
    await app.register(routes);
  },
  {
    name: 'auth',
    dependencies: [
      'db',
      'users',
      'collections',
      'mail',
      'password-hasher',
      'clock',
      'auth-guard',
      'rate-limits',
    ],
  },
);
