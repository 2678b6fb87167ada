import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';

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
    if (env.ENABLE_TEST_ROUTES && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['ENABLE_TEST_ROUTES'],
        message: 'must not be true when NODE_ENV is production',
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
  return {
    port: value.PORT,
    host: value.HOST,
    dataDir: resolveFromRepoRoot(value.DATA_DIR),
    databaseUrl: value.DATABASE_URL ?? null,
    publicUrl: (value.PUBLIC_URL ?? `http://${value.HOST}:${value.PORT}`).replace(/\/+$/, ''),
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
  };
}
