import path from 'node:path';
import fp from 'fastify-plugin';
import { createLocalStorage, type LocalStorage } from '../adapters/storage/local/local-storage';
import { loadOrCreateSigningSecret } from '../adapters/storage/local/signing-secret';
import type { StoragePort } from '../adapters/storage/storage-port';
import type { StorageConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where image files live: S3 when S3_BUCKET is set, else local disk. */
    storage: StoragePort;
    /** The local adapter's own call (checking upload addresses); null with S3. */
    localFiles: LocalStorage | null;
  }
}

export interface StoragePluginOptions {
  config: StorageConfig;
  /** DATA_DIR: where a generated signing secret is kept. */
  dataDir: string;
}

export const storagePlugin = fp<StoragePluginOptions>(
  async (app, options) => {
    const { config } = options;
    const clock = () => app.clock();
    if (config.kind === 'local') {
      const signingSecret =
        config.signingSecret ?? (await loadOrCreateSigningSecret(path.resolve(options.dataDir)));
      const local = createLocalStorage({
        directory: config.directory,
        publicUrl: config.publicUrl,
        signingSecret,
        clock,
      });
      app.decorate('storage', local);
      app.decorate('localFiles', local);
    } else {
      // Loaded only when used: the AWS SDK adds start-up time the embedded default never needs.
      const { createS3Storage } = await import('../adapters/storage/s3/s3-storage');
      app.decorate('storage', createS3Storage({ ...config, clock }));
      app.decorate('localFiles', null);
    }
    app.addHook('onClose', async () => {
      await app.storage.close();
    });
  },
  { name: 'storage', dependencies: ['clock'] },
);
