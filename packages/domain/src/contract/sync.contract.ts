import { syncParamsSchema, syncResponseSchema } from '../sync/sync.schema';

/**
 * The pull of spec section 7. A cursor ahead of the server's counter answers 400; the client
 * then pulls from 0 (keeping its outbox). See docs/decisions/009-sync-protocol.md.
 */
export const SYNC_CONTRACT = {
  pull: {
    method: 'GET',
    path: '/v1/sync/:nextSync',
    params: syncParamsSchema,
    response: syncResponseSchema,
    public: false,
  },
} as const;
