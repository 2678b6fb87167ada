import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FocusEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { SignInForm } from '@archive/domain/auth/auth-forms.schema';
import { API_MESSAGES } from '@archive/domain/messages/api-messages';
import { isApiError, isOfflineError } from '../../data/api/api-client';
import { FormErrorAlert } from '../../ui/form-error-alert';
import { showOfflineToast } from '../../ui/offline';
import { LoginFrame } from './login-frame';
import { NoAccountMessage } from './no-account-message';
import { loadAccountCalls } from './load-account-calls';
import { useSignInForm } from './use-sign-in-form';

function prefilledEmail(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'email' in state) {
    const { email } = state;
    if (typeof email === 'string') return email;
  }
  return '';
}

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [serverError, setServerError] = useState<string | null>(null);
  // Without react-hook-form, the sign-in page's JS fits its budget (decision 069).
  const { errors, submitting, invalidSubmit, field, setError, submitWith } = useSignInForm(
    { email: prefilledEmail(location.state), password: '' },
    async () => (await loadAccountCalls()).checkSignInForm,
  );
  const emailField = field('email');

  // Loaded apart so the form is drawn sooner (issue 37), as soon as the person reaches the
  // form: ready long before an address is typed, and no work while the page is still loading.
  function prepareAccountCalls() {
    void loadAccountCalls().catch(() => undefined);
  }

  async function handleEmailBlur(event: FocusEvent<HTMLInputElement>) {
    await emailField.onBlur(event);
    try {
      const { emailSchema, userExists } = await loadAccountCalls();
      const email = emailSchema.safeParse(event.target.value);
      if (!email.success) return;
      const answer = await userExists(email.data);
      if (!answer.exists) setError('email', API_MESSAGES.noAccount);
    } catch {
      // The check is a courtesy; sign-in itself answers again.
    }
  }

  async function handleValid(values: SignInForm) {
    setServerError(null);
    try {
      const { signIn, startSession } = await loadAccountCalls();
      const answer = await signIn(values);
      startSession(answer);
      await navigate('/artworks', { replace: true });
    } catch (error) {
      if (isOfflineError(error)) showOfflineToast();
      else if (isApiError(error, 401)) setError('password', API_MESSAGES.invalidPassword);
      else if (isApiError(error, 404)) setError('email', API_MESSAGES.noAccount);
      else if (isApiError(error, 429)) setServerError(API_MESSAGES.rateLimited);
      else setServerError(API_MESSAGES.generic);
    }
  }

  function handleInvalid() {
    setServerError(null);
  }

  const hasErrors = errors.email !== undefined || errors.password !== undefined;

  return (
    <LoginFrame>
      <form
        noValidate
        onSubmit={submitWith(handleValid, handleInvalid)}
        onFocusCapture={prepareAccountCalls}
        onPointerDownCapture={prepareAccountCalls}
        aria-label="Sign in"
      >
        <Stack gap="lg">
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            inputMode="email"
            {...emailField}
            onBlur={(event) => void handleEmailBlur(event)}
            error={errors.email === API_MESSAGES.noAccount ? <NoAccountMessage /> : errors.email}
          />
          <Stack gap={6}>
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              {...field('password')}
              error={errors.password}
            />
            <Group justify="flex-end">
              <Anchor component={Link} to="/forgotPassword" fz="sm" underline="hover">
                Forgot your password?
              </Anchor>
            </Group>
          </Stack>
          <FormErrorAlert visible={invalidSubmit && hasErrors} />
          {serverError ? (
            <Alert color="red" role="alert">
              {serverError}
            </Alert>
          ) : null}
          <Button type="submit" size="md" fullWidth loading={submitting}>
            Sign in
          </Button>
        </Stack>
      </form>
    </LoginFrame>
  );
}
