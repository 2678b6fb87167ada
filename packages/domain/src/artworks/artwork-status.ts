/** Spec section 4: an artwork's status; it may also be cleared (null). */
export const ARTWORK_STATUSES = [
  'available',
  'reserved',
  'sold',
  'onsite',
  'loan',
  'transit',
  'production',
] as const;
export type ArtworkStatus = (typeof ARTWORK_STATUSES)[number];

export const ARTWORK_STATUS_LABELS = {
  available: 'Available',
  reserved: 'Reserved',
  sold: 'Sold',
  onsite: 'On Site',
  loan: 'On Loan',
  transit: 'In Transit',
  production: 'In Production',
} as const satisfies Record<ArtworkStatus, string>;

/**
 * Each status's colour, a Mantine palette name (the spec defines colours but not their values;
 * docs/decisions/014-artworks.md): green for what can be sold, warm for what is committed.
 */
export const ARTWORK_STATUS_COLOURS = {
  available: 'teal',
  reserved: 'yellow',
  sold: 'red',
  onsite: 'blue',
  loan: 'violet',
  transit: 'orange',
  production: 'gray',
} as const satisfies Record<ArtworkStatus, string>;

export function artworkStatusLabel(status: ArtworkStatus | null): string {
  return status === null ? '' : ARTWORK_STATUS_LABELS[status];
}
