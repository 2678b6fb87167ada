import { BILLING_CONTRACT } from '@archive/domain/contract/billing.contract';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../lib/contract-route';
import { providerCall } from './billing-errors';

/**
 * The local provider's stand-ins for Stripe.js: card entry (only brand, last four and expiry
 * are kept) and the customer's confirmation of a payment. Registered only with that provider.
 */
export const localPaymentsRoutes: FastifyPluginAsync = (app) => {
  const local = app.localPayments;
  if (local === null) return Promise.resolve();

  contractRoute(
    app,
    'billing',
    BILLING_CONTRACT.createLocalPaymentMethod,
    { config: { plan: 'open' }, onRequest: app.limit('cardEntryPerIp', 'ip') },
    (_request, { body }) => providerCall(() => local.createPaymentMethod(body)),
  );

  contractRoute(
    app,
    'billing',
    BILLING_CONTRACT.confirmLocalPaymentIntent,
    { config: { plan: 'open' } },
    (_request, { params, body }) =>
      providerCall(() => local.confirmPaymentIntent(params.id, body.client_secret)),
  );
  return Promise.resolve();
};
