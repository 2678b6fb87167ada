import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_RESPONSES, NO_SECURITY } from '../../lib/route-schemas';
import { providerCall } from './billing-errors';

const receivedSchema = z.object({ received: z.literal(true) });

/**
 * POST /v1/webhooks/stripe: public, signed by Stripe. The signature covers the exact bytes,
 * so this plugin's own JSON parser keeps the body raw (the rest of the app is unaffected).
 */
export const stripeWebhookRoutes: FastifyPluginAsync = (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.route({
    method: 'POST',
    url: '/v1/webhooks/stripe',
    schema: {
      tags: ['billing'],
      security: NO_SECURITY,
      response: { 200: receivedSchema, ...ERROR_RESPONSES },
    },
    config: { public: true },
    handler: async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const event = await providerCall(() =>
        Promise.resolve(
          app.payments.parseEvent(raw, typeof signature === 'string' ? signature : undefined),
        ),
      );
      if (event !== null) await app.billing.intake(event);
      return { received: true as const };
    },
  });
  return Promise.resolve();
};
