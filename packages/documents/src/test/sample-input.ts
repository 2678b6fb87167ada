import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ExportDocumentType } from '@archive/domain/exports/export-documents';
import type { ExportOptions } from '@archive/domain/exports/export-options.schema';
import { emptyArtworkValues } from '@archive/domain/artworks/artwork.schema';
import type { DocumentFonts, DocumentInput, DocumentWork } from '../document-input';

const require = createRequire(import.meta.url);

/** DejaVu Sans from its npm package, as the server loads it. */
export function loadFonts(): DocumentFonts {
  const folder = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  return {
    regular: readFileSync(path.join(folder, 'DejaVuSans.ttf')),
    bold: readFileSync(path.join(folder, 'DejaVuSans-Bold.ttf')),
  };
}

export function sampleWork(overrides: Partial<DocumentWork> & { id: string }): DocumentWork {
  const values = emptyArtworkValues();
  return {
    ...values,
    archiveArtworkNumber: null,
    artist: 'Anna Ågren',
    status: 'available',
    image: null,
    ...overrides,
  };
}

export function sampleInput(
  type: ExportDocumentType,
  works: DocumentWork[],
  options: ExportOptions,
): DocumentInput {
  return {
    type,
    works,
    options,
    organisation: {
      name: 'Galerie Örn',
      addressLines: ['Keizersgracht 1', '1015 AA Amsterdam', 'Netherlands'],
      vatNumber: 'NL123',
      websiteUrl: '',
      logo: null,
    },
    fonts: loadFonts(),
    date: new Date('2026-11-24T12:00:00Z'),
    invoiceNumber: type === 'invoice' ? '0001' : null,
    workUrl: (id) => `https://archive.test/artworks/${id}`,
  };
}
