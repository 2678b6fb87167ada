import { Button, Group, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { SubmitEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { FREE_TRIAL_DAYS } from '@archive/domain/app/app-constants';
import { FORM_MESSAGES } from '@archive/domain/messages/form-messages';
import type { PlanId } from '@archive/domain/plans/plans';
import { finishOnboarding } from '../../data/onboarding/onboarding-draft';
import { getSelectedPlan, setSelectedPlan } from '../../data/onboarding/selected-plan';
import { useSession } from '../../data/session/use-session';
import { PlanCheckout } from '../../features/billing/plan-checkout';
import { OnboardingSteps } from '../../features/onboarding/onboarding-steps';
import { AuthFrame } from '../../ui/auth-frame';
import { FormErrorAlert } from '../../ui/form-error-alert';

/** /onboarding/pay: step 3, the plan for the new account's role. */
export function OnboardingPayRoute() {
  const session = useSession();
  const navigate = useNavigate();
  const [planId, setPlanId] = useState<PlanId | null>(() => getSelectedPlan());
  const [submitted, setSubmitted] = useState(false);

  // The account exists now: forget the onboarding draft and its in-memory password.
  useEffect(() => {
    if (session) finishOnboarding();
  }, [session]);

  if (!session) return <Navigate to="/register" replace />;
  if (session.user.account.accessLevel >= 1) return <Navigate to="/artworks" replace />;

  function handlePlanChange(next: PlanId) {
    setPlanId(next);
    setSelectedPlan(next);
  }

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (!planId) return;
    setSelectedPlan(planId);
    await navigate('/pay');
  }

  const missingPlan = submitted && !planId;

  return (
    <AuthFrame
      wide
      top={<OnboardingSteps active={2} />}
      title="Choose your plan"
      subtitle={`Every plan starts with a ${FREE_TRIAL_DAYS}-day free trial. Switch between monthly and yearly at any time.`}
    >
      <form noValidate aria-label="Choose your plan" onSubmit={(event) => void handleSubmit(event)}>
        <Stack gap="lg">
          <PlanCheckout
            role={session.user.role}
            value={planId}
            onChange={handlePlanChange}
            error={missingPlan ? FORM_MESSAGES.noPlan : undefined}
          />
          <FormErrorAlert visible={missingPlan} />
          <Group justify="flex-end">
            <Button type="submit" size="md" miw={200}>
              Continue
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthFrame>
  );
}
