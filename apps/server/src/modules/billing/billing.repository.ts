import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  billingProcessedEvents,
  billingSubscriptions,
  type BillingSubscriptionRow,
} from '../../db/schema-billing';

export type BillingSubscriptionValues = Omit<
  typeof billingSubscriptions.$inferInsert,
  'lastEventAt'
>;

/** In ON CONFLICT DO UPDATE: the stored row and the proposed one are the same subscription. */
const SAME_SUBSCRIPTION = sql.raw(
  '"billing_subscriptions"."subscription_id" = excluded.subscription_id',
);

function changesOf(values: BillingSubscriptionValues) {
  return {
    subscriptionId: values.subscriptionId,
    customerId: values.customerId,
    plan: values.plan,
    status: values.status,
    cancelAtPeriodEnd: values.cancelAtPeriodEnd,
    currentPeriodEnd: values.currentPeriodEnd,
    updatedAt: values.updatedAt,
  };
}

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
    /**
     * One row per user: a new subscription replaces the account's previous one. The time of
     * the newest event applied stays with its subscription (and goes with a replaced one).
     */
    async upsert(values: BillingSubscriptionValues): Promise<void> {
      await db
        .insert(billingSubscriptions)
        .values({ ...values, lastEventAt: null })
        .onConflictDoUpdate({
          target: billingSubscriptions.userId,
          set: {
            ...changesOf(values),
            lastEventAt: sql`CASE WHEN ${SAME_SUBSCRIPTION} THEN "billing_subscriptions"."last_event_at" END`,
          },
        });
    },
    /**
     * Applies a provider event's subscription, made at `created`, unless a newer event of the
     * same subscription was applied, checked and written in one statement so that concurrent
     * deliveries cannot interleave. A `fresh` subscription (just read from the provider) is
     * current whatever the event's time, so it is always written. False: nothing was written.
     */
    async upsertFromEvent(
      values: BillingSubscriptionValues,
      created: Date,
      fresh: boolean,
    ): Promise<boolean> {
      const rows = await db
        .insert(billingSubscriptions)
        .values({ ...values, lastEventAt: created })
        .onConflictDoUpdate({
          target: billingSubscriptions.userId,
          set: {
            ...changesOf(values),
            lastEventAt: sql`CASE WHEN ${SAME_SUBSCRIPTION} THEN GREATEST("billing_subscriptions"."last_event_at", excluded.last_event_at) ELSE excluded.last_event_at END`,
          },
          ...(fresh
            ? {}
            : {
                setWhere: sql`NOT (${SAME_SUBSCRIPTION}) OR "billing_subscriptions"."last_event_at" IS NULL OR "billing_subscriptions"."last_event_at" < excluded.last_event_at`,
              }),
        })
        .returning({ userId: billingSubscriptions.userId });
      return rows.length > 0;
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
