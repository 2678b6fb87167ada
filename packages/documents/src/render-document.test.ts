import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { EXPORT_DOCUMENT_TYPES } from '@archive/domain/exports/export-documents';
import type { ExportOptions } from '@archive/domain/exports/export-options.schema';
import { DocumentTooLargeError, renderDocument } from './render-document';
import { imageCount, readPdf, wordPlaces } from './test/read-pdf';
import { sampleInput, sampleWork } from './test/sample-input';
import type { DocumentWork } from './document-input';

const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c04020' } })
  .jpeg()
  .toBuffer();

function works(count: number): DocumentWork[] {
  return Array.from({ length: count }, (_, index) =>
    sampleWork({
      id: `${String(index).padStart(8, '0')}-0000-4000-8000-000000000000`,
      archiveArtworkNumber: 101 + index,
      title: `Étude ${String(index + 1)}`,
      year: String(2000 + index),
      technique: 'Oil on canvas',
      dimensions: { height: 100, width: 80, depth: null, diameter: null, variable: false },
      price: { currency: 'EUR', value: 1000 * (index + 1) + 0.5 },
      insuranceValue: { currency: 'EUR', value: 2000 * (index + 1) },
      packaging: {
        crates: [
          {
            openingOrder: 1,
            packagingType: 'Wooden crate',
            dimensions: { height: 120, width: 100, depth: 20 },
          },
        ],
        instructions: '',
      },
      image,
    }),
  );
}

const ADDRESS = {
  addressLine1: 'Main Street 1',
  city: 'Basel',
  region: '',
  postalCode: '4001',
  country: 'Switzerland',
};
const PARTY = {
  name: 'Kunsthalle Nord',
  address: 'Hafen 2, Hamburg',
  contactPerson: 'Jo',
  email: '',
  phone: '',
};
const ALL_OPTIONS: ExportOptions = {
  title: 'Spring selection',
  originAddress: ADDRESS,
  targetAddress: { ...ADDRESS, city: 'Zürich' },
  pickupAddress: ADDRESS,
  invoiceAddress: ADDRESS,
  returnAddress: ADDRESS,
  vat: 21,
  discount: 10,
  lender: { ...PARTY, name: 'Lena Lender' },
  borrower: PARTY,
  percentageArtistSplit: 50,
  percentageGallerySplit: 50,
};

describe('renderDocument', () => {
  it('makes every document as an A4 PDF with the title, the works and page numbers', async () => {
    for (const type of EXPORT_DOCUMENT_TYPES) {
      const labels = type === 'storageLabels' || type === 'wallLabels';
      const selected = type === 'dataSheet' || type === 'installationManual' ? works(1) : works(3);
      const input = sampleInput(type, selected, {
        ...ALL_OPTIONS,
        ...(labels ? { labelSize: 'regular' } : {}),
      });
      const { bytes, pages } = await renderDocument(input);
      const pdf = readPdf(bytes);
      expect(pdf.pageSize, type).toContain('(A4)');
      expect(pdf.pages, type).toBe(pages);
      expect(pdf.text, type).toContain('Étude 1');
      if (!labels) {
        expect(pdf.text, type).toContain('Spring selection');
        expect(pdf.text, type).toContain(`Page 1 of ${String(pages)}`);
        expect(pdf.text, type).toContain('Galerie Örn');
        expect(pdf.text, type).toContain('100 × 80 cm (39.4 × 31.5 in)');
      }
    }
  });

  it('prices the price list with its discount and total', async () => {
    const { text } = readPdf(
      (await renderDocument(sampleInput('priceList', works(3), ALL_OPTIONS))).bytes,
    );
    expect(text).toContain('EUR 3,000.50');
    expect(text).toContain('With 10% discount: EUR 2,700.45');
    expect(text).toMatch(/Total\s+EUR 6,001.50/);
  });

  it('totals an invoice: subtotal, discount, VAT and total, with its number', async () => {
    const { text } = readPdf(
      (await renderDocument(sampleInput('invoice', works(2), ALL_OPTIONS))).bytes,
    );
    // 1,000.50 + 2,000.50 = 3,001.00; less 10% = 2,700.90; VAT 21% = 567.19; total 3,268.09.
    expect(text).toMatch(/Subtotal\s+EUR 3,001.00/);
    expect(text).toMatch(/Discount 10%\s+- EUR 300.10/);
    expect(text).toMatch(/VAT 21%\s+EUR 567.19/);
    expect(text).toMatch(/Total\s+EUR 3,268.09/);
    expect(text).toContain('Invoice number: 0001');
  });

  it('dates an invoice and lists each work as a line with its price', async () => {
    const { text } = readPdf(
      (await renderDocument(sampleInput('invoice', works(3), ALL_OPTIONS))).bytes,
    );
    // Seller and buyer side by side; the invoice's own facts below them.
    expect(text).toMatch(/From\s+Invoice to/);
    expect(text).toMatch(/Galerie Örn\s+Main Street 1/);
    expect(text).toContain('Invoice date: 24 November 2026');
    // No payment conditions: the stated default, 30 days.
    expect(text).toContain('Due date: 24 December 2026');
    expect(text).toContain('Payment is due within 30 days of the invoice date.');
    expect(text).toMatch(/Work\s+Technique and dimensions\s+Price/);
    // Each line: the artist, technique and price on one row; title, year and size below.
    for (const [index, price] of ['EUR 1,000.50', 'EUR 2,000.50', 'EUR 3,000.50'].entries()) {
      const line = `Anna Ågren\\s+Oil on canvas\\s+${price}\\n\\s*Étude ${String(index + 1)}, ${String(2000 + index)}\\s+100 × 80 cm`;
      expect(text).toMatch(new RegExp(line));
    }
    const conditions = readPdf(
      (
        await renderDocument(
          sampleInput('invoice', works(1), {
            ...ALL_OPTIONS,
            paymentConditions: 'Payable within 14 days by bank transfer.',
          }),
        )
      ).bytes,
    ).text;
    expect(conditions).toContain('Due date: 8 December 2026');
    expect(conditions).not.toContain('Payment is due within 30 days');
  });

  it('sets the lists as tables, with a thumbnail only where a work has an image', async () => {
    const [withImage, withoutImage] = works(2);
    const pair = [withImage!, { ...withoutImage!, image: null }];
    const headings = {
      workList: /Work\s+Technique and dimensions\s+Price/,
      transportList: /Work\s+Technique, dimensions and crates\n/,
      insuranceList: /Work\s+Technique and dimensions\s+Insurance value/,
      priceList: /Work\s+Technique and dimensions\s+Price/,
      loanAgreement: /Work\s+Technique and dimensions\s+Price/,
      consignmentAgreement: /Work\s+Technique and dimensions\s+Price/,
      handoff: /Work\s+Technique and dimensions\s+Price/,
      invoice: /Work\s+Technique and dimensions\s+Price/,
    } as const;
    for (const [type, heading] of Object.entries(headings)) {
      const input = sampleInput(type as keyof typeof headings, pair, {
        ...ALL_OPTIONS,
        showPrice: true,
      });
      const { bytes } = await renderDocument(input);
      expect(readPdf(bytes).text, type).toMatch(heading);
      // The organisation has no logo here: the one image is the one work's thumbnail.
      expect(imageCount(bytes), type).toBe(1);
    }
    const insurance = readPdf(
      (await renderDocument(sampleInput('insuranceList', pair, ALL_OPTIONS))).bytes,
    ).text;
    expect(insurance).toMatch(/Anna Ågren\s+Oil on canvas\s+EUR 2,000.00/);
  });

  it('gives a total per currency when works mix currencies', async () => {
    const mixed = works(3).map((work, index) =>
      index === 0 ? { ...work, insuranceValue: { currency: 'USD' as const, value: 500 } } : work,
    );
    const { text } = readPdf(
      (await renderDocument(sampleInput('insuranceList', mixed, ALL_OPTIONS))).bytes,
    );
    expect(text).toMatch(/Total insurance value \(USD\)\s+USD 500.00/);
    expect(text).toMatch(/Total insurance value \(EUR\)\s+EUR 10,000.00/);
  });

  it('prints the transport addresses and crates', async () => {
    const { text } = readPdf(
      (await renderDocument(sampleInput('transportList', works(2), ALL_OPTIONS))).bytes,
    );
    expect(text).toContain('Zürich');
    expect(text).toContain('Crate 1 · Wooden crate · 120 × 100 × 20 cm');
    expect(text).toContain('Crates: 2');
  });

  it('prints the agreements with their terms and splits', async () => {
    const loan = readPdf(
      (await renderDocument(sampleInput('loanAgreement', works(1), ALL_OPTIONS))).bytes,
    );
    expect(loan.text).toContain('Lena Lender');
    expect(loan.text).toMatch(/\n\s*9\. /);
    const consignment = readPdf(
      (await renderDocument(sampleInput('consignmentAgreement', works(1), ALL_OPTIONS))).bytes,
    );
    expect(consignment.text).toContain('6 months');
    expect(consignment.text).toContain('30 working days');
    expect(consignment.text).toContain('artist 50%, gallery 50%');
  });

  it("heads each document with the organisation's name, and with the product's mark only when none is set", async () => {
    // The letterhead's lines: pdftotext sets the name and the address block side by side.
    const letterhead = (text: string) =>
      text
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '')
        .slice(0, 4);
    for (const type of EXPORT_DOCUMENT_TYPES) {
      if (type === 'storageLabels' || type === 'wallLabels') continue;
      const input = sampleInput(type, works(1), ALL_OPTIONS);
      const { text } = readPdf((await renderDocument(input)).bytes);
      // The name is the heading; the product's mark is not printed.
      expect(
        letterhead(text).some((line) => /^Galerie Örn\b/.test(line)),
        type,
      ).toBe(true);
      expect(text, type).not.toMatch(/^\s*Archive\b/m);
      const unset = {
        ...input,
        organisation: { name: '', addressLines: [], vatNumber: '', websiteUrl: '', logo: null },
      };
      const bare = readPdf((await renderDocument(unset)).bytes).text;
      expect(letterhead(bare)[0], type).toBe('Archive');
    }
  });

  it('keeps the signature lines with the last clause, never alone on a page', async () => {
    const closings = {
      loanAgreement: /^\s*9\. /m,
      consignmentAgreement: /Split of each sale/,
      handoff: /were handed over and received/,
    } as const;
    for (const [type, closing] of Object.entries(closings)) {
      // Lists of 1 to 14 works end at every height of a page, and push the end across one.
      for (let count = 1; count <= 14; count += 1) {
        const { text } = readPdf(
          (
            await renderDocument(
              sampleInput(type as keyof typeof closings, works(count), ALL_OPTIONS),
            )
          ).bytes,
        );
        const signed = text
          .split('\f')
          .filter((page) => page.includes('signature, place and date'));
        expect(signed, `${type} with ${String(count)} works`).toHaveLength(1);
        expect(signed[0], `${type} with ${String(count)} works`).toMatch(closing);
      }
    }
  }, 120_000);

  it('leaves out the packaging of an installation manual when the work has no crates', async () => {
    const [crated] = works(1);
    const bare = { ...crated!, packaging: { crates: [], instructions: '' } };
    const withCrates = readPdf(
      (await renderDocument(sampleInput('installationManual', [crated!], ALL_OPTIONS))).bytes,
    ).text;
    expect(withCrates).toContain('Packaging');
    expect(withCrates).toContain('Crate 1 (open in this order): Wooden crate');
    const without = readPdf(
      (await renderDocument(sampleInput('installationManual', [bare], ALL_OPTIONS))).bytes,
    ).text;
    expect(without).not.toContain('Packaging');
  });

  it('prints one certificate page per work', async () => {
    const { pages } = await renderDocument(sampleInput('certificate', works(3), ALL_OPTIONS));
    expect(pages).toBe(3);
  });

  it('signs each certificate at the foot of its page, with or without an image', async () => {
    const [withImage, plain] = works(2);
    for (const work of [withImage!, { ...plain!, image: null }]) {
      const { bytes, pages } = await renderDocument(
        sampleInput('certificate', [work], ALL_OPTIONS),
      );
      expect(pages).toBe(1);
      const [signature] = wordPlaces(bytes, 'signature,');
      // The signature line's caption stands in the page's last fifth, above the footer.
      expect(signature?.top, work.image === null ? 'no image' : 'image').toBeGreaterThan(0.8);
      expect(imageCount(bytes)).toBe(work.image === null ? 0 : 1);
    }
  });

  it('puts 8 regular storage labels and 8 small wall labels on a sheet', async () => {
    const storage = await renderDocument(
      sampleInput('storageLabels', works(9), { labelSize: 'regular' }),
    );
    expect(storage.pages).toBe(2);
    const wall = await renderDocument(sampleInput('wallLabels', works(9), { labelSize: 'small' }));
    expect(wall.pages).toBe(2);
    const wallRegular = await renderDocument(
      sampleInput('wallLabels', works(9), { labelSize: 'regular' }),
    );
    expect(wallRegular.pages).toBe(3);
    const thin = await renderDocument(
      sampleInput('storageLabels', works(6), { labelSize: 'thin' }),
    );
    expect(thin.pages).toBe(1);
  });

  it('prints the ID people see on storage labels, never the record id', async () => {
    const sheet = [
      ...works(2),
      { ...works(1)[0]!, id: 'ffffffff-0000-4000-8000-000000000000', archiveArtworkNumber: null },
    ];
    const { text } = readPdf(
      (await renderDocument(sampleInput('storageLabels', sheet, { labelSize: 'regular' }))).bytes,
    );
    expect(text).toContain('ID 101');
    expect(text).toContain('ID 102');
    expect(text).toContain('ID New');
    expect(text).not.toMatch(/ID 0000000/);
    expect(text).not.toContain('ffffffff');
  });

  it('stops a document at its page cap instead of making it without end', async () => {
    const input = sampleInput('workList', works(60), ALL_OPTIONS);
    const { pages } = await renderDocument(input);
    expect(pages).toBeGreaterThan(3);
    await expect(renderDocument(input, 3)).rejects.toBeInstanceOf(DocumentTooLargeError);
    expect((await renderDocument(input, pages)).pages).toBe(pages);
  });

  it('embeds the font, so characters beyond Latin-1 come back as typed', async () => {
    const work = { ...works(1)[0]!, artist: 'Łukasz Čapek-Őrsi' };
    const { text } = readPdf(
      (await renderDocument(sampleInput('workList', [work], ALL_OPTIONS))).bytes,
    );
    expect(text).toContain('Łukasz Čapek-Őrsi');
  });
});
