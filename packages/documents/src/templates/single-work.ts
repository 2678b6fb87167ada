import { ARTWORK_STATUS_LABELS } from '@archive/domain/artworks/artwork-status';
import type { DocumentInput, DocumentWork } from '../document-input';
import { formatPrice } from '../format/money-format';
import { formatBox, formatDimensions, workHeading } from '../format/work-format';
import {
  drawHeading,
  drawParagraph,
  drawSection,
  drawSignatures,
  SIGNATURES_HEIGHT,
} from '../pdf/blocks';
import { drawLetterhead, drawTitle } from '../pdf/page-frame';
import {
  contentWidth,
  drawImage,
  ensureSpace,
  FONT,
  FONT_BOLD,
  type Pdf,
} from '../pdf/pdf-document';
import { CERTIFICATE_STATEMENT } from './agreement-texts';

function drawLargeImage(doc: Pdf, work: DocumentWork, height: number): void {
  const left = doc.page.margins.left;
  if (drawImage(doc, work.image, left, doc.y, { width: contentWidth(doc), height })) {
    doc.y += height + 12;
  }
}

function field(label: string, value: string): string {
  return value.trim() === '' ? '' : `${label}: ${value}`;
}

/** Every field of the work, for the data sheet. */
function fullDetails(work: DocumentWork, input: DocumentInput): string[] {
  const { options } = input;
  const status = work.status === null ? '' : ARTWORK_STATUS_LABELS[work.status];
  return [
    field('Artist', work.artist),
    field('Title', work.title),
    field('Year', work.year),
    field('Series', work.seriesTitle),
    field('Technique', work.technique),
    field('Dimensions', formatDimensions(work.dimensions)),
    work.isFramed
      ? field(
          'Frame',
          [work.frame.typeOfFrame, formatBox(work.frame.dimensions)]
            .filter((p) => p !== '')
            .join(', '),
        )
      : '',
    field('Edition', work.edition),
    field('Status', status),
    options.showPrice === true ? field('Price', formatPrice(work.price)) : '',
    options.showLocation === true
      ? field('Location', [work.location, work.position].filter((p) => p !== '').join(', '))
      : '',
    options.showCurrentOwner === true ? field('Current owner', work.currentOwner) : '',
    field('Photo ©', work.photoCopyrightOwner),
  ].filter((line) => line !== '');
}

/**
 * Certificate of authenticity: one page per work. The image large when there is one; the
 * record set larger and lower when there is none; the signature lines at the foot of the page
 * either way, so the page looks finished.
 */
export function drawCertificates(
  doc: Pdf,
  input: DocumentInput,
  works: DocumentWork[],
  title: string,
): void {
  works.forEach((work, index) => {
    if (index > 0) doc.addPage();
    drawLetterhead(doc, input);
    drawTitle(doc, title);
    const hasImage = work.image !== null;
    if (hasImage) drawLargeImage(doc, work, 300);
    else doc.moveDown(4);
    doc
      .font(FONT_BOLD)
      .fontSize(hasImage ? 12 : 16)
      .text(workHeading(work), { width: contentWidth(doc) });
    doc.moveDown(0.3);
    doc
      .font(FONT)
      .fontSize(hasImage ? 10 : 12)
      .text(
        [work.technique, formatDimensions(work.dimensions), field('Edition', work.edition)]
          .filter((l) => l !== '')
          .join('\n'),
      );
    doc.moveDown(hasImage ? 1 : 2);
    drawParagraph(doc, CERTIFICATE_STATEMENT);
    drawSection(doc, 'Notes', input.options.docText);
    // The signatures stand at the foot of the page, where a signed certificate has them.
    const foot = doc.page.height - doc.page.margins.bottom - SIGNATURES_HEIGHT;
    if (doc.y < foot) doc.y = foot;
    drawSignatures(doc, [input.organisation.name === '' ? 'Issued by' : input.organisation.name]);
  });
}

export function drawDataSheet(doc: Pdf, input: DocumentInput, work: DocumentWork): void {
  drawLargeImage(doc, work, 320);
  drawHeading(doc, workHeading(work));
  drawParagraph(doc, fullDetails(work, input).join('\n'));
  drawSection(doc, 'Description', work.workDescription);
}

export function drawInstallationManual(doc: Pdf, input: DocumentInput, work: DocumentWork): void {
  drawLargeImage(doc, work, 260);
  drawHeading(doc, workHeading(work));
  drawParagraph(
    doc,
    [work.technique, formatDimensions(work.dimensions), field('Location', work.location)]
      .filter((l) => l !== '')
      .join('\n'),
  );
  drawSection(
    doc,
    'Installation instructions',
    work.installationInstructions === ''
      ? 'No installation instructions recorded.'
      : work.installationInstructions,
  );
  const crates = [...work.packaging.crates].sort((a, b) => a.openingOrder - b.openingOrder);
  // A section without content is left out.
  if (crates.length > 0) drawHeading(doc, 'Packaging');
  for (const crate of crates) {
    ensureSpace(doc, 20);
    drawParagraph(
      doc,
      `Crate ${String(crate.openingOrder)} (open in this order): ${[crate.packagingType, formatBox(crate.dimensions)].filter((p) => p !== '').join(', ')}`,
    );
  }
  drawSection(doc, 'Packing instructions', work.packaging.instructions);
  drawSection(doc, 'Notes', input.options.docText);
}
