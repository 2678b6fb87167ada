import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { EXPORT_MESSAGES } from '@archive/domain/exports/export.messages';
import type { ExportOptions } from '@archive/domain/exports/export-options.schema';
import { chosenOptions, exportOptionsResolver } from './export-options-resolver';

const OPTIONS: ResolverOptions<ExportOptions> = { fields: {}, shouldUseNativeValidation: false };
const EMPTY_ADDRESS = { addressLine1: '', city: '', region: '', postalCode: '', country: '' };

describe('the export form as the document is asked for', () => {
  it('leaves out empty fields and groups whose every field is empty', () => {
    expect(
      chosenOptions({
        title: 'Spring fair',
        bankDetails: '',
        originAddress: EMPTY_ADDRESS,
        lender: { name: 'Ada', address: '', contactPerson: '', email: '', phone: '' },
        showPrice: false,
        vat: undefined,
      }),
    ).toEqual({
      title: 'Spring fair',
      lender: { name: 'Ada', address: '', contactPerson: '', email: '', phone: '' },
      showPrice: false,
    });
  });

  it("puts each of the document's messages on its field, nested as the form names it", async () => {
    const answer = await exportOptionsResolver(
      { title: '  ', invoiceAddress: EMPTY_ADDRESS },
      { type: 'invoice' },
      OPTIONS,
    );
    expect(answer.values).toEqual({});
    expect(answer.errors.title?.message).toBe(EXPORT_MESSAGES.noTitle);
    expect(answer.errors.vat?.message).toBe(EXPORT_MESSAGES.noVat);
    expect(answer.errors.invoiceAddress?.addressLine1?.message).toBe(
      EXPORT_MESSAGES.noAddress('invoiceAddress'),
    );
  });

  it('lets options the document accepts through, as chosen', async () => {
    const answer = await exportOptionsResolver(
      { title: 'Works on paper', bankDetails: '', showPrice: true },
      { type: 'workList' },
      OPTIONS,
    );
    expect(answer).toEqual({ values: { title: 'Works on paper', showPrice: true }, errors: {} });
  });
});
