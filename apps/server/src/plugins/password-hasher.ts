import fp from 'fastify-plugin';
import type { PasswordHasher } from '../adapters/password-hasher/password-hasher';

declare module 'fastify' {
  interface FastifyInstance {
    passwordHasher: PasswordHasher;
  }
}

export const passwordHasherPlugin = fp<{ hasher: PasswordHasher }>(
  (app, options, done) => {
    app.decorate('passwordHasher', options.hasher);
    done();
  },
  { name: 'password-hasher' },
);
