import {
  saveSharedParamsSchema,
  saveSharedRequestSchema,
  saveSharedResponseSchema,
  shareRecordParamsSchema,
  shareRequestSchema,
  shareResponseSchema,
  shareSeenResponseSchema,
  withdrawShareResponseSchema,
} from '../sharing/share.schema';
import { idempotencyHeadersSchema } from '../sync/sync.schema';

/**
 * Sharing artworks between users (spec section 7; docs/decisions/036-sharing.md). Records
 * reach both sides through sync (`recievedRecords`, `sentRecords`) and the sign-in answer.
 */
export const SHARING_CONTRACT = {
  share: {
    method: 'POST',
    path: '/v1/artworks/share',
    operationId: 'shareArtworks',
    summary: 'Share artworks with another person',
    headers: idempotencyHeadersSchema,
    body: shareRequestSchema,
    response: shareResponseSchema,
    public: false,
  },
  /** The recipient saves shared works into one of their own non-production collections. */
  save: {
    method: 'PUT',
    path: '/v1/artworks/share/:collectionId',
    operationId: 'saveSharedArtworks',
    summary: 'Save shared works into a collection',
    headers: idempotencyHeadersSchema,
    params: saveSharedParamsSchema,
    body: saveSharedRequestSchema,
    response: saveSharedResponseSchema,
    public: false,
  },
  /** Not in the spec: the sender withdraws a share; it leaves the recipient's sync. */
  withdraw: {
    method: 'DELETE',
    path: '/v1/artworks/share/:shareRecordId',
    operationId: 'withdrawShare',
    summary: 'Withdraw a share',
    params: shareRecordParamsSchema,
    response: withdrawShareResponseSchema,
    public: false,
  },
  /** Not in the spec: the notification popover or activity panel was opened. */
  seen: {
    method: 'POST',
    path: '/v1/artworks/share/seen',
    operationId: 'markSharesSeen',
    summary: 'Mark the received shares seen',
    response: shareSeenResponseSchema,
    public: false,
  },
} as const;
