/**
 * The export documents of spec section 2 (export wizard pages) and the options each one reads
 * (docs/decisions/029-exports.md holds the same table for people).
 */

export const EXPORT_DOCUMENT_TYPES = [
  'workList',
  'transportList',
  'insuranceList',
  'priceList',
  'invoice',
  'loanAgreement',
  'consignmentAgreement',
  'handoff',
  'certificate',
  'installationManual',
  'dataSheet',
  'storageLabels',
  'wallLabels',
] as const;
export type ExportDocumentType = (typeof EXPORT_DOCUMENT_TYPES)[number];

/** Shown disabled in the wizard; the server answers 400 EXPORT_COMING_SOON. */
export const COMING_SOON_DOCUMENT_TYPES = ['portfolio', 'conditionReport'] as const;
export type ComingSoonDocumentType = (typeof COMING_SOON_DOCUMENT_TYPES)[number];

/** Every name the document call takes in its path. */
export const EXPORT_PATH_TYPES = [...EXPORT_DOCUMENT_TYPES, ...COMING_SOON_DOCUMENT_TYPES] as const;

/** One work in full: refused with more than one artwork. */
export const SINGLE_WORK_DOCUMENT_TYPES = [
  'installationManual',
  'dataSheet',
] as const satisfies readonly ExportDocumentType[];

export const EXPORT_DOCUMENT_LABELS = {
  workList: 'Work list',
  transportList: 'Transport list',
  insuranceList: 'Insurance list',
  priceList: 'Price list',
  invoice: 'Invoice',
  loanAgreement: 'Loan agreement',
  consignmentAgreement: 'Consignment agreement',
  handoff: 'Handoff',
  certificate: 'Certificate of authenticity',
  installationManual: 'Installation manual',
  dataSheet: 'Data sheet',
  storageLabels: 'Storage labels',
  wallLabels: 'Wall labels',
  portfolio: 'Portfolio',
  conditionReport: 'Condition report',
} as const satisfies Record<ExportDocumentType | ComingSoonDocumentType, string>;

export const LABEL_SIZES = ['regular', 'slim', 'small', 'thin', 'offset'] as const;
export type LabelSize = (typeof LABEL_SIZES)[number];

/** Label sizes per label type (decision 029). */
export const STORAGE_LABEL_SIZES = [
  'regular',
  'thin',
  'slim',
] as const satisfies readonly LabelSize[];
export const WALL_LABEL_SIZES = [
  'regular',
  'small',
  'offset',
] as const satisfies readonly LabelSize[];

export interface LabelFormat {
  widthMm: number;
  heightMm: number;
  columns: number;
  rows: number;
}

/** Sizes in mm and the grid on one A4 sheet (spec section 9; thin, slim, offset: decision 029). */
export const STORAGE_LABEL_FORMATS = {
  regular: { widthMm: 99.06, heightMm: 67.73, columns: 2, rows: 4 },
  thin: { widthMm: 190, heightMm: 45, columns: 1, rows: 6 },
  slim: { widthMm: 99.06, heightMm: 38.1, columns: 2, rows: 7 },
} as const satisfies Record<(typeof STORAGE_LABEL_SIZES)[number], LabelFormat>;

export const WALL_LABEL_FORMATS = {
  regular: { widthMm: 105, heightMm: 148, columns: 2, rows: 2 },
  small: { widthMm: 105, heightMm: 74, columns: 2, rows: 4 },
  offset: { widthMm: 148, heightMm: 105, columns: 1, rows: 2 },
} as const satisfies Record<(typeof WALL_LABEL_SIZES)[number], LabelFormat>;

export const EXPORT_SORT_KEYS = ['artist', 'id', 'year', 'location'] as const;
export type ExportSortKey = (typeof EXPORT_SORT_KEYS)[number];

export const EXPORT_ADDRESS_OPTIONS = [
  'originAddress',
  'targetAddress',
  'pickupAddress',
  'invoiceAddress',
  'returnAddress',
] as const;
export type ExportAddressOption = (typeof EXPORT_ADDRESS_OPTIONS)[number];

/** Every option name (spec section 3, export options). */
export const EXPORT_OPTION_NAMES = [
  'title',
  'sortBy',
  'showPrice',
  'showLocation',
  'showCurrentOwner',
  ...EXPORT_ADDRESS_OPTIONS,
  'discount',
  'vat',
  'bankDetails',
  'paymentConditions',
  'remarks',
  'loanDuration',
  'credits',
  'insuranceAgreement',
  'consignmentConditions',
  'docText',
  'borrower',
  'lender',
  'exhibition',
  'percentageArtistSplit',
  'percentageGallerySplit',
  'labelSize',
  'printGuidelines',
] as const;
export type ExportOptionName = (typeof EXPORT_OPTION_NAMES)[number];

export interface DocumentOptionRule {
  /** The options the document prints; the wizard shows only these. */
  uses: readonly ExportOptionName[];
  /** Of those, the ones that must be given. */
  requires: readonly ExportOptionName[];
  /** Whether it prints prices, so works without a price are warned about. */
  priced: boolean;
}

const LIST_OPTIONS = ['title', 'sortBy', 'showLocation', 'showCurrentOwner', 'remarks'] as const;

/** The documents × options table of decision 029. */
export const DOCUMENT_OPTIONS = {
  workList: { uses: [...LIST_OPTIONS, 'showPrice'], requires: ['title'], priced: false },
  transportList: {
    uses: [...LIST_OPTIONS, 'originAddress', 'targetAddress', 'pickupAddress'],
    requires: ['title', 'originAddress', 'targetAddress', 'pickupAddress'],
    priced: false,
  },
  insuranceList: {
    uses: [...LIST_OPTIONS, 'insuranceAgreement'],
    requires: ['title'],
    priced: true,
  },
  priceList: { uses: [...LIST_OPTIONS, 'discount'], requires: ['title'], priced: true },
  invoice: {
    uses: [
      'title',
      'sortBy',
      'invoiceAddress',
      'discount',
      'vat',
      'bankDetails',
      'paymentConditions',
      'remarks',
    ],
    requires: ['title', 'invoiceAddress', 'vat'],
    priced: true,
  },
  loanAgreement: {
    uses: [
      'title',
      'sortBy',
      'showPrice',
      'lender',
      'borrower',
      'exhibition',
      'loanDuration',
      'credits',
      'insuranceAgreement',
      'returnAddress',
      'remarks',
    ],
    requires: ['title', 'lender', 'borrower', 'returnAddress'],
    priced: false,
  },
  consignmentAgreement: {
    uses: [
      'title',
      'sortBy',
      'lender',
      'borrower',
      'consignmentConditions',
      'percentageArtistSplit',
      'percentageGallerySplit',
      'remarks',
    ],
    requires: ['title', 'lender', 'borrower', 'percentageArtistSplit', 'percentageGallerySplit'],
    priced: true,
  },
  handoff: {
    uses: ['title', 'sortBy', 'showPrice', 'lender', 'borrower', 'docText', 'remarks'],
    requires: ['title', 'lender', 'borrower'],
    priced: false,
  },
  certificate: { uses: ['title', 'docText'], requires: ['title'], priced: false },
  installationManual: { uses: ['title', 'docText'], requires: ['title'], priced: false },
  dataSheet: {
    uses: ['title', 'showPrice', 'showLocation', 'showCurrentOwner'],
    requires: ['title'],
    priced: false,
  },
  storageLabels: { uses: ['labelSize', 'printGuidelines'], requires: ['labelSize'], priced: false },
  wallLabels: {
    uses: ['labelSize', 'printGuidelines', 'showPrice'],
    requires: ['labelSize'],
    priced: false,
  },
} as const satisfies Record<ExportDocumentType, DocumentOptionRule>;

export function isSingleWorkDocument(type: ExportDocumentType): boolean {
  return (SINGLE_WORK_DOCUMENT_TYPES as readonly string[]).includes(type);
}

export function isComingSoon(type: string): type is ComingSoonDocumentType {
  return (COMING_SOON_DOCUMENT_TYPES as readonly string[]).includes(type);
}

export function documentUses(type: ExportDocumentType, option: ExportOptionName): boolean {
  return (DOCUMENT_OPTIONS[type].uses as readonly string[]).includes(option);
}
