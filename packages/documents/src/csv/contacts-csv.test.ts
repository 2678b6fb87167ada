import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { sampleContact } from '../test/sample-contact';
import { CONTACT_CSV_COLUMNS, contactsCsv } from './contacts-csv';

describe('contacts as CSV', () => {
  it('has a BOM, a header and every field; types by their labels', () => {
    const csv = contactsCsv([sampleContact()]);
    expect(csv.startsWith('\uFEFFfirst_name,last_name,')).toBe(true);
    const rows = parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), { columns: true });
    expect(Object.keys(rows[0] ?? {})).toEqual(CONTACT_CSV_COLUMNS);
    expect(rows[0]).toMatchObject({
      first_name: 'Åsa',
      last_name: 'Lindqvist; Berg',
      organisation: 'Galerie Nord, Stockholm',
      types: 'Collector; Art historian',
      city: 'Stockholm',
      notes: 'Met at Frieze.\nPrefers works on paper, 1960s; ask about the spirals 🌀',
      record_id: '6f1c1a52-3f1e-4a39-9d2c-0a4e6b3a9b11',
    });
  });

  it('escapes formulas as the artworks’ CSV does', () => {
    const csv = contactsCsv([sampleContact({ firstName: '=HYPERLINK("x")', notes: 'a;@SUM(1)' })]);
    const rows = parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), { columns: true });
    expect(rows[0]?.first_name).toBe('\'=HYPERLINK("x")');
    expect(rows[0]?.notes).toBe("a;'@SUM(1)");
  });
});
