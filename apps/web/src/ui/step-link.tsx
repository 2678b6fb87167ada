import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One step of a previous/next pair: a link, or a disabled button at either end. */
export function StepLink({
  to,
  label,
  icon,
  state,
  replace = false,
}: {
  to: string | null;
  label: string;
  icon: ReactNode;
  /** Router state carried to the next screen (the shared view's source and ids). */
  state?: unknown;
  replace?: boolean;
}) {
  if (to === null) {
    return (
      <ActionIcon variant="default" size="lg" aria-label={label} disabled>
        {icon}
      </ActionIcon>
    );
  }
  return (
    <Tooltip label={label} openDelay={400}>
      <ActionIcon
        component={Link}
        to={to}
        state={state}
        replace={replace}
        variant="default"
        size="lg"
        aria-label={label}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
