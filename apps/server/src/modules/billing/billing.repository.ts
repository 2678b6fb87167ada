import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  billingProcessedEvents,
  billingSubscriptions,
  type BillingSubscriptionRow,
} from '../../db/schema-billing';

export type BillingSubscriptionValues = typeof billingSubscriptions.$inferInsert;

/** The billing module's tables: each account's subscription and the events already applied. */
export function createBillingRepository(db: Db) {
  return {
    async findByUser(userId: string): Promise<BillingSubscriptionRow | null> {
      const rows = await db
        .select()
        .from(billingSubscriptions)
        .where(eq(billingSubscriptions.userId, userId));
      return rows[0] ?? null;
    },
    async findBySubscriptionId(subscriptionId: string): Promise<BillingSubscriptionRow | null> {
      const rows = await db
        .select()
        .from(billingSubscriptions)
        .where(eq(billingSubscriptions.subscriptionId, subscriptionId));
      return rows[0] ?? null;
    },
    /** One row per user: a new subscription replaces the account's previous one. */
    async upsert(values: BillingSubscriptionValues): Promise<void> {
      const changes = {
        subscriptionId: values.subscriptionId,
        customerId: values.customerId,
        plan: values.plan,
        status: values.status,
        cancelAtPeriodEnd: values.cancelAtPeriodEnd,
        currentPeriodEnd: values.currentPeriodEnd,
        updatedAt: values.updatedAt,
      };
      await db
        .insert(billingSubscriptions)
        .values(values)
        .onConflictDoUpdate({ target: billingSubscriptions.userId, set: changes });
    },
    /** False when the event was processed before (a replay). */
    async markProcessed(eventId: string, type: string, now: Date): Promise<boolean> {
      const rows = await db
        .insert(billingProcessedEvents)
        .values({ eventId, type, processedAt: now })
        .onConflictDoNothing({ target: billingProcessedEvents.eventId })
        .returning({ eventId: billingProcessedEvents.eventId });
      return rows.length > 0;
    },
    /** An event whose change failed is forgotten again, so the provider's retry applies it. */
    async unmarkProcessed(eventId: string): Promise<void> {
      await db.delete(billingProcessedEvents).where(eq(billingProcessedEvents.eventId, eventId));
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
