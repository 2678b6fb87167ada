import type { PaymentIntent } from '@archive/domain/billing/billing.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isPaymentError, type PaymentsPort } from './payments-port';
import { DAY_MS } from '@archive/domain/app/durations';

export type TestCard = 'succeeds' | 'declined' | 'requiresAction' | 'failsCharge';

/** What the shared suite needs of one implementation besides the port itself. */
export interface PaymentsHarness {
  port: PaymentsPort;
  /** A payment method id for one of Stripe's test cards (what Stripe.js would answer). */
  card(kind: TestCard): Promise<string>;
  /** What the customer's browser does with a payment intent that requires action. */
  confirm(intent: PaymentIntent): Promise<void>;
  /** Moves the provider's clock forward and lets it renew what is due. */
  advanceDays(days: number): Promise<void>;
  /** A webhook body with a signature header that does not match. */
  badlySigned(): { body: Buffer; signature: string };
  close(): Promise<void>;
}

async function expectKind(work: Promise<unknown>, kind: string): Promise<void> {
  const error: unknown = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(isPaymentError(error) ? error.kind : error).toBe(kind);
}

/** One suite, run by local-payments.test.ts and stripe-payments.test.ts. */
export function describePaymentsPort(name: string, makeHarness: () => Promise<PaymentsHarness>) {
  describe(`PaymentsPort contract: ${name}`, () => {
    let h: PaymentsHarness;
    beforeAll(async () => {
      h = await makeHarness();
    });
    afterAll(async () => {
      await h.close();
    });

    async function customerWith(card: TestCard): Promise<string> {
      const customerId = await h.port.createCustomer({
        email: 'ada@example.com',
        name: 'Ada',
        userId: '00000000-0000-4000-8000-000000000000',
      });
      await h.port.attachPaymentMethod(customerId, await h.card(card));
      return customerId;
    }

    it('starts a 30-day trial and keeps only brand, last four and expiry of the card', async () => {
      const customerId = await customerWith('succeeds');
      const started = Date.now();
      const sub = await h.port.createSubscription({
        customerId,
        plan: 'artist-monthly',
        trialDays: 30,
      });
      expect(sub).toMatchObject({
        customerId,
        plan: 'artist-monthly',
        status: 'trialing',
        cancelAtPeriodEnd: false,
      });
      expect(sub.trialEnd?.getTime()).toBe(sub.currentPeriodEnd.getTime());
      expect(Math.abs(sub.currentPeriodEnd.getTime() - started - 30 * DAY_MS)).toBeLessThan(60_000);
      expect(sub.paymentIntent?.status ?? 'succeeded').toBe('succeeded');
      const card = await h.port.defaultCard(customerId);
      expect(card).toMatchObject({ brand: 'visa', last4: '4242' });
      expect(Object.keys(card ?? {}).sort()).toEqual(['brand', 'expMonth', 'expYear', 'last4']);
      expect(await h.port.retrieveSubscription(sub.id)).toMatchObject({ id: sub.id });
    });

    it('charges at once without a trial and runs a calendar month', async () => {
      const customerId = await customerWith('succeeds');
      const sub = await h.port.createSubscription({
        customerId,
        plan: 'artist-monthly',
        trialDays: 0,
      });
      expect(sub.status).toBe('active');
      expect(sub.trialEnd).toBeNull();
      expect(sub.paymentIntent?.status).toBe('succeeded');
      const expectedEnd = new Date(sub.currentPeriodStart);
      expectedEnd.setUTCMonth(expectedEnd.getUTCMonth() + 1);
      expect(sub.currentPeriodEnd.toISOString()).toBe(expectedEnd.toISOString());
    });

    it('declines card 4000000000000002 when it is attached', async () => {
      const customerId = await h.port.createCustomer({
        email: 'bo@example.com',
        name: 'Bo',
        userId: '00000000-0000-4000-8000-000000000001',
      });
      await expectKind(
        h.port.attachPaymentMethod(customerId, await h.card('declined')),
        'card_declined',
      );
      expect(await h.port.defaultCard(customerId)).toBeNull();
    });

    it('refuses a first charge that fails (4000000000000341) and leaves no subscription', async () => {
      const customerId = await customerWith('failsCharge');
      await expectKind(
        h.port.createSubscription({ customerId, plan: 'artist-monthly', trialDays: 0 }),
        'card_declined',
      );
    });

    for (const trialDays of [30, 0]) {
      it(`needs confirmation for 4000002500003155 (trial ${trialDays} days)`, async () => {
        const customerId = await customerWith('requiresAction');
        const sub = await h.port.createSubscription({
          customerId,
          plan: 'collector-yearly',
          trialDays,
        });
        expect(sub.status).toBe('incomplete');
        expect(sub.paymentIntent?.status).toBe('requires_action');
        expect(sub.paymentIntent?.clientSecret).toMatch(/_secret_/);
        if (sub.paymentIntent === null) throw new Error('no payment intent');
        await h.confirm(sub.paymentIntent);
        const confirmed = await h.port.retrieveSubscription(sub.id);
        expect(confirmed.status).toBe(trialDays > 0 ? 'trialing' : 'active');
      });
    }

    it('cancels at the period end and restarts', async () => {
      const customerId = await customerWith('succeeds');
      const sub = await h.port.createSubscription({
        customerId,
        plan: 'artist-yearly',
        trialDays: 0,
      });
      const cancelled = await h.port.cancelAtPeriodEnd(sub.id);
      expect(cancelled).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
      const restarted = await h.port.restart(sub.id);
      expect(restarted).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    });

    it('switches monthly to yearly and back', async () => {
      const customerId = await customerWith('succeeds');
      const sub = await h.port.createSubscription({
        customerId,
        plan: 'gallerist-monthly',
        trialDays: 0,
      });
      const yearly = await h.port.changePlan(sub.id, 'gallerist-yearly');
      expect(yearly).toMatchObject({ plan: 'gallerist-yearly', status: 'active' });
      const expectedEnd = new Date(yearly.currentPeriodStart);
      expectedEnd.setUTCFullYear(expectedEnd.getUTCFullYear() + 1);
      expect(yearly.currentPeriodEnd.toISOString()).toBe(expectedEnd.toISOString());
      const monthly = await h.port.changePlan(sub.id, 'gallerist-monthly');
      expect(monthly.plan).toBe('gallerist-monthly');
    });

    it('answers not_found for an unknown subscription', async () => {
      await expectKind(h.port.retrieveSubscription('sub_unknown'), 'not_found');
    });

    it('refuses an event whose signature does not match', () => {
      const { body, signature } = h.badlySigned();
      let kind: unknown = null;
      try {
        h.port.parseEvent(body, signature);
      } catch (error) {
        kind = isPaymentError(error) ? error.kind : error;
      }
      expect(kind).toBe('signature_invalid');
    });

    // Moves the provider's clock, so it runs last.
    it('goes past_due when the renewal fails, and a new card pays the open invoice', async () => {
      const failing = await customerWith('failsCharge');
      const trial = await h.port.createSubscription({
        customerId: failing,
        plan: 'artist-monthly',
        trialDays: 30,
      });
      expect(trial.status).toBe('trialing');
      const paying = await customerWith('succeeds');
      const ending = await h.port.createSubscription({
        customerId: paying,
        plan: 'artist-monthly',
        trialDays: 30,
      });
      await h.port.cancelAtPeriodEnd(ending.id);

      await h.advanceDays(31);
      const pastDue = await h.port.retrieveSubscription(trial.id);
      expect(pastDue.status).toBe('past_due');
      expect(pastDue.currentPeriodStart.getTime()).toBe(trial.currentPeriodEnd.getTime());
      expect((await h.port.retrieveSubscription(ending.id)).status).toBe('canceled');

      await h.port.attachPaymentMethod(failing, await h.card('succeeds'));
      const paid = await h.port.payOpenInvoice(trial.id);
      expect(paid.status).toBe('active');
      expect(paid.currentPeriodEnd.getTime()).toBeGreaterThan(
        addDays(trial.currentPeriodEnd, 27).getTime(),
      );
    });
  });
}
