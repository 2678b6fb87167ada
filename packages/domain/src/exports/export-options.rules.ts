import type { Money } from '../artworks/money';
import { EXPORT_MESSAGES } from './export.messages';
import {
  DOCUMENT_OPTIONS,
  documentUses,
  EXPORT_ADDRESS_OPTIONS,
  STORAGE_LABEL_SIZES,
  WALL_LABEL_SIZES,
  type ExportAddressOption,
  type ExportDocumentType,
  type ExportOptionName,
} from './export-documents';
import type { ExportAddress, ExportOptions } from './export-options.schema';

/** One refused option: `field` is a dotted path into the options (e.g. `lender.name`). */
export interface ExportOptionError {
  field: string;
  message: string;
}

const ADDRESS_FIELDS = [
  ['addressLine1', EXPORT_MESSAGES.noAddress],
  ['city', EXPORT_MESSAGES.noCity],
  ['postalCode', EXPORT_MESSAGES.noPostalCode],
  ['country', EXPORT_MESSAGES.noCountry],
] as const;

function blank(value: string | undefined): boolean {
  return value === undefined || value.trim() === '';
}

function addressErrors(
  name: ExportAddressOption,
  address: ExportAddress | undefined,
): ExportOptionError[] {
  return ADDRESS_FIELDS.filter(([field]) => blank(address?.[field])).map(([field, message]) => ({
    field: `${name}.${field}`,
    message: message(name),
  }));
}

function isRequired(type: ExportDocumentType, option: ExportOptionName): boolean {
  return (DOCUMENT_OPTIONS[type].requires as readonly string[]).includes(option);
}

function labelSizeError(type: ExportDocumentType, options: ExportOptions): string | null {
  const size = options.labelSize;
  if (size === undefined) return EXPORT_MESSAGES.noLabelSize;
  const allowed: readonly string[] =
    type === 'storageLabels' ? STORAGE_LABEL_SIZES : WALL_LABEL_SIZES;
  return allowed.includes(size) ? null : EXPORT_MESSAGES.labelSizeNotForType;
}

/**
 * The rules of spec section 5 for one document, on options already of the right shape: the
 * options it requires, consignment splits totalling 100, location sorting only on the insurance
 * list, label sizes per label type. Used by the wizard and the server alike.
 */
export function exportOptionErrors(
  type: ExportDocumentType,
  options: ExportOptions,
): ExportOptionError[] {
  const errors: ExportOptionError[] = [];
  if (isRequired(type, 'title') && blank(options.title)) {
    errors.push({ field: 'title', message: EXPORT_MESSAGES.noTitle });
  }
  for (const name of EXPORT_ADDRESS_OPTIONS) {
    if (isRequired(type, name)) errors.push(...addressErrors(name, options[name]));
  }
  for (const party of ['lender', 'borrower'] as const) {
    if (isRequired(type, party) && blank(options[party]?.name)) {
      errors.push({ field: `${party}.name`, message: EXPORT_MESSAGES.noName(party) });
    }
  }
  if (isRequired(type, 'vat') && options.vat === undefined) {
    errors.push({ field: 'vat', message: EXPORT_MESSAGES.noVat });
  }
  if (type === 'consignmentAgreement') {
    const artist = options.percentageArtistSplit;
    const gallery = options.percentageGallerySplit;
    if (artist === undefined) {
      errors.push({ field: 'percentageArtistSplit', message: EXPORT_MESSAGES.noSplit });
    }
    if (gallery === undefined) {
      errors.push({ field: 'percentageGallerySplit', message: EXPORT_MESSAGES.noSplit });
    }
    // Compared in hundredths, so 33.33 + 66.67 is 100.
    if (
      artist !== undefined &&
      gallery !== undefined &&
      Math.round((artist + gallery) * 100) !== 10_000
    ) {
      errors.push({ field: 'percentageGallerySplit', message: EXPORT_MESSAGES.percentagesNot100 });
    }
  }
  if (options.sortBy === 'location' && type !== 'insuranceList') {
    errors.push({ field: 'sortBy', message: EXPORT_MESSAGES.locationSortInsuranceOnly });
  }
  if (type === 'storageLabels' || type === 'wallLabels') {
    const message = labelSizeError(type, options);
    if (message !== null) errors.push({ field: 'labelSize', message });
  }
  return errors;
}

/** Whether the document prints prices with these options (warn about works without one). */
export function printsPrices(type: ExportDocumentType, options: ExportOptions): boolean {
  return (
    DOCUMENT_OPTIONS[type].priced || (documentUses(type, 'showPrice') && options.showPrice === true)
  );
}

/** The warning (not a refusal) of spec section 5 when some selected works have no price. */
export function missingPriceWarning(
  type: ExportDocumentType,
  options: ExportOptions,
  prices: readonly Money[],
): string | null {
  if (!printsPrices(type, options)) return null;
  const missing = prices.filter((price) => price.value === null).length;
  return missing === 0 ? null : EXPORT_MESSAGES.someWithoutPrice(missing);
}

/** Only the options the document uses: what the wizard remembers and sends. */
export function optionsForDocument(
  type: ExportDocumentType,
  options: ExportOptions,
): ExportOptions {
  const uses: readonly string[] = DOCUMENT_OPTIONS[type].uses;
  return Object.fromEntries(Object.entries(options).filter(([name]) => uses.includes(name)));
}
