import { Badge } from '@mantine/core';
import { FREE_TRIAL_DAYS } from '@archive/domain/app/app-constants';

/** The eyebrow of the account pages: every plan starts with the free trial. */
export function TrialBadge() {
  return (
    <Badge
      variant="light"
      color="sienna"
      radius="xs"
      size="lg"
      tt="none"
      fw={600}
      style={{ alignSelf: 'flex-start' }}
    >
      {FREE_TRIAL_DAYS}-day free trial
    </Badge>
  );
}
