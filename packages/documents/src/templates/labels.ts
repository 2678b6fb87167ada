import { formatArtworkId } from '@archive/domain/artworks/artwork-list-format';
import {
  STORAGE_LABEL_FORMATS,
  WALL_LABEL_FORMATS,
  type LabelFormat,
} from '@archive/domain/exports/export-documents';
import type { DocumentInput, DocumentWork } from '../document-input';
import { formatPrice } from '../format/money-format';
import { formatDimensions } from '../format/work-format';
import { drawQrCode } from '../pdf/qr-code';
import { A4, FONT, FONT_BOLD, MM, type Pdf } from '../pdf/pdf-document';

export function labelFormat(input: DocumentInput): LabelFormat {
  const size = input.options.labelSize ?? 'regular';
  if (input.type === 'storageLabels') {
    return size in STORAGE_LABEL_FORMATS
      ? STORAGE_LABEL_FORMATS[size as keyof typeof STORAGE_LABEL_FORMATS]
      : STORAGE_LABEL_FORMATS.regular;
  }
  return size in WALL_LABEL_FORMATS
    ? WALL_LABEL_FORMATS[size as keyof typeof WALL_LABEL_FORMATS]
    : WALL_LABEL_FORMATS.regular;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The boxes of one sheet: the grid centred on A4, labels edge to edge (as label sheets are cut). */
export function labelBoxes(format: LabelFormat): Box[] {
  const width = format.widthMm * MM;
  const height = format.heightMm * MM;
  const left = (A4.width - width * format.columns) / 2;
  const top = (A4.height - height * format.rows) / 2;
  const boxes: Box[] = [];
  for (let row = 0; row < format.rows; row += 1) {
    for (let column = 0; column < format.columns; column += 1) {
      boxes.push({ x: left + column * width, y: top + row * height, width, height });
    }
  }
  return boxes;
}

function drawStorageLabel(doc: Pdf, work: DocumentWork, box: Box, input: DocumentInput): void {
  const pad = 4 * MM;
  const qr = Math.min(box.height - 2 * pad, 26 * MM);
  drawQrCode(doc, input.workUrl(work.id), box.x + box.width - pad - qr, box.y + pad, qr);
  const width = box.width - 3 * pad - qr;
  const small = box.height < 50 * MM;
  doc
    .font(FONT_BOLD)
    .fontSize(small ? 8 : 10)
    .text(work.artist, box.x + pad, box.y + pad, {
      width,
      height: box.height - 2 * pad,
      ellipsis: true,
    });
  doc.font(FONT).fontSize(small ? 7 : 9);
  const lines = [
    [work.title === '' ? 'Untitled' : work.title, work.year].filter((p) => p !== '').join(', '),
    formatDimensions(work.dimensions),
    [work.location, work.position].filter((p) => p !== '').join(', '),
    `ID ${formatArtworkId(work.archiveArtworkNumber)}`,
  ].filter((line) => line !== '');
  doc.text(lines.join('\n'), box.x + pad, doc.y, {
    width,
    height: box.y + box.height - pad - doc.y,
    ellipsis: true,
  });
}

function drawWallLabel(doc: Pdf, work: DocumentWork, box: Box, input: DocumentInput): void {
  const pad = 8 * MM;
  const qr = 16 * MM;
  const width = box.width - 2 * pad;
  doc
    .font(FONT_BOLD)
    .fontSize(12)
    .text(work.artist, box.x + pad, box.y + pad, { width });
  doc
    .font(FONT)
    .fontSize(11)
    .text(
      [work.title === '' ? 'Untitled' : work.title, work.year].filter((p) => p !== '').join(', '),
      { width },
    );
  doc.fontSize(9);
  const lines = [
    work.technique,
    formatDimensions(work.dimensions),
    work.edition === '' ? '' : `Edition ${work.edition}`,
    input.options.showPrice === true ? formatPrice(work.price) : '',
  ].filter((line) => line !== '');
  doc.text(lines.join('\n'), {
    width,
    height: box.y + box.height - pad - qr - doc.y,
    ellipsis: true,
  });
  drawQrCode(
    doc,
    input.workUrl(work.id),
    box.x + box.width - pad - qr,
    box.y + box.height - pad - qr,
    qr,
  );
}

function drawCutMarks(doc: Pdf, box: Box): void {
  doc.save();
  doc
    .rect(box.x, box.y, box.width, box.height)
    .lineWidth(0.25)
    .dash(3, { space: 3 })
    .strokeColor('#999999')
    .stroke();
  doc.undash();
  doc.restore();
}

/** Label sheets: as many labels per A4 as the size gives, one work per label. */
export function drawLabels(doc: Pdf, input: DocumentInput, works: DocumentWork[]): void {
  const boxes = labelBoxes(labelFormat(input));
  works.forEach((work, index) => {
    const slot = index % boxes.length;
    if (index > 0 && slot === 0) doc.addPage();
    const box = boxes[slot];
    if (box === undefined) return;
    // Labels are placed exactly; text must never push pdfkit onto a new page.
    doc.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };
    if (input.options.printGuidelines === true) drawCutMarks(doc, box);
    if (input.type === 'storageLabels') drawStorageLabel(doc, work, box, input);
    else drawWallLabel(doc, work, box, input);
  });
}
