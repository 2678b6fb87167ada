import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_RESPONSES, NO_SECURITY } from '../../lib/route-schemas';

export const healthResponseSchema = z.object({ status: z.literal('ok') });

/** GET /health: answers ok once the database answers a trivial query. */
export const healthModule: FastifyPluginAsync = (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        security: NO_SECURITY,
        response: { 200: healthResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );
  return Promise.resolve();
};
