import { useRef, useState } from 'react';
import type { FocusEvent, SubmitEvent } from 'react';
import type { SignInForm } from '@archive/domain/auth/auth-forms.schema';

export type SignInField = keyof SignInForm;
export type SignInErrors = Partial<Record<SignInField, string>>;

/** The form's checks: the values to send, or each failing field's message. */
export type SignInCheck = (
  values: SignInForm,
) => { values: SignInForm; errors?: undefined } | { errors: SignInErrors };

const FIELDS: readonly SignInField[] = ['email', 'password'];

/**
 * The sign-in form's state without a form library (decision 069): two uncontrolled fields
 * checked as react-hook-form's `onTouched` mode checks the other forms. A field's message
 * appears once it is left, then follows each keystroke; a submit checks both, shows every
 * message and focuses the first field in error. The checks load with the account calls
 * (`loadCheck`); when they cannot load, the values go through as typed and the submit meets
 * the same lost connection.
 */
export function useSignInForm(defaults: SignInForm, loadCheck: () => Promise<SignInCheck>) {
  const inputs = useRef<Partial<Record<SignInField, HTMLInputElement | null>>>({});
  const touched = useRef(new Set<SignInField>());
  // A field's latest check wins over one still running from an earlier keystroke.
  const asked = useRef<Record<SignInField, number>>({ email: 0, password: 0 });
  const [errors, setErrors] = useState<SignInErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [invalidSubmit, setInvalidSubmit] = useState(false);

  function values(): SignInForm {
    return {
      email: inputs.current.email?.value ?? defaults.email,
      password: inputs.current.password?.value ?? defaults.password,
    };
  }

  async function check(): Promise<ReturnType<SignInCheck>> {
    const typed = values();
    try {
      return (await loadCheck())(typed);
    } catch {
      return { values: typed };
    }
  }

  function setError(field: SignInField, message: string | undefined) {
    setErrors((current) => {
      if (current[field] === message) return current;
      const next: SignInErrors = {};
      for (const name of FIELDS) {
        const shown = name === field ? message : current[name];
        if (shown !== undefined) next[name] = shown;
      }
      return next;
    });
  }

  async function checkField(field: SignInField) {
    const turn = ++asked.current[field];
    const answer = await check();
    if (turn === asked.current[field]) setError(field, answer.errors?.[field]);
  }

  function field(name: SignInField) {
    return {
      name,
      defaultValue: defaults[name],
      ref: (element: HTMLInputElement | null) => {
        inputs.current[name] = element;
      },
      onChange: () => {
        if (touched.current.has(name)) void checkField(name);
      },
      onBlur: async (_event: FocusEvent<HTMLInputElement>) => {
        touched.current.add(name);
        await checkField(name);
      },
    };
  }

  /** The form's onSubmit: `onValid` with the checked values, or every message shown. */
  function submitWith(onValid: (values: SignInForm) => Promise<void>, onInvalid?: () => void) {
    return (event: SubmitEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (submitting) return;
      void (async () => {
        for (const name of FIELDS) {
          touched.current.add(name);
          asked.current[name]++;
        }
        const answer = await check();
        if (answer.errors) {
          setErrors(answer.errors);
          setInvalidSubmit(true);
          const first = FIELDS.find((name) => answer.errors[name] !== undefined);
          if (first) inputs.current[first]?.focus();
          onInvalid?.();
          return;
        }
        setErrors({});
        setInvalidSubmit(false);
        setSubmitting(true);
        try {
          await onValid(answer.values);
        } finally {
          setSubmitting(false);
        }
      })();
    };
  }

  return { errors, submitting, invalidSubmit, field, setError, submitWith };
}
