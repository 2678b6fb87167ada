import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';
import { OPERATOR_TOKEN_MIN_LENGTH } from '@archive/domain/helpers/operator.schema';
import {
  DEFAULT_IMPORT_ALLOWED_HOSTS,
  parseAllowedHosts,
  type AllowedHost,
} from './adapters/download/allowed-hosts';

/** The repository root (apps/server/src -> ../../..). */
export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Relative paths in DATA_DIR and WEB_DIST_DIR are resolved against the repository root, not
 * the working directory: `npm start` runs the server with apps/server as its working
 * directory, and `./data` must still mean the `data/` folder beside the root package.json.
 */
function resolveFromRepoRoot(value: string): string {
  return path.resolve(REPO_ROOT, value);
}

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** An unset variable and an empty one mean the same: use the default. */
const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

function isUrl(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * What a production server cannot do without, each with why (decision 078). The embedded
 * defaults are for trying and developing Archive: PGlite is one process's own database, mail
 * lands in files nobody reads, links would name the server's loopback address, and the local
 * payment provider accepts its test cards for real plans.
 */
export const PRODUCTION_NEEDS = [
  ['DATABASE_URL', 'PostgreSQL, not the embedded PGlite'],
  ['PUBLIC_URL', "the address people reach the app at, which mails' and rooms' links name"],
  ['SMTP_URL', 'the mail server; without it mail is only written to files'],
  ['STRIPE_SECRET_KEY', 'Stripe; the local payment provider takes test cards'],
] as const;

const envSchema = z
  .object({
    PORT: optionalString.pipe(
      z
        .string()
        .regex(/^\d+$/, 'must be an integer between 0 and 65535')
        .transform(Number)
        .pipe(z.number().int().min(0).max(65535, 'must be an integer between 0 and 65535'))
        .default(3000),
    ),
    FILES_SWEEP_HOURS: optionalString.pipe(
      z
        .string()
        .regex(/^\d+$/, 'must be a whole number of hours (0 turns the sweep off)')
        .transform(Number)
        .pipe(
          z
            .number()
            .int()
            .min(0)
            .max(24 * 365, 'must be at most 8760 hours'),
        )
        .default(24),
    ),
    HOST: optionalString.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9.:[\]-]+$/, 'must be a host name or an IP address')
        .default('127.0.0.1'),
    ),
    DATA_DIR: optionalString.pipe(z.string().default('./data')),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .refine(
          (value) => isUrl(value, ['postgres:', 'postgresql:']),
          'must be a postgres:// or postgresql:// URL',
        )
        .optional(),
    ),
    PUBLIC_URL: optionalString.pipe(
      z
        .string()
        .refine((value) => isUrl(value, ['http:', 'https:']), 'must be an http:// or https:// URL')
        .optional(),
    ),
    REDIS_URL: optionalString.pipe(
      z
        .string()
        .refine(
          (value) => isUrl(value, ['redis:', 'rediss:']),
          'must be a redis:// or rediss:// URL',
        )
        .optional(),
    ),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .refine((value) => isUrl(value, ['smtp:', 'smtps:']), 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    MAIL_FROM: optionalString.pipe(
      z
        .string()
        .regex(/@/, 'must be an e-mail address, for example Archive <no-reply@example.com>')
        .default('Archive <no-reply@archive.local>'),
    ),
    NODE_ENV: optionalString.pipe(
      z.enum(NODE_ENVS, { error: `must be one of ${NODE_ENVS.join(', ')}` }).default('development'),
    ),
    LOG_LEVEL: optionalString.pipe(
      z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
    ),
    ENABLE_TEST_ROUTES: optionalString.pipe(
      z
        .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
        .default('false')
        .transform((value) => value === 'true' || value === '1'),
    ),
    WEB_DIST_DIR: optionalString.pipe(z.string().default('apps/web/dist')),
    TRUST_PROXY: optionalString.pipe(
      z
        .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
        .default('false')
        .transform((value) => value === 'true' || value === '1'),
    ),
    STRIPE_SECRET_KEY: optionalString.pipe(
      z
        .string()
        .regex(/^(sk|rk)_[A-Za-z0-9_]+$/, 'must be a Stripe secret key (sk_…)')
        .optional(),
    ),
    STRIPE_PUBLISHABLE_KEY: optionalString.pipe(
      z
        .string()
        .regex(/^pk_[A-Za-z0-9_]+$/, 'must be a Stripe publishable key (pk_…)')
        .optional(),
    ),
    STRIPE_WEBHOOK_SECRET: optionalString.pipe(
      z
        .string()
        .regex(/^whsec_[A-Za-z0-9_]+$/, 'must be a Stripe webhook signing secret (whsec_…)')
        .optional(),
    ),
    FILES_SIGNING_SECRET: optionalString.pipe(
      z
        .string()
        .min(32, 'must be at least 32 characters (for example openssl rand -hex 32)')
        .optional(),
    ),
    /** Enables the operator's calls (/v1/operator/…, decision 047); unset, they do not exist. */
    OPERATOR_TOKEN: optionalString.pipe(
      z
        .string()
        .min(
          OPERATOR_TOKEN_MIN_LENGTH,
          `must be at least ${String(OPERATOR_TOKEN_MIN_LENGTH)} characters (for example openssl rand -hex 32)`,
        )
        .optional(),
    ),
    FILES_PUBLIC_URL: optionalString.pipe(
      z
        .string()
        .refine((value) => isUrl(value, ['http:', 'https:']), 'must be an http:// or https:// URL')
        .optional(),
    ),
    S3_ENDPOINT: optionalString.pipe(
      z
        .string()
        .refine((value) => isUrl(value, ['http:', 'https:']), 'must be an http:// or https:// URL')
        .optional(),
    ),
    S3_BUCKET: optionalString.pipe(
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (a-z, 0-9, . and -)')
        .optional(),
    ),
    S3_REGION: optionalString.pipe(
      z
        .string()
        .regex(/^[a-z0-9-]+$/, 'must be a region name such as eu-central-1 or auto')
        .default('us-east-1'),
    ),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    DROPBOX_APP_KEY: optionalString.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9]+$/, 'must be a Dropbox app key (letters and digits)')
        .optional(),
    ),
    IMPORT_ALLOWED_HOSTS: optionalString.pipe(
      z
        .string()
        .default(DEFAULT_IMPORT_ALLOWED_HOSTS)
        .transform((value, ctx) => {
          const hosts = parseAllowedHosts(value);
          if (typeof hosts === 'string') {
            ctx.addIssue({ code: 'custom', message: `has a bad entry: ${hosts}` });
            return z.NEVER;
          }
          return hosts;
        }),
    ),
    STRIPE_API_BASE_URL: optionalString.pipe(
      z
        .string()
        .refine((value) => isUrl(value, ['http:', 'https:']), 'must be an http:// or https:// URL')
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.STRIPE_SECRET_KEY !== undefined) {
      for (const name of ['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
        if (env[name] === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'must be set when STRIPE_SECRET_KEY is set',
          });
        }
      }
    }
    const s3Names = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    const s3Set = s3Names.find((name) => env[name] !== undefined);
    if (env.S3_BUCKET === undefined && s3Set !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: `must be set when ${s3Set} is set`,
      });
    }
    const keyPair = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    for (const [name, other] of [keyPair, [keyPair[1], keyPair[0]] as const]) {
      if (env[name] === undefined && env[other] !== undefined) {
        ctx.addIssue({ code: 'custom', path: [name], message: `must be set when ${other} is set` });
      }
    }
    if (env.ENABLE_TEST_ROUTES && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['ENABLE_TEST_ROUTES'],
        message: 'must not be true when NODE_ENV is production',
      });
    }
    if (env.NODE_ENV === 'production') {
      for (const [name, why] of PRODUCTION_NEEDS) {
        if (env[name] === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `must be set when NODE_ENV is production: ${why}`,
          });
        }
      }
    }
    if (
      env.NODE_ENV === 'production' &&
      env.S3_BUCKET === undefined &&
      env.FILES_SIGNING_SECRET === undefined
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['FILES_SIGNING_SECRET'],
        message: 'must be set when NODE_ENV is production and files are kept on local disk',
      });
    }
  });

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL; null means the embedded PGlite database under `dataDir/db`. */
  databaseUrl: string | null;
  /** The address people reach the app at; defaults to http://HOST:PORT. */
  publicUrl: string;
  /**
   * Redis for the rate-limit counters; null keeps them in the database (PostgreSQL or PGlite).
   * Either way every server process shares them (decision 021).
   */
  redisUrl: string | null;
  /** null means mail is written as .eml files under `dataDir/mail`. */
  smtpUrl: string | null;
  mailFrom: string;
  nodeEnv: (typeof NODE_ENVS)[number];
  logLevel: (typeof LOG_LEVELS)[number];
  enableTestRoutes: boolean;
  webDistDir: string;
  /** Behind a load balancer: take the client address from X-Forwarded-For (rate limits). */
  trustProxy: boolean;
  /** Stripe; null means the embedded local payment provider. */
  stripe: StripeConfig | null;
  /** Where image files live: local disk (the embedded default) or an S3-compatible store. */
  storage: StorageConfig;
  /**
   * The Dropbox Chooser's app key (public): null hides the chooser, and the page's security
   * policy then allows nothing of Dropbox (docs/decisions/017-dropbox-import.md).
   */
  dropboxAppKey: string | null;
  /**
   * Where an import by link may download from (IMPORT_ALLOWED_HOSTS): https on Dropbox's
   * content hosts by default (docs/decisions/020-import-and-upload-hardening.md).
   */
  importAllowedHosts: AllowedHost[];
  /**
   * Hours between sweeps of uploads no record links (decision 016); 0 turns it off (tests
   * run it by hand).
   */
  filesSweepHours: number;
  /** OPERATOR_TOKEN: the operator's calls exist only when it is set (decision 047). */
  operatorToken: string | null;
}

export type StorageConfig = LocalStorageConfig | S3StorageConfig;

export interface LocalStorageConfig {
  kind: 'local';
  /** DATA_DIR/files. */
  directory: string;
  /** null: made once and kept in DATA_DIR (development and test only). */
  signingSecret: string | null;
  /** Base address of this server's /files routes. */
  publicUrl: string;
}

export interface S3StorageConfig {
  kind: 's3';
  /** null is AWS itself; otherwise any S3-compatible store, addressed path-style. */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** null: the SDK's default credential chain (an instance role, for example). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Where browsers load the bucket's objects from. */
  publicUrl: string;
}

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Tests only: where a local fake of Stripe's API listens; null is Stripe itself. */
  apiBaseUrl: string | null;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Reads the environment into a typed config; a bad value throws a ConfigError naming it. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.map(String).join('.')} ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const value = result.data;
  const publicUrl = (value.PUBLIC_URL ?? `http://${value.HOST}:${value.PORT}`).replace(/\/+$/, '');
  const dataDir = resolveFromRepoRoot(value.DATA_DIR);
  return {
    port: value.PORT,
    host: value.HOST,
    dataDir,
    databaseUrl: value.DATABASE_URL ?? null,
    publicUrl,
    redisUrl: value.REDIS_URL ?? null,
    smtpUrl: value.SMTP_URL ?? null,
    mailFrom: value.MAIL_FROM,
    nodeEnv: value.NODE_ENV,
    logLevel: value.LOG_LEVEL,
    enableTestRoutes: value.ENABLE_TEST_ROUTES,
    webDistDir: resolveFromRepoRoot(value.WEB_DIST_DIR),
    trustProxy: value.TRUST_PROXY,
    stripe:
      value.STRIPE_SECRET_KEY === undefined
        ? null
        : {
            secretKey: value.STRIPE_SECRET_KEY,
            publishableKey: value.STRIPE_PUBLISHABLE_KEY ?? '',
            webhookSecret: value.STRIPE_WEBHOOK_SECRET ?? '',
            apiBaseUrl: value.STRIPE_API_BASE_URL ?? null,
          },
    storage: storageConfig(value, publicUrl, dataDir),
    dropboxAppKey: value.DROPBOX_APP_KEY ?? null,
    importAllowedHosts: value.IMPORT_ALLOWED_HOSTS,
    filesSweepHours: value.FILES_SWEEP_HOURS,
    operatorToken: value.OPERATOR_TOKEN ?? null,
  };
}

function storageConfig(
  value: z.infer<typeof envSchema>,
  publicUrl: string,
  dataDir: string,
): StorageConfig {
  const filesUrl = value.FILES_PUBLIC_URL?.replace(/\/+$/, '');
  if (value.S3_BUCKET === undefined) {
    return {
      kind: 'local',
      directory: path.join(dataDir, 'files'),
      signingSecret: value.FILES_SIGNING_SECRET ?? null,
      publicUrl: filesUrl ?? `${publicUrl}/files`,
    };
  }
  const endpoint = value.S3_ENDPOINT?.replace(/\/+$/, '') ?? null;
  const bucketUrl =
    endpoint === null
      ? `https://${value.S3_BUCKET}.s3.${value.S3_REGION}.amazonaws.com`
      : `${endpoint}/${value.S3_BUCKET}`;
  return {
    kind: 's3',
    endpoint,
    bucket: value.S3_BUCKET,
    region: value.S3_REGION,
    credentials:
      value.S3_ACCESS_KEY_ID === undefined || value.S3_SECRET_ACCESS_KEY === undefined
        ? null
        : { accessKeyId: value.S3_ACCESS_KEY_ID, secretAccessKey: value.S3_SECRET_ACCESS_KEY },
    publicUrl: filesUrl ?? bucketUrl,
  };
}
