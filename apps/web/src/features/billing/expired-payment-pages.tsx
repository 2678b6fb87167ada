import { Button, Group } from '@mantine/core';
import { IconCreditCard, IconMail } from '@tabler/icons-react';
import { SUPPORT_EMAIL } from '@archive/domain/app/app-constants';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';
import { SuccessRedirect } from '../../ui/success-redirect';

export function ExpiredPaymentMethodPage() {
  return (
    <>
      <PageHeader
        title="Update your payment method"
        description="Your last payment did not go through. Your archive stays safe on this device while you update your card."
      />
      <EmptyState
        icon={<IconCreditCard size={26} stroke={1.4} />}
        title="Your card needs attention"
        description="Cards can expire or be declined by the bank. Write to us and we will help you keep your subscription running."
        actions={
          <Group justify="center">
            <Button
              component="a"
              href={`mailto:${SUPPORT_EMAIL}`}
              leftSection={<IconMail size={16} />}
            >
              E-mail support
            </Button>
          </Group>
        }
      />
    </>
  );
}

export function ExpiredPaymentSuccessPage() {
  return (
    <SuccessRedirect
      title="Your credit card was updated"
      description="Thank you. Your subscription continues as before. Taking you back to your artworks…"
      to="/artworks"
      actionLabel="Go to artworks"
    />
  );
}
