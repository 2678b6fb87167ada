import { randomUUID } from 'node:crypto';
import type { Artwork } from '@archive/domain/artworks/artwork.schema';
import type { Contact } from '@archive/domain/contacts/contact.schema';
import type {
  ArchiveExportResponse,
  ArchiveSummary,
} from '@archive/domain/exports/archive-export.schema';
import { EXPORT_MESSAGES } from '@archive/domain/exports/export.messages';
import type { ExportResponse } from '@archive/domain/exports/export-options.schema';
import type { HistoryEntry } from '@archive/domain/sync/history.schema';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, expectError } from '../../test/api';
import { seedArchive, smallPng, type SeededArchive } from '../../test/archive-seed';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { readZip } from '../../test/read-zip';
import { createContact } from '../../test/sync-api';

/**
 * Issue 34: the whole archive as a ZIP streamed from a one-hour address, and contacts as CSV
 * or vCard; on PGlite and, with DATABASE_URL, on PostgreSQL.
 */

let t: TestApp;
let owner: SeededArchive;
let other: SeededArchive;

beforeAll(async () => {
  t = await buildTestApp();
  const png = await smallPng();
  owner = await seedArchive(t.app, png);
  other = await seedArchive(t.app, png);
}, 120_000);

afterAll(async () => {
  await t.close();
});

function post(token: string, url: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
}

async function archiveOf(token: string): Promise<Map<string, Buffer>> {
  const link = await post(token, '/v1/exports/archive', {});
  expect(link.statusCode, link.body).toBe(200);
  const answer = link.json<ArchiveExportResponse>();
  expect(answer.data.fileName).toMatch(/^archive-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await t.app.inject({ method: 'GET', url: answer.path });
  expect(zip.statusCode, zip.body.slice(0, 300)).toBe(200);
  expect(zip.headers['content-type']).toBe('application/zip');
  expect(String(zip.headers['content-disposition'])).toContain(answer.data.fileName);
  return readZip(zip.rawPayload);
}

interface ArchiveJson {
  formatVersion: number;
  user: { email: string; organisation: { name: string }; session?: unknown };
  collections: { id: string }[];
  artworks: (Artwork & { history: HistoryEntry[] })[];
  contacts: (Contact & { history: HistoryEntry[] })[];
  shareRecords: { sentRecords: { id: string }[] };
}

describe('the whole archive', () => {
  it('says what it holds and about how large it is', async () => {
    const summary = await t.app.inject({
      method: 'GET',
      url: '/v1/exports/archive',
      headers: bearer(owner.token),
    });
    expect(summary.statusCode, summary.body).toBe(200);
    const figures = summary.json<ArchiveSummary>();
    expect(figures).toMatchObject({ artworks: 1, contacts: 1, images: 2 });
    expect(figures.estimatedBytes).toBeGreaterThan(1000);
  });

  it('is a ZIP of every record, with history, and every original byte for byte; only the caller’s', async () => {
    const entries = await archiveOf(owner.token);
    const names = [...entries.keys()];
    expect(names.slice(0, 5)).toEqual([
      'README.txt',
      'archive.json',
      'artworks.csv',
      'contacts.csv',
      'contacts.vcf',
    ]);
    expect(entries.get('README.txt')?.toString()).toContain('Format version 1');

    const json = JSON.parse(entries.get('archive.json')?.toString() ?? '') as ArchiveJson;
    expect(json.formatVersion).toBe(1);
    expect(json.user.email).toBe(owner.email);
    expect(json.user.organisation.name).toBe('Studio Ada');
    expect(json.user.session).toBeUndefined();
    expect(json.collections.map((c) => c.id)).toEqual([owner.collectionId]);
    expect(json.artworks.map((work) => work.id)).toEqual([owner.artworkId]);
    // The seed edited the work: what the edit replaced is in its history.
    expect(json.artworks[0]?.history.length).toBeGreaterThan(0);
    expect(json.contacts.map((contact) => contact.id)).toEqual([owner.contactId]);
    expect(json.contacts[0]?.history.length).toBeGreaterThan(0);
    expect(json.shareRecords.sentRecords.map((record) => record.id)).toEqual([
      owner.shareRecord.id,
    ]);

    const text = [...entries.values()].map((bytes) => bytes.toString('latin1')).join('\n');
    for (const id of [
      other.artworkId,
      other.contactId,
      other.email,
      owner.deleted.artworkId,
      owner.deleted.contactId,
    ]) {
      expect(text).not.toContain(id);
    }

    const csv = parse<Record<string, string>>(
      entries
        .get('artworks.csv')
        ?.toString()
        .replace(/^\uFEFF/, '') ?? '',
      { columns: true },
    );
    expect(csv.map((row) => row.record_id)).toEqual([owner.artworkId]);
    const contactsCsv = entries.get('contacts.csv')?.toString() ?? '';
    expect(contactsCsv).toContain(owner.contactId);
    const vcf = entries.get('contacts.vcf')?.toString() ?? '';
    expect(vcf).toMatch(/^BEGIN:VCARD\r\nVERSION:4\.0\r\n/);
    expect(vcf).toContain(`UID:urn:uuid:${owner.contactId}`);
    expect(vcf).toContain('PHOTO:data:image/jpeg;base64,');

    // Every original, under its record's folder, byte for byte.
    for (const [recordId, key] of [
      [owner.artworkId, owner.artworkImage.key],
      [owner.contactId, owner.contactImage.key],
    ] as const) {
      const inZip = names.filter((name) => name.startsWith(`images/${recordId}/`));
      expect(inZip).toHaveLength(1);
      const stored = await t.app.storage.getObject(key);
      expect(stored).not.toBeNull();
      expect(entries.get(inZip[0] ?? '')?.equals(Buffer.from(stored?.bytes ?? []))).toBe(true);
    }
  });

  it('refuses a tampered or unknown address and one over an hour old with 403', async () => {
    const link = await post(owner.token, '/v1/exports/archive', {});
    const path = link.json<ArchiveExportResponse>().path;
    const token = path.slice(path.lastIndexOf('/') + 1);
    const tampered = `${path.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const url of [tampered, `${path}x`, '/v1/exports/archive/download/nothing']) {
      expectError(await t.app.inject({ method: 'GET', url }), 403, {
        code: 'FORBIDDEN',
        message: EXPORT_MESSAGES.downloadInvalid,
      });
    }
    t.advance(60 * 60 * 1000 + 1000);
    expectError(await t.app.inject({ method: 'GET', url: path }), 403, {
      code: 'FORBIDDEN',
      message: EXPORT_MESSAGES.archiveDownloadExpired,
    });
  });

  it('needs a signed-in caller to make an address', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/exports/archive', payload: {} })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/v1/exports/archive' })).statusCode).toBe(
      401,
    );
  });
});

describe('contacts as CSV and vCard', () => {
  async function downloaded(token: string, payload: Record<string, unknown>) {
    const answer = await post(token, '/v1/exports/contacts', payload);
    expect(answer.statusCode, answer.body).toBe(200);
    const exported = answer.json<ExportResponse>();
    const file = await t.app.inject({ method: 'GET', url: exported.path });
    expect(file.statusCode).toBe(200);
    return { exported, file };
  }

  it('downloads all contacts, or the chosen ones, as CSV or vCard', async () => {
    const second = randomUUID();
    const created = await createContact(t.app, owner.token, {
      id: second,
      firstName: 'Bruno',
      lastName: 'Second',
      organisation: 'Kunsthalle, Nord',
    });
    expect(created.statusCode, created.body).toBe(200);

    const all = await downloaded(owner.token, { format: 'csv' });
    expect(all.exported.data).toMatchObject({ type: 'contacts-csv', pages: null });
    expect(all.exported.data.fileName).toMatch(/^contacts-.*\.csv$/);
    expect(all.file.headers['content-type']).toMatch(/^text\/csv/);
    const rows = parse<Record<string, string>>(all.file.body.replace(/^\uFEFF/, ''), {
      columns: true,
    });
    expect(rows.map((row) => row.record_id).sort()).toEqual([owner.contactId, second].sort());

    const chosen = await downloaded(owner.token, { format: 'vcard', contactIds: [second] });
    expect(chosen.exported.data.fileName).toMatch(/\.vcf$/);
    expect(chosen.file.headers['content-type']).toMatch(/^text\/vcard/);
    const cards = chosen.file.body.match(/BEGIN:VCARD/g) ?? [];
    expect(cards).toHaveLength(1);
    expect(chosen.file.body).toContain('FN:Bruno Second');
    expect(chosen.file.body).toContain('ORG:Kunsthalle\\, Nord');
  });

  it('answers 404 for another user’s contact and 400 for an unknown format, and changes nothing', async () => {
    expectError(
      await post(other.token, '/v1/exports/contacts', {
        format: 'vcard',
        contactIds: [owner.contactId],
      }),
      404,
      { code: 'NOT_FOUND' },
    );
    expect((await post(owner.token, '/v1/exports/contacts', { format: 'xml' })).statusCode).toBe(
      400,
    );
    expect(
      (await post(owner.token, '/v1/exports/contacts', { format: 'csv', contactIds: [] }))
        .statusCode,
    ).toBe(400);
  });
});
