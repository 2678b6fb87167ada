import type { DocumentInput } from '../document-input';
import { formatDate } from '../format/work-format';
import { contentWidth, drawImage, FONT, FONT_BOLD, FOOTER_HEIGHT, type Pdf } from './pdf-document';

const LOGO = { width: 120, height: 40 };
/** The product's mark, only when no organisation is set (no logo, no name). */
const PRODUCT_MARK = 'Archive';

/**
 * The letterhead at the top of the first page (white-label): the organisation's logo, else its
 * name set as the heading, else the product's mark; beside it the address, VAT number and
 * website, with the name too when the logo stands in for it.
 */
export function drawLetterhead(doc: Pdf, input: DocumentInput): void {
  const { organisation } = input;
  const left = doc.page.margins.left;
  const top = doc.y;
  const right = doc.page.width - doc.page.margins.right;
  const blockWidth = 220;
  const hasLogo = drawImage(doc, organisation.logo, left, top, LOGO);
  const nameAsHeading = !hasLogo && organisation.name.trim() !== '';
  let headingBottom = top + LOGO.height;
  if (!hasLogo) {
    doc
      .font(FONT_BOLD)
      .fontSize(nameAsHeading ? 15 : 16)
      .fillColor('#222222')
      .text(nameAsHeading ? organisation.name : PRODUCT_MARK, left, top + 6, {
        width: contentWidth(doc) - blockWidth - 16,
      });
    headingBottom = Math.max(headingBottom, doc.y);
  }
  const lines = [nameAsHeading ? '' : organisation.name, ...organisation.addressLines];
  if (organisation.vatNumber !== '') lines.push(`VAT ${organisation.vatNumber}`);
  if (organisation.websiteUrl !== '') lines.push(organisation.websiteUrl);
  doc.font(FONT).fontSize(8).fillColor('#444444');
  doc.text(lines.filter((line) => line !== '').join('\n'), right - blockWidth, top, {
    width: blockWidth,
    align: 'right',
  });
  doc.fillColor('black');
  doc.x = left;
  doc.y = Math.max(doc.y, headingBottom) + 18;
}

/** The document's title under the letterhead. */
export function drawTitle(doc: Pdf, title: string): void {
  doc
    .font(FONT_BOLD)
    .fontSize(18)
    .text(title, { width: contentWidth(doc) });
  doc.moveDown(0.6);
  doc.font(FONT).fontSize(10);
}

/** The date and `Page n of m` at the foot of every page, drawn once all pages exist. */
export function drawPageFooters(doc: Pdf, input: DocumentInput, title: string): void {
  const range = doc.bufferedPageRange();
  const date = formatDate(input.date);
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    // Writing inside the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - bottom + FOOTER_HEIGHT / 2;
    const left = doc.page.margins.left;
    const width = contentWidth(doc);
    doc.font(FONT).fontSize(7).fillColor('#666666');
    doc.text(`${input.organisation.name} · ${title} · ${date}`, left, y, {
      width,
      align: 'left',
      lineBreak: false,
    });
    doc.text(`Page ${String(index + 1)} of ${String(range.count)}`, left, y, {
      width,
      align: 'right',
      lineBreak: false,
    });
    doc.fillColor('black');
    doc.page.margins.bottom = bottom;
  }
}
