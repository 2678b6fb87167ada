import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from '../db/migrate';

/**
 * What a test's in-memory PGlite starts from: a dump of one on which every migration ran.
 * Starting PGlite empty runs initdb, 4–5 s a database on a CI machine with slow page faults;
 * from a dump it takes about 1 s, and the app's migrations then find nothing to do. The dump is
 * made once per PGlite version and set of migrations (its name says which) and kept in the
 * temporary folder, where every test worker, and the next run, finds it.
 */
export async function migratedPgliteDump(): Promise<Blob> {
  const file = path.join(tmpdir(), `archive-pglite-migrated-${dumpKey()}.tar`);
  if (!existsSync(file)) {
    const client = new PGlite();
    try {
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
      const dump = await client.dumpDataDir('none');
      // Workers may make it at once: each writes its own file and the rename is atomic.
      const own = `${file}.${String(process.pid)}.${String(Date.now())}`;
      writeFileSync(own, Buffer.from(await dump.arrayBuffer()));
      renameSync(own, file);
    } finally {
      await client.close();
    }
  }
  return new Blob([readFileSync(file)]);
}

function dumpKey(): string {
  const hash = createHash('sha256');
  // The package's entry lies in its dist folder, beside the package.json naming its version.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(path.join(path.dirname(entry), '..', 'package.json')));
  for (const name of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    const file = path.join(MIGRATIONS_FOLDER, name);
    if (name.endsWith('.sql') || name.endsWith('.json'))
      hash.update(name).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}
