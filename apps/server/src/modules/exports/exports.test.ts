import {
  EXPORT_DOCUMENT_TYPES,
  type ExportDocumentType,
} from '@archive/domain/exports/export-documents';
import { EXPORT_MESSAGES } from '@archive/domain/exports/export.messages';
import type { ExportOptions, ExportResponse } from '@archive/domain/exports/export-options.schema';
import { readPdf } from '@archive/documents/test/read-pdf';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, expectError } from '../../test/api';
import {
  artworkBody,
  createArtwork,
  deleteArtwork,
  newOwner,
  type TestOwner,
} from '../../test/artwork-api';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { linkImage, uploadImage } from '../../test/image-api';
import { makeTestImages } from '../../test/test-images';
import { sweepExports } from './export-sweep';

let t: TestApp;
let owner: TestOwner;
let other: TestOwner;
let works: string[];
let othersWork: string;

const ADDRESS = {
  addressLine1: 'Dorfstrasse 3',
  city: 'Basel',
  region: '',
  postalCode: '4001',
  country: 'Switzerland',
};
const PARTY = {
  name: 'Kunsthalle Nord',
  address: 'Hafen 2',
  contactPerson: '',
  email: '',
  phone: '',
};
const OPTIONS: ExportOptions = {
  title: 'Autumn selection',
  originAddress: ADDRESS,
  targetAddress: ADDRESS,
  pickupAddress: ADDRESS,
  invoiceAddress: ADDRESS,
  returnAddress: ADDRESS,
  vat: 20,
  lender: { ...PARTY, name: 'Lena Lender' },
  borrower: PARTY,
  percentageArtistSplit: 60,
  percentageGallerySplit: 40,
};

function optionsFor(type: ExportDocumentType): ExportOptions {
  if (type === 'storageLabels' || type === 'wallLabels') return { labelSize: 'regular' };
  return OPTIONS;
}

async function addWork(
  who: TestOwner,
  title: string,
  price: number,
  image?: Buffer,
): Promise<string> {
  const body = artworkBody(who.collectionId, {
    artist: 'Ada Artist',
    values: {
      title,
      year: '2024',
      technique: 'Ink on paper',
      price: { currency: 'EUR', value: price },
    },
  });
  const response = await createArtwork(t.app, who.token, body);
  expect(response.statusCode, response.body).toBe(200);
  const id = body.artwork.id as string;
  if (image !== undefined) {
    const key = await uploadImage(t.app, who.token, 'artworks', id, image);
    const linked = await linkImage(t.app, who.token, 'artworks', id, { key });
    expect(linked.statusCode, linked.body).toBe(200);
  }
  return id;
}

function exportDocument(
  token: string,
  type: string,
  artworkIds: string[],
  options: unknown = OPTIONS,
) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/exports/document/${type}`,
    headers: bearer(token),
    payload: { artworkIds, options } as Record<string, unknown>,
  });
}

async function download(path: string) {
  return t.app.inject({ method: 'GET', url: path });
}

beforeAll(async () => {
  t = await buildTestApp();
  const images = await makeTestImages();
  owner = await newOwner(t.app);
  other = await newOwner(t.app);
  const named = await t.app.inject({
    method: 'PATCH',
    url: '/v1/organisation',
    headers: bearer(owner.token),
    payload: { name: 'Galerie Zürich', address: ADDRESS },
  });
  expect(named.statusCode, named.body).toBe(200);
  works = [
    await addWork(owner, 'First light', 1200, images.jpegWithExif),
    await addWork(owner, 'Second wind', 800.5),
    await addWork(owner, 'Third eye', 99.99),
  ];
  othersWork = await addWork(other, 'Not yours', 5);
});
afterAll(async () => {
  await t.close();
});

describe('POST /v1/exports/document/{type}', () => {
  it('makes every document as an A4 PDF behind a signed download address', async () => {
    for (const type of EXPORT_DOCUMENT_TYPES) {
      const ids = type === 'dataSheet' || type === 'installationManual' ? works.slice(0, 1) : works;
      const response = await exportDocument(owner.token, type, ids, optionsFor(type));
      expect(response.statusCode, `${type}: ${response.body}`).toBe(200);
      const answer = response.json<ExportResponse>();
      expect(answer.data.type).toBe(type);
      expect(answer.data.fileName).toMatch(/\.pdf$/);
      const file = await download(answer.path);
      expect(file.statusCode, type).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toContain(answer.data.fileName);
      expect(file.rawPayload.length).toBe(answer.data.bytes);
      const pdf = readPdf(file.rawPayload);
      expect(pdf.pageSize, type).toContain('(A4)');
      expect(pdf.pages, type).toBe(answer.data.pages);
      expect(pdf.text, type).toContain('First light');
      if (type !== 'storageLabels' && type !== 'wallLabels') {
        expect(pdf.text, type).toContain('Autumn selection');
        expect(pdf.text, type).toContain('Galerie Zürich');
      }
    }
  });

  it('prints the price list total and the invoice sums', async () => {
    const prices = await exportDocument(owner.token, 'priceList', works);
    const priceText = readPdf((await download(prices.json<ExportResponse>().path)).rawPayload).text;
    expect(priceText).toMatch(/Total\s+EUR 2,100.49/);
    const invoice = await exportDocument(owner.token, 'invoice', works);
    const invoiceText = readPdf(
      (await download(invoice.json<ExportResponse>().path)).rawPayload,
    ).text;
    expect(invoiceText).toMatch(/VAT 20%\s+EUR 420.10/);
    expect(invoiceText).toMatch(/Total\s+EUR 2,520.59/);
  });

  it('numbers each user\u2019s invoices upwards, never twice', async () => {
    const numbers = async (who: TestOwner, ids: string[]) => {
      const response = await exportDocument(who.token, 'invoice', ids);
      const text = readPdf((await download(response.json<ExportResponse>().path)).rawPayload).text;
      return /Invoice number: (\d+)/.exec(text)?.[1];
    };
    const first = Number(await numbers(owner, works.slice(0, 1)));
    expect(Number(await numbers(owner, works.slice(0, 1)))).toBe(first + 1);
    expect(await numbers(other, [othersWork])).toBe('0001');
  });

  it('answers EXPORT_COMING_SOON for the portfolio and the condition report', async () => {
    for (const type of ['portfolio', 'conditionReport']) {
      const response = await exportDocument(owner.token, type, works);
      expectError(response, 400, {
        code: 'EXPORT_COMING_SOON',
        message: EXPORT_MESSAGES.comingSoon,
      });
    }
  });

  it('refuses more than one work on the data sheet and the installation manual', async () => {
    for (const type of ['dataSheet', 'installationManual']) {
      const response = await exportDocument(owner.token, type, works.slice(0, 2));
      expectError(response, 400, {
        code: 'VALIDATION',
        message: EXPORT_MESSAGES.singleWorkOnly,
        field: 'artworkIds',
      });
    }
  });

  it.each([
    ['workList', { ...OPTIONS, title: '' }, 'options.title', EXPORT_MESSAGES.noTitle],
    [
      'transportList',
      { ...OPTIONS, pickupAddress: undefined },
      'options.pickupAddress.addressLine1',
      'enter the street and number of the pickup address',
    ],
    ['invoice', { ...OPTIONS, vat: undefined }, 'options.vat', EXPORT_MESSAGES.noVat],
    [
      'invoice',
      { ...OPTIONS, invoiceAddress: { ...ADDRESS, country: '' } },
      'options.invoiceAddress.country',
      'enter the country of the invoice address',
    ],
    [
      'consignmentAgreement',
      { ...OPTIONS, percentageGallerySplit: 50 },
      'options.percentageGallerySplit',
      'percentages must add up to 100%',
    ],
    [
      'loanAgreement',
      { ...OPTIONS, lender: undefined },
      'options.lender.name',
      "enter the lender's name",
    ],
    [
      'priceList',
      { ...OPTIONS, sortBy: 'location' },
      'options.sortBy',
      EXPORT_MESSAGES.locationSortInsuranceOnly,
    ],
    [
      'storageLabels',
      { labelSize: 'small' },
      'options.labelSize',
      EXPORT_MESSAGES.labelSizeNotForType,
    ],
    ['wallLabels', { labelSize: 'thin' }, 'options.labelSize', EXPORT_MESSAGES.labelSizeNotForType],
    ['wallLabels', {}, 'options.labelSize', EXPORT_MESSAGES.noLabelSize],
  ] as const)('refuses %s with %o on %s', async (type, options, field, message) => {
    const response = await exportDocument(
      owner.token,
      type,
      works,
      JSON.parse(JSON.stringify(options)),
    );
    expectError(response, 400, { code: 'VALIDATION', field, message });
  });

  it('refuses unknown options, unknown documents and bad ids with 400', async () => {
    expect(
      (await exportDocument(owner.token, 'workList', works, { ...OPTIONS, colour: 'red' }))
        .statusCode,
    ).toBe(400);
    expect((await exportDocument(owner.token, 'poster', works)).statusCode).toBe(400);
    expect((await exportDocument(owner.token, 'workList', ['not-an-id'])).statusCode).toBe(400);
    expect((await exportDocument(owner.token, 'workList', [])).statusCode).toBe(400);
  });

  it('answers 404 for another user\u2019s artwork, alone or among the caller\u2019s own, and for a deleted one', async () => {
    expectError(await exportDocument(owner.token, 'workList', [othersWork]), 404, {
      code: 'NOT_FOUND',
    });
    expectError(await exportDocument(owner.token, 'workList', [...works, othersWork]), 404, {
      code: 'NOT_FOUND',
    });
    const gone = await addWork(owner, 'Gone', 1);
    expect((await deleteArtwork(t.app, owner.token, gone)).statusCode).toBe(200);
    expectError(await exportDocument(owner.token, 'workList', [gone]), 404, { code: 'NOT_FOUND' });
    const csv = await t.app.inject({
      method: 'POST',
      url: '/v1/exports/csv',
      headers: bearer(other.token),
      payload: { artworkIds: works, options: {} },
    });
    expectError(csv, 404, { code: 'NOT_FOUND' });
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/exports/document/workList',
      payload: { artworkIds: works },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the download address', () => {
  it('is good for 10 minutes and only as signed', async () => {
    const response = await exportDocument(owner.token, 'workList', works);
    const { path } = response.json<ExportResponse>();
    expect((await download(path.replace(/signature=[^&]+/, 'signature=forged'))).statusCode).toBe(
      403,
    );
    expect((await download(path.replace(/name=[^&]+/, 'name=other.pdf'))).statusCode).toBe(403);
    t.advance(9 * 60 * 1000);
    expect((await download(path)).statusCode).toBe(200);
    t.advance(2 * 60 * 1000);
    expectError(await download(path), 403, {
      code: 'FORBIDDEN',
      message: EXPORT_MESSAGES.downloadExpired,
    });
  });

  it('is swept with its file after a day', async () => {
    const response = await exportDocument(owner.token, 'workList', works);
    const before = [];
    for await (const object of t.app.storage.listObjects('exports/')) before.push(object.key);
    expect(before.length).toBeGreaterThan(0);
    expect(await sweepExports(t.app.storage, new Date(Date.now() + 60 * 1000), t.app.log)).toBe(0);
    await sweepExports(t.app.storage, new Date(Date.now() + 25 * 60 * 60 * 1000), t.app.log);
    const after = [];
    for await (const object of t.app.storage.listObjects('exports/')) after.push(object.key);
    expect(after).toEqual([]);
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /v1/exports/csv', () => {
  it('answers RFC 4180 CSV with a BOM, every field and formulas escaped', async () => {
    const formula = await addWork(owner, '=1+1', 10);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/exports/csv',
      headers: bearer(owner.token),
      payload: { artworkIds: [...works, formula], options: {} },
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<ExportResponse>();
    expect(answer.data).toMatchObject({ type: 'csv', pages: null });
    const file = await download(answer.path);
    expect(file.headers['content-type']).toContain('text/csv');
    const text = file.rawPayload.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = parse<Record<string, string>>(text.slice(1), { columns: true });
    expect(rows.map((row) => row.title)).toEqual([
      'First light',
      'Second wind',
      'Third eye',
      "'=1+1",
    ]);
    expect(rows[1]).toMatchObject({
      price: '800.50',
      price_currency: 'EUR',
      artist: 'Ada Artist',
      technique: 'Ink on paper',
    });
  });
});
