import fp from 'fastify-plugin';
import type { DatabaseHandle, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export interface DbPluginOptions {
  /** An open, migrated database; the plugin closes it when the app closes. */
  handle: DatabaseHandle;
}

export const dbPlugin = fp<DbPluginOptions>(
  (app, options, done) => {
    app.decorate('db', options.handle.db);
    app.addHook('onClose', async () => {
      await options.handle.close();
    });
    done();
  },
  { name: 'db' },
);
