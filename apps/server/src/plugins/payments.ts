import fp from 'fastify-plugin';
import { createLocalPayments, type LocalPayments } from '../adapters/payments/local/local-payments';
import type { PaymentsPort } from '../adapters/payments/payments-port';
import { createStripePayments } from '../adapters/payments/stripe/stripe-payments';
import type { StripeConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider: Stripe when STRIPE_SECRET_KEY is set, else the local one. */
    payments: PaymentsPort;
    /** The local provider's own calls (card entry, confirmation, renewals); null with Stripe. */
    localPayments: LocalPayments | null;
  }
}

export interface PaymentsPluginOptions {
  stripe: StripeConfig | null;
}

export const paymentsPlugin = fp<PaymentsPluginOptions>(
  (app, options, done) => {
    if (options.stripe === null) {
      const local = createLocalPayments({
        db: app.db,
        clock: () => app.clock(),
        onHandlerError: (error, event) => {
          app.log.error(
            { err: error, eventId: event.id, eventType: event.type },
            'Payment event failed',
          );
        },
      });
      app.decorate('payments', local);
      app.decorate('localPayments', local);
    } else {
      app.decorate('payments', createStripePayments(options.stripe));
      app.decorate('localPayments', null);
    }
    done();
  },
  { name: 'payments', dependencies: ['db', 'clock'] },
);
