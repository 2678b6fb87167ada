import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { freshDatabase } from '../test/build-test-app';
import { openDatabase } from './client';
import { MIGRATIONS_FOLDER, runMigrations } from './migrate';

const journal = JSON.parse(
  readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
) as { entries: unknown[] };

// On PostgreSQL (the CI's second run) three processes' pools meet one new database, as servers
// started together behind a load balancer do; on PGlite each process has a database of its own.
it('servers started together on a new database apply each migration once, in turn', async () => {
  const { target, drop } = await freshDatabase({ empty: true });
  const handles = await Promise.all([1, 2, 3].map(() => openDatabase(target)));
  try {
    await Promise.all(handles.map((handle) => runMigrations(handle)));
    for (const handle of handles) {
      const result = await handle.db.execute(
        sql`SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations`,
      );
      expect((result as { rows: { applied: number }[] }).rows[0]?.applied).toBe(
        journal.entries.length,
      );
      // The schema is whole: a table of the last migrations answers.
      await handle.db.execute(sql`SELECT count(*) FROM sync_log`);
    }
  } finally {
    await Promise.all(handles.map((handle) => handle.close()));
    await drop();
  }
}, 60_000);
