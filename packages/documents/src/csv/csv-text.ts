import { stringify } from 'csv-stringify/sync';

/**
 * Rows as our CSV files write them (decision 046): RFC 4180 with CRLF, written by csv-stringify;
 * the byte-order mark only at a file's start, so spreadsheets read the accents. Cells are
 * escaped against formulas by the caller (formula-escape.ts).
 */
export function csvText(rows: readonly (readonly string[])[], bom: boolean): string {
  return stringify(
    rows.map((row) => [...row]),
    {
      bom,
      record_delimiter: '\r\n',
      // csv-stringify quotes a comma and a quote itself, but a lone CR or LF only when it is the
      // whole record delimiter: RFC 4180 wants every line break quoted. ';' and tab are other
      // locales' separators, quoted too so a reader splitting on them keeps the cell whole.
      quoted_match: /[;\t\r\n]/,
    },
  );
}
