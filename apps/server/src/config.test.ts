import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, PRODUCTION_NEEDS, REPO_ROOT } from './config';
import { PRODUCTION_ENV as PRODUCTION, productionEnvWithout } from './test/production-env';

describe('loadConfig', () => {
  it('runs with no variables at all', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.join(REPO_ROOT, 'data'),
      databaseUrl: null,
      publicUrl: 'http://127.0.0.1:3000',
      redisUrl: null,
      smtpUrl: null,
      mailFrom: 'Archive <no-reply@archive.local>',
      nodeEnv: 'development',
      logLevel: 'info',
      enableTestRoutes: false,
      webDistDir: path.join(REPO_ROOT, 'apps', 'web', 'dist'),
      trustProxy: false,
      stripe: null,
      storage: {
        kind: 'local',
        directory: path.join(REPO_ROOT, 'data', 'files'),
        signingSecret: null,
        publicUrl: 'http://127.0.0.1:3000/files',
      },
      dropboxAppKey: null,
      importAllowedHosts: expect.any(Array) as unknown,
      filesSweepHours: 24,
      operatorToken: null,
    });
  });

  it('sweeps unlinked uploads every FILES_SWEEP_HOURS hours, never with 0', () => {
    expect(loadConfig({ FILES_SWEEP_HOURS: '6' }).filesSweepHours).toBe(6);
    expect(loadConfig({ FILES_SWEEP_HOURS: '0' }).filesSweepHours).toBe(0);
    expect(() => loadConfig({ FILES_SWEEP_HOURS: 'daily' })).toThrow(/FILES_SWEEP_HOURS/);
    expect(() => loadConfig({ FILES_SWEEP_HOURS: '-1' })).toThrow(/FILES_SWEEP_HOURS/);
  });

  it('keeps rate-limit counters in Redis with a redis:// or rediss:// REDIS_URL', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2' }).redisUrl).toBe(
      'redis://127.0.0.1:6379/2',
    );
    expect(loadConfig({ REDIS_URL: 'rediss://user:secret@cache.example.com' }).redisUrl).toBe(
      'rediss://user:secret@cache.example.com',
    );
    expect(loadConfig({ REDIS_URL: ' ' }).redisUrl).toBeNull();
  });

  it('reads the Dropbox app key and refuses one that is not', () => {
    expect(loadConfig({ DROPBOX_APP_KEY: ' abc123xyz ' }).dropboxAppKey).toBe('abc123xyz');
    expect(() => loadConfig({ DROPBOX_APP_KEY: 'abc 123' })).toThrow(/DROPBOX_APP_KEY/);
  });

  it('allows imports from Dropbox content hosts over https by default, and reads IMPORT_ALLOWED_HOSTS', () => {
    expect(loadConfig({}).importAllowedHosts).toEqual([
      {
        protocol: 'https:',
        host: 'dl.dropboxusercontent.com',
        subdomains: false,
        port: 443,
        isAddress: false,
      },
      {
        protocol: 'https:',
        host: 'dl.dropboxusercontent.com',
        subdomains: true,
        port: 443,
        isAddress: false,
      },
    ]);
    const hosts = loadConfig({
      IMPORT_ALLOWED_HOSTS: ' Files.Example.com. , http://127.0.0.1:8123,https://[::1]:9000 ',
    }).importAllowedHosts;
    expect(hosts).toEqual([
      {
        protocol: 'https:',
        host: 'files.example.com',
        subdomains: false,
        port: 443,
        isAddress: false,
      },
      { protocol: 'http:', host: '127.0.0.1', subdomains: false, port: 8123, isAddress: true },
      { protocol: 'https:', host: '[::1]', subdomains: false, port: 9000, isAddress: true },
    ]);
    for (const bad of [
      ',',
      'ftp://files.example.com',
      'https://files.example.com/path',
      'https://user@files.example.com',
      '*.127.0.0.1',
      'http://*.example.com',
      'files.example.com:8443',
      'under_score.example.com',
    ]) {
      expect(() => loadConfig({ IMPORT_ALLOWED_HOSTS: bad }), bad).toThrow(/IMPORT_ALLOWED_HOSTS/);
    }
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/archive',
      DATABASE_URL: 'postgres://archive@db:5432/archive',
      PUBLIC_URL: 'https://archive.example.com/',
      SMTP_URL: 'smtp://user:pass@mail.example.com:587',
      MAIL_FROM: 'Archive <hello@example.com>',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ENABLE_TEST_ROUTES: 'true',
      WEB_DIST_DIR: '/srv/web',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      dataDir: '/var/lib/archive',
      databaseUrl: 'postgres://archive@db:5432/archive',
      publicUrl: 'https://archive.example.com',
      smtpUrl: 'smtp://user:pass@mail.example.com:587',
      mailFrom: 'Archive <hello@example.com>',
      nodeEnv: 'test',
      logLevel: 'warn',
      enableTestRoutes: true,
      webDistDir: '/srv/web',
      trustProxy: true,
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ', SMTP_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: null,
      smtpUrl: null,
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '30.5'],
    ['HOST', 'not a host'],
    ['DATABASE_URL', 'mysql://db/archive'],
    ['PUBLIC_URL', 'archive.example.com'],
    ['SMTP_URL', 'http://mail'],
    ['REDIS_URL', 'http://127.0.0.1:6379'],
    ['REDIS_URL', '127.0.0.1:6379'],
    ['MAIL_FROM', 'nobody'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'loud'],
    ['ENABLE_TEST_ROUTES', 'yes'],
    ['TRUST_PROXY', 'maybe'],
    ['FILES_SIGNING_SECRET', 'too-short'],
    ['OPERATOR_TOKEN', 'shorter-than-thirty-two'],
    ['FILES_PUBLIC_URL', 'files.example.com'],
    ['S3_BUCKET', 'Not A Bucket'],
    ['S3_REGION', 'EU Central'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(
      new RegExp(`^Invalid configuration: ${name} `),
    );
  });

  it('refuses test routes in production', () => {
    expect(() => loadConfig({ ...PRODUCTION, ENABLE_TEST_ROUTES: 'true' })).toThrow(
      'Invalid configuration: ENABLE_TEST_ROUTES must not be true when NODE_ENV is production',
    );
  });

  it.each(PRODUCTION_NEEDS.map(([name]) => name))(
    'refuses production without %s, naming it',
    (name) => {
      expect(() => loadConfig({ ...PRODUCTION, [name]: undefined })).toThrow(
        new RegExp(`^Invalid configuration: ${name} must be set when NODE_ENV is production: `),
      );
    },
  );

  it('says what PORT must be', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(
      'Invalid configuration: PORT must be an integer between 0 and 65535',
    );
  });

  it('selects Stripe with its keys, and names a missing or malformed one', () => {
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    };
    expect(loadConfig(stripe).stripe).toEqual({
      secretKey: 'sk_test_abc',
      publishableKey: 'pk_test_abc',
      webhookSecret: 'whsec_abc',
      apiBaseUrl: null,
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY must be set when STRIPE_SECRET_KEY is set; STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'pk_wrong' })).toThrow(
      /STRIPE_SECRET_KEY must be a Stripe secret key/,
    );
    expect(() => loadConfig({ ...stripe, STRIPE_API_BASE_URL: 'ftp://x' })).toThrow(
      /STRIPE_API_BASE_URL must be an http/,
    );
  });

  it('keeps files on local disk by default, under PUBLIC_URL/files or FILES_PUBLIC_URL', () => {
    const secret = 'a'.repeat(32);
    expect(
      loadConfig({
        DATA_DIR: '/srv/archive',
        PUBLIC_URL: 'https://archive.example.com',
        FILES_SIGNING_SECRET: secret,
      }).storage,
    ).toEqual({
      kind: 'local',
      directory: '/srv/archive/files',
      signingSecret: secret,
      publicUrl: 'https://archive.example.com/files',
    });
    expect(loadConfig({ FILES_PUBLIC_URL: 'https://files.example.com/' }).storage).toMatchObject({
      publicUrl: 'https://files.example.com',
    });
  });

  it('needs FILES_SIGNING_SECRET in production unless files are in S3', () => {
    const withoutSecret = productionEnvWithout('FILES_SIGNING_SECRET');
    expect(() => loadConfig(withoutSecret)).toThrow(
      'Invalid configuration: FILES_SIGNING_SECRET must be set when NODE_ENV is production',
    );
    expect(loadConfig(PRODUCTION).storage).toMatchObject({ kind: 'local' });
    expect(loadConfig({ ...withoutSecret, S3_BUCKET: 'archive' }).storage).toMatchObject({
      kind: 's3',
    });
  });

  it('selects an S3-compatible store with S3_BUCKET, and names what is missing', () => {
    expect(
      loadConfig({
        S3_ENDPOINT: 'https://s3.example.com/',
        S3_BUCKET: 'archive-files',
        S3_REGION: 'auto',
        S3_ACCESS_KEY_ID: 'AKIA1',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).storage,
    ).toEqual({
      kind: 's3',
      endpoint: 'https://s3.example.com',
      bucket: 'archive-files',
      region: 'auto',
      credentials: { accessKeyId: 'AKIA1', secretAccessKey: 'secret' },
      publicUrl: 'https://s3.example.com/archive-files',
    });
    expect(loadConfig({ S3_BUCKET: 'archive-files' }).storage).toEqual({
      kind: 's3',
      endpoint: null,
      bucket: 'archive-files',
      region: 'us-east-1',
      credentials: null,
      publicUrl: 'https://archive-files.s3.us-east-1.amazonaws.com',
    });
    expect(() => loadConfig({ S3_ENDPOINT: 'https://s3.example.com' })).toThrow(
      'Invalid configuration: S3_BUCKET must be set when S3_ENDPOINT is set',
    );
    expect(() => loadConfig({ S3_BUCKET: 'archive-files', S3_ACCESS_KEY_ID: 'AKIA1' })).toThrow(
      'Invalid configuration: S3_SECRET_ACCESS_KEY must be set when S3_ACCESS_KEY_ID is set',
    );
  });
});
