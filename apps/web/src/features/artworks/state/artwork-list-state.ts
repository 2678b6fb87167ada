/**
 * The list's search and sort (spec section 3, search state: searchTerm, sortBy, sortOrder),
 * shared by the list and the detail page's previous/next. Not persisted (spec section 4).
 *
 * INTERFACE FIRST: filled in with the list (packages/domain/src/artworks/artwork-sort.ts and
 * artwork-search.ts hold the rules).
 */
import type { LocalArtwork } from '../../../data/artworks/artworks-store';

/** The artworks as the list currently shows them (searched, sorted), for previous/next. */
export function useOrderedArtworks(): LocalArtwork[] | undefined {
  throw new Error('The artwork list state is not implemented yet');
}
