import { and, desc, eq, gt, isNull, lt, lte, or } from 'drizzle-orm';
import type { AlertLevel, RemoteAlert } from '@archive/domain/helpers/helpers.schema';
import type { Db } from '../../db/client';
import { appEvents, remoteAlerts } from '../../db/schema';

export interface NewAlert {
  platform: string;
  title: string;
  body: string;
  level: AlertLevel;
  startsAt: Date;
  endsAt: Date | null;
}

export interface StoredEvent {
  id: string;
  userId: string;
  name: string;
  message: string;
  detail: string;
  screen: string;
  createdAt: Date;
}

type AlertRow = typeof remoteAlerts.$inferSelect;

function toApiAlert(row: AlertRow): RemoteAlert {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    level: row.level as AlertLevel,
    from: row.startsAt.toISOString(),
    until: row.endsAt?.toISOString() ?? null,
  };
}

/** Remote alerts and app events; the helpers' routes and the operator's (decision 047) use it. */
export function createHelpersRepository(db: Db) {
  return {
    /** Alerts that have started and not ended at `now`, newest first (the first is shown). */
    async activeAlerts(platform: string, now: Date): Promise<RemoteAlert[]> {
      const rows = await db
        .select()
        .from(remoteAlerts)
        .where(
          and(
            eq(remoteAlerts.platform, platform),
            lte(remoteAlerts.startsAt, now),
            or(isNull(remoteAlerts.endsAt), gt(remoteAlerts.endsAt, now)),
          ),
        )
        .orderBy(desc(remoteAlerts.startsAt), desc(remoteAlerts.createdAt))
        .limit(20);
      return rows.map(toApiAlert);
    },
    async allAlerts(): Promise<(RemoteAlert & { platform: string })[]> {
      const rows = await db.select().from(remoteAlerts).orderBy(desc(remoteAlerts.createdAt));
      return rows.map((row) => ({ ...toApiAlert(row), platform: row.platform }));
    },
    async addAlert(alert: NewAlert): Promise<RemoteAlert> {
      const rows = await db.insert(remoteAlerts).values(alert).returning();
      const row = rows[0];
      if (row === undefined) throw new Error('The alert was not stored');
      return toApiAlert(row);
    },
    /** Ends an alert at `now` (if it had not ended earlier); false when there is no such alert. */
    async endAlert(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(remoteAlerts)
        .set({ endsAt: now })
        .where(
          and(
            eq(remoteAlerts.id, id),
            or(isNull(remoteAlerts.endsAt), gt(remoteAlerts.endsAt, now)),
          ),
        )
        .returning({ id: remoteAlerts.id });
      if (rows.length > 0) return true;
      const existing = await db
        .select({ id: remoteAlerts.id })
        .from(remoteAlerts)
        .where(eq(remoteAlerts.id, id));
      return existing.length > 0;
    },
    async recordEvents(events: Omit<StoredEvent, 'id'>[]): Promise<number> {
      if (events.length === 0) return 0;
      const rows = await db.insert(appEvents).values(events).returning({ id: appEvents.id });
      return rows.length;
    },
    /** Removes the events recorded before `cutoff` (EVENTS_KEPT_DAYS); how many went. */
    async pruneEvents(cutoff: Date): Promise<number> {
      const rows = await db
        .delete(appEvents)
        .where(lt(appEvents.createdAt, cutoff))
        .returning({ id: appEvents.id });
      return rows.length;
    },
    async latestEvents(limit: number, name?: string): Promise<StoredEvent[]> {
      return db
        .select()
        .from(appEvents)
        .where(name === undefined ? undefined : eq(appEvents.name, name))
        .orderBy(desc(appEvents.createdAt))
        .limit(limit);
    },
  };
}

export type HelpersRepository = ReturnType<typeof createHelpersRepository>;
