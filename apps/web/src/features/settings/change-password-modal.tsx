import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useFormSubmit } from '../../ui/form/use-form-submit';
import { reportPasswordCheckedFailure } from './password-checked-failure';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema } from '@archive/domain/auth/auth-forms.schema';
import type { ChangePasswordForm } from '@archive/domain/auth/auth-forms.schema';
import { API_MESSAGES, TOAST_MESSAGES } from '@archive/domain/messages/api-messages';
import { PASSWORD_MIN_LENGTH } from '@archive/domain/user/user.schema';
import { changePassword } from '../../data/api/auth-api';
import { FormErrorAlert } from '../../ui/form-error-alert';
import { showSuccessToast } from '../../ui/toast';

interface ChangePasswordModalProps {
  opened: boolean;
  onClose: () => void;
}

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '' };

export function ChangePasswordModal({ opened, onClose }: ChangePasswordModalProps) {
  const form = useForm<ChangePasswordForm, unknown, ChangePasswordForm>({
    mode: 'onTouched',
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const {
    register,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const { invalidSubmit, setInvalidSubmit, submitWith } = useFormSubmit(form);

  function handleClose() {
    reset(EMPTY);
    setInvalidSubmit(false);
    onClose();
  }

  async function handleValid(values: ChangePasswordForm) {
    try {
      await changePassword(values);
      showSuccessToast(TOAST_MESSAGES.passwordChanged);
      handleClose();
    } catch (error) {
      reportPasswordCheckedFailure(error, setError, API_MESSAGES.couldNotChangePassword);
    }
  }

  return (
    <Modal opened={opened} onClose={handleClose} title="Change password" size={440}>
      <form noValidate aria-label="Change password" onSubmit={submitWith(handleValid)}>
        <Stack gap="lg">
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            data-autofocus
            {...register('currentPassword')}
            error={errors.currentPassword?.message}
          />
          <PasswordInput
            label="New password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            autoComplete="new-password"
            {...register('newPassword')}
            error={errors.newPassword?.message}
          />
          <FormErrorAlert visible={invalidSubmit && Object.keys(errors).length > 0} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={handleClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
