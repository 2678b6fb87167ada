import { emptyArtworkValues } from '@archive/domain/artworks/artwork.schema';
import type { ArtworkFormValues } from '@archive/domain/artworks/artwork.rules';
import { DEFAULT_CURRENCY, isCurrency, type Currency } from '@archive/domain/artworks/money';
import type { LocalArtwork } from '../../../data/artworks/artworks-store';
import type { Session } from '../../../data/session/session-store';
import type { FormEdit } from '../../../ui/form/form-edits';

export function toFormValues(artwork: LocalArtwork): ArtworkFormValues {
  return {
    artist: artwork.artist,
    status: artwork.status,
    collectionId: artwork.collection.id,
    artworkValues: artwork.artworkValues,
  };
}

export function sessionCurrency(session: Session | null): Currency {
  const currency = session?.user.settings.defaultCurrency;
  return isCurrency(currency) ? currency : DEFAULT_CURRENCY;
}

/**
 * A new artwork: in the user's first collection (production for artists, spec section 6),
 * amounts in the user's default currency.
 */
export function newArtworkFormValues(session: Session | null): ArtworkFormValues {
  return {
    artist: '',
    status: null,
    collectionId: session?.collections[0]?.id ?? '',
    artworkValues: emptyArtworkValues(sessionCurrency(session)),
  };
}

/**
 * What /artworks/add receives from 'Save and copy' or 'Save and new' (router state). `continued`:
 * the form that saved is on /artworks/add already and has set itself to the new values, so it
 * stays (a new form would drop what is typed while it renders).
 */
export interface AddArtworkState {
  copyOf?: ArtworkFormValues;
  continued?: boolean;
}

function isObject(state: unknown): state is Record<string, unknown> {
  return typeof state === 'object' && state !== null;
}

export function copyOfState(state: unknown): ArtworkFormValues | null {
  return isObject(state) && isObject(state.copyOf)
    ? (state.copyOf as unknown as ArtworkFormValues)
    : null;
}

export function isContinuedVisit(state: unknown): boolean {
  return isObject(state) && state.continued === true;
}

/** What /artworks/details receives from a new artwork's Save: what was typed while it saved. */
export interface ArtworkDetailsState {
  edits: FormEdit[];
}

export function carriedEdits(state: unknown): FormEdit[] {
  return isObject(state) && Array.isArray(state.edits) ? (state.edits as FormEdit[]) : [];
}
