import { FORM_MESSAGES } from '../messages/form-messages';

/** The words of the export wizard and the export calls (spec sections 5 and 8; decision 029). */
export const EXPORT_MESSAGES = {
  /** Spec section 8, export failed. */
  exportFailed: 'Could not export selected artworks',
  /** Export success (spec section 8 names it; its wording is ours, decision 029). */
  exportSucceeded: 'Your export is ready',
  comingSoon: 'This export is coming soon',
  singleWorkOnly: 'This export is made for one artwork at a time',
  offline: 'Exports need a connection. Connect to the internet and try again.',
  noTitle: 'enter a title',
  noAddress: FORM_MESSAGES.noAddress,
  noCity: FORM_MESSAGES.noCity,
  noPostalCode: FORM_MESSAGES.noPostalCode,
  noCountry: FORM_MESSAGES.noCountry,
  noVat: 'enter the VAT percentage',
  noName: 'enter a name',
  noSplit: 'enter a percentage',
  percentagesNot100: FORM_MESSAGES.percentagesNot100,
  invalidPercent: 'enter a percentage between 0 and 100',
  noLabelSize: 'select a label size',
  labelSizeNotForType: 'this label size is not made for these labels',
  locationSortInsuranceOnly: 'sorting by location is for the insurance list only',
  someWithoutPrice: (count: number) =>
    count === 1
      ? '1 selected artwork has no price'
      : `${String(count)} selected artworks have no price`,
  downloadExpired: 'This download address has expired. Export the document again.',
  downloadInvalid: 'This download address is not valid',
  noArtworks: 'select at least one artwork',
  tooManyArtworks: 'too many artworks selected for one export',
} as const;
