import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

/**
 * What a person typed into a form since `before` was read, so that a form that is set to new
 * values (after a save, or when the copy of a saved artwork opens) never replaces it
 * (docs/decisions/024-forms-keep-what-is-typed.md).
 */
export type FormEdit = readonly [path: string, value: unknown];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function collect(before: unknown, after: unknown, path: string, edits: FormEdit[]): void {
  if (isPlainObject(before) && isPlainObject(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      collect(before[key], after[key], path ? `${path}.${key}` : key, edits);
    }
    return;
  }
  // Lists (crates, types) are one value: a person edits them as a whole.
  if (JSON.stringify(before) !== JSON.stringify(after)) edits.push([path, after]);
}

/** The leaves of `after` that differ from `before`, by react-hook-form path. */
export function editsSince(before: unknown, after: unknown): FormEdit[] {
  const edits: FormEdit[] = [];
  collect(before, after, '', edits);
  return edits;
}

/** Puts `edits` back into the form as the person's own (dirty) changes. */
export function applyEdits<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setValue'>,
  edits: readonly FormEdit[],
): void {
  for (const [path, value] of edits) {
    form.setValue(path as Path<T>, value as PathValue<T, Path<T>>, {
      shouldDirty: true,
      shouldTouch: true,
    });
  }
}

/**
 * The form's values now, as a copy that later typing cannot change (react-hook-form changes
 * nested values in place).
 */
export function snapshotValues<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getValues'>,
): T {
  return structuredClone(form.getValues());
}

/**
 * After a save of `submitted` (read with snapshotValues): the form starts again from `saved` (the stored or the server's
 * values), and whatever was typed while the save was under way stays, still to be saved.
 */
export function resetKeepingEdits<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'reset' | 'setValue'>,
  submitted: T,
  saved: T,
): void {
  const edits = editsSince(submitted, form.getValues());
  // keepFieldsRef: a plain reset forgets the inputs until they render again, and a key pressed
  // in between (a big form takes a while to render) was dropped, then painted over.
  form.reset(saved, { keepFieldsRef: true });
  applyEdits(form, edits);
}

/**
 * A new stored version arrives while the form is open (the save's own answer, a sync, another
 * tab): the form starts again from `stored`, and whatever was typed since it last started stays,
 * by the same rule as after a save (decision 061).
 */
export function resetToStored<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'reset' | 'setValue' | 'formState'>,
  stored: T,
): void {
  resetKeepingEdits(form, form.formState.defaultValues as T, stored);
}
