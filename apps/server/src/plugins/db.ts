import fp from 'fastify-plugin';
import type { DatabaseHandle, Db, RunExclusive } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Runs a job in one server process at a time (an advisory lock; db/advisory-locks.ts). */
    runExclusive: RunExclusive;
  }
}

export interface DbPluginOptions {
  /** An open, migrated database; the plugin closes it when the app closes. */
  handle: DatabaseHandle;
}

export const dbPlugin = fp<DbPluginOptions>(
  (app, options, done) => {
    app.decorate('db', options.handle.db);
    app.decorate('runExclusive', options.handle.runExclusive);
    app.addHook('onClose', async () => {
      await options.handle.close();
    });
    done();
  },
  { name: 'db' },
);
