import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { resetKeepingEdits } from '../../ui/form/form-edits';
import { useFormSubmit } from '../../ui/form/use-form-submit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { accountFormSchema } from '@archive/domain/auth/auth-forms.schema';
import type { AccountForm as AccountFormValues } from '@archive/domain/auth/auth-forms.schema';
import { API_MESSAGES, TOAST_MESSAGES } from '@archive/domain/messages/api-messages';
import type { User } from '@archive/domain/user/user.schema';
import { isEmailChange } from '@archive/domain/user/user.rules';
import { updateUser } from '../../data/api/auth-api';
import { isApiError, isOfflineError } from '../../data/api/api-client';
import { updateSessionUser } from '../../data/session/session-store';
import { FormErrorAlert } from '../../ui/form-error-alert';
import { showServerFieldErrors } from '../../ui/server-field-errors';
import { showOfflineToast } from '../../ui/offline';
import { showErrorToast, showSuccessToast } from '../../ui/toast';

const FORM_FIELDS = ['name', 'email', 'currentPassword'] as const;

interface AccountFormProps {
  user: User;
}

/**
 * Name and e-mail of the signed-in person (PATCH /v1/user). A new e-mail address needs the
 * current password: its field appears only while the address differs (decision 021).
 */
export function AccountForm({ user }: AccountFormProps) {
  const schema = useMemo(() => accountFormSchema(user.email), [user.email]);
  const form = useForm<AccountFormValues, unknown, AccountFormValues>({
    mode: 'onTouched',
    resolver: zodResolver(schema),
    defaultValues: { name: user.name, email: user.email, currentPassword: '' },
  });
  const {
    register,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const { invalidSubmit, setInvalidSubmit, submitWith } = useFormSubmit(form);
  // As the schema will read it: trimmed, in lower case.
  const emailChanging = isEmailChange(user.email, watch('email').trim().toLowerCase());

  // What is typed while the save is under way stays (decision 024).
  async function handleValid(values: AccountFormValues, submitted: AccountFormValues) {
    const newEmail = isEmailChange(user.email, values.email);
    const body = {
      ...(values.name !== user.name ? { name: values.name } : {}),
      ...(newEmail ? { email: values.email, currentPassword: values.currentPassword } : {}),
    };
    if (body.name === undefined && body.email === undefined) {
      reset(values);
      return;
    }
    try {
      const updated = await updateUser(body);
      updateSessionUser(updated);
      resetKeepingEdits(form, submitted, {
        name: updated.name,
        email: updated.email,
        currentPassword: '',
      });
      showSuccessToast(TOAST_MESSAGES.detailsUpdated);
    } catch (error) {
      if (isOfflineError(error)) showOfflineToast();
      else if (isApiError(error, 409))
        setError('email', { type: 'server', message: API_MESSAGES.accountExists });
      else if (isApiError(error, 403))
        setError('currentPassword', {
          type: 'server',
          message: API_MESSAGES.currentPasswordIncorrect,
        });
      else if (
        showServerFieldErrors(isApiError(error, 400) ? error.fields : [], setError, FORM_FIELDS)
      )
        setInvalidSubmit(true);
      else showErrorToast(TOAST_MESSAGES.accountDetailsFailed);
    }
  }

  return (
    <form noValidate aria-label="Account details" onSubmit={submitWith(handleValid)}>
      <Stack gap="lg">
        <TextInput
          label="Full name"
          autoComplete="name"
          {...register('name')}
          error={errors.name?.message}
        />
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          {...register('email')}
          error={errors.email?.message}
        />
        {emailChanging ? (
          <PasswordInput
            label="Current password"
            description="Needed to change your e-mail address."
            autoComplete="current-password"
            {...register('currentPassword')}
            error={errors.currentPassword?.message}
          />
        ) : null}
        <FormErrorAlert visible={invalidSubmit && Object.keys(errors).length > 0} />
        <Group justify="flex-end" gap="sm">
          {isDirty ? (
            <Button
              variant="subtle"
              onClick={() => {
                reset();
                setInvalidSubmit(false);
              }}
            >
              Discard changes
            </Button>
          ) : null}
          <Button type="submit" loading={isSubmitting}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
