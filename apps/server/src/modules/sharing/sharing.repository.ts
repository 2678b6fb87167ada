import { and, asc, count, eq, gte, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  shareRecordArtworks,
  shareRecords,
  sharedArtworkSaves,
  type ShareRecordRow,
} from '../../db/schema-sharing';

/** A record with its works' ids, in the order shared. */
export interface StoredShare extends ShareRecordRow {
  artworkIds: string[];
}

/** One share of one work to a recipient (the save call's check). */
export interface ShareOfWork {
  artworkId: string;
  shareRecordId: string;
  senderId: string;
  sharePrice: boolean;
  dateShared: Date;
}

/** The sharing module's tables; only this module reads or writes them. */
export function createSharingRepository(db: Db) {
  async function withArtworks(tx: Db, rows: ShareRecordRow[]): Promise<StoredShare[]> {
    if (rows.length === 0) return [];
    const works = await tx
      .select()
      .from(shareRecordArtworks)
      .where(
        inArray(
          shareRecordArtworks.shareRecordId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(shareRecordArtworks.position));
    const byRecord = new Map<string, string[]>();
    for (const work of works) {
      const ids = byRecord.get(work.shareRecordId) ?? [];
      ids.push(work.artworkId);
      byRecord.set(work.shareRecordId, ids);
    }
    return rows.map((row) => ({ ...row, artworkIds: byRecord.get(row.id) ?? [] }));
  }

  async function live(where: SQL | undefined): Promise<StoredShare[]> {
    const rows = await db
      .select()
      .from(shareRecords)
      .where(and(where, isNull(shareRecords.withdrawnAt)))
      .orderBy(asc(shareRecords.dateShared));
    return withArtworks(db, rows);
  }

  return {
    async insert(tx: Db, row: typeof shareRecords.$inferInsert, artworkIds: string[]) {
      await tx.insert(shareRecords).values(row);
      await tx
        .insert(shareRecordArtworks)
        .values(
          artworkIds.map((artworkId, position) => ({ shareRecordId: row.id, artworkId, position })),
        );
    },

    /** Shares the sender made to addresses with no account since `since`. */
    async countInvitedSince(senderId: string, since: Date): Promise<number> {
      const rows = await db
        .select({ n: count() })
        .from(shareRecords)
        .where(
          and(
            eq(shareRecords.senderId, senderId),
            eq(shareRecords.invited, true),
            gte(shareRecords.dateShared, since),
          ),
        );
      return rows[0]?.n ?? 0;
    },

    /** Records not withdrawn that the user received (of `ids`, or all). */
    received: (userId: string, ids: string[] | null) =>
      live(
        and(
          eq(shareRecords.recipientId, userId),
          ids === null ? undefined : inArray(shareRecords.id, ids),
        ),
      ),
    /** Records not withdrawn that the user sent (of `ids`, or all). */
    sent: (userId: string, ids: string[] | null) =>
      live(
        and(
          eq(shareRecords.senderId, userId),
          ids === null ? undefined : inArray(shareRecords.id, ids),
        ),
      ),

    /** The sender's record, locked; null for another user's or none. */
    async lockSent(tx: Db, senderId: string, id: string): Promise<ShareRecordRow | null> {
      const rows = await tx
        .select()
        .from(shareRecords)
        .where(and(eq(shareRecords.id, id), eq(shareRecords.senderId, senderId)))
        .for('update');
      return rows[0] ?? null;
    },
    async withdraw(tx: Db, id: string, at: Date): Promise<void> {
      await tx.update(shareRecords).set({ withdrawnAt: at }).where(eq(shareRecords.id, id));
    },

    /** The live records of `senderId` that show the work (the fan-out of its changes). */
    async showing(
      tx: Db,
      senderId: string,
      artworkId: string,
    ): Promise<{ id: string; recipientId: string | null }[]> {
      return tx
        .select({ id: shareRecords.id, recipientId: shareRecords.recipientId })
        .from(shareRecordArtworks)
        .innerJoin(shareRecords, eq(shareRecords.id, shareRecordArtworks.shareRecordId))
        .where(
          and(
            eq(shareRecordArtworks.artworkId, artworkId),
            eq(shareRecords.senderId, senderId),
            isNull(shareRecords.withdrawnAt),
          ),
        );
    },

    /** Gives the waiting shares to this address to its new account. */
    async claimWaiting(
      tx: Db,
      email: string,
      userId: string,
    ): Promise<{ id: string; senderId: string }[]> {
      return tx
        .update(shareRecords)
        .set({ recipientId: userId })
        .where(
          and(
            eq(shareRecords.recipientEmail, email),
            isNull(shareRecords.recipientId),
            isNull(shareRecords.withdrawnAt),
          ),
        )
        .returning({ id: shareRecords.id, senderId: shareRecords.senderId });
    },

    /** Every live share of these works to the recipient. */
    async sharesOfWorks(recipientId: string, artworkIds: string[]): Promise<ShareOfWork[]> {
      if (artworkIds.length === 0) return [];
      return db
        .select({
          artworkId: shareRecordArtworks.artworkId,
          shareRecordId: shareRecords.id,
          senderId: shareRecords.senderId,
          sharePrice: shareRecords.sharePrice,
          dateShared: shareRecords.dateShared,
        })
        .from(shareRecordArtworks)
        .innerJoin(shareRecords, eq(shareRecords.id, shareRecordArtworks.shareRecordId))
        .where(
          and(
            inArray(shareRecordArtworks.artworkId, artworkIds),
            eq(shareRecords.recipientId, recipientId),
            isNull(shareRecords.withdrawnAt),
          ),
        );
    },

    async findSave(
      tx: Db,
      recipientId: string,
      sourceArtworkId: string,
      collectionId: string,
    ): Promise<string | null> {
      const rows = await tx
        .select({ artworkId: sharedArtworkSaves.artworkId })
        .from(sharedArtworkSaves)
        .where(
          and(
            eq(sharedArtworkSaves.recipientId, recipientId),
            eq(sharedArtworkSaves.sourceArtworkId, sourceArtworkId),
            eq(sharedArtworkSaves.collectionId, collectionId),
          ),
        );
      return rows[0]?.artworkId ?? null;
    },
    async putSave(tx: Db, save: typeof sharedArtworkSaves.$inferInsert): Promise<void> {
      await tx
        .insert(sharedArtworkSaves)
        .values(save)
        .onConflictDoUpdate({
          target: [
            sharedArtworkSaves.recipientId,
            sharedArtworkSaves.sourceArtworkId,
            sharedArtworkSaves.collectionId,
          ],
          set: { artworkId: save.artworkId },
        });
    },
  };
}

export type SharingRepository = ReturnType<typeof createSharingRepository>;
