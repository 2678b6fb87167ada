import type { ExportSortKey } from '@archive/domain/exports/export-documents';
import type { Contact } from '@archive/domain/contacts/contact.schema';
import { artworksCsv } from './csv/artworks-csv';
import { contactsCsv } from './csv/contacts-csv';
import { contactVcard } from './vcard/contacts-vcard';
import type { DocumentFonts, DocumentInput, DocumentWork } from './document-input';
import { sortWorks } from './format/sort-works';
import { DocumentTooLargeError, renderDocument } from './render-document';

/**
 * One export as a worker thread receives it: plain, cloneable data (no functions; the fonts are
 * the worker's own). The server's pool runs these off the request thread (decision 046).
 */
export type DocumentTask =
  | {
      kind: 'pdf';
      input: Omit<DocumentInput, 'fonts' | 'workUrl'>;
      /** The app's address: labels' QR codes open `<appUrl>/artworks/details?id=…`. */
      appUrl: string;
    }
  | { kind: 'csv'; works: DocumentWork[]; sortBy: ExportSortKey | undefined }
  /** Contacts as CSV or vCard (issue 34); each photo's preview bytes by contact id. */
  | {
      kind: 'contacts';
      format: 'csv' | 'vcard';
      contacts: Contact[];
      photos: Record<string, Uint8Array>;
    };

/** The file, or why none was made; errors cross the thread boundary as plain data. */
export type TaskResult =
  | {
      kind: 'made';
      bytes: Uint8Array;
      /** null for a CSV. */
      pages: number | null;
    }
  | { kind: 'tooLarge' };

export function workAddress(appUrl: string): (id: string) => string {
  return (id) => `${appUrl}/artworks/details?id=${encodeURIComponent(id)}`;
}

export async function runDocumentTask(
  task: DocumentTask,
  fonts: DocumentFonts,
): Promise<TaskResult> {
  if (task.kind === 'contacts') {
    const text =
      task.format === 'csv'
        ? contactsCsv(task.contacts)
        : task.contacts
            .map((contact) => {
              const photo = task.photos[contact.id];
              return contactVcard(
                contact,
                photo === undefined ? null : { bytes: photo, type: 'image/jpeg' },
              );
            })
            .join('');
    return { kind: 'made', bytes: new TextEncoder().encode(text), pages: null };
  }
  if (task.kind === 'csv') {
    const text = artworksCsv(sortWorks(task.works, task.sortBy));
    return { kind: 'made', bytes: new TextEncoder().encode(text), pages: null };
  }
  try {
    const { bytes, pages } = await renderDocument({
      ...task.input,
      fonts,
      workUrl: workAddress(task.appUrl),
    });
    return { kind: 'made', bytes, pages };
  } catch (error) {
    if (error instanceof DocumentTooLargeError) return { kind: 'tooLarge' };
    throw error;
  }
}
