import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { ARTWORK_VALUE_FIELDS } from '@archive/domain/artworks/artwork.schema';
import { sampleWork } from '../test/sample-input';
import { artworksCsv, CSV_COLUMNS } from './artworks-csv';
import { escapeFormulas } from './formula-escape';

function rowsOf(csv: string, delimiter = ','): Record<string, string>[] {
  return parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), { columns: true, delimiter });
}

/** What a spreadsheet that splits on `separator` and ignores quotes sees as cells. */
function naiveCells(csv: string, separator: string): string[] {
  return csv
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .flatMap((line) => line.split(separator))
    .map((cell) => cell.replace(/^"/, ''));
}

/** True when a spreadsheet would start a formula in this cell. */
function runsFormula(cell: string): boolean {
  return /^[\s\u00a0\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20]/.test(cell);
}

const HOSTILE_TITLES = [
  '=1+1',
  '+SUM(A1)',
  '-2+3',
  '@cmd',
  '\t=2+2',
  '\r=3+3',
  '\n=4+4',
  ' =5+5',
  '\u00a0=6+6',
  '\uff1d7+7',
  'x;=1+1;y',
  'x\t=2+2\ty',
  'x,=3+3,y',
  'line one\n=HYPERLINK("http://evil")',
  'x; \u00a0@SUM(1)',
];

describe('artworksCsv', () => {
  it('writes RFC 4180 with a BOM, a header and one row per work, every field of the record', () => {
    const csv = artworksCsv([
      sampleWork({
        id: '0a0a0a0a-0000-4000-8000-000000000000',
        archiveArtworkNumber: 42,
        title: 'Line one\nline "two", three',
        price: { currency: 'CHF', value: 1200 },
        productionCosts: { currency: 'EUR', value: 300 },
        framingCosts: { currency: 'EUR', value: 45.5 },
        insuranceValue: { currency: 'USD', value: 2000 },
        source: 'Studio visit',
        incomingDate: '2026-03-01',
        notes: 'Keep away from light',
        packaging: {
          crates: [
            {
              openingOrder: 1,
              packagingType: 'Crate',
              dimensions: { height: 10, width: 20, depth: 5 },
            },
          ],
          instructions: 'Gloves',
        },
      }),
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    const rows = rowsOf(csv);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: '42',
      record_id: '0a0a0a0a-0000-4000-8000-000000000000',
      title: 'Line one\nline "two", three',
      price: '1200.00',
      price_currency: 'CHF',
      insurance_value: '2000.00',
      insurance_value_currency: 'USD',
      production_costs: '300.00',
      production_costs_currency: 'EUR',
      framing_costs: '45.50',
      source: 'Studio visit',
      incoming_date: '2026-03-01',
      notes: 'Keep away from light',
      crates: '1',
      crate_details: '1: Crate: 10 × 20 × 5 cm (3.9 × 7.9 × 2 in)',
      packing_instructions: 'Gloves',
      artist: 'Anna Ågren',
    });
  });

  it('has a column for every field a user edits', () => {
    // Each value field of the record, by the column that carries it.
    const carriedBy: Record<(typeof ARTWORK_VALUE_FIELDS)[number], string> = {
      title: 'title',
      year: 'year',
      edition: 'edition',
      seriesTitle: 'series',
      technique: 'technique',
      dimensions: 'height_cm',
      isFramed: 'framed',
      frame: 'frame_type',
      workDescription: 'description',
      location: 'location',
      position: 'position',
      currentOwner: 'current_owner',
      source: 'source',
      price: 'price',
      insuranceValue: 'insurance_value',
      productionCosts: 'production_costs',
      framingCosts: 'framing_costs',
      photoCopyrightOwner: 'photo_copyright_owner',
      incomingDate: 'incoming_date',
      installationInstructions: 'installation_instructions',
      packaging: 'crates',
      notes: 'notes',
    };
    for (const field of ARTWORK_VALUE_FIELDS) expect(CSV_COLUMNS).toContain(carriedBy[field]);
    expect(CSV_COLUMNS).toContain('id');
    expect(CSV_COLUMNS).toContain('artist');
    expect(CSV_COLUMNS).toContain('status');
  });

  it('keeps every hostile title as text in a comma, a semicolon and a tab spreadsheet', () => {
    const csv = artworksCsv(
      HOSTILE_TITLES.map((title, index) =>
        sampleWork({ id: String(index), title, workDescription: title, notes: title }),
      ),
    );
    // A reader of RFC 4180 gets every title back, only with apostrophes before formula characters.
    const titles = rowsOf(csv).map((row) => row.title ?? '');
    expect(titles.map((title) => title.replace(/'/g, ''))).toEqual(
      HOSTILE_TITLES.map((title) => title.replace(/'/g, '')),
    );
    for (const separator of [',', ';', '\t']) {
      const running = naiveCells(csv, separator).filter(runsFormula);
      expect(running, `split on ${JSON.stringify(separator)}`).toEqual([]);
    }
  });

  it('quotes every cell that holds a separator of any locale, a quote or a line break', () => {
    const csv = artworksCsv([
      sampleWork({ id: 'a', title: 'a;b', technique: 'c\td', location: 'e\nf', position: 'g\rh' }),
    ]);
    expect(csv).toContain('"a;b"');
    expect(csv).toContain('"c\td"');
    expect(csv).toContain('"e\nf"');
    expect(csv).toContain('"g\rh"');
  });
});

describe('escapeFormulas', () => {
  it('puts an apostrophe before a formula at the start or after a separator, and nowhere else', () => {
    expect(escapeFormulas('=1+1')).toBe("'=1+1");
    expect(escapeFormulas(' \u00a0=1')).toBe(" \u00a0'=1");
    expect(escapeFormulas('\uff1d1')).toBe("'\uff1d1");
    expect(escapeFormulas('x;=1;y\t@a')).toBe("x;'=1;y\t'@a");
    expect(escapeFormulas('plain text, 3-4 cm')).toBe('plain text, 3-4 cm');
    expect(escapeFormulas('anna@example.com')).toBe('anna@example.com');
  });
});
