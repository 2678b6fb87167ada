import { HEALTH_CONTRACT } from '@archive/domain/contract/health.contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../lib/contract-route';

/** GET /health: answers ok once the database answers a trivial query. */
export const healthModule: FastifyPluginAsync = (app) => {
  contractRoute(app, 'health', HEALTH_CONTRACT.health, {}, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' as const };
  });
  return Promise.resolve();
};
