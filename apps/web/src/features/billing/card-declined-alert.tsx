import { Alert } from '@mantine/core';
import { IconCreditCardOff } from '@tabler/icons-react';
import { BILLING_MESSAGES, BILLING_NOTICES } from '@archive/domain/messages/billing-messages';

export function CardDeclinedAlert({ visible }: { visible: boolean }) {
  if (!visible) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconCreditCardOff size={18} stroke={1.6} />}
      title={BILLING_MESSAGES.invalidCard}
    >
      {BILLING_NOTICES.cardDeclinedHint}
    </Alert>
  );
}
