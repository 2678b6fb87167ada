import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { DocumentFonts } from '@archive/documents/document-input';

const require = createRequire(import.meta.url);

/** DejaVu Sans from its npm package (docs/decisions/029), read once at start. */
export async function loadDocumentFonts(): Promise<DocumentFonts> {
  const folder = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  const [regular, bold] = await Promise.all([
    readFile(path.join(folder, 'DejaVuSans.ttf')),
    readFile(path.join(folder, 'DejaVuSans-Bold.ttf')),
  ]);
  return { regular, bold };
}
