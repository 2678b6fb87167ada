import type { DocumentWork } from '../document-input';
import { formatBox } from '../format/work-format';

/**
 * The CSV export: RFC 4180 (CRLF, fields quoted when they hold a quote, comma or line break),
 * UTF-8 with a byte-order mark so spreadsheets read the accents, every field of the work.
 */

const BOM = '\uFEFF';

/** OWASP CSV injection: a cell a spreadsheet would read as a formula is prefixed with '. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function escapeCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function amount(value: number | null): string {
  return value === null ? '' : value.toFixed(2);
}

function cm(value: number | null): string {
  return value === null ? '' : String(value);
}

const COLUMNS: [string, (work: DocumentWork) => string][] = [
  ['id', (w) => w.id],
  ['artist', (w) => w.artist],
  ['title', (w) => w.title],
  ['year', (w) => w.year],
  ['series', (w) => w.seriesTitle],
  ['edition', (w) => w.edition],
  ['technique', (w) => w.technique],
  ['height_cm', (w) => cm(w.dimensions.height)],
  ['width_cm', (w) => cm(w.dimensions.width)],
  ['depth_cm', (w) => cm(w.dimensions.depth)],
  ['diameter_cm', (w) => cm(w.dimensions.diameter)],
  ['dimensions_variable', (w) => (w.dimensions.variable ? 'yes' : 'no')],
  ['framed', (w) => (w.isFramed ? 'yes' : 'no')],
  ['frame_type', (w) => w.frame.typeOfFrame],
  ['frame_dimensions', (w) => formatBox(w.frame.dimensions)],
  ['status', (w) => w.status ?? ''],
  ['location', (w) => w.location],
  ['position', (w) => w.position],
  ['current_owner', (w) => w.currentOwner],
  ['price', (w) => amount(w.price.value)],
  ['price_currency', (w) => (w.price.value === null ? '' : w.price.currency)],
  ['insurance_value', (w) => amount(w.insuranceValue.value)],
  [
    'insurance_value_currency',
    (w) => (w.insuranceValue.value === null ? '' : w.insuranceValue.currency),
  ],
  ['description', (w) => w.workDescription],
  ['installation_instructions', (w) => w.installationInstructions],
  ['photo_copyright_owner', (w) => w.photoCopyrightOwner],
  ['crates', (w) => String(w.packaging.crates.length)],
  [
    'crate_details',
    (w) =>
      [...w.packaging.crates]
        .sort((a, b) => a.openingOrder - b.openingOrder)
        .map((crate) =>
          [String(crate.openingOrder), crate.packagingType, formatBox(crate.dimensions)]
            .filter((p) => p !== '')
            .join(': '),
        )
        .join('; '),
  ],
  ['packing_instructions', (w) => w.packaging.instructions],
];

export function artworksCsv(works: readonly DocumentWork[]): string {
  const rows = [
    COLUMNS.map(([name]) => name),
    ...works.map((work) => COLUMNS.map(([, read]) => read(work))),
  ];
  return BOM + rows.map((row) => row.map(escapeCell).join(',')).join('\r\n') + '\r\n';
}
