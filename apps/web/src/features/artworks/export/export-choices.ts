import {
  COMING_SOON_DOCUMENT_TYPES,
  EXPORT_DOCUMENT_LABELS,
  EXPORT_DOCUMENT_TYPES,
  isSingleWorkDocument,
  type ExportDocumentType,
} from '@archive/domain/exports/export-documents';
import type { ExportKind } from '../../../data/api/exports-api';

export interface ExportChoice {
  value: ExportKind | (typeof COMING_SOON_DOCUMENT_TYPES)[number];
  label: string;
  /** Why it cannot be chosen now, or null. */
  disabledReason: string | null;
}

/** The wizard's first page: the 13 documents and CSV; portfolio and condition report greyed. */
export function exportChoices(selectedCount: number): ExportChoice[] {
  const documents = EXPORT_DOCUMENT_TYPES.map((type: ExportDocumentType): ExportChoice => ({
    value: type,
    label: EXPORT_DOCUMENT_LABELS[type],
    disabledReason:
      isSingleWorkDocument(type) && selectedCount > 1 ? 'For one artwork at a time' : null,
  }));
  return [
    ...documents,
    { value: 'csv', label: 'CSV (spreadsheet)', disabledReason: null },
    ...COMING_SOON_DOCUMENT_TYPES.map((type): ExportChoice => ({
      value: type,
      label: EXPORT_DOCUMENT_LABELS[type],
      disabledReason: 'Coming soon',
    })),
  ];
}
