/**
 * Artwork messages the spec does not word (docs/decisions/014-artworks.md). The spec's own
 * artwork messages ('select a collection', 'add an artist', …) are in FORM_MESSAGES.
 */
export const ARTWORK_MESSAGES = {
  invalidAmount: 'enter an amount with digits and at most 2 decimals',
  invalidCurrency: 'choose one of EUR, USD, GBP, CHF, CNY or HKD',
  yearNotNumber: 'enter the year as a number',
  negativeNumber: 'enter a number of 0 or more',
  invalidNumber: 'enter a number',
  invalidDate: 'enter a date as YYYY-MM-DD',
  tooManyCrates: 'an artwork can have at most 50 crates',
  noChanges: 'Send at least one changed field',
  unknownCollection: 'select a collection',
  artworkNotFound: 'Artwork not found',
  untitled: 'Untitled artwork',
  /** Spec section 8's 'Click upload on the artwork to sync manually', naming the artwork. */
  syncManuallyWhat: (name: string) => (name === '' ? 'the artwork' : `the artwork ${name}`),
} as const;
