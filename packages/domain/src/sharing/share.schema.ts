import { z } from 'zod';
import {
  activeShareSourceSchema,
  artworkDimensionsSchema,
  artworkStatusSchema,
  frameSchema,
  packagingSchema,
  sharePartySchema,
  type ArtworkValueField,
  type ArtworkValues,
} from '../artworks/artwork.schema';
import { moneySchema } from '../artworks/money';
import { safeText } from '../text/safe-text';
import { emailSchema } from '../user/user.schema';
import { SHARE_MESSAGES } from './share.messages';

/**
 * Sharing artworks between users (spec sections 3 and 7; docs/decisions/036-sharing.md and
 * 037-share-projection-and-fan-out.md).
 */

/** Works one share holds. */
export const SHARE_MAX_WORKS = 500;
export const SHARE_MESSAGE_MAX_LENGTH = 2000;
/** Shares a sender may send per day to addresses that have no account yet. */
export const SHARE_INVITATIONS_PER_DAY = 20;
/** The read-only view of a shared work (spec section 1). */
export const SHARED_ARTWORK_ROUTE = '/share/artworks/details';

const artworkIdsSchema = z
  .array(z.uuid())
  .min(1, SHARE_MESSAGES.noWorks)
  .max(SHARE_MAX_WORKS, SHARE_MESSAGES.tooManyWorks)
  .refine((ids) => new Set(ids).size === ids.length, SHARE_MESSAGES.eachWorkOnce);

export const shareMessageSchema = safeText().max(
  SHARE_MESSAGE_MAX_LENGTH,
  SHARE_MESSAGES.messageTooLong,
);

/** The share form of spec section 3 (email, message, sharePrice). */
export const shareFormSchema = z.object({
  email: emailSchema,
  message: shareMessageSchema,
  sharePrice: z.boolean(),
});
export type ShareForm = z.input<typeof shareFormSchema>;

/** POST /v1/artworks/share (spec section 7): one recipient per call. */
export const shareRequestSchema = z.strictObject({
  recipient: z.strictObject({ email: emailSchema }),
  artworkIds: artworkIdsSchema,
  shareOptions: z.strictObject({ sharePrice: z.boolean() }),
  message: shareMessageSchema.default(''),
});
export type ShareRequest = z.input<typeof shareRequestSchema>;

/** The share modal's values as the share call takes them, for the works selected. */
export function shareRequestFrom(form: ShareForm, artworkIds: readonly string[]): ShareRequest {
  return {
    recipient: { email: form.email.trim() },
    artworkIds: [...artworkIds],
    shareOptions: { sharePrice: form.sharePrice },
    message: form.message,
  };
}

/**
 * The values of a work a share shows, besides artist, status, images and (when the share says
 * so) the price: what the projection sends and what a saved copy takes. One list, so the two
 * never drift apart.
 */
export const SHARED_VALUE_FIELDS = [
  'title',
  'year',
  'edition',
  'seriesTitle',
  'technique',
  'dimensions',
  'isFramed',
  'frame',
  'workDescription',
  'photoCopyrightOwner',
  'installationInstructions',
  'packaging',
] as const satisfies readonly ArtworkValueField[];
export type SharedValues = Pick<ArtworkValues, (typeof SHARED_VALUE_FIELDS)[number]>;

/** The shown values of a work, nothing else. */
export function sharedValues(values: ArtworkValues): SharedValues {
  const picked: Partial<Record<ArtworkValueField, unknown>> = {};
  for (const field of SHARED_VALUE_FIELDS) picked[field] = values[field];
  return picked as SharedValues;
}

/** An image of a shared work: the addresses of its derivatives, never the original's. */
export const sharedArtworkImageSchema = z.object({ preview: z.string(), medium: z.string() });
export type SharedArtworkImage = z.infer<typeof sharedArtworkImageSchema>;

/**
 * A shared work as the recipient sees it: a projection read live from the sender's archive.
 * Never shown: insuranceValue, productionCosts, framingCosts, location, position,
 * currentOwner, source, notes, incomingDate, archiveArtworkNumber. `price` only when the
 * share's sharePrice is on.
 */
export const sharedArtworkSchema = z.strictObject({
  id: z.uuid(),
  artist: z.string(),
  title: z.string(),
  year: z.string(),
  edition: z.string(),
  seriesTitle: z.string(),
  technique: z.string(),
  dimensions: artworkDimensionsSchema,
  isFramed: z.boolean(),
  frame: frameSchema,
  workDescription: z.string(),
  photoCopyrightOwner: z.string(),
  installationInstructions: z.string(),
  packaging: packagingSchema,
  status: artworkStatusSchema,
  /** Cover first. */
  images: z.array(sharedArtworkImageSchema),
  price: moneySchema.optional(),
});
export type SharedArtwork = z.infer<typeof sharedArtworkSchema>;

export { activeShareSourceSchema, sharePartySchema };
export type { ActiveShareSource, ShareParty } from '../artworks/artwork.schema';

/** The share record of spec section 3. */
export const shareRecordSchema = z.object({
  id: z.uuid(),
  /** In the order shared; a work the sender deleted has left the list. */
  artworks: z.array(sharedArtworkSchema),
  /** ISO 8601. */
  dateShared: z.string(),
  recipient: sharePartySchema,
  sender: sharePartySchema,
  message: z.string(),
  sharePrice: z.boolean(),
});
export type ShareRecord = z.infer<typeof shareRecordSchema>;

/** A record that left a user's view (withdrawn by its sender, or its sender's account deleted). */
export const shareRecordTombstoneSchema = z.object({ id: z.uuid(), deleted: z.literal(true) });
export type ShareRecordTombstone = z.infer<typeof shareRecordTombstoneSchema>;

export const shareRecordOrTombstoneSchema = z.union([
  shareRecordTombstoneSchema,
  shareRecordSchema,
]);

export function isShareRecordTombstone(
  item: ShareRecord | ShareRecordTombstone,
): item is ShareRecordTombstone {
  return 'deleted' in item;
}

export const shareResponseSchema = z.object({ shareRecord: shareRecordSchema });
export type ShareResponse = z.infer<typeof shareResponseSchema>;

/** PUT /v1/artworks/share/:collectionId: the shared works (their ids as shared) to save. */
export const saveSharedRequestSchema = z.strictObject({ artworkIds: artworkIdsSchema });
export type SaveSharedRequest = z.input<typeof saveSharedRequestSchema>;
export const saveSharedParamsSchema = z.strictObject({ collectionId: z.uuid() });
/** The ids of the recipient's new artworks, in the order asked. */
export const saveSharedResponseSchema = z.object({ artworkIds: z.array(z.uuid()) });
export type SaveSharedResponse = z.infer<typeof saveSharedResponseSchema>;

/** DELETE /v1/artworks/share/:shareRecordId: the sender withdraws a share. */
export const shareRecordParamsSchema = z.strictObject({ shareRecordId: z.uuid() });
export const withdrawShareResponseSchema = z.object({
  id: z.uuid(),
  withdrawn: z.literal(true),
});
export type WithdrawShareResponse = z.infer<typeof withdrawShareResponseSchema>;

/** POST /v1/artworks/share/seen: clears session.unseenShareRecords. */
export const shareSeenResponseSchema = z.object({ unseenShareRecords: z.literal(false) });

/** The sign-in and register answers' `shareRecords`. */
export const shareRecordsSchema = z.object({
  recievedRecords: z.array(shareRecordSchema),
  sentRecords: z.array(shareRecordSchema),
});
export type ShareRecords = z.infer<typeof shareRecordsSchema>;
