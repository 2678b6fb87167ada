import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FREE_TRIAL_DAYS } from '@archive/domain/app/app-constants';
import { AuthFrame } from '../../ui/auth-frame';
import { TrialBadge } from '../../ui/trial-badge';

/**
 * The sign-in page around its form. Apart from the form so the build can draw it into
 * routes/login.html (app/prerender): a first visit sees the page before its scripts run.
 */
export function LoginFrame({ children }: { children?: ReactNode }) {
  return (
    <AuthFrame
      top={<TrialBadge />}
      title="Sign in to Archive"
      subtitle="Welcome back. Your archive is where you left it."
      footer={
        <Text fz="sm" c="var(--archive-muted)">
          New to Archive?{' '}
          <Anchor component={Link} to="/register" fz="sm" fw={600}>
            Start your {FREE_TRIAL_DAYS}-day free trial
          </Anchor>
        </Text>
      }
    >
      {children}
    </AuthFrame>
  );
}
