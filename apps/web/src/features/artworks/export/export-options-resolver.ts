import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import type { ExportDocumentType } from '@archive/domain/exports/export-documents';
import { exportOptionErrors } from '@archive/domain/exports/export-options.rules';
import type { ExportOptions } from '@archive/domain/exports/export-options.schema';

/** What the export form checks against: the document chosen in the wizard's first step. */
export interface ExportOptionsContext {
  type: ExportDocumentType;
}

/**
 * The options as the document is asked for: a field left empty is not chosen, and a group
 * (an address, a party, the exhibition) with every field empty is left out whole, as the form
 * sent them when it kept its own state.
 */
export function chosenOptions(values: ExportOptions): ExportOptions {
  const chosen: Record<string, unknown> = {};
  // What the inputs hold, read as it comes: '' from an empty field, an object per group.
  const held: Record<string, unknown> = values;
  for (const [name, value] of Object.entries(held)) {
    if (value === undefined || value === '' || Number.isNaN(value)) continue;
    if (typeof value === 'object' && value !== null) {
      const fields: [string, unknown][] = Object.entries(value);
      if (fields.every(([, field]) => field === undefined || field === '')) continue;
      chosen[name] = Object.fromEntries(fields.map(([key, field]) => [key, field ?? '']));
      continue;
    }
    chosen[name] = value;
  }
  return chosen;
}

/** The document's own rules (exportOptionErrors), each message on its field. */
export const exportOptionsResolver: Resolver<ExportOptions, ExportOptionsContext, ExportOptions> = (
  values,
  context,
  options,
) => {
  const chosen = chosenOptions(values);
  if (context === undefined) return { values: chosen, errors: {} };
  const problems = exportOptionErrors(context.type, chosen);
  if (problems.length === 0) return { values: chosen, errors: {} };
  const errors: Record<string, FieldError> = {};
  for (const { field, message } of problems) {
    errors[field.replace(/^options\./, '')] ??= { type: 'validate', message };
  }
  return { values: {}, errors: toNestErrors(errors, options) };
};
