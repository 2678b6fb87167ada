import { z } from 'zod';
import { safeText } from '../text/safe-text';
import { FORM_MESSAGES } from '../messages/form-messages';
import { artworkIdSchema, ARTWORK_LONG_TEXT_MAX_LENGTH } from '../artworks/artwork.schema';
import { EXPORT_MESSAGES } from './export.messages';
import { EXPORT_SORT_KEYS, LABEL_SIZES } from './export-documents';

/**
 * The one options shape of every export (spec section 3, export options): each document reads
 * the fields it uses (DOCUMENT_OPTIONS); a field the shape does not know is refused.
 */

export const EXPORT_TEXT_MAX_LENGTH = 500;
/** The most artworks one export takes: a thousand-work list is made in a few seconds. */
export const EXPORT_MAX_ARTWORKS = 1000;
/**
 * The longest document made (decision 046): a 1,000-work list with images is about 130 pages,
 * a transport list with every work's long instructions can run to thousands.
 */
export const EXPORT_MAX_PAGES = 2500;
export const PERCENT_MAX = 100;

function shortText() {
  return safeText({ error: FORM_MESSAGES.tooLong }).max(
    EXPORT_TEXT_MAX_LENGTH,
    FORM_MESSAGES.tooLong,
  );
}

function longText() {
  return safeText({ error: FORM_MESSAGES.tooLong }).max(
    ARTWORK_LONG_TEXT_MAX_LENGTH,
    FORM_MESSAGES.tooLong,
  );
}

const percentSchema = z
  .number({ error: EXPORT_MESSAGES.invalidPercent })
  .min(0, EXPORT_MESSAGES.invalidPercent)
  .max(PERCENT_MAX, EXPORT_MESSAGES.invalidPercent);

/** The spec's address form (as the organisation's). */
export const exportAddressSchema = z.strictObject({
  addressLine1: shortText(),
  city: shortText(),
  region: shortText(),
  postalCode: shortText(),
  country: shortText(),
});
export type ExportAddress = z.infer<typeof exportAddressSchema>;

/** A lender or borrower: the address as free text. */
export const exportPartySchema = z.strictObject({
  name: shortText(),
  address: longText(),
  contactPerson: shortText(),
  email: shortText(),
  phone: shortText(),
});
export type ExportParty = z.infer<typeof exportPartySchema>;

export const exportExhibitionSchema = z.strictObject({
  title: shortText(),
  duration: shortText(),
});

export const exportOptionsSchema = z.strictObject({
  title: shortText().optional(),
  sortBy: z.enum(EXPORT_SORT_KEYS).optional(),
  showPrice: z.boolean().optional(),
  showLocation: z.boolean().optional(),
  showCurrentOwner: z.boolean().optional(),
  originAddress: exportAddressSchema.optional(),
  targetAddress: exportAddressSchema.optional(),
  pickupAddress: exportAddressSchema.optional(),
  invoiceAddress: exportAddressSchema.optional(),
  returnAddress: exportAddressSchema.optional(),
  discount: percentSchema.optional(),
  vat: percentSchema.optional(),
  bankDetails: longText().optional(),
  paymentConditions: longText().optional(),
  remarks: longText().optional(),
  loanDuration: shortText().optional(),
  credits: longText().optional(),
  insuranceAgreement: longText().optional(),
  consignmentConditions: longText().optional(),
  docText: longText().optional(),
  borrower: exportPartySchema.optional(),
  lender: exportPartySchema.optional(),
  exhibition: exportExhibitionSchema.optional(),
  percentageArtistSplit: percentSchema.optional(),
  percentageGallerySplit: percentSchema.optional(),
  labelSize: z.enum(LABEL_SIZES).optional(),
  printGuidelines: z.boolean().optional(),
});
export type ExportOptions = z.infer<typeof exportOptionsSchema>;

export const exportArtworkIdsSchema = z
  .array(artworkIdSchema)
  .min(1, EXPORT_MESSAGES.noArtworks)
  .max(EXPORT_MAX_ARTWORKS, EXPORT_MESSAGES.tooManyArtworks);

/** POST /v1/exports/document/{type} and POST /v1/exports/csv. */
export const exportBodySchema = z.strictObject({
  artworkIds: exportArtworkIdsSchema,
  options: exportOptionsSchema.default({}),
});
export type ExportBody = z.input<typeof exportBodySchema>;

/** The answer of both calls: a signed download address good for 10 minutes, and what it is. */
export const exportResponseSchema = z.object({
  path: z.string(),
  data: z.object({
    type: z.string(),
    fileName: z.string(),
    pages: z.number().int().nullable(),
    bytes: z.number().int(),
  }),
});
export type ExportResponse = z.infer<typeof exportResponseSchema>;

export const EXPORT_DOWNLOAD_TTL_SECONDS = 10 * 60;
