/**
 * Tests only: a production environment with everything a production server needs
 * (config.ts `PRODUCTION_NEEDS`), each value well formed; the tests take one away at a time.
 * Nothing here is reached: loading it checks the values, connecting is left to the test.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://archive@127.0.0.1:5432/archive',
  PUBLIC_URL: 'https://archive.example.com',
  SMTP_URL: 'smtp://mail.example.com:587',
  STRIPE_SECRET_KEY: 'sk_live_example',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_example',
  STRIPE_WEBHOOK_SECRET: 'whsec_example',
  FILES_SIGNING_SECRET: 'f'.repeat(48),
} as const satisfies Record<string, string>;

/** PRODUCTION_ENV with `name` left out. */
export function productionEnvWithout(name: string): Record<string, string> {
  return Object.fromEntries(Object.entries(PRODUCTION_ENV).filter(([key]) => key !== name));
}
