import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FREE_TRIAL_DAYS } from '@archive/domain/app/app-constants';
import { APP_MESSAGES } from '@archive/domain/messages/app-messages';
import { plansForRole } from '@archive/domain/plans/plans';
import type { PlanId } from '@archive/domain/plans/plans';
import { getSelectedPlan, setSelectedPlan } from '../../data/onboarding/selected-plan';
import { signOutAndForget } from '../../data/session/sign-out';
import { useSession } from '../../data/session/use-session';
import { AuthFrame } from '../../ui/auth-frame';
import { TrialBadge } from '../../ui/trial-badge';
import { PlanCheckout } from './plan-checkout';

/** /pay: the plan and what it costs; the card form arrives with billing. */
export function PayPage() {
  const session = useSession();
  const navigate = useNavigate();
  const role = session?.user.role ?? 'artist';
  const [planId, setPlanId] = useState<PlanId | null>(
    () =>
      getSelectedPlan() ??
      plansForRole(role).find((plan) => plan.billingPeriod === 'yearly')?.id ??
      null,
  );

  function handlePlanChange(next: PlanId) {
    setPlanId(next);
    setSelectedPlan(next);
  }

  async function handleSignOut() {
    await signOutAndForget();
    await navigate('/login', { replace: true });
  }

  return (
    <AuthFrame
      wide
      top={<TrialBadge />}
      title={`Start your ${FREE_TRIAL_DAYS}-day free trial`}
      subtitle={
        session ? (
          <>
            Signed in as <strong>{session.user.email}</strong>. Choose how you would like to be
            billed once the trial ends.
          </>
        ) : undefined
      }
      footer={
        <Text fz="sm" c="var(--archive-muted)">
          Not you?{' '}
          <Anchor
            component="button"
            type="button"
            fz="sm"
            fw={600}
            onClick={() => void handleSignOut()}
          >
            Sign out
          </Anchor>
        </Text>
      }
    >
      <Stack gap="lg">
        <PlanCheckout role={role} value={planId} onChange={handlePlanChange} />
        <Alert color="ink" variant="light" icon={<IconInfoCircle size={18} stroke={1.6} />}>
          {APP_MESSAGES.cardPaymentLater}
        </Alert>
      </Stack>
    </AuthFrame>
  );
}
