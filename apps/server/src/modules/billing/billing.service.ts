import type {
  BillingState,
  ChangeSubscriptionBody,
  CreateSubscriptionBody,
  PaymentsConfig,
} from '@archive/domain/billing/billing.schema';
import { API_MESSAGES } from '@archive/domain/messages/api-messages';
import { BILLING_MESSAGES } from '@archive/domain/messages/billing-messages';
import { findPlan } from '@archive/domain/plans/plans';
import { PAYMENT_STATUSES, type PaymentStatus } from '@archive/domain/user/user.schema';
import type {
  PaymentEvent,
  PaymentsPort,
  ProviderSubscription,
} from '../../adapters/payments/payments-port';
import type { UserRow } from '../../db/schema-accounts';
import type { BillingSubscriptionRow } from '../../db/schema-billing';
import { AppError } from '../../lib/app-error';
import { recordNotFound } from '../../lib/record-not-found';
import type { Clock } from '../../lib/clock';
import { accountStateFor, LIVE_STATUSES, toApiSubscription } from './billing-state';
import { providerCall } from './billing-errors';
import type { BillingRepository } from './billing.repository';
import { DAY_MS } from '@archive/domain/app/durations';

/** The trial: 30 days for an account created less than 30 days ago, none after that. */
export const TRIAL_DAYS = 30;
export function trialDaysFor(createdAt: Date, now: Date): number {
  return now.getTime() - createdAt.getTime() < TRIAL_DAYS * DAY_MS ? TRIAL_DAYS : 0;
}

/** What billing needs of the users module (its decorated service). */
export interface BillingUsers {
  findById(id: string): Promise<UserRow | null>;
  findByCustomerId(customerId: string): Promise<UserRow | null>;
  setAccount(
    userId: string,
    changes: {
      activePlan?: string;
      accessLevel?: number;
      paymentStatus?: PaymentStatus;
      customerId?: string;
    },
  ): Promise<void>;
  setAddress(
    userId: string,
    address: { addressLine1: string; city: string; postalCode: string; country: string },
  ): Promise<void>;
}

export interface BillingServiceDeps {
  repository: BillingRepository;
  payments: PaymentsPort;
  users: BillingUsers;
  clock: Clock;
}

function noSubscription(): AppError {
  return new AppError(404, 'NO_SUBSCRIPTION', BILLING_MESSAGES.noSubscription);
}

function asPaymentStatus(value: string): PaymentStatus {
  return (PAYMENT_STATUSES as readonly string[]).includes(value)
    ? (value as PaymentStatus)
    : 'NONE';
}

export function createBillingService({ repository, payments, users, clock }: BillingServiceDeps) {
  function rowFor(userId: string, subscription: ProviderSubscription) {
    return {
      userId,
      subscriptionId: subscription.id,
      customerId: subscription.customerId,
      plan: subscription.plan,
      status: subscription.status,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      currentPeriodEnd: subscription.currentPeriodEnd,
      updatedAt: clock(),
    };
  }

  async function setAccountFrom(userId: string, subscription: ProviderSubscription) {
    await users.setAccount(userId, {
      ...accountStateFor(subscription),
      customerId: subscription.customerId,
    });
  }

  /** Records the provider's word on the subscription and derives the account from it. */
  async function apply(userId: string, subscription: ProviderSubscription): Promise<void> {
    await repository.upsert(rowFor(userId, subscription));
    await setAccountFrom(userId, subscription);
  }

  /**
   * An event's subscription, newest first (decision 020): Stripe delivers events in any order
   * and retries late, so a snapshot made before the last one applied to this subscription is
   * ignored. Two events made in the same second cannot be ordered (Stripe's `created` is in
   * whole seconds): then the subscription is read from the provider instead, as it is for an
   * event that carries none (an invoice).
   */
  async function applyEvent(event: PaymentEvent): Promise<void> {
    let snapshot = event.subscription;
    if (snapshot !== null) {
      const last = (await repository.findBySubscriptionId(event.subscriptionId))?.lastEventAt;
      if (last != null && event.created.getTime() < last.getTime()) return;
      if (last != null && event.created.getTime() === last.getTime()) snapshot = null;
    }
    const fresh = snapshot === null;
    const subscription = snapshot ?? (await payments.retrieveSubscription(event.subscriptionId));
    const owner = await ownerOf(subscription);
    if (owner === null) return;
    const written = await repository.upsertFromEvent(
      rowFor(owner, subscription),
      event.created,
      fresh,
    );
    if (written) await setAccountFrom(owner, subscription);
  }

  /** The account an event's subscription belongs to, or null for one it no longer follows. */
  async function ownerOf(subscription: ProviderSubscription): Promise<string | null> {
    const known = await repository.findBySubscriptionId(subscription.id);
    if (known !== null) return known.userId;
    const user = await users.findByCustomerId(subscription.customerId);
    if (user === null) return null;
    const current = await repository.findByUser(user.id);
    // Another subscription that still runs is the account's; an old one does not replace it.
    if (current !== null && LIVE_STATUSES.some((status) => status === current.status)) {
      return null;
    }
    return user.id;
  }

  async function user(userId: string): Promise<UserRow> {
    const row = await users.findById(userId);
    if (row === null) throw recordNotFound();
    return row;
  }

  async function state(
    userId: string,
    subscription: ProviderSubscription | null,
  ): Promise<BillingState> {
    const row = await user(userId);
    const card =
      row.customerId === null
        ? null
        : await providerCall(() => payments.defaultCard(row.customerId ?? ''));
    return {
      accessLevel: row.accessLevel,
      activePlan: row.activePlan,
      paymentStatus: asPaymentStatus(row.paymentStatus),
      subscription: subscription === null ? null : toApiSubscription(subscription),
      card,
    };
  }

  /** The caller's subscription by id: 404 for none, or for an id that is someone else's. */
  async function owned(userId: string, subscriptionId: string): Promise<BillingSubscriptionRow> {
    const row = await repository.findByUser(userId);
    if (row === null) throw noSubscription();
    if (row.subscriptionId !== subscriptionId) {
      throw new AppError(404, 'NOT_FOUND', API_MESSAGES.notFound, 'subscriptionId');
    }
    return row;
  }

  async function change(
    userId: string,
    work: () => Promise<ProviderSubscription>,
  ): Promise<BillingState> {
    const subscription = await providerCall(work, BILLING_MESSAGES.noSubscription);
    await apply(userId, subscription);
    return state(userId, subscription);
  }

  return {
    config: (): PaymentsConfig => payments.config,

    async create(current: UserRow, body: CreateSubscriptionBody): Promise<BillingState> {
      const existing = await repository.findByUser(current.id);
      if (existing !== null && LIVE_STATUSES.some((status) => status === existing.status)) {
        throw new AppError(409, 'SUBSCRIPTION_EXISTS', BILLING_MESSAGES.subscriptionExists);
      }
      // The server alone decides the trial; the client's trial_period_days is ignored.
      const trialDays = trialDaysFor(current.createdAt, clock());
      if (body.address !== undefined) await users.setAddress(current.id, body.address);
      let customerId = current.customerId;
      if (customerId === null) {
        customerId = await providerCall(() =>
          payments.createCustomer({ email: current.email, name: current.name, userId: current.id }),
        );
        await users.setAccount(current.id, { customerId });
      }
      const customer = customerId;
      await providerCall(() => payments.attachPaymentMethod(customer, body.payment_method));
      return change(current.id, () =>
        payments.createSubscription({ customerId: customer, plan: body.plan, trialDays }),
      );
    },

    async get(userId: string): Promise<BillingState> {
      const row = await repository.findByUser(userId);
      if (row === null) return state(userId, null);
      return change(userId, () => payments.retrieveSubscription(row.subscriptionId));
    },

    async cancel(userId: string, subscriptionId: string): Promise<BillingState> {
      const row = await owned(userId, subscriptionId);
      return change(userId, () => payments.cancelAtPeriodEnd(row.subscriptionId));
    },

    async restart(userId: string, subscriptionId: string): Promise<BillingState> {
      const row = await owned(userId, subscriptionId);
      return change(userId, () => payments.restart(row.subscriptionId));
    },

    async changePlan(userId: string, body: ChangeSubscriptionBody): Promise<BillingState> {
      const row = await owned(userId, body.subscriptionId);
      if (findPlan(row.plan)?.alternativePlan !== body.newPlan) {
        throw new AppError(400, 'VALIDATION', BILLING_MESSAGES.planChangeNotAllowed, 'newPlan');
      }
      return change(userId, () => payments.changePlan(row.subscriptionId, body.newPlan));
    },

    async card(current: UserRow) {
      const customerId = current.customerId;
      if (customerId === null) return { card: null };
      return { card: await providerCall(() => payments.defaultCard(customerId)) };
    },

    /** A new default card; on a past-due subscription it pays the open invoice at once. */
    async updateCard(userId: string, paymentMethod: string): Promise<BillingState> {
      const row = await repository.findByUser(userId);
      if (row === null) throw noSubscription();
      await providerCall(() => payments.attachPaymentMethod(row.customerId, paymentMethod));
      return change(userId, () =>
        row.status === 'past_due'
          ? payments.payOpenInvoice(row.subscriptionId)
          : payments.retrieveSubscription(row.subscriptionId),
      );
    },

    /**
     * The one intake of provider events, Stripe's webhooks and the local provider's own: an
     * event id is applied once; a failure forgets it again so the provider's retry applies it.
     */
    async intake(event: PaymentEvent): Promise<void> {
      if (!(await repository.markProcessed(event.id, event.type, clock()))) return;
      try {
        await applyEvent(event);
      } catch (error) {
        await repository.unmarkProcessed(event.id);
        throw error;
      }
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
