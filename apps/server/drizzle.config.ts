import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @archive/server` writes a new SQL migration into ./drizzle after a
// change to src/db/schema.ts or src/db/schema-sync.ts or src/db/schema-billing.ts or src/db/schema-infra.ts. The migrations are committed and applied at start (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/schema-sync.ts',
    './src/db/schema-billing.ts',
    './src/db/schema-infra.ts',
  ],
  out: './drizzle',
});
