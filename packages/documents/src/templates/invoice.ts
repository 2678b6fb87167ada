import {
  DEFAULT_PAYMENT_DAYS,
  defaultPaymentNote,
  paymentDaysIn,
} from '@archive/domain/exports/invoice-terms';
import type { DocumentInput, DocumentWork } from '../document-input';
import { formatPrice } from '../format/money-format';
import { formatDate } from '../format/work-format';
import { addressLines, basicWorkLines, drawParagraph, drawSection } from '../pdf/blocks';
import { contentWidth, FONT, FONT_BOLD, type Pdf } from '../pdf/pdf-document';
import { CAPTION_GREY as GREY, drawWorkTable, TABLE_PAD as PAD } from '../pdf/work-table';

const DAY_MS = 24 * 60 * 60 * 1000;

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
  const blocks = [
    { heading: 'From', lines: seller },
    { heading: 'Invoice to', lines: buyer },
  ];
  blocks.forEach(({ heading, lines }, index) => {
    if (lines.length === 0) return;
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
      .text(lines.join('\n'), x, doc.y + 2, { width: half - PAD });
    bottom = Math.max(bottom, doc.y);
  });
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
  drawWorkTable(doc, works, {
    detailsHeading: 'Technique and dimensions',
    details: basicWorkLines,
    amount: { heading: 'Price', of: (work) => formatPrice(work.price) },
  });
  drawSums();
  drawSection(doc, 'Bank details', options.bankDetails);
  drawSection(doc, 'Payment conditions', options.paymentConditions);
  if (stated === null) {
    drawParagraph(doc, defaultPaymentNote(DEFAULT_PAYMENT_DAYS));
  }
  drawSection(doc, 'Remarks', options.remarks);
}
