import type { FastifyPluginAsync } from 'fastify';
import { STRIPE_WEBHOOK_CONTRACT } from '@archive/domain/contract/billing.contract';
import { contractRoute } from '../../lib/contract-route';
import { providerCall } from './billing-errors';

/**
 * POST /v1/webhooks/stripe: public, signed by Stripe. The signature covers the exact bytes,
 * so this plugin's own JSON parser keeps the body raw (the rest of the app is unaffected).
 */
export const stripeWebhookRoutes: FastifyPluginAsync = (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  contractRoute(app, 'billing', STRIPE_WEBHOOK_CONTRACT.stripeWebhook, {}, async (request) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers['stripe-signature'];
    const event = await providerCall(() =>
      Promise.resolve(
        app.payments.parseEvent(raw, typeof signature === 'string' ? signature : undefined),
      ),
    );
    if (event !== null) await app.billing.intake(event);
    return { received: true as const };
  });
  return Promise.resolve();
};
