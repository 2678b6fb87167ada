import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/build-test-app';
import { openDatabase, type DatabaseHandle } from './client';
import { runMigrations } from './migrate';
import { takeNextNumbers, type PerUserCounter } from './per-user-counter';
import { users } from './schema-accounts';
import { artworkNumberCounters } from './schema-artworks';
import { syncCounters } from './schema-sync';

const ARCHIVE_NUMBERS: PerUserCounter = {
  table: artworkNumberCounters,
  userId: artworkNumberCounters.userId,
  last: artworkNumberCounters.lastNumber,
  what: 'archive number',
};
const CHANGE_NUMBERS: PerUserCounter = {
  table: syncCounters,
  userId: syncCounters.userId,
  last: syncCounters.seq,
  what: 'change',
};

let handle: DatabaseHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  const fresh = await freshDatabase();
  drop = fresh.drop;
  handle = await openDatabase(fresh.target);
  await runMigrations(handle);
}, 60_000);

afterAll(async () => {
  await handle.close();
  await drop();
});

async function newUser(email: string): Promise<string> {
  const [row] = await handle.db
    .insert(users)
    .values({ email, name: 'Counter Test', role: 'artist', passwordHash: 'x' })
    .returning({ id: users.id });
  if (row === undefined) throw new Error('no user');
  return row.id;
}

describe('a per-user counter', () => {
  it("starts at 1 on a user's first use and then only grows, one user apart from another", async () => {
    const ada = await newUser('ada@example.com');
    const bea = await newUser('bea@example.com');
    expect(await takeNextNumbers(handle.db, ARCHIVE_NUMBERS, ada)).toBe(1);
    expect(await takeNextNumbers(handle.db, ARCHIVE_NUMBERS, ada)).toBe(2);
    expect(await takeNextNumbers(handle.db, ARCHIVE_NUMBERS, bea)).toBe(1);
    // Another counter of the same user keeps its own numbers.
    expect(await takeNextNumbers(handle.db, CHANGE_NUMBERS, ada)).toBe(1);
  });

  it('hands out a run of numbers at once and answers the first of them', async () => {
    const cai = await newUser('cai@example.com');
    expect(await takeNextNumbers(handle.db, CHANGE_NUMBERS, cai, 3)).toBe(1);
    expect(await takeNextNumbers(handle.db, CHANGE_NUMBERS, cai, 2)).toBe(4);
    expect(await takeNextNumbers(handle.db, CHANGE_NUMBERS, cai)).toBe(6);
  });

  it('never gives two callers at once the same number', async () => {
    const dan = await newUser('dan@example.com');
    const taken = await Promise.all(
      Array.from({ length: 12 }, () =>
        handle.db.transaction((tx) => takeNextNumbers(tx, ARCHIVE_NUMBERS, dan)),
      ),
    );
    expect([...taken].sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });
});
