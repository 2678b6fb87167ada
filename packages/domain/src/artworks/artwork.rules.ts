import type { Collection } from '../auth/collection.schema';
import { FORM_MESSAGES } from '../messages/form-messages';
import {
  artworkValuesSchema,
  EMPTY_BOX_DIMENSIONS,
  type ArtworkDimensions,
  type ArtworkValues,
  type Crate,
} from './artwork.schema';
import type { ArtworkStatus } from './artwork-status';
import { firstMessageByField } from '../messages/field-messages';

/** The artwork form's values (spec section 2, Artwork detail / edit). */
export interface ArtworkFormValues {
  artist: string;
  status: ArtworkStatus | null;
  /** '' until a collection is chosen. */
  collectionId: string;
  artworkValues: ArtworkValues;
}

/** Field errors keyed by the form's paths: 'artist', 'artworkValues.dimensions.width', … */
export type ArtworkFormErrors = Record<string, string>;

export interface ArtworkRuleContext {
  /** 'multi': several artworks at once; artist and title may stay blank (spec section 5). */
  mode: 'single' | 'multi';
  /** The signed-in user's name, for 'artworks in production must be yours'. */
  userName: string;
  collections: readonly Collection[];
}

function isBlank(value: string): boolean {
  return value.trim() === '';
}

/** Names compare without case or surrounding and repeated spaces. */
export function sameName(a: string, b: string): boolean {
  const normal = (value: string) => value.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  return normal(a) === normal(b);
}

/**
 * Spec section 5: height or depth without width (and dimensions not variable) needs 'enter
 * width'; width or depth without height needs 'enter height'.
 */
export function dimensionErrors(
  dimensions: ArtworkDimensions,
): Partial<Record<'width' | 'height', string>> {
  if (dimensions.variable) return {};
  const errors: Partial<Record<'width' | 'height', string>> = {};
  const given = (value: number | null) => value !== null;
  if ((given(dimensions.height) || given(dimensions.depth)) && !given(dimensions.width)) {
    errors.width = FORM_MESSAGES.enterWidth;
  }
  if ((given(dimensions.width) || given(dimensions.depth)) && !given(dimensions.height)) {
    errors.height = FORM_MESSAGES.enterHeight;
  }
  return errors;
}

/**
 * Spec section 5: in a production collection the artist must be the user. True when the rule
 * holds (or does not apply); a blank artist in multi-edit keeps each artwork's own artist.
 */
export function productionArtistHolds(
  artist: string,
  collection: Pick<Collection, 'type'> | undefined,
  userName: string,
): boolean {
  if (collection?.type !== 'production') return true;
  return sameName(artist, userName);
}

/** Every rule of the artwork form at once, so all errors show together after a submit. */
export function validateArtworkForm(
  values: ArtworkFormValues,
  context: ArtworkRuleContext,
): ArtworkFormErrors {
  const errors: ArtworkFormErrors = {};
  const multi = context.mode === 'multi';
  const collection = context.collections.find((item) => item.id === values.collectionId);
  if (!multi && collection === undefined) errors.collectionId = FORM_MESSAGES.noCollection;
  if (!multi && isBlank(values.artist)) errors.artist = FORM_MESSAGES.noArtist;
  else if (!(multi && isBlank(values.artist))) {
    if (!productionArtistHolds(values.artist, collection, context.userName)) {
      errors.artist = FORM_MESSAGES.artistMustBeUser;
    }
  }
  if (!multi && isBlank(values.artworkValues.title)) {
    errors['artworkValues.title'] = FORM_MESSAGES.noTitle;
  }
  const dimensions = dimensionErrors(values.artworkValues.dimensions);
  if (dimensions.width) errors['artworkValues.dimensions.width'] = dimensions.width;
  if (dimensions.height) errors['artworkValues.dimensions.height'] = dimensions.height;

  // The field rules of the schema (year, amounts, lengths), under the same paths.
  const parsed = artworkValuesSchema.safeParse(values.artworkValues);
  if (!parsed.success) {
    const fields = firstMessageByField(parsed.error.issues, ['artworkValues']);
    for (const [path, message] of Object.entries(fields)) errors[path] ??= message;
  }
  return errors;
}

/** Spec section 4: the frame fields are cleared when 'is framed' is switched off. */
export function setFramed(values: ArtworkValues, isFramed: boolean): ArtworkValues {
  if (isFramed) return { ...values, isFramed };
  return {
    ...values,
    isFramed,
    frame: { typeOfFrame: '', dimensions: { ...EMPTY_BOX_DIMENSIONS } },
  };
}

/** Spec section 4: opening order is 1…n in list order. */
export function renumberCrates(crates: readonly Crate[]): Crate[] {
  return crates.map((crate, index) => ({ ...crate, openingOrder: index + 1 }));
}

export function addCrate(crates: readonly Crate[]): Crate[] {
  return renumberCrates([
    ...crates,
    { dimensions: { ...EMPTY_BOX_DIMENSIONS }, packagingType: '', openingOrder: crates.length + 1 },
  ]);
}

export function removeCrate(crates: readonly Crate[], index: number): Crate[] {
  return renumberCrates(crates.filter((_, position) => position !== index));
}

/** Moves the crate at `from` to `to` (a drag, or the up and down buttons). */
export function moveCrate(crates: readonly Crate[], from: number, to: number): Crate[] {
  if (from === to || from < 0 || from >= crates.length || to < 0 || to >= crates.length) {
    return renumberCrates(crates);
  }
  const reordered = [...crates];
  const [moved] = reordered.splice(from, 1);
  if (moved !== undefined) reordered.splice(to, 0, moved);
  return renumberCrates(reordered);
}
