import PDFDocument from 'pdfkit';
import type { DocumentFonts } from '../document-input';

export type Pdf = PDFKit.PDFDocument;

export const MM = 72 / 25.4;
export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 48;
/** Room kept at the foot of every page for the date and page number. */
export const FOOTER_HEIGHT = 28;
export const FONT = 'DejaVu';
export const FONT_BOLD = 'DejaVu-Bold';

export interface OpenedPdf {
  doc: Pdf;
  /** Resolves with the whole file once `doc.end()` was called. */
  done: Promise<Uint8Array>;
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const size = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** An A4 document with the fonts embedded; pages are buffered so the frame is drawn last. */
export function openPdf(title: string, fonts: DocumentFonts, margin = MARGIN): OpenedPdf {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: margin, left: margin, right: margin, bottom: margin + FOOTER_HEIGHT },
    bufferPages: true,
    info: { Title: title, Creator: 'Archive' },
  });
  doc.registerFont(FONT, Buffer.from(fonts.regular));
  doc.registerFont(FONT_BOLD, Buffer.from(fonts.bold));
  doc.font(FONT);
  const chunks: Uint8Array[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => {
      resolve(concat(chunks));
    });
    doc.on('error', reject);
  });
  return { doc, done };
}

/** Starts a new page when less than `height` is left above the footer. */
export function ensureSpace(doc: Pdf, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/** The width between the margins. */
export function contentWidth(doc: Pdf): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

/** Draws an image if it is one pdfkit reads (JPEG, PNG); false when it is not. */
export function drawImage(
  doc: Pdf,
  image: Uint8Array | null,
  x: number,
  y: number,
  box: { width: number; height: number },
): boolean {
  if (image === null) return false;
  try {
    doc.image(Buffer.from(image), x, y, {
      fit: [box.width, box.height],
      align: 'center',
      valign: 'center',
    });
    return true;
  } catch {
    // An image pdfkit cannot read (e.g. WebP) leaves its place empty rather than failing the export.
    return false;
  }
}
