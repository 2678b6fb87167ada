import { EXPORTS_CONTRACT } from '@archive/domain/contract/exports.contract';
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
