import type { Money } from '@archive/domain/artworks/money';
import type { DocumentWork } from '../document-input';
import { formatBox } from '../format/work-format';
import { csvText } from './csv-text';
import { escapeFormulas } from './formula-escape';

/**
 * The CSV export: RFC 4180 (CRLF; written by csv-stringify), UTF-8 with a byte-order mark so
 * spreadsheets read the accents, every field of the record (decision 046). Our formula escaping
 * goes on top (formula-escape.ts).
 */

function amount(value: number | null): string {
  return value === null ? '' : value.toFixed(2);
}

function cm(value: number | null): string {
  return value === null ? '' : String(value);
}

function yesNo(value: boolean): string {
  return value ? 'yes' : 'no';
}

type Column = readonly [string, (work: DocumentWork) => string];

/** An amount and its currency, two columns: `price`, `price_currency`. */
function moneyColumns(name: string, read: (work: DocumentWork) => Money): Column[] {
  return [
    [name, (w) => amount(read(w).value)],
    [`${name}_currency`, (w) => (read(w).value === null ? '' : read(w).currency)],
  ];
}

const COLUMNS: readonly Column[] = [
  ['id', (w) => (w.archiveArtworkNumber === null ? '' : String(w.archiveArtworkNumber))],
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
  ['dimensions_variable', (w) => yesNo(w.dimensions.variable)],
  ['framed', (w) => yesNo(w.isFramed)],
  ['frame_type', (w) => w.frame.typeOfFrame],
  ['frame_dimensions', (w) => formatBox(w.frame.dimensions)],
  ['status', (w) => w.status ?? ''],
  ['location', (w) => w.location],
  ['position', (w) => w.position],
  ['current_owner', (w) => w.currentOwner],
  ['source', (w) => w.source],
  ['incoming_date', (w) => w.incomingDate],
  ...moneyColumns('price', (w) => w.price),
  ...moneyColumns('insurance_value', (w) => w.insuranceValue),
  ...moneyColumns('production_costs', (w) => w.productionCosts),
  ...moneyColumns('framing_costs', (w) => w.framingCosts),
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
  ['notes', (w) => w.notes],
  ['record_id', (w) => w.id],
];

export const CSV_COLUMNS: readonly string[] = COLUMNS.map(([name]) => name);

export function artworksCsv(works: readonly DocumentWork[]): string {
  return artworksCsvHeader() + artworksCsvRecords(works);
}

/** The byte-order mark and the header row: the start of a CSV written in parts. */
export function artworksCsvHeader(): string {
  return csvText([[...CSV_COLUMNS]], true);
}

/** Rows of works, no header: a part of a CSV written in parts (the archive's, streamed). */
export function artworksCsvRecords(works: readonly DocumentWork[]): string {
  if (works.length === 0) return '';
  return csvText(
    works.map((work) => COLUMNS.map(([, read]) => escapeFormulas(read(work)))),
    false,
  );
}
