import {
  exportOptionsSchema,
  type ExportOptions,
} from '@archive/domain/exports/export-options.schema';
import { optionsForDocument } from '@archive/domain/exports/export-options.rules';
import type { ExportDocumentType } from '@archive/domain/exports/export-documents';
import { readStored, writeStored } from '../../../data/storage/local-storage';

function storageKey(type: ExportDocumentType): string {
  return `export-options.${type}`;
}

/** The options last used for this document on this device (spec: remembered per document). */
export function rememberedOptions(type: ExportDocumentType): ExportOptions {
  const parsed = exportOptionsSchema.safeParse(readStored(storageKey(type)));
  return parsed.success ? parsed.data : {};
}

export function rememberOptions(type: ExportDocumentType, options: ExportOptions): void {
  writeStored(storageKey(type), optionsForDocument(type, options));
}
