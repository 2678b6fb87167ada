import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useFormSubmit } from '../../ui/form/use-form-submit';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Navigate, useNavigate } from 'react-router';
import { profileDetailsFormSchema } from '@archive/domain/auth/auth-forms.schema';
import type { ProfileDetailsForm } from '@archive/domain/auth/auth-forms.schema';
import {
  USER_ROLE_LABELS,
  organisationRequired,
  organisationShown,
} from '@archive/domain/user/user-role';
import { TOAST_MESSAGES } from '@archive/domain/messages/api-messages';
import { register as registerAccount } from '../../data/api/auth-api';
import { isApiError, isOfflineError } from '../../data/api/api-client';
import {
  getOnboardingDraft,
  getOnboardingPassword,
  updateOnboardingDraft,
} from '../../data/onboarding/onboarding-draft';
import { startSession } from '../../data/session/start-session';
import { useSession } from '../../data/session/use-session';
import { AuthFrame } from '../../ui/auth-frame';
import { FormErrorAlert } from '../../ui/form-error-alert';
import { showOfflineToast } from '../../ui/offline';
import { showSuccessToast } from '../../ui/toast';
import { OnboardingSteps } from './onboarding-steps';

export function ProfileDetailsPage() {
  const navigate = useNavigate();
  const session = useSession();
  const draft = getOnboardingDraft();
  const password = getOnboardingPassword();
  const form = useForm<ProfileDetailsForm, unknown, ProfileDetailsForm>({
    mode: 'onTouched',
    resolver: zodResolver(profileDetailsFormSchema),
    defaultValues: {
      ...(draft?.role ? { role: draft.role } : {}),
      name: draft?.name ?? '',
      organisationName: draft?.organisationName ?? '',
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const { invalidSubmit, submitWith } = useFormSubmit(form);

  // Registered: the next step (this page may still be on screen while it loads).
  if (session) return <Navigate to="/onboarding/pay" replace />;
  if (!draft || password === null) return <Navigate to="/register" replace />;
  if (!draft.role) return <Navigate to="/onboarding/user-role" replace />;
  const role = draft.role;
  const email = draft.email;
  const secret = password;
  const showOrganisation = organisationShown(role);
  const requireOrganisation = organisationRequired(role);

  async function handleValid(values: ProfileDetailsForm) {
    const organisationName = showOrganisation ? values.organisationName.trim() : '';
    updateOnboardingDraft({ name: values.name, organisationName });
    try {
      const answer = await registerAccount({
        email,
        password: secret,
        role,
        name: values.name,
        ...(organisationName ? { organisation: { name: organisationName } } : {}),
      });
      startSession(answer);
      showSuccessToast(TOAST_MESSAGES.accountCreated);
      await navigate('/onboarding/pay', { replace: true });
    } catch (error) {
      if (isOfflineError(error)) {
        showOfflineToast();
        return;
      }
      const registerError = isApiError(error, 409) ? 'exists' : 'failed';
      await navigate('/register', { replace: true, state: { registerError } });
    }
  }

  return (
    <AuthFrame
      top={<OnboardingSteps active={1} />}
      title="Tell us about you"
      subtitle={
        <>
          Signing up as <strong>{USER_ROLE_LABELS[role].label.toLowerCase()}</strong> with {email}.
        </>
      }
      footer={
        <Anchor component={Link} to="/onboarding/user-role" fz="sm">
          Change your role
        </Anchor>
      }
    >
      <form noValidate aria-label="Profile details" onSubmit={submitWith(handleValid)}>
        <Stack gap="lg">
          <TextInput
            label="Full name"
            autoComplete="name"
            {...register('name')}
            error={errors.name?.message}
          />
          {showOrganisation ? (
            <TextInput
              label="Organisation name"
              withAsterisk={requireOrganisation}
              description={
                requireOrganisation ? undefined : (
                  <Text component="span" fz="xs" c="var(--archive-muted)">
                    Optional
                  </Text>
                )
              }
              autoComplete="organization"
              {...register('organisationName')}
              error={errors.organisationName?.message}
            />
          ) : null}
          <FormErrorAlert visible={invalidSubmit && Object.keys(errors).length > 0} />
          <Group justify="flex-end">
            <Button type="submit" size="md" miw={180} loading={isSubmitting}>
              Create account
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthFrame>
  );
}
