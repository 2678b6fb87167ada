import { emailSchema } from '@archive/domain/user/user.schema';
import { meResponseSchema } from '@archive/domain/auth/auth.schema';
import { PLAN_IDS } from '@archive/domain/plans/plans';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_RESPONSES, NO_SECURITY } from '../../lib/route-schemas';

export const grantPlanParamsSchema = z.strictObject({ email: emailSchema });
export const grantPlanBodySchema = z.strictObject({ plan: z.enum(PLAN_IDS).optional() }).nullish();

/**
 * Routes for end-to-end tests only, registered only when ENABLE_TEST_ROUTES is true (never
 * in production). Until billing exists, this is how a test gives an account an active plan.
 */
export const testingModule: FastifyPluginAsync = (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/v1/test/users/:email/grant-plan',
    {
      schema: {
        tags: ['testing'],
        security: NO_SECURITY,
        params: grantPlanParamsSchema,
        body: grantPlanBodySchema,
        response: { 200: meResponseSchema, ...ERROR_RESPONSES },
      },
      config: { public: true },
    },
    async (request) => {
      const row = await app.users.grantPlan(request.params.email, request.body?.plan);
      return { user: app.users.toApiUser(row) };
    },
  );
  return Promise.resolve();
};
