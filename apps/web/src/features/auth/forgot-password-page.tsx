import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useFormSubmit } from '../../ui/form/use-form-submit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  RESET_CODE_LENGTH,
  forgotPasswordFormSchema,
  resetPasswordFormSchema,
} from '@archive/domain/auth/auth-forms.schema';
import type { ForgotPasswordForm, ResetPasswordForm } from '@archive/domain/auth/auth-forms.schema';
import { PASSWORD_MIN_LENGTH } from '@archive/domain/user/user.schema';
import { API_MESSAGES, TOAST_MESSAGES } from '@archive/domain/messages/api-messages';
import { RESEND_CODE_MESSAGE } from '@archive/domain/messages/app-messages';
import { requestPasswordReset, resetPassword } from '../../data/api/auth-api';
import { isApiError, isOfflineError } from '../../data/api/api-client';
import { AuthFrame } from '../../ui/auth-frame';
import { FormErrorAlert } from '../../ui/form-error-alert';
import { showOfflineToast } from '../../ui/offline';
import { showErrorToast, showSuccessToast } from '../../ui/toast';

function BackToSignIn() {
  return (
    <Text fz="sm" c="var(--archive-muted)">
      Remembered it?{' '}
      <Anchor component={Link} to="/login" fz="sm" fw={600}>
        Back to sign in
      </Anchor>
    </Text>
  );
}

interface RequestStageProps {
  onSent: (email: string) => void;
}

function RequestCodeStage({ onSent }: RequestStageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const form = useForm<ForgotPasswordForm, unknown, ForgotPasswordForm>({
    mode: 'onTouched',
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
  });
  const {
    register,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const { invalidSubmit, submitWith } = useFormSubmit(form);

  async function handleValid(values: ForgotPasswordForm) {
    setFailed(null);
    try {
      await requestPasswordReset(values.email);
      showSuccessToast(TOAST_MESSAGES.codeSent);
      onSent(values.email);
    } catch (error) {
      if (isOfflineError(error)) showOfflineToast();
      else if (isApiError(error, 404))
        setError('email', { type: 'server', message: API_MESSAGES.emailDoesNotExist });
      else if (isApiError(error, 429)) setFailed(API_MESSAGES.rateLimited);
      else setFailed(API_MESSAGES.generic);
    }
  }

  return (
    <AuthFrame
      title="Reset your password"
      subtitle={`Enter the e-mail of your account and we will send you a ${RESET_CODE_LENGTH}-digit reset code.`}
      footer={<BackToSignIn />}
    >
      <form noValidate aria-label="Request a reset code" onSubmit={submitWith(handleValid)}>
        <Stack gap="lg">
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            inputMode="email"
            {...register('email')}
            error={errors.email?.message}
          />
          <FormErrorAlert visible={invalidSubmit && Object.keys(errors).length > 0} />
          {failed ? (
            <Alert color="red" role="alert">
              {failed}
            </Alert>
          ) : null}
          <Button type="submit" size="md" fullWidth loading={isSubmitting}>
            Send reset code
          </Button>
        </Stack>
      </form>
    </AuthFrame>
  );
}

interface ResetStageProps {
  email: string;
}

function ResetPasswordStage({ email }: ResetStageProps) {
  const navigate = useNavigate();
  const [resending, setResending] = useState(false);
  const form = useForm<ResetPasswordForm, unknown, ResetPasswordForm>({
    mode: 'onTouched',
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { email, resetCode: '', newPassword: '', confirmNewPassword: '' },
  });
  const {
    register,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const { invalidSubmit, submitWith } = useFormSubmit(form);

  async function handleResend() {
    setResending(true);
    try {
      await requestPasswordReset(email);
      showSuccessToast(RESEND_CODE_MESSAGE);
    } catch (error) {
      if (isOfflineError(error)) showOfflineToast();
      else if (isApiError(error, 429)) showErrorToast(API_MESSAGES.rateLimited);
      else showErrorToast(API_MESSAGES.generic);
    } finally {
      setResending(false);
    }
  }

  async function handleValid(values: ResetPasswordForm) {
    try {
      await resetPassword(email, { resetCode: values.resetCode, newPassword: values.newPassword });
      showSuccessToast(TOAST_MESSAGES.passwordChanged);
      await navigate('/login', { replace: true, state: { email } });
    } catch (error) {
      if (isOfflineError(error)) showOfflineToast();
      else if (isApiError(error, 401))
        setError('resetCode', { type: 'server', message: API_MESSAGES.resetCodeInvalid });
      else showErrorToast(TOAST_MESSAGES.passwordResetFailed);
    }
  }

  return (
    <AuthFrame
      title="Choose a new password"
      subtitle={
        <>
          We sent a {RESET_CODE_LENGTH}-digit code to <strong>{email}</strong>. It is valid for 10
          minutes.
        </>
      }
      footer={<BackToSignIn />}
    >
      <form noValidate aria-label="Reset your password" onSubmit={submitWith(handleValid)}>
        <Stack gap="lg">
          <Stack gap={6}>
            <TextInput
              label="Reset code"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={RESET_CODE_LENGTH}
              styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
              {...register('resetCode')}
              error={errors.resetCode?.message}
            />
            <Group justify="flex-end" gap={6}>
              <Text fz="sm" c="var(--archive-muted)">
                No code?
              </Text>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => void handleResend()}
                loading={resending}
              >
                Request another one
              </Button>
            </Group>
          </Stack>
          <PasswordInput
            label="New password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            autoComplete="new-password"
            {...register('newPassword')}
            error={errors.newPassword?.message}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            {...register('confirmNewPassword')}
            error={errors.confirmNewPassword?.message}
          />
          <FormErrorAlert visible={invalidSubmit && Object.keys(errors).length > 0} />
          <Button type="submit" size="md" fullWidth loading={isSubmitting}>
            Reset password
          </Button>
        </Stack>
      </form>
    </AuthFrame>
  );
}

/** /forgotPassword: first the e-mail and a code, then the code and the new password. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState<string | null>(null);
  if (email === null) return <RequestCodeStage onSent={setEmail} />;
  return <ResetPasswordStage email={email} />;
}
