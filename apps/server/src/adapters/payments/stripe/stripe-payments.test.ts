import Stripe from 'stripe';
import { startFakeStripe } from '../../../test/fake-stripe';
import { describePaymentsPort, type TestCard } from '../payments-port.contract';
import { createStripePayments } from './stripe-payments';

const TOKENS: Record<TestCard, string> = {
  succeeds: 'pm_card_visa',
  declined: 'pm_card_chargeDeclined',
  requiresAction: 'pm_card_authenticationRequired',
  failsCharge: 'pm_card_chargeCustomerFail',
};

// The official SDK against a local fake of Stripe's API (no stripe-mock exists here).
describePaymentsPort('stripe', async () => {
  const fake = await startFakeStripe();
  const port = createStripePayments({
    secretKey: fake.secretKey,
    publishableKey: fake.publishableKey,
    webhookSecret: fake.webhookSecret,
    apiBaseUrl: fake.url,
  });
  const browser = new Stripe(fake.secretKey, {
    host: '127.0.0.1',
    port: Number(new URL(fake.url).port),
    protocol: 'http',
  });
  return {
    port,
    card: (kind) => Promise.resolve(TOKENS[kind]),
    async confirm(intent) {
      if (intent.id.startsWith('seti_')) await browser.setupIntents.confirm(intent.id);
      else await browser.paymentIntents.confirm(intent.id);
    },
    advanceDays(days) {
      fake.state.advance(days);
      return Promise.resolve();
    },
    badlySigned() {
      const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'invoice.paid' });
      const signature = browser.webhooks.generateTestHeaderString({
        payload,
        secret: 'whsec_some_other_secret',
      });
      return { body: Buffer.from(payload), signature };
    },
    close: () => fake.close(),
  };
});
