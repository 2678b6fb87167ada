import { useState, type SubmitEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { snapshotValues } from './form-edits';

type SubmittableForm<TInput extends FieldValues, TOutput extends FieldValues> = Pick<
  UseFormReturn<TInput, unknown, TOutput>,
  'handleSubmit' | 'getValues'
>;

export interface FormSubmit<TInput extends FieldValues, TOutput extends FieldValues> {
  /** True after a submit that failed validation, until the next valid one (the form's alert). */
  invalidSubmit: boolean;
  setInvalidSubmit: (invalid: boolean) => void;
  /**
   * The form's onSubmit: validates, then calls `onValid` with the values and a copy of them as
   * they were when the save began, so the form can keep what is typed while the save is under
   * way (docs/decisions/024-forms-keep-what-is-typed.md); or `onInvalid` when validation fails.
   */
  submitWith: (
    onValid: (values: TOutput, submitted: TInput) => Promise<void> | void,
    onInvalid?: () => void,
  ) => (event: SubmitEvent<HTMLFormElement>) => void;
}

/** The submit of a react-hook-form form and whether its last submit was invalid. */
export function useFormSubmit<TInput extends FieldValues, TOutput extends FieldValues>(
  form: SubmittableForm<TInput, TOutput>,
): FormSubmit<TInput, TOutput> {
  const [invalidSubmit, setInvalidSubmit] = useState(false);

  function submitWith(
    onValid: (values: TOutput, submitted: TInput) => Promise<void> | void,
    onInvalid?: () => void,
  ) {
    return (event: SubmitEvent<HTMLFormElement>) => {
      void form.handleSubmit(
        async (values) => {
          const submitted = snapshotValues(form);
          setInvalidSubmit(false);
          await onValid(values, submitted);
        },
        () => {
          setInvalidSubmit(true);
          onInvalid?.();
        },
      )(event);
    };
  }

  return { invalidSubmit, setInvalidSubmit, submitWith };
}
