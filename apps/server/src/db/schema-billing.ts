import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './schema-accounts';

/**
 * Tables of billing (docs/decisions/008-billing.md): the billing module's view of each
 * account's subscription and the provider events it has processed, and the tables of the
 * embedded local payment provider, which stand in for Stripe's own records.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Owned by the billing module. The account's current subscription, as the provider last said. */
export const billingSubscriptions = pgTable('billing_subscriptions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  subscriptionId: text('subscription_id').notNull().unique(),
  customerId: text('customer_id').notNull(),
  plan: text('plan').notNull(),
  status: text('status').notNull(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  currentPeriodEnd: at('current_period_end').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  /**
   * When the provider made the newest event applied to this subscription (Stripe's `created`);
   * an event made before it is ignored (decision 020). Null: none applied yet.
   */
  lastEventAt: at('last_event_at'),
});

/** Owned by the billing module. Provider event ids already applied (a replay changes nothing). */
export const billingProcessedEvents = pgTable('billing_processed_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  processedAt: at('processed_at').notNull().defaultNow(),
});

/** Owned by the local payment provider (adapters/payments/local). */
export const localPaymentCustomers = pgTable('local_payment_customers', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  defaultPaymentMethod: text('default_payment_method'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Only brand, last four digits and expiry of a card; never its number or CVC. */
export const localPaymentMethods = pgTable(
  'local_payment_methods',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id'),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    /** How the test card behaves: succeeds, declined, requires_action or fails_charge. */
    behaviour: text('behaviour').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    check(
      'local_payment_methods_behaviour_check',
      sql`${table.behaviour} IN ('succeeds', 'declined', 'requires_action', 'fails_charge')`,
    ),
  ],
);

export const localSubscriptions = pgTable(
  'local_subscriptions',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    plan: text('plan').notNull(),
    status: text('status').notNull(),
    created: at('created').notNull(),
    trialEnd: at('trial_end'),
    currentPeriodStart: at('current_period_start').notNull(),
    currentPeriodEnd: at('current_period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    latestInvoiceId: text('latest_invoice_id'),
  },
  (table) => [index('local_subscriptions_period_end_idx').on(table.currentPeriodEnd)],
);

/** An invoice and its one payment intent (id, client secret, status). */
export const localInvoices = pgTable('local_invoices', {
  id: text('id').primaryKey(),
  subscriptionId: text('subscription_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  status: text('status').notNull(),
  paymentIntentId: text('payment_intent_id').notNull().unique(),
  clientSecret: text('client_secret').notNull(),
  paymentIntentStatus: text('payment_intent_status').notNull(),
  createdAt: at('created_at').notNull(),
});

export type BillingSubscriptionRow = typeof billingSubscriptions.$inferSelect;
export type LocalPaymentMethodRow = typeof localPaymentMethods.$inferSelect;
export type LocalSubscriptionRow = typeof localSubscriptions.$inferSelect;
export type LocalInvoiceRow = typeof localInvoices.$inferSelect;
