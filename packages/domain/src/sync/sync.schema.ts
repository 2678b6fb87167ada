import { z } from 'zod';
import { artistSchema, artworkSchema, artworkTombstoneSchema } from '../artworks/artwork.schema';
import { contactSchema, contactTombstoneSchema } from '../contacts/contact.schema';
import { shareRecordOrTombstoneSchema } from '../sharing/share.schema';
import { userSchema } from '../user/user.schema';
import { safeText } from '../text/safe-text';
import { SYNC_MESSAGES } from './sync.messages';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from './idempotency-key';

/** Spec section 9: the client pulls every 20 seconds when online. */
export const SYNC_POLL_INTERVAL_MS = 20_000;
/** Log rows per pull page; `hasMore` says another page follows at once. */
export const SYNC_PAGE_SIZE = 2000;

/**
 * What a sync log row is about, and what happened to it for that user. A share record is
 * logged as `shareRecord` for its recipient (`recievedRecords`) and as `sentShareRecord` for
 * its sender (`sentRecords`; docs/decisions/037).
 */
export const SYNC_ENTITIES = [
  'contact',
  'artwork',
  'artist',
  'shareRecord',
  'sentShareRecord',
] as const;
export type SyncEntity = (typeof SYNC_ENTITIES)[number];
/**
 * What a pull sends an account without a plan (docs/decisions/022-paywall.md): what others
 * shared with it, read-only. Its own archive is held back, and the cursor stays before it.
 */
export const SYNC_ENTITIES_WITHOUT_PLAN: readonly SyncEntity[] = ['shareRecord', 'sentShareRecord'];
/** upsert: created or changed; delete: deleted (a tombstone); remove: no longer visible. */
export const SYNC_OPS = ['upsert', 'delete', 'remove'] as const;
export type SyncOp = (typeof SYNC_OPS)[number];

export const idempotencyKeySchema = safeText({ error: SYNC_MESSAGES.idempotencyKeyRequired })
  .min(1, SYNC_MESSAGES.idempotencyKeyRequired)
  .max(IDEMPOTENCY_KEY_MAX_LENGTH, SYNC_MESSAGES.idempotencyKeyInvalid)
  .regex(/^[A-Za-z0-9._:-]+$/, SYNC_MESSAGES.idempotencyKeyInvalid);

/** Headers of every change call (names are lowercase on the server; others pass through). */
export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': idempotencyKeySchema,
});

/**
 * The cursor: the last change number the client has, 0 for everything. Decimal digits only:
 * Number() reads ' ' as 0 (a full pull) and '1e3' or '0x10' as other cursors than were sent.
 */
export const syncCursorSchema = safeText({ error: SYNC_MESSAGES.cursorInvalid })
  .regex(/^\d{1,16}$/, SYNC_MESSAGES.cursorInvalid)
  .transform(Number)
  .pipe(z.number().max(Number.MAX_SAFE_INTEGER, SYNC_MESSAGES.cursorInvalid));

export const syncParamsSchema = z.strictObject({ nextSync: syncCursorSchema });

/**
 * GET /v1/sync/:nextSync (spec section 7; `recievedRecords` is spelled as the spec spells it).
 * Each list holds what changed after the cursor: current records, deleted ones as tombstones.
 * Store the page and `nextSync` together; when `hasMore`, pull again at once from `nextSync`.
 */
export const syncResponseSchema = z.object({
  nextSync: z.number().int().nonnegative(),
  user: userSchema,
  artworks: z.array(z.union([artworkTombstoneSchema, artworkSchema])),
  artists: z.array(z.union([artworkTombstoneSchema, artistSchema])),
  contacts: z.array(z.union([contactTombstoneSchema, contactSchema])),
  /** Records shared with the user; a withdrawn one as a tombstone {id, deleted: true}. */
  recievedRecords: z.array(shareRecordOrTombstoneSchema),
  /** Records the user shared; a withdrawn one as a tombstone. */
  sentRecords: z.array(shareRecordOrTombstoneSchema),
  hasMore: z.boolean(),
});
export type SyncResponse = z.infer<typeof syncResponseSchema>;

export function isContactTombstone(
  item: SyncResponse['contacts'][number],
): item is z.infer<typeof contactTombstoneSchema> {
  return 'deleted' in item;
}

export function isArtworkTombstone(
  item: SyncResponse['artworks'][number],
): item is z.infer<typeof artworkTombstoneSchema> {
  return 'deleted' in item;
}
