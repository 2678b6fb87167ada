import { BILLING_CONTRACT } from '@archive/domain/contract/billing.contract';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES, NO_SECURITY } from '../../lib/route-schemas';
import { localPaymentsRoutes } from './billing-local.routes';
import { stripeWebhookRoutes } from './billing-webhook.routes';
import { createBillingRepository } from './billing.repository';
import { createBillingService, type BillingService } from './billing.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The billing module's service. */
    billing: BillingService;
  }
}

const routes: FastifyPluginAsync = (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['billing'];

  const config = BILLING_CONTRACT.paymentsConfig;
  app.route({
    method: config.method,
    url: config.path,
    schema: { tags, security: NO_SECURITY, response: { 200: config.response, ...ERROR_RESPONSES } },
    config: { public: config.public },
    handler: () => app.billing.config(),
  });

  const create = BILLING_CONTRACT.createSubscription;
  app.route({
    method: create.method,
    url: create.path,
    schema: { tags, body: create.body, response: { 200: create.response, ...ERROR_RESPONSES } },
    config: { plan: 'open' },
    handler: (request) => app.billing.create(request.user, request.body),
  });

  const get = BILLING_CONTRACT.getSubscription;
  app.route({
    method: get.method,
    url: get.path,
    schema: { tags, response: { 200: get.response, ...ERROR_RESPONSES } },
    config: { plan: 'open' },
    handler: (request) => app.billing.get(request.user.id),
  });

  const cancel = BILLING_CONTRACT.cancelSubscription;
  app.route({
    method: cancel.method,
    url: cancel.path,
    schema: { tags, body: cancel.body, response: { 200: cancel.response, ...ERROR_RESPONSES } },
    config: { plan: 'open' },
    handler: (request) => app.billing.cancel(request.user.id, request.body.subscriptionId),
  });

  const restart = BILLING_CONTRACT.restartSubscription;
  app.route({
    method: restart.method,
    url: restart.path,
    schema: { tags, body: restart.body, response: { 200: restart.response, ...ERROR_RESPONSES } },
    config: { plan: 'open' },
    handler: (request) => app.billing.restart(request.user.id, request.body.subscriptionId),
  });

  const changePlan = BILLING_CONTRACT.changeSubscription;
  app.route({
    method: changePlan.method,
    url: changePlan.path,
    schema: {
      tags,
      body: changePlan.body,
      response: { 200: changePlan.response, ...ERROR_RESPONSES },
    },
    config: { plan: 'open' },
    handler: (request) => app.billing.changePlan(request.user.id, request.body),
  });

  const getCard = BILLING_CONTRACT.getPaymentMethod;
  app.route({
    method: getCard.method,
    url: getCard.path,
    schema: { tags, response: { 200: getCard.response, ...ERROR_RESPONSES } },
    config: { plan: 'open' },
    handler: (request) => app.billing.card(request.user),
  });

  const updateCard = BILLING_CONTRACT.updatePaymentMethod;
  app.route({
    method: updateCard.method,
    url: updateCard.path,
    schema: {
      tags,
      body: updateCard.body,
      response: { 200: updateCard.response, ...ERROR_RESPONSES },
    },
    config: { plan: 'open' },
    handler: (request) => app.billing.updateCard(request.user.id, request.body.payment_method),
  });
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
