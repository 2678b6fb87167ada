import { randomUUID } from 'node:crypto';
import { IMMUTABLE_CACHE_CONTROL } from '@archive/domain/images/image-limits';
import pg from 'pg';
import { expect, it } from 'vitest';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import { newImageKey, recordFilesPrefix } from '../../lib/image-keys';
import { buildTestApp, sharedDatabase, type TestApp } from '../../test/build-test-app';

/** An upload in the app's store, so its sweep asks the modules which keys are linked. */
async function putUpload(t: TestApp): Promise<void> {
  const key = newImageKey(recordFilesPrefix(randomUUID(), 'artworks', randomUUID()));
  await t.app.storage.putObject(key, Buffer.from('bytes'), 'image/png', IMMUTABLE_CACHE_CONTROL);
}

it('the sweep of unlinked uploads runs in one server at a time (an advisory lock)', async () => {
  const database = await sharedDatabase();
  const first = await buildTestApp({ database });
  const second = await buildTestApp({ database });
  try {
    await putUpload(first);
    // A module that answers only when let go keeps the first server's sweep under way.
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    let letGo!: () => void;
    const gate = new Promise<void>((resolve) => (letGo = resolve));
    first.app.files.registerImageReferences(async () => {
      entered();
      await gate;
      return [];
    });

    const sweeping = first.app.files.sweepUnlinked(new Date());
    await inside;
    expect(await second.app.files.sweepUnlinked(new Date())).toBeNull();
    expect(await first.app.files.sweepUnlinked(new Date())).toBeNull();
    letGo();
    expect((await sweeping)?.examined).toBe(1);
    // Released: the next sweep may run anywhere.
    expect(await second.app.files.sweepUnlinked(new Date())).not.toBeNull();

    const target = database.connect();
    if (!('db' in target) && target.kind === 'postgres') {
      // Any PostgreSQL session holding the lock stops the sweep; when the session ends (its
      // process died), the lock goes with it.
      const other = new pg.Client({ connectionString: target.url });
      await other.connect();
      await other.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCKS.unlinkedSweep]);
      expect(await first.app.files.sweepUnlinked(new Date())).toBeNull();
      await other.end();
      expect(await first.app.files.sweepUnlinked(new Date())).not.toBeNull();
    }
  } finally {
    await first.close();
    await second.close();
    await database.close();
  }
}, 120_000);
