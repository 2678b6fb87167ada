import { API_MESSAGES } from '@archive/domain/messages/api-messages';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { MailPort } from './adapters/mail/mail-port';
import { createOutboxMail } from './adapters/mail/outbox-mail';
import { createSmtpMail } from './adapters/mail/smtp-mail';
import {
  createArgon2Hasher,
  type PasswordHasher,
} from './adapters/password-hasher/password-hasher';
import type { RateLimitStore } from './adapters/rate-limit-store/rate-limit-store';
import { createPostgresRateLimitStore } from './adapters/rate-limit-store/postgres-rate-limit-store';
import { createRedisRateLimitStore } from './adapters/rate-limit-store/redis-rate-limit-store';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from './db/client';
import { runMigrations } from './db/migrate';
import { securityHeadersPlugin } from './plugins/security-headers';
import { AppError } from './lib/app-error';
import { JSON_MAX_DEPTH, nestsDeeperThan } from './lib/json-depth';
import { serializeError, serializeRequest } from './lib/log-serializers';
import { artworksModule } from './modules/artworks/artworks.routes';
import { exportsModule } from './modules/exports/exports.routes';
import { authModule } from './modules/auth/auth.routes';
import { billingModule } from './modules/billing/billing.routes';
import { collectionsModule } from './modules/collections/collections.routes';
import { contactsModule } from './modules/contacts/contacts.routes';
import { filesModule } from './modules/files/files.routes';
import { healthModule } from './modules/health/health.routes';
import { helpersModule } from './modules/helpers/helpers.routes';
import { operatorModule } from './modules/operator/operator.routes';
import { syncModule } from './modules/sync/sync.routes';
import { testingModule } from './modules/testing/testing.routes';
import { organisationModule } from './modules/organisation/organisation.routes';
import { usersModule } from './modules/users/users.routes';
import { viewingRoomsModule } from './modules/viewing-rooms/viewing-rooms.routes';
import { sharingModule } from './modules/sharing/sharing.routes';
import { apiNoStorePlugin, markApiAnswer } from './plugins/api-no-store';
import { authGuardPlugin } from './plugins/auth-guard';
import type { Clock } from './lib/clock';
import { clockPlugin } from './plugins/clock';
import { dbPlugin } from './plugins/db';
import { docsPlugin } from './plugins/docs';
import { errorHandlerPlugin, toErrorResponse } from './plugins/error-handler';
import { mailPlugin } from './plugins/mail';
import { passwordHasherPlugin } from './plugins/password-hasher';
import { paymentsPlugin } from './plugins/payments';
import { planGuardPlugin } from './plugins/plan-guard';
import { RATE_LIMITS, rateLimitsPlugin, type RateLimits } from './plugins/rate-limits';
import { storagePlugin } from './plugins/storage';
import { webPlugin } from './plugins/web';
import { inlineScriptHashes } from './lib/inline-script-hashes';
import { compressionPlugin } from './plugins/compression';

/** Requests larger than this answer 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Secrets that must never reach a log line, wherever they appear in a logged object. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.resetCode',
  '*.token',
  '*.*.password',
  '*.*.newPassword',
  '*.*.currentPassword',
  '*.*.resetCode',
  '*.*.token',
];

export interface AppOverrides {
  /** An open database, or where to open one (defaults from the config). */
  database?: DatabaseHandle | DatabaseTarget;
  mail?: MailPort;
  passwordHasher?: PasswordHasher;
  clock?: Clock;
  rateLimits?: Partial<RateLimits>;
  /** Where rate-limit counters live (defaults from the config: Redis, else the database). */
  rateLimitStore?: RateLimitStore;
  /** Where log lines go (defaults to stdout). */
  logStream?: DestinationStream;
  /** Log rows per sync page (defaults to SYNC_PAGE_SIZE). */
  syncPageSize?: number;
}

function isHandle(value: DatabaseHandle | DatabaseTarget): value is DatabaseHandle {
  return 'db' in value;
}

function defaultMail(config: Config, app: FastifyInstance): MailPort {
  if (config.smtpUrl !== null)
    return createSmtpMail({ url: config.smtpUrl, from: config.mailFrom });
  return createOutboxMail({
    directory: path.join(config.dataDir, 'mail'),
    from: config.mailFrom,
    onWritten: (filePath) => {
      app.log.info({ mailFile: filePath }, `Mail written to ${filePath}`);
    },
  });
}

/** Origins other than the app's own that the browser loads images from or uploads to. */
function filesOrigins(config: Config): string[] {
  const own = new URL(config.publicUrl).origin;
  const storage = config.storage;
  const addresses = [
    storage.publicUrl,
    ...(storage.kind === 's3' && storage.endpoint !== null ? [storage.endpoint] : []),
  ];
  if (storage.kind === 's3' && storage.endpoint === null) {
    addresses.push(`https://${storage.bucket}.s3.${storage.region}.amazonaws.com`);
  }
  return [...new Set(addresses.map((address) => new URL(address).origin))].filter(
    (origin) => origin !== own,
  );
}

/** Where the Dropbox Chooser's script and window come from (spec section 7). */
export const DROPBOX_ORIGIN = 'https://www.dropbox.com';

/** Dropbox is allowed only when an app key is configured; otherwise the policy stays shut. */
function dropboxOrigins(config: Config): string[] {
  return config.dropboxAppKey === null ? [] : [DROPBOX_ORIGIN];
}

/** The composition root: every plugin and module of the server, in order. */
export async function buildApp(
  config: Config,
  overrides: AppOverrides = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
      // Request lines without e-mails or signed query strings, failed queries without values.
      serializers: { req: serializeRequest, err: serializeError },
      ...(overrides.logStream ? { stream: overrides.logStream } : {}),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    // Behind a load balancer TRUST_PROXY makes request.ip (rate limits) the client's address.
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // Errors before routing (a malformed URL) answer in the same shape as every other error.
    frameworkErrors: (error, request, reply) => {
      const { status, body } = toErrorResponse(error, request);
      // These answers skip the hooks, so the no-store of /v1 answers is set here.
      markApiAnswer(request.url, reply);
      void (reply as FastifyReply).status(status).send(body);
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Clients may send `content-type: application/json` with no body on calls that take none
  // (sign-out, delete account); treat that as no body instead of refusing it. Everything else
  // goes through Fastify's own parser (which guards against prototype poisoning), once its
  // nesting is known to be sane (lib/json-depth).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') {
      done(null, undefined);
      return;
    }
    if (nestsDeeperThan(text, JSON_MAX_DEPTH)) {
      done(new AppError(400, 'VALIDATION', API_MESSAGES.nestedTooDeeply), undefined);
      return;
    }
    void parseJson(request, text, done);
  });

  // Redis when REDIS_URL is set (connected first: a wrong address stops the start before
  // anything is opened), else the app's own database (decision 021).
  const redisLimits =
    overrides.rateLimitStore ??
    (config.redisUrl === null ? null : await createRedisRateLimitStore({ url: config.redisUrl }));

  const target: DatabaseHandle | DatabaseTarget = overrides.database ?? {
    ...(config.databaseUrl === null
      ? { kind: 'pglite' as const, dataDir: path.join(config.dataDir, 'db') }
      : { kind: 'postgres' as const, url: config.databaseUrl }),
  };
  let handle: DatabaseHandle | null = null;
  try {
    handle = isHandle(target) ? target : await openDatabase(target);
    await runMigrations(handle);
  } catch (error) {
    await handle?.close();
    await redisLimits?.close();
    throw error;
  }

  await app.register(errorHandlerPlugin);
  await app.register(apiNoStorePlugin);
  await app.register(compressionPlugin);
  await app.register(securityHeadersPlugin, {
    helmet: {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // The built pages' before-paint scripts, by their hash (decision 077).
          scriptSrc: [
            "'self'",
            ...inlineScriptHashes(config.webDistDir),
            ...dropboxOrigins(config),
          ],
          // The Dropbox Chooser opens in a frame or popup of its own origin, only with a key.
          frameSrc: ["'self'", ...dropboxOrigins(config)],
          // Mantine writes inline styles.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Images load from the files host and upload to it (or to the S3 endpoint).
          imgSrc: ["'self'", 'data:', 'blob:', ...filesOrigins(config)],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...filesOrigins(config)],
          workerSrc: ["'self'", 'blob:'],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          // The embedded default is plain http on a local address.
          upgradeInsecureRequests: null,
        },
      },
    },
  });
  await app.register(dbPlugin, { handle });
  await app.register(clockPlugin, { clock: overrides.clock ?? (() => new Date()) });
  await app.register(passwordHasherPlugin, {
    hasher: overrides.passwordHasher ?? createArgon2Hasher(),
  });
  await app.register(mailPlugin, { mail: overrides.mail ?? defaultMail(config, app) });
  await app.register(paymentsPlugin, { stripe: config.stripe });
  await app.register(storagePlugin, { config: config.storage, dataDir: config.dataDir });
  await app.register(rateLimitsPlugin, {
    limits: { ...RATE_LIMITS, ...overrides.rateLimits },
    store: redisLimits ?? createPostgresRateLimitStore(handle.db),
  });
  await app.register(authGuardPlugin, {
    authenticate: (token) => app.auth.authenticate(token),
  });
  await app.register(planGuardPlugin);
  await app.register(docsPlugin);

  // Before the modules whose records own image files.
  await app.register(filesModule, { sweepHours: config.filesSweepHours });
  await app.register(healthModule);
  await app.register(collectionsModule);
  await app.register(usersModule);
  await app.register(organisationModule);
  await app.register(authModule);
  await app.register(syncModule, { pageSize: overrides.syncPageSize });
  await app.register(contactsModule);
  await app.register(artworksModule, {
    dropboxAppKey: config.dropboxAppKey,
    importAllowedHosts: config.importAllowedHosts,
  });
  await app.register(billingModule);
  await app.register(exportsModule, { appUrl: config.publicUrl });
  await app.register(viewingRoomsModule, {
    publicUrl: config.publicUrl,
    webDistDir: config.webDistDir,
  });
  await app.register(sharingModule, { appUrl: config.publicUrl });
  await app.register(helpersModule);
  if (config.operatorToken !== null) {
    await app.register(operatorModule, { token: config.operatorToken });
  }
  if (config.enableTestRoutes) await app.register(testingModule);

  await app.register(webPlugin, { distDir: config.webDistDir });
  await app.ready();
  return app;
}
