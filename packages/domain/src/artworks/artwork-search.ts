import type { Artwork } from './artwork.schema';
import { artworkStatusLabel } from './artwork-status';
import { groupThousands } from '../text/group-thousands';

/** Spec section 9: search and sort are debounced by 50 ms. */
export const ARTWORK_SEARCH_DEBOUNCE_MS = 50;

export type SearchableArtwork = Pick<
  Artwork,
  'artist' | 'archiveArtworkNumber' | 'status' | 'artworkValues'
>;

/** Terms split on spaces; every one must match, without case (spec section 9). */
export function artworkSearchTerms(term: string): string[] {
  return term.toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * An amount as formatMoneyValue writes it ('12,500.00'), without Intl: toLocaleString takes
 * tens of microseconds, too slow for every amount of 20,000 artworks.
 */
export function plainMoneyText(value: number): string {
  const [whole = '', cents = ''] = value.toFixed(2).split('.');
  return `${groupThousands(whole)}.${cents}`;
}

/**
 * Every text and number of the values, nested ones included (dimensions, frame, crates). A
 * currency is not a value the user typed and would match every artwork; an amount is also
 * written as the list shows it ('12,500.00') so a search for '12,500' finds it.
 */
function collectValues(value: unknown, key: string, out: string[]): void {
  if (typeof value === 'string') {
    if (value !== '' && key !== 'currency') out.push(value);
  } else if (typeof value === 'number') {
    out.push(String(value));
    if (key === 'value') out.push(plainMoneyText(value));
  } else if (Array.isArray(value)) {
    for (const item of value) collectValues(item, key, out);
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    for (const childKey in record) collectValues(record[childKey], childKey, out);
  }
}

/**
 * The lowercase text an artwork is searched in, worked out when the artwork is written (the
 * list entry's `search`), so a keystroke over 20,000 artworks only runs `includes`.
 */
export function artworkSearchText(artwork: SearchableArtwork): string {
  const parts = [
    artwork.artist,
    artwork.archiveArtworkNumber === null ? '' : String(artwork.archiveArtworkNumber),
    artworkStatusLabel(artwork.status),
  ];
  collectValues(artwork.artworkValues, '', parts);
  // Fields are joined by a newline, which no term holds, so a term never spans two fields.
  return parts.join('\n').toLowerCase();
}

/** The entries (anything carrying `artworkSearchText` as `search`) the term finds, in order. */
export function searchArtworks<T extends { search: string }>(
  entries: readonly T[],
  term: string,
): readonly T[] {
  const terms = artworkSearchTerms(term);
  if (terms.length === 0) return entries;
  return entries.filter(({ search }) => terms.every((one) => search.includes(one)));
}

/**
 * Whether every artwork `next` finds is among those `previous` found: each of the previous
 * terms is part of one of the next terms (typing on: 'oil' then 'oil c'). The list then
 * searches the previous results only, not every artwork again.
 */
export function narrowsSearch(previous: string, next: string): boolean {
  const before = artworkSearchTerms(previous);
  const after = artworkSearchTerms(next);
  return before.every((term) => after.some((longer) => longer.includes(term)));
}
