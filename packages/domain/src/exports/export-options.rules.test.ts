import { describe, expect, it } from 'vitest';
import {
  exportOptionErrors,
  missingPriceWarning,
  optionsForDocument,
} from './export-options.rules';
import { exportBodySchema, exportOptionsSchema } from './export-options.schema';
import {
  EXPORT_DOCUMENT_TYPES,
  STORAGE_LABEL_FORMATS,
  WALL_LABEL_FORMATS,
} from './export-documents';

const ADDRESS = {
  addressLine1: 'Keizersgracht 1',
  city: 'Amsterdam',
  region: '',
  postalCode: '1015 AA',
  country: 'NL',
};
const PARTY = { name: 'Museum', address: '', contactPerson: '', email: '', phone: '' };

function fields(type: Parameters<typeof exportOptionErrors>[0], options: object): string[] {
  return exportOptionErrors(type, exportOptionsSchema.parse(options)).map((e) => e.field);
}

describe('export options', () => {
  it('refuses an option the shape does not know', () => {
    expect(exportOptionsSchema.safeParse({ title: 'x', colour: 'red' }).success).toBe(false);
    expect(exportBodySchema.safeParse({ artworkIds: [], options: {} }).success).toBe(false);
  });

  it('requires a title on every document that prints one', () => {
    expect(fields('workList', {})).toEqual(['title']);
    expect(fields('workList', { title: '  ' })).toEqual(['title']);
    expect(fields('workList', { title: 'Spring show' })).toEqual([]);
    expect(fields('storageLabels', { labelSize: 'regular' })).toEqual([]);
  });

  it('requires the addresses a document prints, each with line 1, city, postal code and country', () => {
    expect(fields('transportList', { title: 't' })).toContain('originAddress.addressLine1');
    expect(
      fields('transportList', {
        title: 't',
        originAddress: ADDRESS,
        targetAddress: ADDRESS,
        pickupAddress: { ...ADDRESS, city: '' },
      }),
    ).toEqual(['pickupAddress.city']);
    expect(fields('invoice', { title: 't', vat: 21 })).toContain('invoiceAddress.country');
  });

  it("words a missing part for the address or party it belongs to, never as the user's own", () => {
    const errors = exportOptionErrors(
      'loanAgreement',
      exportOptionsSchema.parse({ title: 't', borrower: PARTY }),
    );
    const messages = Object.fromEntries(errors.map((error) => [error.field, error.message]));
    expect(messages).toMatchObject({
      'lender.name': "enter the lender's name",
      'returnAddress.addressLine1': 'enter the street and number of the return address',
      'returnAddress.city': 'enter the city of the return address',
      'returnAddress.postalCode': 'enter the postal code of the return address',
      'returnAddress.country': 'enter the country of the return address',
    });
    expect(errors.map((error) => error.message).join(' ')).not.toMatch(/your|select/);
  });

  it('requires the vat on an invoice (0 is a vat)', () => {
    expect(fields('invoice', { title: 't', invoiceAddress: ADDRESS })).toEqual(['vat']);
    expect(fields('invoice', { title: 't', invoiceAddress: ADDRESS, vat: 0 })).toEqual([]);
  });

  it('needs consignment splits that add up to 100', () => {
    const base = { title: 't', lender: PARTY, borrower: PARTY };
    const errors = exportOptionErrors(
      'consignmentAgreement',
      exportOptionsSchema.parse({ ...base, percentageArtistSplit: 60, percentageGallerySplit: 30 }),
    );
    expect(errors).toEqual([
      { field: 'percentageGallerySplit', message: 'percentages must add up to 100%' },
    ]);
    expect(
      fields('consignmentAgreement', {
        ...base,
        percentageArtistSplit: 33.33,
        percentageGallerySplit: 66.67,
      }),
    ).toEqual([]);
  });

  it('sorts by location only on the insurance list', () => {
    expect(fields('insuranceList', { title: 't', sortBy: 'location' })).toEqual([]);
    expect(fields('priceList', { title: 't', sortBy: 'location' })).toEqual(['sortBy']);
  });

  it('takes each label size only for its label type', () => {
    expect(fields('storageLabels', { labelSize: 'thin' })).toEqual([]);
    expect(fields('storageLabels', { labelSize: 'small' })).toEqual(['labelSize']);
    expect(fields('wallLabels', { labelSize: 'offset' })).toEqual([]);
    expect(fields('wallLabels', { labelSize: 'slim' })).toEqual(['labelSize']);
    expect(fields('wallLabels', {})).toEqual(['labelSize']);
  });

  it('warns, without refusing, when a priced document has works without a price', () => {
    const prices = [
      { currency: 'EUR' as const, value: 10 },
      { currency: 'EUR' as const, value: null },
    ];
    expect(missingPriceWarning('priceList', {}, prices)).toBe('1 selected artwork has no price');
    expect(missingPriceWarning('workList', {}, prices)).toBeNull();
    expect(missingPriceWarning('workList', { showPrice: true }, prices)).toBe(
      '1 selected artwork has no price',
    );
  });

  it('keeps only the options a document uses', () => {
    expect(optionsForDocument('storageLabels', { title: 'x', labelSize: 'slim' })).toEqual({
      labelSize: 'slim',
    });
  });

  it('fits every label grid on an A4 sheet and gives the spec counts', () => {
    for (const format of [
      ...Object.values(STORAGE_LABEL_FORMATS),
      ...Object.values(WALL_LABEL_FORMATS),
    ]) {
      expect(format.widthMm * format.columns).toBeLessThanOrEqual(210);
      expect(format.heightMm * format.rows).toBeLessThanOrEqual(297);
    }
    expect(STORAGE_LABEL_FORMATS.regular.columns * STORAGE_LABEL_FORMATS.regular.rows).toBe(8);
    expect(STORAGE_LABEL_FORMATS.thin.columns * STORAGE_LABEL_FORMATS.thin.rows).toBe(6);
    expect(WALL_LABEL_FORMATS.regular.columns * WALL_LABEL_FORMATS.regular.rows).toBe(4);
    expect(WALL_LABEL_FORMATS.small.columns * WALL_LABEL_FORMATS.small.rows).toBe(8);
    expect(EXPORT_DOCUMENT_TYPES).toHaveLength(13);
  });
});
