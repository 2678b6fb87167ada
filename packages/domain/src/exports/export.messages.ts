import { FORM_MESSAGES } from '../messages/form-messages';
import type { ExportAddressOption, LabelFormat } from './export-documents';

/** The wizard's legend of each address; its messages name the address they belong to. */
export const EXPORT_ADDRESS_LABELS: Record<ExportAddressOption, string> = {
  originAddress: 'Origin address',
  targetAddress: 'Destination address',
  pickupAddress: 'Pickup address',
  invoiceAddress: 'Invoice address',
  returnAddress: 'Return address',
};

/** A label size as the wizard offers it: `Regular · 99 × 68 mm, 8 per sheet`. */
export function labelSizeLabel(size: string, format: LabelFormat): string {
  const name = size.charAt(0).toUpperCase() + size.slice(1);
  const perSheet = format.columns * format.rows;
  return `${name} · ${String(Math.round(format.widthMm))} × ${String(Math.round(format.heightMm))} mm, ${String(perSheet)} per sheet`;
}

function ofAddress(address: ExportAddressOption): string {
  return EXPORT_ADDRESS_LABELS[address].toLowerCase();
}

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
  /*
   * The addresses are a third party's (a shipper's pickup, a buyer's invoice), typed as free
   * text: not 'enter your address' or 'select your country' as on the account's own forms.
   */
  noAddress: (address: ExportAddressOption) =>
    `enter the street and number of the ${ofAddress(address)}`,
  noCity: (address: ExportAddressOption) => `enter the city of the ${ofAddress(address)}`,
  noPostalCode: (address: ExportAddressOption) =>
    `enter the postal code of the ${ofAddress(address)}`,
  noCountry: (address: ExportAddressOption) => `enter the country of the ${ofAddress(address)}`,
  noVat: 'enter the VAT percentage',
  noName: (party: 'lender' | 'borrower') => `enter the ${party}'s name`,
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
  previewLabel: 'Preview of the first page',
  previewLoading: 'Drawing the first page',
  previewFailed: 'The preview could not be drawn. The download is not affected.',
  downloadExpired: 'This download address has expired. Export the document again.',
  downloadInvalid: 'This download address is not valid',
  /** The whole archive's address (issue 34) lasts an hour; a new one is a click in Settings. */
  archiveDownloadExpired:
    'This download address has expired. Start the download again from Settings.',
  noArtworks: 'select at least one artwork',
  /** 422 EXPORT_TOO_LARGE: over EXPORT_MAX_PAGES, the time limit or a worker's memory (decision 046). */
  tooLarge:
    'This document is too large to make at once. Select fewer artworks or a shorter document, and export again.',
  /** 503 EXPORT_BUSY: every export thread is taken and the queue is full. */
  busy: 'Many exports are being made right now. Please try again in a minute.',
  tooManyArtworks: 'too many artworks selected for one export',
} as const;
