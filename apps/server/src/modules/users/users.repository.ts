import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type NewUserRow, type UserRow } from '../../db/schema-accounts';

/** The users table; only the users module reads or writes it. */
export function createUsersRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<UserRow | null> {
      const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return rows[0] ?? null;
    },
    async findByCustomerId(customerId: string): Promise<UserRow | null> {
      const rows = await db.select().from(users).where(eq(users.customerId, customerId)).limit(1);
      return rows[0] ?? null;
    },
    async findById(id: string): Promise<UserRow | null> {
      const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return rows[0] ?? null;
    },
    /** Null when the e-mail address is taken (unique index). */
    async insert(user: NewUserRow): Promise<UserRow | null> {
      const rows = await db
        .insert(users)
        .values(user)
        .onConflictDoNothing({ target: users.email })
        .returning();
      return rows[0] ?? null;
    },
    /** The unseen-share flag, in the caller's transaction (decision 036). */
    async setUnseenShareRecords(tx: Db, id: string, value: boolean): Promise<void> {
      await tx.update(users).set({ unseenShareRecords: value }).where(eq(users.id, id));
    },
    async update(id: string, changes: Partial<NewUserRow>, now: Date): Promise<UserRow | null> {
      const rows = await db
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(eq(users.id, id))
        .returning();
      return rows[0] ?? null;
    },
    /** Reads the row locked, then writes what `change` makes of it, in one transaction. */
    async updateLocked(
      id: string,
      change: (row: UserRow) => Partial<NewUserRow>,
      now: Date,
    ): Promise<UserRow | null> {
      return db.transaction(async (tx) => {
        const rows = await tx.select().from(users).where(eq(users.id, id)).limit(1).for('update');
        const row = rows[0];
        if (row === undefined) return null;
        const updated = await tx
          .update(users)
          .set({ ...change(row), updatedAt: now })
          .where(eq(users.id, id))
          .returning();
        return updated[0] ?? null;
      });
    },
    /** Sessions, reset codes and collections go with the user (ON DELETE CASCADE). */
    async delete(id: string): Promise<boolean> {
      const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return rows.length > 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
