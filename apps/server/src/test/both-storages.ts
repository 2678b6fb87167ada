import { startFakeS3, type FakeS3 } from '../adapters/storage/s3/fake-s3-server.test-support';
import { buildTestApp, type TestApp } from './build-test-app';

export type StorageKind = 'local' | 's3';

/** One app on local disk and one on an S3 bucket (a local fake), for tests of both adapters. */
export interface BothStorages {
  app: (kind: StorageKind) => TestApp;
  close: () => Promise<void>;
}

export async function startBothStorages(): Promise<BothStorages> {
  const fake: FakeS3 = await startFakeS3();
  const apps: Record<StorageKind, TestApp> = {
    local: await buildTestApp(),
    s3: await buildTestApp({
      env: {
        S3_ENDPOINT: fake.endpoint,
        S3_BUCKET: fake.bucket,
        S3_REGION: fake.region,
        S3_ACCESS_KEY_ID: fake.accessKeyId,
        S3_SECRET_ACCESS_KEY: fake.secretAccessKey,
      },
    }),
  };
  return {
    app: (kind) => apps[kind],
    async close() {
      await apps.local.close();
      await apps.s3.close();
      await fake.close();
    },
  };
}
