import { BILLING_CONTRACT } from '@archive/domain/contract/billing.contract';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { contractRoute } from '../../lib/contract-route';
import { localPaymentsRoutes } from './billing-local.routes';
import { stripeWebhookRoutes } from './billing-webhook.routes';
import { createBillingRepository } from './billing.repository';
import { createBillingService, type BillingService } from './billing.service';

const TAG = 'billing';

declare module 'fastify' {
  interface FastifyInstance {
    /** The billing module's service. */
    billing: BillingService;
  }
}

const routes: FastifyPluginAsync = (app) => {
  const open = { config: { plan: 'open' as const } };
  const C = BILLING_CONTRACT;

  contractRoute(app, TAG, C.paymentsConfig, {}, () => Promise.resolve(app.billing.config()));
  contractRoute(app, TAG, C.createSubscription, open, (request, { body }) =>
    app.billing.create(request.user, body),
  );
  contractRoute(app, TAG, C.getSubscription, open, (request) => app.billing.get(request.user.id));
  contractRoute(app, TAG, C.cancelSubscription, open, (request, { body }) =>
    app.billing.cancel(request.user.id, body.subscriptionId),
  );
  contractRoute(app, TAG, C.restartSubscription, open, (request, { body }) =>
    app.billing.restart(request.user.id, body.subscriptionId),
  );
  contractRoute(app, TAG, C.changeSubscription, open, (request, { body }) =>
    app.billing.changePlan(request.user.id, body),
  );
  contractRoute(app, TAG, C.getPaymentMethod, open, (request) => app.billing.card(request.user));
  contractRoute(app, TAG, C.updatePaymentMethod, open, (request, { body }) =>
    app.billing.updateCard(request.user.id, body.payment_method),
  );
  return Promise.resolve();
};

/**
 * Subscriptions and billing (docs/decisions/008-billing.md): the calls of the contract, the
 * local provider's card entry and confirmation (local only), Stripe's webhook (Stripe only).
 */
export const billingModule = fp(
  async (app) => {
    const service = createBillingService({
      repository: createBillingRepository(app.db),
      payments: app.payments,
      users: app.users,
      clock: app.clock,
    });
    app.decorate('billing', service);
    app.payments.onEvent((event) => service.intake(event));
    await app.register(routes);
    if (app.localPayments !== null) await app.register(localPaymentsRoutes);
    else await app.register(stripeWebhookRoutes);
  },
  { name: 'billing', dependencies: ['db', 'clock', 'auth-guard', 'payments', 'users'] },
);
