import { EXPORT_DOCUMENT_LABELS } from '@archive/domain/exports/export-documents';
import { EXPORT_MAX_PAGES } from '@archive/domain/exports/export-options.schema';
import type { DocumentInput, RenderedDocument } from './document-input';
import { sortWorks } from './format/sort-works';
import { drawLetterhead, drawPageFooters, drawTitle } from './pdf/page-frame';
import { MARGIN, openPdf } from './pdf/pdf-document';
import { drawLabels } from './templates/labels';
import { drawListDocument, isListDocument } from './templates/list-documents';
import { drawCertificates, drawDataSheet, drawInstallationManual } from './templates/single-work';

/** The title a document prints: the one asked for, else the document's name. */
export function documentTitle(input: Pick<DocumentInput, 'type' | 'options'>): string {
  const title = input.options.title?.trim() ?? '';
  return title === '' ? EXPORT_DOCUMENT_LABELS[input.type] : title;
}

/** A document would pass EXPORT_MAX_PAGES: refused rather than made without end. */
export class DocumentTooLargeError extends Error {
  constructor() {
    super(`A document is at most ${String(EXPORT_MAX_PAGES)} pages`);
    this.name = 'DocumentTooLargeError';
  }
}

/**
 * Makes one export document as PDF bytes from plain data: no I/O, so the server and the
 * browser run the same code. Throws DocumentTooLargeError as soon as a page beyond
 * `maxPages` is started (every page is held until the footers are drawn).
 */
export async function renderDocument(
  input: DocumentInput,
  maxPages = EXPORT_MAX_PAGES,
): Promise<RenderedDocument> {
  const title = documentTitle(input);
  const works = sortWorks(input.works, input.options.sortBy);
  const labels = input.type === 'storageLabels' || input.type === 'wallLabels';
  const { doc, done } = openPdf(title, input.fonts, labels ? 0 : MARGIN);
  let started = 1;
  doc.on('pageAdded', () => {
    started += 1;
    if (started > maxPages) throw new DocumentTooLargeError();
  });
  const first = works[0];
  if (labels) {
    drawLabels(doc, input, works);
  } else if (input.type === 'certificate') {
    drawCertificates(doc, input, works, title);
  } else {
    drawLetterhead(doc, input);
    drawTitle(doc, title);
    if (input.type === 'dataSheet' && first !== undefined) drawDataSheet(doc, input, first);
    else if (input.type === 'installationManual' && first !== undefined)
      drawInstallationManual(doc, input, first);
    else if (isListDocument(input.type)) drawListDocument(doc, input, works, input.type);
  }
  if (!labels) drawPageFooters(doc, input, title);
  const pages = doc.bufferedPageRange().count;
  doc.end();
  return { bytes: await done, pages };
}
