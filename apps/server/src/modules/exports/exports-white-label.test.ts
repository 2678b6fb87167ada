import type { ExportResponse } from '@archive/domain/exports/export-options.schema';
import { imageCount, readPdf } from '@archive/documents/test/read-pdf';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/api';
import { artworkBody, createArtwork, newOwner, type TestOwner } from '../../test/artwork-api';
import { startBothStorages, type BothStorages } from '../../test/both-storages';
import type { TestApp } from '../../test/build-test-app';
import { putUpload, type LogoUpload } from '../../test/image-api';

/*
 * Issue 30: with a logo set, every document carried a 500 (`publicUrl('')` threw); the logo is
 * the point of white-label. Labels print the ID people see, not the record's uuid.
 */

let storages: BothStorages;
let logo: Buffer;

const TITLE = { title: 'Spring selection' };

/** How many images poppler finds in the PDF (the logo is the only one: the works have none). */
beforeAll(async () => {
  storages = await startBothStorages();
  logo = await sharp({ create: { width: 300, height: 100, channels: 4, background: '#1a4d8f' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await storages.close();
});

describe.each(['local', 's3'] as const)('documents on %s storage', (kind) => {
  const app = (): TestApp => storages.app(kind);

  /** The browser's logo upload: to this server with app.inject, to the bucket over HTTP. */
  async function setLogo(owner: TestOwner): Promise<void> {
    const t = app();
    const asked = await t.app.inject({
      method: 'GET',
      url: '/v1/organisation/uploadLogo/png',
      headers: bearer(owner.token),
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const upload = asked.json<LogoUpload>();
    if (kind === 'local') {
      const put = await putUpload(t.app, upload.uploadUrl, upload.headers, logo);
      expect(put.statusCode, put.body).toBe(200);
    } else {
      const put = await fetch(upload.uploadUrl, {
        method: 'PUT',
        headers: upload.headers,
        body: logo,
      });
      await put.arrayBuffer();
      expect(put.status).toBe(200);
    }
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/v1/organisation',
      headers: bearer(owner.token),
      payload: { name: 'Galerie Blau', logoUrl: upload.url },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  async function addWork(owner: TestOwner, title: string): Promise<string> {
    const body = artworkBody(owner.collectionId, { artist: 'Ada Artist', values: { title } });
    const created = await createArtwork(app().app, owner.token, body);
    expect(created.statusCode, created.body).toBe(200);
    return body.artwork.id as string;
  }

  async function exportPdf(owner: TestOwner, type: string, ids: string[], options: object) {
    const t = app();
    const response = await t.app.inject({
      method: 'POST',
      url: `/v1/exports/document/${type}`,
      headers: bearer(owner.token),
      payload: { artworkIds: ids, options },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { path: address } = response.json<ExportResponse>();
    if (kind === 'local') return (await t.app.inject({ method: 'GET', url: address })).rawPayload;
    const file = await fetch(address);
    expect(file.status).toBe(200);
    return Buffer.from(await file.arrayBuffer());
  }

  it('prints the organisation logo on every document, and the product mark without one', async () => {
    const owner = await newOwner(app().app);
    const id = await addWork(owner, 'Blue hour');
    const before = await exportPdf(owner, 'workList', [id], TITLE);
    expect(imageCount(before)).toBe(0);
    expect(readPdf(before).text).toMatch(/^\s*Archive\b/m);

    await setLogo(owner);
    for (const type of ['workList', 'priceList', 'certificate', 'dataSheet']) {
      const pdf = await exportPdf(owner, type, [id], TITLE);
      expect(imageCount(pdf), type).toBe(1);
      const { text } = readPdf(pdf);
      expect(text, type).toContain('Galerie Blau');
      expect(text, type).not.toMatch(/^\s*Archive\b/m);
    }
  });

  it('prints the ID people see on storage labels; the QR code keeps the address', async () => {
    const owner = await newOwner(app().app);
    const ids = [await addWork(owner, 'One'), await addWork(owner, 'Two')];
    const listed = await app().app.inject({
      method: 'GET',
      url: '/v1/artworks',
      headers: bearer(owner.token),
    });
    const numbers = listed
      .json<{ artworks: { id: string; archiveArtworkNumber: number }[] }>()
      .artworks.filter((artwork) => ids.includes(artwork.id))
      .map((artwork) => artwork.archiveArtworkNumber);
    expect(numbers).toHaveLength(2);
    const { text } = readPdf(
      await exportPdf(owner, 'storageLabels', ids, { labelSize: 'regular' }),
    );
    for (const number of numbers) expect(text).toContain(`ID ${String(number)}`);
    for (const id of ids) expect(text).not.toContain(`ID ${id.slice(0, 8)}`);
  });
});
