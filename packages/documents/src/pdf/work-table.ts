import type { DocumentWork } from '../document-input';
import { contentWidth, drawImage, FONT, FONT_BOLD, type Pdf } from './pdf-document';

const THUMB = 36;
/** The space around a table's cells, and the grey of its captions (the invoice's too). */
export const TABLE_PAD = 6;
export const CAPTION_GREY = '#666666';
const PAD = TABLE_PAD;
const GREY = CAPTION_GREY;
const RULE = '#cccccc';

/** What a document's table prints of each work beside its name. */
export interface WorkTable {
  /** The middle column's heading and lines (technique, dimensions, crates…). */
  detailsHeading: string;
  details: (work: DocumentWork) => string[];
  /** The right-hand column (a price, an insurance value), when the document has one. */
  amount?: { heading: string; of: (work: DocumentWork) => string };
}

interface Cell {
  x: number;
  width: number;
}

interface Columns {
  left: number;
  work: Cell;
  details: Cell;
  amount: Cell | null;
}

function columnsOf(doc: Pdf, withAmount: boolean): Columns {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const amountWidth = withAmount ? 110 : 0;
  const workX = left + THUMB + PAD * 2;
  const textWidth = width - THUMB - PAD * 2 - amountWidth;
  return {
    left,
    work: { x: workX, width: textWidth * 0.45 - PAD },
    details: { x: workX + textWidth * 0.45, width: textWidth * 0.55 - PAD },
    amount: withAmount ? { x: left + width - amountWidth, width: amountWidth } : null,
  };
}

function rule(doc: Pdf, y: number): void {
  const left = doc.page.margins.left;
  doc
    .moveTo(left, y)
    .lineTo(left + contentWidth(doc), y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.strokeColor('black');
}

function drawHeaderRow(doc: Pdf, table: WorkTable, columns: Columns): void {
  const y = doc.y;
  doc.font(FONT_BOLD).fontSize(8).fillColor(GREY);
  doc.text('Work', columns.work.x, y, { width: columns.work.width, lineBreak: false });
  doc.text(table.detailsHeading, columns.details.x, y, {
    width: columns.details.width,
    lineBreak: false,
  });
  if (columns.amount && table.amount) {
    doc.text(table.amount.heading, columns.amount.x, y, {
      width: columns.amount.width,
      align: 'right',
      lineBreak: false,
    });
  }
  doc.fillColor('black');
  rule(doc, y + 13);
  doc.y = y + 19;
}

/** One row: thumbnail where the work has an image, the work's name, its details, its amount. */
function drawRow(doc: Pdf, work: DocumentWork, table: WorkTable, columns: Columns): void {
  const title = work.title === '' ? 'Untitled' : work.title;
  const named = [title, work.year].filter((part) => part !== '').join(', ');
  const details = table.details(work).join('\n');
  doc.font(FONT_BOLD).fontSize(9);
  const artistHeight = work.artist === '' ? 0 : doc.heightOfString(work.artist, columns.work);
  doc.font(FONT).fontSize(9);
  const height = Math.max(
    work.image === null ? 0 : THUMB,
    artistHeight + doc.heightOfString(named, columns.work),
    doc.heightOfString(details, columns.details),
  );
  if (doc.y + height + PAD * 2 > doc.page.height - doc.page.margins.bottom) {
    doc.addPage();
    drawHeaderRow(doc, table, columns);
  }
  const top = doc.y;
  if (work.image !== null) {
    drawImage(doc, work.image, columns.left, top, { width: THUMB, height: THUMB });
  }
  if (work.artist !== '') {
    doc.font(FONT_BOLD).fontSize(9).text(work.artist, columns.work.x, top, columns.work);
  }
  doc
    .font(FONT)
    .fontSize(9)
    .text(named, columns.work.x, top + artistHeight, columns.work);
  doc.text(details, columns.details.x, top, columns.details);
  if (columns.amount && table.amount) {
    doc.text(table.amount.of(work), columns.amount.x, top, { ...columns.amount, align: 'right' });
  }
  rule(doc, top + height + PAD);
  doc.x = columns.left;
  doc.y = top + height + PAD * 2;
}

/**
 * The works as a table a person scans: a header row (repeated on each new page), then one
 * row per work. The thumbnail's column is kept for every row, so names line up; a work
 * without an image leaves it blank rather than drawing an empty box.
 */
export function drawWorkTable(doc: Pdf, works: readonly DocumentWork[], table: WorkTable): void {
  const columns = columnsOf(doc, table.amount !== undefined);
  if (doc.y + 60 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  drawHeaderRow(doc, table, columns);
  for (const work of works) drawRow(doc, work, table, columns);
  doc.moveDown(0.5);
}
