import type { DocumentInput, DocumentWork } from '../document-input';
import { formatPrice } from '../format/money-format';
import { formatDate, formatDimensions } from '../format/work-format';
import { addressLines, drawParagraph, drawSection } from '../pdf/blocks';
import {
  contentWidth,
  drawImage,
  ensureSpace,
  FONT,
  FONT_BOLD,
  type Pdf,
} from '../pdf/pdf-document';

/** Days to pay when the payment conditions name none; the invoice then says so. */
export const DEFAULT_PAYMENT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The days to pay the payment conditions give ("within 14 days", "30 calendar days net"), or
 * null when they name none. Working days are not counted here: the default applies.
 */
export function paymentDaysIn(conditions: string | undefined): number | null {
  const match = /(\d{1,3})\s*(?:calendar\s+)?days?\b/i.exec(conditions ?? '');
  if (!match) return null;
  const days = Number(match[1]);
  return days <= 365 ? days : null;
}

const THUMB = 36;
const PAD = 6;
const GREY = '#666666';
const RULE = '#cccccc';

interface Columns {
  left: number;
  work: { x: number; width: number };
  details: { x: number; width: number };
  price: { x: number; width: number };
}

function columns(doc: Pdf): Columns {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const priceWidth = 110;
  const workX = left + THUMB + PAD * 2;
  const workWidth = (width - THUMB - PAD * 2 - priceWidth) * 0.5;
  return {
    left,
    work: { x: workX, width: workWidth - PAD },
    details: { x: workX + workWidth, width: workWidth - PAD },
    price: { x: left + width - priceWidth, width: priceWidth },
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

/** Two blocks side by side: the seller (the organisation) and the buyer (the invoice address). */
function drawParties(doc: Pdf, input: DocumentInput): void {
  const { organisation } = input;
  const left = doc.page.margins.left;
  const half = contentWidth(doc) / 2;
  const seller = [
    organisation.name,
    ...organisation.addressLines,
    organisation.vatNumber === '' ? '' : `VAT ${organisation.vatNumber}`,
  ].filter((line) => line.trim() !== '');
  const buyer = addressLines(input.options.invoiceAddress);
  const top = doc.y;
  let bottom = top;
  for (const [index, [heading, lines]] of [
    ['From', seller],
    ['Invoice to', buyer],
  ].entries() as IterableIterator<[number, [string, string[]]]>) {
    if (lines.length === 0) continue;
    const x = left + index * half;
    doc
      .font(FONT_BOLD)
      .fontSize(8)
      .fillColor(GREY)
      .text(heading, x, top, { width: half - PAD });
    doc
      .font(FONT)
      .fontSize(9)
      .fillColor('black')
      .text(lines.join('\n'), x, doc.y + 2, {
        width: half - PAD,
      });
    bottom = Math.max(bottom, doc.y);
  }
  doc.x = left;
  doc.y = bottom + 12;
}

/** The invoice's number, its date and when it is due. */
function drawFacts(doc: Pdf, input: DocumentInput, days: number): void {
  const due = new Date(input.date.getTime() + days * DAY_MS);
  doc.font(FONT).fontSize(9).fillColor('black');
  doc.text(
    [
      `Invoice number: ${input.invoiceNumber ?? ''}`,
      `Invoice date: ${formatDate(input.date)}`,
      `Due date: ${formatDate(due)}`,
    ].join('\n'),
    doc.page.margins.left,
    doc.y,
    { width: contentWidth(doc) },
  );
  doc.moveDown(1);
}

function drawHeaderRow(doc: Pdf, cols: Columns): void {
  const y = doc.y;
  doc.font(FONT_BOLD).fontSize(8).fillColor(GREY);
  doc.text('Work', cols.work.x, y, { width: cols.work.width, lineBreak: false });
  doc.text('Technique and dimensions', cols.details.x, y, {
    width: cols.details.width,
    lineBreak: false,
  });
  doc.text('Price', cols.price.x, y, { width: cols.price.width, align: 'right', lineBreak: false });
  doc.fillColor('black');
  rule(doc, y + 13);
  doc.y = y + 19;
}

/** One invoice line: thumbnail where the work has an image, the work, its details, its price. */
function drawLine(doc: Pdf, work: DocumentWork, cols: Columns): void {
  const title = work.title === '' ? 'Untitled' : work.title;
  const named = [title, work.year].filter((part) => part !== '').join(', ');
  const details = [work.technique, formatDimensions(work.dimensions), work.edition]
    .filter((line) => line !== '')
    .join('\n');
  doc.font(FONT_BOLD).fontSize(9);
  const artistHeight = work.artist === '' ? 0 : doc.heightOfString(work.artist, cols.work);
  doc.font(FONT).fontSize(9);
  const height = Math.max(
    work.image === null ? 0 : THUMB,
    artistHeight + doc.heightOfString(named, cols.work),
    doc.heightOfString(details, cols.details),
  );
  if (doc.y + height + PAD * 2 > doc.page.height - doc.page.margins.bottom) {
    doc.addPage();
    drawHeaderRow(doc, cols);
  }
  const top = doc.y;
  if (work.image !== null) {
    drawImage(doc, work.image, cols.left, top, { width: THUMB, height: THUMB });
  }
  if (work.artist !== '') {
    doc.font(FONT_BOLD).fontSize(9).text(work.artist, cols.work.x, top, cols.work);
  }
  doc
    .font(FONT)
    .fontSize(9)
    .text(named, cols.work.x, top + artistHeight, cols.work);
  doc.text(details, cols.details.x, top, cols.details);
  doc.text(formatPrice(work.price), cols.price.x, top, { ...cols.price, align: 'right' });
  rule(doc, top + height + PAD);
  doc.x = cols.left;
  doc.y = top + height + PAD * 2;
}

/**
 * The invoice: seller and buyer, its number and dates, the works as lines with their prices,
 * then the sums (`drawSums`, per currency), and the bank details and payment conditions.
 */
export function drawInvoice(
  doc: Pdf,
  input: DocumentInput,
  works: DocumentWork[],
  drawSums: () => void,
): void {
  const { options } = input;
  const stated = paymentDaysIn(options.paymentConditions);
  drawParties(doc, input);
  drawFacts(doc, input, stated ?? DEFAULT_PAYMENT_DAYS);
  const cols = columns(doc);
  ensureSpace(doc, 60);
  drawHeaderRow(doc, cols);
  for (const work of works) drawLine(doc, work, cols);
  doc.moveDown(0.5);
  drawSums();
  drawSection(doc, 'Bank details', options.bankDetails);
  drawSection(doc, 'Payment conditions', options.paymentConditions);
  if (stated === null) {
    drawParagraph(
      doc,
      `Payment is due within ${String(DEFAULT_PAYMENT_DAYS)} days of the invoice date.`,
    );
  }
  drawSection(doc, 'Remarks', options.remarks);
}
