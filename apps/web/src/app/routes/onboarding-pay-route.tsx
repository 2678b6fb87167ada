import { useEffect } from 'react';
import { FREE_TRIAL_DAYS } from '@archive/domain/app/app-constants';
import { finishOnboarding } from '../../data/onboarding/onboarding-draft';
import { useSession } from '../../data/session/use-session';
import { CheckoutForm } from '../../features/billing/checkout-form';
import { OnboardingSteps } from '../../features/onboarding/onboarding-steps';
import { AuthFrame } from '../../ui/auth-frame';

/** /onboarding/pay (behind RequirePayment): step 3, the plan for the new account's role, the card and the address. */
export function OnboardingPayRoute() {
  const session = useSession();

  // The account exists now: forget the onboarding draft and its in-memory password.
  useEffect(() => {
    if (session) finishOnboarding();
  }, [session]);

  // RequirePayment guards the route; the session is there.
  if (!session) return null;

  return (
    <AuthFrame
      wide
      top={<OnboardingSteps active={2} />}
      title="Choose your plan"
      subtitle={`Every plan starts with a ${FREE_TRIAL_DAYS}-day free trial. Switch between monthly and yearly at any time.`}
    >
      <CheckoutForm user={session.user} />
    </AuthFrame>
  );
}
