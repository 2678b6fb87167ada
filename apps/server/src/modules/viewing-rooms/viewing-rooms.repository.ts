import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  viewingRoomEnquiries,
  viewingRooms,
  viewingRoomSalts,
  viewingRoomVisits,
  viewingRoomWorkViews,
  type NewViewingRoomRow,
  type ViewingRoomEnquiryRow,
  type ViewingRoomRow,
} from '../../db/schema-viewing-rooms';

/** A visit ends after this long without a page (decision 032). */
export const VISIT_IDLE_MS = 30 * 60_000;

export interface RoomCounts {
  visits: number;
  uniqueVisitors: number;
  secondsSpent: number;
  views: Map<string, number>;
  enquiries: number;
}

/** The viewing-rooms tables; only the viewing-rooms module reads or writes them. */
export function createViewingRoomsRepository(db: Db) {
  return {
    async insert(tx: Db, row: NewViewingRoomRow): Promise<ViewingRoomRow> {
      const rows = await tx.insert(viewingRooms).values(row).returning();
      const inserted = rows[0];
      if (inserted === undefined) throw new Error('Inserting a viewing room returned no row');
      return inserted;
    },
    /** The user's room, locked for a change; null for none or another user's. */
    async lockOwn(tx: Db, userId: string, id: string): Promise<ViewingRoomRow | null> {
      const rows = await tx
        .select()
        .from(viewingRooms)
        .where(and(eq(viewingRooms.id, id), eq(viewingRooms.userId, userId)))
        .limit(1)
        .for('update');
      return rows[0] ?? null;
    },
    async update(tx: Db, id: string, changes: Partial<NewViewingRoomRow>): Promise<ViewingRoomRow> {
      const rows = await tx
        .update(viewingRooms)
        .set(changes)
        .where(eq(viewingRooms.id, id))
        .returning();
      const row = rows[0];
      if (row === undefined) throw new Error('Updating a viewing room returned no row');
      return row;
    },
    listOwn(userId: string): Promise<ViewingRoomRow[]> {
      return db
        .select()
        .from(viewingRooms)
        .where(eq(viewingRooms.userId, userId))
        .orderBy(desc(viewingRooms.createdAt), asc(viewingRooms.id));
    },
    async findByToken(token: string): Promise<ViewingRoomRow | null> {
      const rows = await db
        .select()
        .from(viewingRooms)
        .where(eq(viewingRooms.token, token))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The day's salt, made by whichever process asks first; earlier days' are deleted. */
    async saltOf(day: string, fresh: string): Promise<string> {
      await db.insert(viewingRoomSalts).values({ day, salt: fresh }).onConflictDoNothing();
      await db.delete(viewingRoomSalts).where(lt(viewingRoomSalts.day, day));
      const rows = await db
        .select({ salt: viewingRoomSalts.salt })
        .from(viewingRoomSalts)
        .where(eq(viewingRoomSalts.day, day));
      const salt = rows[0]?.salt;
      if (salt === undefined) throw new Error('The day’s salt is missing');
      return salt;
    },
    /** Counts a page of a visit: the visitor's open visit goes on, else a new one starts. */
    async countPage(roomId: string, visitorHash: string, day: string, now: Date): Promise<void> {
      const idleSince = new Date(now.getTime() - VISIT_IDLE_MS);
      const open = await db
        .select({ id: viewingRoomVisits.id })
        .from(viewingRoomVisits)
        .where(
          and(
            eq(viewingRoomVisits.roomId, roomId),
            eq(viewingRoomVisits.visitorHash, visitorHash),
            gt(viewingRoomVisits.lastSeenAt, idleSince),
          ),
        )
        .orderBy(desc(viewingRoomVisits.lastSeenAt))
        .limit(1);
      const visit = open[0];
      if (visit !== undefined) {
        await db
          .update(viewingRoomVisits)
          .set({ lastSeenAt: now, pages: sql`${viewingRoomVisits.pages} + 1` })
          .where(eq(viewingRoomVisits.id, visit.id));
        return;
      }
      await db
        .insert(viewingRoomVisits)
        .values({ roomId, visitorHash, day, startedAt: now, lastSeenAt: now });
    },
    /**
     * The leave beacon: the visitor's open visit lasts until now (no page is added). Nothing
     * happens when the visitor has no open visit (a beacon alone starts none).
     */
    async extendVisit(roomId: string, visitorHash: string, now: Date): Promise<void> {
      const idleSince = new Date(now.getTime() - VISIT_IDLE_MS);
      await db
        .update(viewingRoomVisits)
        .set({ lastSeenAt: now })
        .where(
          and(
            eq(viewingRoomVisits.roomId, roomId),
            eq(viewingRoomVisits.visitorHash, visitorHash),
            gt(viewingRoomVisits.lastSeenAt, idleSince),
            lt(viewingRoomVisits.lastSeenAt, now),
          ),
        );
    },
    async countWorkView(roomId: string, artworkId: string): Promise<void> {
      await db
        .insert(viewingRoomWorkViews)
        .values({ roomId, artworkId, views: 1 })
        .onConflictDoUpdate({
          target: [viewingRoomWorkViews.roomId, viewingRoomWorkViews.artworkId],
          set: { views: sql`${viewingRoomWorkViews.views} + 1` },
        });
    },
    /** Each room's figures; rooms without visits have none in the map. */
    async countsOf(roomIds: string[]): Promise<Map<string, RoomCounts>> {
      const counts = new Map<string, RoomCounts>();
      if (roomIds.length === 0) return counts;
      const of = (roomId: string): RoomCounts => {
        let entry = counts.get(roomId);
        if (entry === undefined) {
          entry = {
            visits: 0,
            uniqueVisitors: 0,
            secondsSpent: 0,
            views: new Map(),
            enquiries: 0,
          };
          counts.set(roomId, entry);
        }
        return entry;
      };
      const visits = await db
        .select({
          roomId: viewingRoomVisits.roomId,
          visits: sql<number>`count(*)::int`,
          uniqueVisitors: sql<number>`count(DISTINCT (${viewingRoomVisits.day}, ${viewingRoomVisits.visitorHash}))::int`,
          secondsSpent: sql<number>`coalesce(sum(floor(extract(epoch FROM ${viewingRoomVisits.lastSeenAt} - ${viewingRoomVisits.startedAt}))), 0)::int`,
        })
        .from(viewingRoomVisits)
        .where(inArray(viewingRoomVisits.roomId, roomIds))
        .groupBy(viewingRoomVisits.roomId);
      for (const row of visits) {
        const entry = of(row.roomId);
        entry.visits = row.visits;
        entry.uniqueVisitors = row.uniqueVisitors;
        entry.secondsSpent = row.secondsSpent;
      }
      const views = await db
        .select()
        .from(viewingRoomWorkViews)
        .where(inArray(viewingRoomWorkViews.roomId, roomIds));
      for (const row of views) of(row.roomId).views.set(row.artworkId, row.views);
      const enquiries = await db
        .select({
          roomId: viewingRoomEnquiries.roomId,
          enquiries: sql<number>`count(*)::int`,
        })
        .from(viewingRoomEnquiries)
        .where(inArray(viewingRoomEnquiries.roomId, roomIds))
        .groupBy(viewingRoomEnquiries.roomId);
      for (const row of enquiries) of(row.roomId).enquiries = row.enquiries;
      return counts;
    },
    async insertEnquiry(
      row: Omit<ViewingRoomEnquiryRow, 'id' | 'createdAt'> & { createdAt: Date },
    ): Promise<void> {
      await db.insert(viewingRoomEnquiries).values(row);
    },
    /** The user's room's enquiries, newest first; null for none or another user's room. */
    async enquiriesOfOwn(userId: string, roomId: string): Promise<ViewingRoomEnquiryRow[] | null> {
      const room = await db
        .select({ id: viewingRooms.id })
        .from(viewingRooms)
        .where(and(eq(viewingRooms.id, roomId), eq(viewingRooms.userId, userId)))
        .limit(1);
      if (room.length === 0) return null;
      return db
        .select()
        .from(viewingRoomEnquiries)
        .where(eq(viewingRoomEnquiries.roomId, roomId))
        .orderBy(desc(viewingRoomEnquiries.createdAt), asc(viewingRoomEnquiries.id));
    },
  };
}

export type ViewingRoomsRepository = ReturnType<typeof createViewingRoomsRepository>;
