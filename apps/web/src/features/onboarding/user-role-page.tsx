import { Anchor, Button, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useFormSubmit } from '../../ui/form/use-form-submit';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Navigate, useNavigate } from 'react-router';
import { roleFormSchema } from '@archive/domain/auth/auth-forms.schema';
import type { RoleForm } from '@archive/domain/auth/auth-forms.schema';
import { USER_ROLES, USER_ROLE_LABELS } from '@archive/domain/user/user-role';
import {
  getOnboardingDraft,
  getOnboardingPassword,
  updateOnboardingDraft,
} from '../../data/onboarding/onboarding-draft';
import { useSession } from '../../data/session/use-session';
import { AuthFrame } from '../../ui/auth-frame';
import { FormErrorAlert } from '../../ui/form-error-alert';
import { OnboardingSteps } from './onboarding-steps';
import classes from './role-card.module.css';

export function UserRolePage() {
  const navigate = useNavigate();
  const session = useSession();
  const draft = getOnboardingDraft();
  const form = useForm<RoleForm, unknown, RoleForm>({
    mode: 'onTouched',
    resolver: zodResolver(roleFormSchema),
    defaultValues: draft?.role ? { role: draft.role } : {},
  });
  const {
    control,
    formState: { errors },
  } = form;
  const { invalidSubmit, submitWith } = useFormSubmit(form);

  if (session) return <Navigate to="/onboarding/pay" replace />;
  if (!draft || getOnboardingPassword() === null) return <Navigate to="/register" replace />;

  async function handleValid(values: RoleForm) {
    updateOnboardingDraft({ role: values.role });
    await navigate('/onboarding/profile-details');
  }

  return (
    <AuthFrame
      wide
      top={<OnboardingSteps active={0} />}
      title="What brings you to Archive?"
      subtitle="Your role shapes your plans and how your archive opens. You can refine the details later."
      footer={
        <Anchor component={Link} to="/register" fz="sm">
          Back to e-mail and password
        </Anchor>
      }
    >
      <form noValidate aria-label="Select your role" onSubmit={submitWith(handleValid)}>
        <Stack gap="lg">
          <Controller
            control={control}
            name="role"
            render={({ field }) => (
              <Radio.Group
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  field.onBlur();
                }}
                label={<span className={classes.legend}>Your role</span>}
                error={errors.role?.message}
                name={field.name}
              >
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="sm">
                  {USER_ROLES.map((role) => (
                    <Radio.Card
                      key={role}
                      value={role}
                      className={classes.card}
                      aria-label={USER_ROLE_LABELS[role].label}
                    >
                      <Group wrap="nowrap" align="flex-start" gap="md">
                        <Radio.Indicator />
                        <div>
                          <Text fw={600} c="ink.9">
                            {USER_ROLE_LABELS[role].label}
                          </Text>
                          <Text fz="sm" c="var(--archive-muted)">
                            {USER_ROLE_LABELS[role].description}
                          </Text>
                        </div>
                      </Group>
                    </Radio.Card>
                  ))}
                </SimpleGrid>
              </Radio.Group>
            )}
          />
          <FormErrorAlert visible={invalidSubmit && Object.keys(errors).length > 0} />
          <Group justify="flex-end">
            <Button type="submit" size="md" miw={180}>
              Continue
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthFrame>
  );
}
