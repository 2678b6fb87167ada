import { BILLING_CONTRACT } from '@archive/domain/contract/billing.contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../lib/route-schemas';
import { providerCall } from './billing-errors';

/**
 * The local provider's stand-ins for Stripe.js: card entry (only brand, last four and expiry
 * are kept) and the customer's confirmation of a payment. Registered only with that provider.
 */
export const localPaymentsRoutes: FastifyPluginAsync = (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const local = app.localPayments;
  if (local === null) return Promise.resolve();
  const tags = ['billing'];

  const card = BILLING_CONTRACT.createLocalPaymentMethod;
  app.route({
    method: card.method,
    url: card.path,
    schema: { tags, body: card.body, response: { 200: card.response, ...ERROR_RESPONSES } },
    config: { plan: 'open' },
    onRequest: app.limit('cardEntryPerIp', 'ip'),
    handler: (request) => providerCall(() => local.createPaymentMethod(request.body)),
  });

  const confirm = BILLING_CONTRACT.confirmLocalPaymentIntent;
  app.route({
    method: confirm.method,
    url: confirm.path,
    schema: {
      tags,
      params: confirm.params,
      body: confirm.body,
      response: { 200: confirm.response, ...ERROR_RESPONSES },
    },
    config: { plan: 'open' },
    handler: (request) =>
      providerCall(() => local.confirmPaymentIntent(request.params.id, request.body.client_secret)),
  });
  return Promise.resolve();
};
