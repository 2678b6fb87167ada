import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  passwordResetCodes,
  sessions,
  users,
  type PasswordResetCodeRow,
  type SessionRow,
  type UserRow,
} from '../../db/schema-accounts';

/**
 * Sessions and password reset codes; only the auth module reads or writes them. It also reads
 * the users table, in one place: the session lookup every signed-in request makes fetches its
 * user in the same query (decision 060).
 */
export function createAuthRepository(db: Db) {
  // Prepared once: no query to build or plan again on each request (issue 38).
  const sessionWithUserByHash = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('auth_session_with_user_by_hash');
  return {
    async insertSession(row: {
      tokenHash: string;
      userId: string;
      now: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(sessions).values({
        tokenHash: row.tokenHash,
        userId: row.userId,
        createdAt: row.now,
        lastUsedAt: row.now,
        expiresAt: row.expiresAt,
      });
    },
    /** The session of a token hash and its user, in one round trip. */
    async findSessionWithUser(
      tokenHash: string,
    ): Promise<{ session: SessionRow; user: UserRow } | null> {
      const rows = await sessionWithUserByHash.execute({ tokenHash });
      return rows[0] ?? null;
    },
    async touchSession(tokenHash: string, now: Date): Promise<void> {
      await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.tokenHash, tokenHash));
    },
    async deleteSession(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },
    async deleteSessionsOfUser(userId: string, exceptTokenHash?: string): Promise<void> {
      const condition =
        exceptTokenHash === undefined
          ? eq(sessions.userId, userId)
          : and(eq(sessions.userId, userId), ne(sessions.tokenHash, exceptTokenHash));
      await db.delete(sessions).where(condition);
    },

    /** Replaces any earlier code of the user: only the newest one can be used. */
    async putResetCode(row: {
      userId: string;
      codeHash: string;
      now: Date;
      expiresAt: Date;
    }): Promise<void> {
      const values = {
        codeHash: row.codeHash,
        expiresAt: row.expiresAt,
        attempts: 0,
        usedAt: null,
        createdAt: row.now,
      };
      await db
        .insert(passwordResetCodes)
        .values({ userId: row.userId, ...values })
        .onConflictDoUpdate({ target: passwordResetCodes.userId, set: values });
    },
    /**
     * Counts one try against the user's live code and returns it, or null when there is no
     * code, it was used, it expired, or its tries are spent. Atomic, so parallel guesses
     * cannot exceed the limit.
     */
    async claimResetAttempt(
      userId: string,
      now: Date,
      maxAttempts: number,
    ): Promise<PasswordResetCodeRow | null> {
      const rows = await db
        .update(passwordResetCodes)
        .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
        .where(
          and(
            eq(passwordResetCodes.userId, userId),
            isNull(passwordResetCodes.usedAt),
            lt(passwordResetCodes.attempts, maxAttempts),
            gt(passwordResetCodes.expiresAt, now),
          ),
        )
        .returning();
      return rows[0] ?? null;
    },
    /** Marks the code used; false when another request used it first. */
    async markResetCodeUsed(userId: string, codeHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(passwordResetCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetCodes.userId, userId),
            eq(passwordResetCodes.codeHash, codeHash),
            isNull(passwordResetCodes.usedAt),
          ),
        )
        .returning({ userId: passwordResetCodes.userId });
      return rows.length > 0;
    },
    async findResetCode(userId: string): Promise<PasswordResetCodeRow | null> {
      const rows = await db
        .select()
        .from(passwordResetCodes)
        .where(eq(passwordResetCodes.userId, userId))
        .limit(1);
      return rows[0] ?? null;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
