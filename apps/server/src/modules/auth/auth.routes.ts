import { AUTH_CONTRACT } from '@archive/domain/contract/auth.contract';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES, NO_SECURITY } from '../../lib/route-schemas';
import { createAuthRepository } from './auth.repository';
import { createAuthService, type AuthService } from './auth.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Registration, sign-in, sessions and passwords. */
    auth: AuthService;
  }
}

const SUCCESS = { success: true as const };

const routes: FastifyPluginAsync = (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  const register = AUTH_CONTRACT.register;
  app.route({
    method: register.method,
    url: register.path,
    schema: {
      tags: ['auth'],
      security: NO_SECURITY,
      body: register.body,
      response: { 200: register.response, ...ERROR_RESPONSES },
    },
    config: { public: register.public },
    onRequest: app.limit('registerPerIp', 'ip'),
    handler: (request) => app.auth.register(request.body),
  });

  const signIn = AUTH_CONTRACT.signIn;
  app.route({
    method: signIn.method,
    url: signIn.path,
    schema: {
      tags: ['auth'],
      security: NO_SECURITY,
      body: signIn.body,
      response: { 200: signIn.response, ...ERROR_RESPONSES },
    },
    config: { public: signIn.public },
    onRequest: app.limit('signInPerIp', 'ip'),
    preHandler: app.limit('signInPerEmail', 'email'),
    handler: async (request) => {
      const answer = await app.auth.signIn(request.body.email, request.body.password);
      // Only failures add up (issue 33): a person signing in on several devices is never
      // refused with the right password; a run of wrong ones still is.
      await app.resetLimit('signInPerEmail', request.body.email.toLowerCase());
      return answer;
    },
  });

  const signOut = AUTH_CONTRACT.signOut;
  app.route({
    method: signOut.method,
    url: signOut.path,
    schema: { tags: ['auth'], response: { 200: signOut.response, ...ERROR_RESPONSES } },
    config: { plan: 'open' },
    handler: async (request) => {
      await app.auth.signOut(request.session);
      return SUCCESS;
    },
  });

  const changePassword = AUTH_CONTRACT.changePassword;
  app.route({
    method: changePassword.method,
    url: changePassword.path,
    schema: {
      tags: ['auth'],
      body: changePassword.body,
      response: { 200: changePassword.response, ...ERROR_RESPONSES },
    },
    config: { plan: 'open' },
    handler: async (request) => {
      const { currentPassword, newPassword } = request.body;
      await app.auth.changePassword(request.user, request.session, currentPassword, newPassword);
      return SUCCESS;
    },
  });

  const requestReset = AUTH_CONTRACT.requestPasswordReset;
  app.route({
    method: requestReset.method,
    url: requestReset.path,
    schema: {
      tags: ['auth'],
      security: NO_SECURITY,
      params: requestReset.params,
      response: { 200: requestReset.response, ...ERROR_RESPONSES },
    },
    config: { public: requestReset.public },
    onRequest: app.limit('resetRequestPerIp', 'ip'),
    preHandler: app.limit('resetRequestPerEmail', 'email'),
    handler: async (request) => {
      await app.auth.requestPasswordReset(request.params.emailParam);
      return SUCCESS;
    },
  });

  const resetPassword = AUTH_CONTRACT.resetPassword;
  app.route({
    method: resetPassword.method,
    url: resetPassword.path,
    schema: {
      tags: ['auth'],
      security: NO_SECURITY,
      params: resetPassword.params,
      body: resetPassword.body,
      response: { 200: resetPassword.response, ...ERROR_RESPONSES },
    },
    config: { public: resetPassword.public },
    onRequest: app.limit('resetSubmitPerIp', 'ip'),
    preHandler: app.limit('resetSubmitPerEmail', 'email'),
    handler: async (request) => {
      const { resetCode, newPassword } = request.body;
      await app.auth.resetPassword(request.params.emailParam, resetCode, newPassword);
      return SUCCESS;
    },
  });
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
