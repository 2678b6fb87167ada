import type { ExportDocumentType } from '@archive/domain/exports/export-documents';
import type { DocumentInput, DocumentWork } from '../document-input';
import { formatMoney, formatPrice, toCents, totalsByCurrency } from '../format/money-format';
import { formatBox } from '../format/work-format';
import {
  basicWorkLines,
  drawAddress,
  drawAmountRows,
  drawHeading,
  drawParagraph,
  drawParty,
  drawSection,
  drawClosing,
} from '../pdf/blocks';
import type { Pdf } from '../pdf/pdf-document';
import { drawWorkTable, type WorkTable } from '../pdf/work-table';
import { CONSIGNMENT_TERMS, HANDOFF_STATEMENT, LOAN_CLAUSES } from './agreement-texts';
import { drawInvoice } from './invoice';

type ListDocumentType = Exclude<
  ExportDocumentType,
  'certificate' | 'installationManual' | 'dataSheet' | 'storageLabels' | 'wallLabels'
>;
/** The list documents that print their works as entries; the invoice prints a table. */
type TableLessType = Exclude<ListDocumentType, 'invoice'>;

export function isListDocument(type: ExportDocumentType): type is ListDocumentType {
  return ![
    'certificate',
    'installationManual',
    'dataSheet',
    'storageLabels',
    'wallLabels',
  ].includes(type);
}

function placeLines(work: DocumentWork, input: DocumentInput): string[] {
  const { options } = input;
  const lines: string[] = [];
  if (options.showLocation === true && work.location !== '') {
    lines.push(
      `Location: ${[work.location, work.position].filter((part) => part !== '').join(', ')}`,
    );
  }
  if (options.showCurrentOwner === true && work.currentOwner !== '') {
    lines.push(`Current owner: ${work.currentOwner}`);
  }
  return lines;
}

function discounted(value: number, discount: number): number {
  return toCents(value * (1 - discount / 100)) / 100;
}

function crateLines(work: DocumentWork): string[] {
  const crates = [...work.packaging.crates].sort((a, b) => a.openingOrder - b.openingOrder);
  const lines = crates.map((crate) =>
    [`Crate ${String(crate.openingOrder)}`, crate.packagingType, formatBox(crate.dimensions)]
      .filter((part) => part !== '')
      .join(' · '),
  );
  if (lines.length === 0) lines.push('No crates recorded');
  if (work.packaging.instructions !== '') lines.push(`Packing: ${work.packaging.instructions}`);
  return lines;
}

const TECHNIQUE_AND_DIMENSIONS = 'Technique and dimensions';

/** The table each list document prints its works in: the details it adds, and its amount. */
function tableOf(type: TableLessType, input: DocumentInput): WorkTable {
  const { options } = input;
  const details = (work: DocumentWork) => [...basicWorkLines(work), ...placeLines(work, input)];
  const price = { heading: 'Price', of: (work: DocumentWork) => formatPrice(work.price) };
  switch (type) {
    case 'workList':
    case 'loanAgreement':
    case 'handoff':
      return {
        detailsHeading: TECHNIQUE_AND_DIMENSIONS,
        details,
        ...(options.showPrice === true ? { amount: price } : {}),
      };
    case 'transportList':
      return {
        detailsHeading: 'Technique, dimensions and crates',
        details: (work) => [...details(work), ...crateLines(work)],
      };
    case 'insuranceList':
      return {
        detailsHeading: TECHNIQUE_AND_DIMENSIONS,
        details,
        amount: { heading: 'Insurance value', of: (work) => formatPrice(work.insuranceValue) },
      };
    case 'priceList': {
      const discount = options.discount ?? 0;
      return {
        detailsHeading: TECHNIQUE_AND_DIMENSIONS,
        details: (work) =>
          discount === 0 || work.price.value === null
            ? details(work)
            : [
                ...details(work),
                `With ${String(discount)}% discount: ${formatMoney(work.price.currency, discounted(work.price.value, discount))}`,
              ],
        amount: price,
      };
    }
    case 'consignmentAgreement':
      return { detailsHeading: TECHNIQUE_AND_DIMENSIONS, details, amount: price };
  }
}

function drawTotals(doc: Pdf, label: string, amounts: DocumentWork['price'][]): void {
  const totals = totalsByCurrency(amounts);
  if (totals.length === 0) return;
  drawAmountRows(
    doc,
    totals.map((total) => ({
      label: totals.length > 1 ? `${label} (${total.currency})` : label,
      amount: formatMoney(total.currency, total.value),
      bold: true,
    })),
  );
}

function drawInvoiceSums(doc: Pdf, input: DocumentInput, works: DocumentWork[]): void {
  const discount = input.options.discount ?? 0;
  const vat = input.options.vat ?? 0;
  drawHeading(doc, 'Amount due');
  for (const total of totalsByCurrency(works.map((work) => work.price))) {
    const subtotal = toCents(total.value);
    const discountCents = Math.round((subtotal * discount) / 100);
    const net = subtotal - discountCents;
    const vatCents = Math.round((net * vat) / 100);
    const money = (cents: number) => formatMoney(total.currency, cents / 100);
    drawAmountRows(doc, [
      { label: 'Subtotal', amount: money(subtotal) },
      ...(discount > 0
        ? [{ label: `Discount ${String(discount)}%`, amount: `- ${money(discountCents)}` }]
        : []),
      { label: `VAT ${String(vat)}%`, amount: money(vatCents) },
      { label: 'Total', amount: money(net + vatCents), bold: true },
    ]);
  }
}

function drawBefore(type: TableLessType, doc: Pdf, input: DocumentInput): void {
  const { options } = input;
  switch (type) {
    case 'transportList':
      drawAddress(doc, 'Origin', options.originAddress);
      drawAddress(doc, 'Destination', options.targetAddress);
      drawAddress(doc, 'Pickup', options.pickupAddress);
      break;
    case 'loanAgreement':
      drawParty(doc, 'Lender', options.lender);
      drawParty(doc, 'Borrower', options.borrower);
      if (options.exhibition !== undefined) {
        drawSection(
          doc,
          'Exhibition',
          [options.exhibition.title, options.exhibition.duration]
            .filter((part) => part !== '')
            .join('\n'),
        );
      }
      drawSection(doc, 'Loan duration', options.loanDuration);
      drawAddress(doc, 'Return address', options.returnAddress);
      break;
    case 'consignmentAgreement':
      drawParty(doc, 'Artist (consignor)', options.lender);
      drawParty(doc, 'Gallery (consignee)', options.borrower);
      break;
    case 'handoff':
      drawParty(doc, 'Handed over by', options.lender);
      drawParty(doc, 'Received by', options.borrower);
      break;
    case 'workList':
    case 'insuranceList':
    case 'priceList':
      break;
  }
  drawHeading(doc, `Works (${String(input.works.length)})`);
}

function drawAfter(
  type: TableLessType,
  doc: Pdf,
  input: DocumentInput,
  works: DocumentWork[],
): void {
  const { options } = input;
  switch (type) {
    case 'workList':
      if (options.showPrice === true)
        drawTotals(
          doc,
          'Total',
          works.map((work) => work.price),
        );
      break;
    case 'transportList': {
      const crates = works.reduce((sum, work) => sum + work.packaging.crates.length, 0);
      drawParagraph(doc, `Works: ${String(works.length)} · Crates: ${String(crates)}`);
      break;
    }
    case 'insuranceList':
      drawTotals(
        doc,
        'Total insurance value',
        works.map((work) => work.insuranceValue),
      );
      drawSection(doc, 'Insurance agreement', options.insuranceAgreement);
      break;
    case 'priceList': {
      drawTotals(
        doc,
        'Total',
        works.map((work) => work.price),
      );
      const discount = options.discount ?? 0;
      if (discount > 0) {
        drawTotals(
          doc,
          `Total with ${String(discount)}% discount`,
          works.map((work) => ({
            currency: work.price.currency,
            value: work.price.value === null ? null : discounted(work.price.value, discount),
          })),
        );
      }
      break;
    }
    case 'loanAgreement':
      drawSection(doc, 'Credits', options.credits);
      drawSection(doc, 'Insurance', options.insuranceAgreement);
      drawSection(doc, 'Remarks', options.remarks);
      drawHeading(doc, 'Terms');
      LOAN_CLAUSES.forEach((clause, index) => {
        const numbered = `${String(index + 1)}. ${clause}`;
        if (index < LOAN_CLAUSES.length - 1) drawParagraph(doc, numbered);
        else drawClosing(doc, numbered, ['Lender', 'Borrower']);
      });
      return;
    case 'consignmentAgreement':
      drawTotals(
        doc,
        'Total consigned value',
        works.map((work) => work.price),
      );
      drawHeading(doc, 'Terms');
      CONSIGNMENT_TERMS.forEach((term, index) => {
        drawParagraph(doc, `${String(index + 1)}. ${term}`);
      });
      drawSection(doc, 'Further conditions', options.consignmentConditions);
      drawSection(doc, 'Remarks', options.remarks);
      // The split is the last term, kept with the signatures.
      drawClosing(
        doc,
        `Split of each sale: artist ${String(options.percentageArtistSplit ?? 0)}%, gallery ${String(options.percentageGallerySplit ?? 0)}%.`,
        ['Artist', 'Gallery'],
      );
      return;
    case 'handoff':
      drawSection(doc, 'Notes', options.docText);
      drawSection(doc, 'Remarks', options.remarks);
      drawClosing(doc, HANDOFF_STATEMENT, ['Handed over by', 'Received by']);
      return;
  }
  drawSection(doc, 'Remarks', options.remarks);
}

/** The list documents: letterhead and title, the parties, the works, then sums and terms. */
export function drawListDocument(
  doc: Pdf,
  input: DocumentInput,
  works: DocumentWork[],
  type: ListDocumentType,
): void {
  if (type === 'invoice') {
    drawInvoice(doc, input, works, () => {
      drawInvoiceSums(doc, input, works);
    });
    return;
  }
  drawBefore(type, doc, input);
  drawWorkTable(doc, works, tableOf(type, input));
  drawAfter(type, doc, input, works);
}
