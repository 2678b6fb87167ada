import { syncParamsSchema, syncResponseSchema } from '../sync/sync.schema';
import { syncChangesBodySchema, syncChangesResponseSchema } from '../sync/sync-changes.schema';

/**
 * The pull of spec section 7. A cursor ahead of the server's counter answers 400; the client
 * then pulls from 0 (keeping its outbox). See docs/decisions/009-sync-protocol.md.
 */
export const SYNC_CONTRACT = {
  pull: {
    method: 'GET',
    path: '/v1/sync/:nextSync',
    operationId: 'pullChanges',
    summary: 'Changes since a sync cursor',
    params: syncParamsSchema,
    response: syncResponseSchema,
    public: false,
  },
  /**
   * Not in the spec: the outbox's queued changes in one call, each answered as its own call
   * would be (docs/decisions/058). The per-record calls stay for single changes.
   */
  changes: {
    method: 'POST',
    path: '/v1/sync/changes',
    operationId: 'applyChanges',
    summary: 'Apply a batch of queued changes',
    body: syncChangesBodySchema,
    response: syncChangesResponseSchema,
    public: false,
  },
} as const;
