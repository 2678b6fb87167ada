import { z } from 'zod';
import { safeText } from '../text/safe-text';
import { emailSchema } from '../user/user.schema';
import {
  exhibitionArrangementSchema,
  exhibitionPlacementSchema,
} from '../exhibitions/exhibition-arrangement.schema';
import { VIEWING_ROOM_MESSAGES } from './viewing-room.messages';

/** Decision 032: a room holds 1 to 200 of its owner's works. */
export const VIEWING_ROOM_MAX_WORKS = 200;
/**
 * Works on one page of a public room (decision 054): a 200-work room is nine light pages, not
 * one of megabytes. Divisible by 2, 3 and 4, so the grid's last row is full at every width.
 */
export const VIEWING_ROOM_PAGE_SIZE = 24;
export const VIEWING_ROOM_TITLE_MAX_LENGTH = 200;
export const VIEWING_ROOM_INTRODUCTION_MAX_LENGTH = 5_000;
export const VIEWING_ROOM_PASSWORD_MIN_LENGTH = 6;
export const VIEWING_ROOM_PASSWORD_MAX_LENGTH = 200;
export const ROOM_ENQUIRY_MAX_LENGTH = 5_000;
/** Bytes of randomness in a room's address (128 bits). */
export const VIEWING_ROOM_TOKEN_BYTES = 16;

/** A token as handed out: 16 random bytes in base64url (22 characters). */
export const viewingRoomTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/);

const artworkIdsSchema = z
  .array(z.uuid())
  .min(1, VIEWING_ROOM_MESSAGES.noWorks)
  .max(VIEWING_ROOM_MAX_WORKS, VIEWING_ROOM_MESSAGES.tooManyWorks)
  .refine((ids) => new Set(ids).size === ids.length, 'each work once');

const titleSchema = safeText()
  .trim()
  .min(1, VIEWING_ROOM_MESSAGES.noTitle)
  .max(VIEWING_ROOM_TITLE_MAX_LENGTH);
const introductionSchema = safeText().max(VIEWING_ROOM_INTRODUCTION_MAX_LENGTH);
const passwordSchema = safeText()
  .min(VIEWING_ROOM_PASSWORD_MIN_LENGTH, VIEWING_ROOM_MESSAGES.passwordTooShort)
  .max(VIEWING_ROOM_PASSWORD_MAX_LENGTH);
const expiresAtSchema = z.iso.datetime({ offset: true });

/** The options of POST /v1/viewingRoom (spec section 7: "artworkIds plus options"). */
export const viewingRoomOptionsSchema = z.strictObject({
  title: titleSchema,
  introduction: introductionSchema.default(''),
  showPrice: z.boolean().default(false),
  /** ISO date-time; none: the room stays open until revoked. */
  expiresAt: expiresAtSchema.nullable().optional(),
  /** None: anyone with the link may look. Stored only as an Argon2id hash. */
  password: passwordSchema.nullable().optional(),
  /**
   * A 3D exhibition (issue 36, decision 057): the room is the exhibition, its works hung as
   * placed here; its works are the placements' works, in their order.
   */
  exhibition: exhibitionArrangementSchema.optional(),
});
export type ViewingRoomOptions = z.infer<typeof viewingRoomOptionsSchema>;

/** An exhibition's works are its placements' works: both lists name the same, in one order. */
function samePlacedWorks(
  artworkIds: readonly string[] | undefined,
  exhibition: readonly { artworkId: string }[] | undefined,
): boolean {
  if (artworkIds === undefined || exhibition === undefined) return true;
  return (
    artworkIds.length === exhibition.length &&
    exhibition.every((placement, index) => placement.artworkId === artworkIds[index])
  );
}

export const createViewingRoomBodySchema = z
  .strictObject({
    artworkIds: artworkIdsSchema,
    options: viewingRoomOptionsSchema,
  })
  .refine((body) => samePlacedWorks(body.artworkIds, body.options.exhibition), {
    message: VIEWING_ROOM_MESSAGES.exhibitionWorksDiffer,
    path: ['options', 'exhibition'],
  });
export type CreateViewingRoomBody = z.input<typeof createViewingRoomBodySchema>;
/** The body as the server has it, defaults applied. */
export type CreateViewingRoomRequest = z.output<typeof createViewingRoomBodySchema>;

export const viewingRoomLinkSchema = z.object({ id: z.uuid(), url: z.string() });
export type ViewingRoomLink = z.infer<typeof viewingRoomLinkSchema>;

/**
 * PATCH /v1/viewingRoom/{id}: only what changes. `password: null` removes the password;
 * `expiresAt: null` removes the expiry; `artworkIds` replaces the works and their order.
 */
export const updateViewingRoomBodySchema = z
  .strictObject({
    title: titleSchema.optional(),
    introduction: introductionSchema.optional(),
    showPrice: z.boolean().optional(),
    expiresAt: expiresAtSchema.nullable().optional(),
    password: passwordSchema.nullable().optional(),
    artworkIds: artworkIdsSchema.optional(),
    /** A new arrangement of an exhibition room: its works become the placements' works. */
    exhibition: exhibitionArrangementSchema.optional(),
  })
  .refine((body) => samePlacedWorks(body.artworkIds, body.exhibition), {
    message: VIEWING_ROOM_MESSAGES.exhibitionWorksDiffer,
    path: ['exhibition'],
  });
export type UpdateViewingRoomBody = z.input<typeof updateViewingRoomBodySchema>;

export const viewingRoomIdParamsSchema = z.strictObject({ id: z.uuid() });

/** The visit figures of a room (decision 032: counted without cookies or stored addresses). */
export const viewingRoomFiguresSchema = z.object({
  visits: z.number().int(),
  uniqueVisitors: z.number().int(),
  /** Seconds between the first and last page of each visit, summed. */
  secondsSpent: z.number().int(),
  /** Full-screen views of each of the room's works, in the room's order. */
  views: z.array(z.object({ artworkId: z.uuid(), views: z.number().int() })),
  /** Enquiries visitors sent from the room (issue 41). */
  enquiries: z.number().int(),
});
export type ViewingRoomFigures = z.infer<typeof viewingRoomFiguresSchema>;

export const viewingRoomSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  /**
   * The owner's preview address: opens the room without counting a visit and without asking
   * the password (decision 032). Only the owner's own calls answer it.
   */
  previewUrl: z.string(),
  title: z.string(),
  introduction: z.string(),
  showPrice: z.boolean(),
  expiresAt: z.string().nullable(),
  hasPassword: z.boolean(),
  artworkIds: z.array(z.uuid()),
  /** The 3D arrangement when the room is an exhibition (decision 057), else null. */
  exhibition: z.array(exhibitionPlacementSchema).nullable(),
  revoked: z.boolean(),
  createdAt: z.string(),
  figures: viewingRoomFiguresSchema,
});
export type ViewingRoom = z.infer<typeof viewingRoomSchema>;

export const listViewingRoomsResponseSchema = z.object({ rooms: z.array(viewingRoomSchema) });
export type ListViewingRoomsResponse = z.infer<typeof listViewingRoomsResponseSchema>;

export const revokeViewingRoomResponseSchema = z.object({ id: z.uuid(), revoked: z.literal(true) });

/** The enquiry form of the public page (form fields, not JSON). */
export const roomEnquirySchema = z.object({
  artworkId: z.uuid(),
  email: emailSchema,
  message: safeText().trim().min(1).max(ROOM_ENQUIRY_MAX_LENGTH),
});
export type RoomEnquiry = z.infer<typeof roomEnquirySchema>;

/** One enquiry as the owner sees it: the work as it was named when the visitor asked. */
export const viewingRoomEnquirySchema = z.object({
  id: z.uuid(),
  artworkId: z.uuid(),
  artist: z.string(),
  workTitle: z.string(),
  visitorEmail: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type ViewingRoomEnquiry = z.infer<typeof viewingRoomEnquirySchema>;

/** A room's enquiries, newest first. */
export const listRoomEnquiriesResponseSchema = z.object({
  enquiries: z.array(viewingRoomEnquirySchema),
});
export type ListRoomEnquiriesResponse = z.infer<typeof listRoomEnquiriesResponseSchema>;

export const roomPasswordFormSchema = z.object({
  password: z.string().max(VIEWING_ROOM_PASSWORD_MAX_LENGTH),
});
