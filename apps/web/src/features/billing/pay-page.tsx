import { Anchor, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { signOutAndForget } from '../../data/account/sign-out';
import { useSession } from '../../data/session/use-session';
import { AuthFrame } from '../../ui/auth-frame';
import { TrialBadge } from '../../ui/trial-badge';
import { CheckoutForm, useTrialDays } from './checkout-form';
import type { User } from '@archive/domain/user/user.schema';

/** /pay: plan, card and billing address for a signed-in account without access yet. */
export function PayPage() {
  const session = useSession();
  if (!session) return null;
  return <PayScreen user={session.user} />;
}

function PayScreen({ user }: { user: User }) {
  const navigate = useNavigate();
  const trialDays = useTrialDays(user);

  async function handleSignOut() {
    await signOutAndForget();
    await navigate('/login', { replace: true });
  }

  return (
    <AuthFrame
      wide
      top={trialDays > 0 ? <TrialBadge /> : undefined}
      title={trialDays > 0 ? `Start your ${trialDays}-day free trial` : 'Start your subscription'}
      subtitle={
        <>
          Signed in as <strong>{user.email}</strong>.{' '}
          {trialDays > 0
            ? 'Choose how you would like to be billed once the trial ends.'
            : 'Choose your plan and add a card to open your archive.'}
        </>
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
      <CheckoutForm user={user} />
    </AuthFrame>
  );
}
