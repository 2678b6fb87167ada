import type { ExportAddress, ExportParty } from '@archive/domain/exports/export-options.schema';
import type { DocumentWork } from '../document-input';
import { formatDimensions } from '../format/work-format';
import { contentWidth, ensureSpace, FONT, FONT_BOLD, type Pdf } from './pdf-document';

/** The lines every document prints of a work: technique, dimensions, edition. */
export function basicWorkLines(work: DocumentWork): string[] {
  return [
    work.technique,
    formatDimensions(work.dimensions),
    work.edition === '' ? '' : `Edition: ${work.edition}`,
  ].filter((line) => line !== '');
}

export function drawHeading(doc: Pdf, heading: string): void {
  ensureSpace(doc, 40);
  doc.moveDown(0.4);
  doc
    .font(FONT_BOLD)
    .fontSize(11)
    .text(heading, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.2);
  doc.font(FONT).fontSize(9);
}

export function drawParagraph(doc: Pdf, text: string): void {
  if (text.trim() === '') return;
  doc.font(FONT).fontSize(9);
  ensureSpace(
    doc,
    doc.heightOfString(text, { width: contentWidth(doc) }) > 200
      ? 40
      : doc.heightOfString(text, { width: contentWidth(doc) }),
  );
  doc.text(text, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.5);
}

/** A titled block of text, skipped when there is nothing to print. */
export function drawSection(doc: Pdf, heading: string, text: string | undefined): void {
  if (text === undefined || text.trim() === '') return;
  drawHeading(doc, heading);
  drawParagraph(doc, text);
}

export function addressLines(address: ExportAddress | undefined): string[] {
  if (address === undefined) return [];
  return [
    address.addressLine1,
    [address.postalCode, address.city].filter((part) => part !== '').join(' '),
    address.region,
    address.country,
  ].filter((line) => line.trim() !== '');
}

export function drawAddress(doc: Pdf, heading: string, address: ExportAddress | undefined): void {
  const lines = addressLines(address);
  if (lines.length === 0) return;
  drawHeading(doc, heading);
  drawParagraph(doc, lines.join('\n'));
}

export function partyLines(party: ExportParty | undefined): string[] {
  if (party === undefined) return [];
  return [
    party.name,
    party.address,
    party.contactPerson === '' ? '' : `Contact: ${party.contactPerson}`,
    party.email,
    party.phone,
  ].filter((line) => line.trim() !== '');
}

export function drawParty(doc: Pdf, heading: string, party: ExportParty | undefined): void {
  const lines = partyLines(party);
  if (lines.length === 0) return;
  drawHeading(doc, heading);
  drawParagraph(doc, lines.join('\n'));
}

/** Label and amount lines, right-aligned amounts (totals, invoice sums). */
export function drawAmountRows(
  doc: Pdf,
  rows: { label: string; amount: string; bold?: boolean }[],
): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  ensureSpace(doc, rows.length * 14 + 10);
  for (const row of rows) {
    const y = doc.y;
    doc.font(row.bold === true ? FONT_BOLD : FONT).fontSize(10);
    doc.text(row.label, left, y, { width: width - 160 });
    doc.text(row.amount, left + width - 160, y, { width: 160, align: 'right' });
    doc.y = Math.max(doc.y, y + 14);
  }
  doc.font(FONT).fontSize(9);
  doc.x = left;
}

/** What the signature lines take: the space above them, the lines and their captions. */
export const SIGNATURES_HEIGHT = 96;

/** Signature lines for each party, side by side. */
export function drawSignatures(doc: Pdf, parties: string[]): void {
  ensureSpace(doc, SIGNATURES_HEIGHT);
  doc.moveDown(2);
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const each = (width - 24 * (parties.length - 1)) / parties.length;
  const y = doc.y + 36;
  parties.forEach((party, index) => {
    const x = left + index * (each + 24);
    doc
      .moveTo(x, y)
      .lineTo(x + each, y)
      .lineWidth(0.5)
      .stroke();
    doc
      .font(FONT)
      .fontSize(8)
      .text(`${party} — signature, place and date`, x, y + 4, { width: each });
  });
  doc.x = left;
  doc.y = y + 30;
}

/**
 * A document's last clause and its signature lines, kept on one page: signatures never stand
 * alone on a page of their own.
 */
export function drawClosing(doc: Pdf, lastClause: string, parties: string[]): void {
  doc.font(FONT).fontSize(9);
  const clauseHeight = doc.heightOfString(lastClause, { width: contentWidth(doc) });
  ensureSpace(doc, clauseHeight + 12 + SIGNATURES_HEIGHT);
  drawParagraph(doc, lastClause);
  drawSignatures(doc, parties);
}
