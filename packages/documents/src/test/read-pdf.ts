import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The PDF as a file poppler's tools can read. */
function pdfFile(bytes: Uint8Array): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'archive-pdf-')), 'document.pdf');
  writeFileSync(file, bytes);
  return file;
}

/** Reads a PDF back as poppler does for a user: its text and its page facts. */
export function readPdf(bytes: Uint8Array): { text: string; pages: number; pageSize: string } {
  const file = pdfFile(bytes);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  const pageSize = /^Page size:\s+(.+)$/m.exec(info)?.[1] ?? '';
  return { text, pages, pageSize };
}

/** How many images the PDF draws (pdfimages): a logo, a thumbnail, a certificate's image. */
export function imageCount(bytes: Uint8Array): number {
  const file = pdfFile(bytes);
  const list = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
  // Two header lines, then one line per image.
  return list.trim().split('\n').length - 2;
}

/** Where on its page (0 top, 1 bottom) each occurrence of `word` is drawn, page by page. */
export function wordPlaces(bytes: Uint8Array, word: string): { page: number; top: number }[] {
  const file = pdfFile(bytes);
  const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
  const places: { page: number; top: number }[] = [];
  let page = -1;
  let height = 1;
  for (const match of html.matchAll(
    /<page width="[\d.]+" height="([\d.]+)">|<word xMin="[\d.]+" yMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g,
  )) {
    if (match[1] !== undefined) {
      page += 1;
      height = Number(match[1]);
    } else if (match[3] === word) {
      places.push({ page, top: Number(match[2]) / height });
    }
  }
  return places;
}
