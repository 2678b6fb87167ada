import { emptyArtworkValues } from '@archive/domain/artworks/artwork.schema';
import type { ArtworkFormValues } from '@archive/domain/artworks/artwork.rules';
import { DEFAULT_CURRENCY, isCurrency, type Currency } from '@archive/domain/artworks/money';
import type { LocalArtwork } from '../../../data/artworks/artworks-store';
import type { Session } from '../../../data/session/session-store';

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

/** What /artworks/add receives from 'Save and copy' (router state). */
export interface AddArtworkState {
  copyOf: ArtworkFormValues;
}

export function isAddArtworkState(state: unknown): state is AddArtworkState {
  return typeof state === 'object' && state !== null && 'copyOf' in state;
}
