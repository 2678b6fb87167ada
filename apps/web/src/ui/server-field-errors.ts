import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** A field the server refused and its message (a 400's `fields`, decision 006). */
export interface FieldMessage {
  field: string;
  message: string;
}

/**
 * Puts the fields a server refused under the form's own inputs, for the fields this form has,
 * focusing the first. The browser checks the same schema first, so this matters when the two
 * differ, such as an app version older than the server's. Answers whether any message was
 * placed; the caller shows its general message otherwise.
 */
export function showServerFieldErrors<T extends FieldValues>(
  refused: readonly FieldMessage[],
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  let placed = false;
  for (const { field, message } of refused) {
    const path = fields.find((known) => known === field);
    if (path === undefined) continue;
    setError(path, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
