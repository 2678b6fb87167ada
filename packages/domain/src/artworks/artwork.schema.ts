import { z } from 'zod';
import { FORM_MESSAGES } from '../messages/form-messages';
import { safeText } from '../text/safe-text';
import { ARTWORK_MESSAGES } from './artwork.messages';
import { ARTWORK_STATUSES } from './artwork-status';
import {
  ARTWORK_MAX_IMAGES,
  artworkImageSchema,
  IMAGE_DESCRIPTION_MAX_LENGTH,
} from '../images/image.schema';
import { DEFAULT_CURRENCY, emptyMoney, moneySchema, type Currency } from './money';

/**
 * The artwork of spec section 3 (docs/decisions/014-artworks.md). The fields a user edits are
 * in `artworkValues`; an edit sends only the changed ones, each whole (a `dimensions` object,
 * a `price`, the `packaging` with its crates), and the server merges them field by field.
 */

export const ARTWORK_TEXT_MAX_LENGTH = 500;
export const ARTWORK_LONG_TEXT_MAX_LENGTH = 20_000;
export const ARTWORK_ARTIST_MAX_LENGTH = 200;
export const ARTWORK_MAX_CRATES = 50;
/** Dimensions are in cm; 100 m is more than any artwork or crate. */
export const DIMENSION_MAX_CM = 10_000;

function text(max = ARTWORK_TEXT_MAX_LENGTH) {
  return safeText({ error: FORM_MESSAGES.tooLong }).max(max, FORM_MESSAGES.tooLong);
}

/** A length in cm, or null when not given. */
export const dimensionSchema = z
  .number({ error: ARTWORK_MESSAGES.invalidNumber })
  .nonnegative(ARTWORK_MESSAGES.negativeNumber)
  .max(DIMENSION_MAX_CM, ARTWORK_MESSAGES.invalidNumber)
  .nullable();

/** '' or a whole number of at most 4 digits (spec section 5: year must be a number). */
export const yearSchema = safeText()
  .trim()
  .regex(/^(\d{1,4})?$/, ARTWORK_MESSAGES.yearNotNumber);

/** '' or a calendar date YYYY-MM-DD. */
export const isoDateSchema = z.union([z.literal(''), z.iso.date(ARTWORK_MESSAGES.invalidDate)]);

export const artworkDimensionsSchema = z.strictObject({
  height: dimensionSchema,
  width: dimensionSchema,
  depth: dimensionSchema,
  diameter: dimensionSchema,
  /** Dimensions vary (an installation): the width and height rule does not apply. */
  variable: z.boolean(),
});
export type ArtworkDimensions = z.infer<typeof artworkDimensionsSchema>;

export const boxDimensionsSchema = z.strictObject({
  height: dimensionSchema,
  width: dimensionSchema,
  depth: dimensionSchema,
});
export type BoxDimensions = z.infer<typeof boxDimensionsSchema>;

export const frameSchema = z.strictObject({
  typeOfFrame: text(),
  dimensions: boxDimensionsSchema,
});
export type Frame = z.infer<typeof frameSchema>;

export const crateSchema = z.strictObject({
  dimensions: boxDimensionsSchema,
  packagingType: text(),
  /** 1 for the crate opened first; always 1…n in list order (artwork.rules renumberCrates). */
  openingOrder: z.number().int().min(1).max(ARTWORK_MAX_CRATES),
});
export type Crate = z.infer<typeof crateSchema>;

export const packagingSchema = z.strictObject({
  crates: z.array(crateSchema).max(ARTWORK_MAX_CRATES, ARTWORK_MESSAGES.tooManyCrates),
  instructions: text(ARTWORK_LONG_TEXT_MAX_LENGTH),
});
export type Packaging = z.infer<typeof packagingSchema>;

export const artworkValuesShape = {
  title: text(),
  year: yearSchema,
  edition: text(),
  seriesTitle: text(),
  technique: text(),
  dimensions: artworkDimensionsSchema,
  isFramed: z.boolean(),
  frame: frameSchema,
  workDescription: text(ARTWORK_LONG_TEXT_MAX_LENGTH),
  location: text(),
  position: text(),
  currentOwner: text(),
  source: text(),
  price: moneySchema,
  insuranceValue: moneySchema,
  productionCosts: moneySchema,
  framingCosts: moneySchema,
  photoCopyrightOwner: text(),
  incomingDate: isoDateSchema,
  installationInstructions: text(ARTWORK_LONG_TEXT_MAX_LENGTH),
  packaging: packagingSchema,
  notes: text(ARTWORK_LONG_TEXT_MAX_LENGTH),
};
export const artworkValuesSchema = z.strictObject(artworkValuesShape);
export type ArtworkValues = z.infer<typeof artworkValuesSchema>;
export type ArtworkValueField = keyof ArtworkValues;
export const ARTWORK_VALUE_FIELDS = Object.keys(artworkValuesShape) as ArtworkValueField[];

/** The four amounts of the Value section. */
export const MONEY_FIELDS = [
  'price',
  'insuranceValue',
  'productionCosts',
  'framingCosts',
] as const satisfies readonly ArtworkValueField[];

export const EMPTY_BOX_DIMENSIONS: BoxDimensions = { height: null, width: null, depth: null };

export function emptyArtworkValues(currency: Currency = DEFAULT_CURRENCY): ArtworkValues {
  return {
    title: '',
    year: '',
    edition: '',
    seriesTitle: '',
    technique: '',
    dimensions: { height: null, width: null, depth: null, diameter: null, variable: false },
    isFramed: false,
    frame: { typeOfFrame: '', dimensions: { ...EMPTY_BOX_DIMENSIONS } },
    workDescription: '',
    location: '',
    position: '',
    currentOwner: '',
    source: '',
    price: emptyMoney(currency),
    insuranceValue: emptyMoney(currency),
    productionCosts: emptyMoney(currency),
    framingCosts: emptyMoney(currency),
    photoCopyrightOwner: '',
    incomingDate: '',
    installationInstructions: '',
    packaging: { crates: [], instructions: '' },
    notes: '',
  };
}

export const artworkIdSchema = z.uuid();
export const artworkStatusSchema = z.enum(ARTWORK_STATUSES).nullable();
export const artworkArtistSchema = text(ARTWORK_ARTIST_MAX_LENGTH);
export const collectionRefSchema = z.strictObject({
  id: z.uuid({ error: FORM_MESSAGES.noCollection }),
});

/** Who sent or received a share: the name when the person has an account. */
export const sharePartySchema = z.object({ name: z.string().optional(), email: z.string() });
export type ShareParty = z.infer<typeof sharePartySchema>;

/** On a copy saved from a share: where it came from (spec section 3; decision 036). */
export const activeShareSourceSchema = z.object({
  shareRecordId: z.uuid(),
  sender: sharePartySchema,
  /** ISO 8601. */
  dateShared: z.string(),
});
export type ActiveShareSource = z.infer<typeof activeShareSourceSchema>;

/** The artwork as the API returns it and the local store keeps it. */
export const artworkSchema = z.object({
  id: artworkIdSchema,
  /** The artist's name as typed; `artistId` is the artist record the server derived from it. */
  artist: z.string(),
  artistId: z.uuid().nullable(),
  status: artworkStatusSchema,
  collection: z.object({ id: z.uuid() }),
  /** Shown as ID; given by the server, unique per user, never reused; null until synced. */
  archiveArtworkNumber: z.number().int().positive().nullable(),
  artworkValues: artworkValuesSchema,
  /** Linked images, cover first (sortIndex 0); added by the link call (docs/decisions/016). */
  images: z.array(artworkImageSchema),
  /** true once deleted: a tombstone on the server, a queued delete on this device. */
  isDeleted: z.boolean(),
  /** ISO 8601. */
  dateCreated: z.string(),
  /** ISO 8601. */
  lastModified: z.string(),
  /** Raised by one on every change; an edit sends the version it was based on. */
  version: z.number().int().nonnegative(),
  /** Set on a copy saved from a share (decision 036); absent or null on the user's own works. */
  activeShareSource: activeShareSourceSchema.nullable().optional(),
});
export type Artwork = z.infer<typeof artworkSchema>;

export const artworkTombstoneSchema = z.object({ id: artworkIdSchema, deleted: z.literal(true) });
export type ArtworkTombstone = z.infer<typeof artworkTombstoneSchema>;

/** Spec section 3: artists are derived from the artist names of a user's artworks. */
export const artistSchema = z.object({ id: z.uuid(), name: z.string() });
export type Artist = z.infer<typeof artistSchema>;

/** What a user edits in one artwork: the values plus artist, status and collection. */
export const artworkEditableShape = {
  artist: artworkArtistSchema,
  status: artworkStatusSchema,
  collection: collectionRefSchema,
  artworkValues: artworkValuesSchema,
};

/**
 * POST /v1/artworks (spec section 7: artwork, collection {id}, dateCreated). The artwork has
 * the id its client made; `dateCreated` is when the user created it (offline perhaps).
 * Artist and title must not be blank; the other rules are checked by the service.
 */
export const createArtworkBodySchema = z.strictObject({
  artwork: z.strictObject({
    id: artworkIdSchema,
    artist: artworkArtistSchema.refine((value) => value.trim() !== '', FORM_MESSAGES.noArtist),
    status: artworkStatusSchema.default(null),
    artworkValues: artworkValuesSchema.refine((values) => values.title.trim() !== '', {
      message: FORM_MESSAGES.noTitle,
      path: ['title'],
    }),
  }),
  collection: collectionRefSchema,
  dateCreated: z.iso.datetime({ offset: true }).optional(),
});
export type CreateArtworkBody = z.input<typeof createArtworkBodySchema>;

export const createArtworkResponseSchema = z.object({
  artworkId: artworkIdSchema,
  archiveArtworkNumber: z.number().int().positive(),
  artistId: z.uuid().nullable(),
  /** The artwork's version after the call. */
  version: z.number().int().nonnegative(),
});
export type CreateArtworkResponse = z.infer<typeof createArtworkResponseSchema>;

/**
 * The order and descriptions of an artwork's images, sent whole by an edit (set as cover, drag
 * reorder, delete, description). An image missing from the list is deleted, unless it was
 * linked after the edit's base version (another device added it meanwhile).
 */
export const artworkImagesChangeSchema = z
  .array(
    z.strictObject({
      connectionId: z.uuid(),
      description: safeText().max(IMAGE_DESCRIPTION_MAX_LENGTH),
      sortIndex: z.number().int().min(0),
    }),
  )
  .max(ARTWORK_MAX_IMAGES);
export type ArtworkImagesChange = z.infer<typeof artworkImagesChangeSchema>;

/** The changed fields of an edit; each artwork value is sent whole. */
export const artworkChangesSchema = z
  .strictObject({
    artist: artworkArtistSchema
      .refine((value) => value.trim() !== '', FORM_MESSAGES.noArtist)
      .optional(),
    status: artworkStatusSchema.optional(),
    collection: collectionRefSchema.optional(),
    images: artworkImagesChangeSchema.optional(),
    artworkValues: z
      .strictObject(artworkValuesSchema.partial().shape)
      .refine((values) => values.title === undefined || values.title.trim() !== '', {
        message: FORM_MESSAGES.noTitle,
        path: ['title'],
      })
      .optional(),
  })
  .refine(
    (value) =>
      Object.keys(value).some((key) => key !== 'artworkValues') ||
      Object.keys(value.artworkValues ?? {}).length > 0,
    ARTWORK_MESSAGES.noChanges,
  );
export type ArtworkChanges = z.output<typeof artworkChangesSchema>;

/** PATCH /v1/artworks: merged field by field on the server (docs/decisions/009 and 014). */
export const updateArtworkBodySchema = z.strictObject({
  id: artworkIdSchema,
  baseVersion: z.number().int().nonnegative(),
  changes: artworkChangesSchema,
});
export type UpdateArtworkBody = z.input<typeof updateArtworkBodySchema>;

export const updateArtworkResponseSchema = z.discriminatedUnion('deleted', [
  z.object({ artworkId: artworkIdSchema, deleted: z.literal(false), artwork: artworkSchema }),
  z.object({ artworkId: artworkIdSchema, deleted: z.literal(true) }),
]);
export type UpdateArtworkResponse = z.infer<typeof updateArtworkResponseSchema>;

/** DELETE /v1/artworks?artworkId={id} (spec section 7). */
export const deleteArtworkQuerySchema = z.strictObject({ artworkId: artworkIdSchema });
export const deleteArtworkResponseSchema = z.object({
  artworkId: artworkIdSchema,
  deleted: z.literal(true),
});
export type DeleteArtworkResponse = z.infer<typeof deleteArtworkResponseSchema>;

export const artworkIdParamsSchema = z.strictObject({ id: artworkIdSchema });

export const listArtworksResponseSchema = z.object({
  artworks: z.array(artworkSchema),
  artists: z.array(artistSchema),
});
export type ListArtworksResponse = z.infer<typeof listArtworksResponseSchema>;
