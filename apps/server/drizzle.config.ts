import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @archive/server` writes a new SQL migration into ./drizzle after a
// change to a table in src/db/schema-*.ts (src/db/schema.ts exports them all). The migrations
// are committed and applied at start (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
