import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { deleteAccountBodySchema, type DeleteAccountBody } from '@archive/domain/auth/auth.schema';
import { APP_MESSAGES } from '@archive/domain/messages/app-messages';
import { TOAST_MESSAGES } from '@archive/domain/messages/api-messages';
import { deleteAccount } from '../../data/api/auth-api';
import { clearSession } from '../../data/session/session-store';
import { useFormSubmit } from '../../ui/form/use-form-submit';
import { reportPasswordCheckedFailure } from './password-checked-failure';

interface DeleteAccountModalProps {
  opened: boolean;
  onClose: () => void;
}

const EMPTY: DeleteAccountBody = { currentPassword: '' };

/** Deleting the account asks for the password, as an e-mail change does (decision 046). */
export function DeleteAccountModal({ opened, onClose }: DeleteAccountModalProps) {
  const navigate = useNavigate();
  const form = useForm<DeleteAccountBody, unknown, DeleteAccountBody>({
    mode: 'onTouched',
    resolver: zodResolver(deleteAccountBodySchema),
    defaultValues: EMPTY,
  });
  const {
    register,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const { submitWith } = useFormSubmit(form);

  function handleClose() {
    reset(EMPTY);
    onClose();
  }

  async function handleValid(values: DeleteAccountBody) {
    try {
      await deleteAccount(values);
      clearSession();
      await navigate('/login', { replace: true });
    } catch (error) {
      reportPasswordCheckedFailure(error, setError, TOAST_MESSAGES.accountDeleteFailed);
    }
  }

  return (
    <Modal opened={opened} onClose={handleClose} title="Delete account" size={460}>
      <form noValidate aria-label="Delete account" onSubmit={submitWith(handleValid)}>
        <Stack gap="lg">
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} stroke={1.6} />}>
            {APP_MESSAGES.deleteAccountConfirm}
          </Alert>
          <Stack gap={6}>
            <Text fz="sm">{APP_MESSAGES.deleteAccountPassword}</Text>
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              data-autofocus
              {...register('currentPassword')}
              error={errors.currentPassword?.message}
            />
          </Stack>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={handleClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={isSubmitting}>
              Delete my account
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
