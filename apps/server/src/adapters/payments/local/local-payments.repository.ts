import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  localInvoices,
  localPaymentCustomers,
  localPaymentMethods,
  localSubscriptions,
  type LocalInvoiceRow,
  type LocalPaymentMethodRow,
  type LocalSubscriptionRow,
} from '../../../db/schema-billing';

type NewInvoice = typeof localInvoices.$inferInsert;
type NewSubscription = typeof localSubscriptions.$inferInsert;

/** The local provider's tables: its customers, cards, subscriptions and invoices. */
export function createLocalPaymentsRepository(db: Db) {
  return {
    async insertCustomer(id: string, email: string, now: Date): Promise<void> {
      await db.insert(localPaymentCustomers).values({ id, email, createdAt: now });
    },
    async findCustomer(id: string) {
      const rows = await db
        .select()
        .from(localPaymentCustomers)
        .where(eq(localPaymentCustomers.id, id));
      return rows[0] ?? null;
    },
    async setDefaultPaymentMethod(customerId: string, paymentMethodId: string): Promise<void> {
      await db
        .update(localPaymentCustomers)
        .set({ defaultPaymentMethod: paymentMethodId })
        .where(eq(localPaymentCustomers.id, customerId));
    },
    async insertPaymentMethod(row: typeof localPaymentMethods.$inferInsert): Promise<void> {
      await db.insert(localPaymentMethods).values(row);
    },
    async findPaymentMethod(id: string): Promise<LocalPaymentMethodRow | null> {
      const rows = await db
        .select()
        .from(localPaymentMethods)
        .where(eq(localPaymentMethods.id, id));
      return rows[0] ?? null;
    },
    async updatePaymentMethod(
      id: string,
      changes: Partial<Pick<LocalPaymentMethodRow, 'customerId' | 'behaviour'>>,
    ): Promise<void> {
      await db.update(localPaymentMethods).set(changes).where(eq(localPaymentMethods.id, id));
    },
    async insertSubscription(row: NewSubscription): Promise<void> {
      await db.insert(localSubscriptions).values(row);
    },
    async findSubscription(id: string): Promise<LocalSubscriptionRow | null> {
      const rows = await db.select().from(localSubscriptions).where(eq(localSubscriptions.id, id));
      return rows[0] ?? null;
    },
    async updateSubscription(id: string, changes: Partial<NewSubscription>): Promise<void> {
      await db.update(localSubscriptions).set(changes).where(eq(localSubscriptions.id, id));
    },
    /** Trialing and active subscriptions whose period has ended by `now`, oldest first. */
    async findDue(now: Date): Promise<LocalSubscriptionRow[]> {
      return db
        .select()
        .from(localSubscriptions)
        .where(
          and(
            inArray(localSubscriptions.status, ['trialing', 'active']),
            lte(localSubscriptions.currentPeriodEnd, now),
          ),
        )
        .orderBy(asc(localSubscriptions.currentPeriodEnd));
    },
    async insertInvoice(row: NewInvoice): Promise<void> {
      await db.insert(localInvoices).values(row);
    },
    async findInvoice(id: string): Promise<LocalInvoiceRow | null> {
      const rows = await db.select().from(localInvoices).where(eq(localInvoices.id, id));
      return rows[0] ?? null;
    },
    async findInvoiceByPaymentIntent(paymentIntentId: string): Promise<LocalInvoiceRow | null> {
      const rows = await db
        .select()
        .from(localInvoices)
        .where(eq(localInvoices.paymentIntentId, paymentIntentId));
      return rows[0] ?? null;
    },
    async findOpenInvoice(subscriptionId: string): Promise<LocalInvoiceRow | null> {
      const rows = await db
        .select()
        .from(localInvoices)
        .where(
          and(eq(localInvoices.subscriptionId, subscriptionId), eq(localInvoices.status, 'open')),
        )
        .orderBy(desc(localInvoices.createdAt))
        .limit(1);
      return rows[0] ?? null;
    },
    async updateInvoice(
      id: string,
      changes: Partial<Pick<LocalInvoiceRow, 'status' | 'paymentIntentStatus'>>,
    ): Promise<void> {
      await db.update(localInvoices).set(changes).where(eq(localInvoices.id, id));
    },
  };
}

export type LocalPaymentsRepository = ReturnType<typeof createLocalPaymentsRepository>;
