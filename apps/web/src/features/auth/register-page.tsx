import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useFormSubmit } from '../../ui/form/use-form-submit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import type { FocusEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { registerFormSchema } from '@archive/domain/auth/auth-forms.schema';
import type { RegisterForm } from '@archive/domain/auth/auth-forms.schema';
import { emailSchema, PASSWORD_MIN_LENGTH } from '@archive/domain/user/user.schema';
import { API_MESSAGES } from '@archive/domain/messages/api-messages';
import { FREE_TRIAL_DAYS } from '@archive/domain/app/app-constants';
import { userExists } from '../../data/api/auth-api';
import { isOfflineError } from '../../data/api/api-client';
import { getOnboardingDraft, startOnboarding } from '../../data/onboarding/onboarding-draft';
import { AuthFrame } from '../../ui/auth-frame';
import { FormErrorAlert } from '../../ui/form-error-alert';
import { showOfflineToast } from '../../ui/offline';
import { TrialBadge } from '../../ui/trial-badge';

type ReturnReason = 'exists' | 'failed' | null;

function returnReason(state: unknown): ReturnReason {
  if (typeof state === 'object' && state !== null && 'registerError' in state) {
    const { registerError } = state;
    if (registerError === 'exists' || registerError === 'failed') return registerError;
  }
  return null;
}

/** true when the e-mail belongs to an active account; null when it could not be checked. */
async function accountIsActive(email: string): Promise<boolean | null> {
  try {
    const answer = await userExists(email);
    return answer.exists && answer.active;
  } catch (error) {
    if (isOfflineError(error)) throw error;
    return null;
  }
}

export function RegisterPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const reason = returnReason(location.state);
  const [failed, setFailed] = useState(reason === 'failed');
  const form = useForm<RegisterForm, unknown, RegisterForm>({
    mode: 'onTouched',
    resolver: zodResolver(registerFormSchema),
    defaultValues: { email: getOnboardingDraft()?.email ?? '', password: '' },
  });
  const {
    register,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const { invalidSubmit, submitWith } = useFormSubmit(form);
  const emailField = register('email');

  useEffect(() => {
    if (reason === 'exists') {
      setError(
        'email',
        { type: 'server', message: API_MESSAGES.accountExists },
        { shouldFocus: true },
      );
    }
  }, [reason, setError]);

  async function handleEmailBlur(event: FocusEvent<HTMLInputElement>) {
    await emailField.onBlur(event);
    const email = emailSchema.safeParse(event.target.value);
    if (!email.success) return;
    try {
      if (await accountIsActive(email.data)) {
        setError('email', { type: 'server', message: API_MESSAGES.accountExists });
      }
    } catch {
      // Offline: the submit says so.
    }
  }

  async function handleValid(values: RegisterForm) {
    setFailed(false);
    try {
      if (await accountIsActive(values.email)) {
        setError('email', { type: 'server', message: API_MESSAGES.accountExists });
        return;
      }
    } catch {
      showOfflineToast();
      return;
    }
    startOnboarding(values.email, values.password);
    await navigate('/onboarding/user-role');
  }

  function handleInvalid() {
    setFailed(false);
  }

  const hasErrors = Object.keys(errors).length > 0;

  return (
    <AuthFrame
      top={<TrialBadge />}
      title={`Start your ${FREE_TRIAL_DAYS}-day free trial`}
      subtitle={`Catalogue your works, contacts and exhibitions in one calm place. Nothing is charged for the first ${FREE_TRIAL_DAYS} days.`}
      footer={
        <Text fz="sm" c="var(--archive-muted)">
          Already have an account?{' '}
          <Anchor component={Link} to="/login" fz="sm" fw={600}>
            Sign in
          </Anchor>
        </Text>
      }
    >
      <form
        noValidate
        aria-label="Create your account"
        onSubmit={submitWith(handleValid, handleInvalid)}
      >
        <Stack gap="lg">
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            inputMode="email"
            {...emailField}
            onBlur={(event) => void handleEmailBlur(event)}
            error={errors.email?.message}
          />
          <PasswordInput
            label="Password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters. A passphrase of a few words works well.`}
            autoComplete="new-password"
            {...register('password')}
            error={errors.password?.message}
          />
          <FormErrorAlert visible={invalidSubmit && hasErrors} />
          {failed ? (
            <Alert color="red" role="alert">
              {API_MESSAGES.generic}
            </Alert>
          ) : null}
          <Button type="submit" size="md" fullWidth loading={isSubmitting}>
            Continue
          </Button>
        </Stack>
      </form>
    </AuthFrame>
  );
}
