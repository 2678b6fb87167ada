import { z } from 'zod';

export const healthResponseSchema = z.object({ status: z.literal('ok') });

/** The load balancer's and the monitor's call: outside /v1, no session. */
export const HEALTH_CONTRACT = {
  /** Ok once the database answers a trivial query. */
  health: {
    method: 'GET',
    path: '/health',
    operationId: 'getHealth',
    summary: 'Whether the server and its database answer',
    response: healthResponseSchema,
    public: true,
  },
} as const;
