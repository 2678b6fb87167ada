import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config';

describe('loadConfig', () => {
  it('runs with no variables at all', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.join(REPO_ROOT, 'data'),
      databaseUrl: null,
      publicUrl: 'http://127.0.0.1:3000',
      smtpUrl: null,
      mailFrom: 'Archive <no-reply@archive.local>',
      nodeEnv: 'development',
      logLevel: 'info',
      enableTestRoutes: false,
      webDistDir: path.join(REPO_ROOT, 'apps', 'web', 'dist'),
      trustProxy: false,
      stripe: null,
    });
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
    ['MAIL_FROM', 'nobody'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'loud'],
    ['ENABLE_TEST_ROUTES', 'yes'],
    ['TRUST_PROXY', 'maybe'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(
      new RegExp(`^Invalid configuration: ${name} `),
    );
  });

  it('refuses test routes in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ENABLE_TEST_ROUTES: 'true' })).toThrow(
      'Invalid configuration: ENABLE_TEST_ROUTES must not be true when NODE_ENV is production',
    );
  });

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
});
