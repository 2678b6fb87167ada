import { EXPORTS_CONTRACT } from '@archive/domain/contract/exports.contract';
import type {
  ArchiveExportResponse,
  ArchiveSummary,
  ContactExportBody,
  ContactExportFormat,
} from '@archive/domain/exports/archive-export.schema';
import type { ExportDocumentType } from '@archive/domain/exports/export-documents';
import type { ExportOptions, ExportResponse } from '@archive/domain/exports/export-options.schema';
import { browserHttp, callApi } from './api-client';

export type ExportKind = ExportDocumentType | 'csv';

/** POST /v1/exports/document/{type} or /v1/exports/csv: an online action (spec section 7). */
export function requestExport(
  kind: ExportKind,
  artworkIds: readonly string[],
  options: ExportOptions,
): Promise<ExportResponse> {
  const body = { artworkIds: [...artworkIds], options };
  return kind === 'csv'
    ? callApi(EXPORTS_CONTRACT.csv, { body })
    : callApi(EXPORTS_CONTRACT.document, { params: { type: kind }, body });
}

/** The file behind a signed download address (relative to this server, or a store's). */
export function fetchExportFile(path: string): Promise<Blob> {
  return browserHttp.getBlob(path);
}

/** GET /v1/exports/archive: what the archive's ZIP holds and about how large it is. */
export function fetchArchiveSummary(): Promise<ArchiveSummary> {
  return callApi(EXPORTS_CONTRACT.archiveSummary);
}

/**
 * POST /v1/exports/archive: an address, good for an hour, whose GET streams the ZIP as it is
 * made (decision 055). The browser downloads it itself; it is never fetched into the page.
 */
export function requestArchiveExport(): Promise<ArchiveExportResponse> {
  return callApi(EXPORTS_CONTRACT.archive, { body: {} });
}

/** POST /v1/exports/contacts: the given contacts, or all of them when none are given. */
export function requestContactsExport(
  format: ContactExportFormat,
  contactIds: readonly string[] = [],
): Promise<ExportResponse> {
  const body: ContactExportBody =
    contactIds.length > 0 ? { format, contactIds: [...contactIds] } : { format };
  return callApi(EXPORTS_CONTRACT.contacts, { body });
}
