import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { sampleWork } from '../test/sample-input';
import { artworksCsv, escapeCell } from './artworks-csv';

describe('artworksCsv', () => {
  it('writes RFC 4180 with a BOM, a header and one row per work', () => {
    const csv = artworksCsv([
      sampleWork({
        id: 'a',
        title: 'Line one\nline "two", three',
        price: { currency: 'CHF', value: 1200 },
        packaging: {
          crates: [
            {
              openingOrder: 1,
              packagingType: 'Crate',
              dimensions: { height: 10, width: 20, depth: 5 },
            },
          ],
          instructions: '',
        },
      }),
      sampleWork({ id: 'b', title: '=HYPERLINK("x")' }),
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows = parse<Record<string, string>>(csv.slice(1), { columns: true });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      title: 'Line one\nline "two", three',
      price: '1200.00',
      price_currency: 'CHF',
      crates: '1',
      crate_details: '1: Crate: 10 × 20 × 5 cm (3.9 × 7.9 × 2 in)',
      artist: 'Anna Ågren',
    });
    expect(rows[1]?.title).toBe(`'=HYPERLINK("x")`);
  });

  it('escapes every cell a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(escapeCell(`${start}1+1`).replace(/^"/, '').startsWith("'")).toBe(true);
    }
    expect(escapeCell('plain')).toBe('plain');
  });
});
