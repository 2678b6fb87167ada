import { Alert, Button, Card, Group, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle, IconMail } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { SUPPORT_EMAIL } from '@archive/domain/app/app-constants';
import type { Card as StoredCardDetails } from '@archive/domain/billing/billing.schema';
import {
  BILLING_MESSAGES,
  BILLING_NOTICES,
  EXPIRED_CARD_NOTICE_UNKNOWN,
  expiredCardNotice,
} from '@archive/domain/messages/billing-messages';
import { getPaymentMethod } from '../../data/api/billing-api';
import { FormErrorAlert } from '../../ui/form-error-alert';
import { PageHeader } from '../../ui/page-header';
import { SuccessRedirect } from '../../ui/success-redirect';
import { showErrorToast } from '../../ui/toast';
import { CardEntry } from './card-entry';
import { usePaymentConfirmation } from './payment-confirmation';
import { useCardUpdate } from './use-card-update';

type FailingCard = { status: 'loading' } | { status: 'ready'; card: StoredCardDetails | null };

/** /expired-payment-method: the failing card by its last four digits, and a new card. */
export function ExpiredPaymentMethodPage() {
  const navigate = useNavigate();
  const { confirmPayment, modal } = usePaymentConfirmation();
  const [failing, setFailing] = useState<FailingCard>({ status: 'loading' });
  const { card, invalidSubmit, declined, submitting, clearDeclined, onSubmit } = useCardUpdate(
    confirmPayment,
    () => navigate('/expired-payment-method/success', { replace: true }),
  );

  useEffect(() => {
    let active = true;
    getPaymentMethod()
      .then((found) => {
        if (active) setFailing({ status: 'ready', card: found });
      })
      .catch(() => {
        if (!active) return;
        setFailing({ status: 'ready', card: null });
        showErrorToast(BILLING_MESSAGES.cardDetailsFailed);
      });
    return () => {
      active = false;
    };
  }, []);

  return (
    <Stack gap={0} maw={640}>
      <PageHeader
        title={BILLING_NOTICES.expiredTitle}
        description="Your archive stays safe while you update your card."
      />
      <Card>
        <form noValidate aria-label="Update payment method" onSubmit={onSubmit}>
          <Stack gap="lg">
            {failing.status === 'loading' ? (
              <Skeleton h={72} aria-label="Loading your card" />
            ) : (
              <Alert
                color="yellow"
                variant="light"
                icon={<IconAlertTriangle size={18} stroke={1.6} />}
                aria-label="Failing card"
              >
                {failing.card ? expiredCardNotice(failing.card.last4) : EXPIRED_CARD_NOTICE_UNKNOWN}
              </Alert>
            )}
            <CardEntry
              ref={card}
              declined={declined}
              onEdit={clearDeclined}
              disabled={submitting}
            />
            <FormErrorAlert visible={invalidSubmit} />
            <Group justify="space-between" gap="sm" wrap="wrap-reverse">
              <Button
                component="a"
                href={`mailto:${SUPPORT_EMAIL}`}
                variant="subtle"
                leftSection={<IconMail size={16} />}
              >
                E-mail support
              </Button>
              <Button type="submit" loading={submitting} miw={160}>
                Update
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
      {modal}
    </Stack>
  );
}

/** /expired-payment-method/success: says the card was updated, then back to the archive. */
export function ExpiredPaymentSuccessPage() {
  return (
    <SuccessRedirect
      title={BILLING_NOTICES.cardUpdatedTitle}
      description={BILLING_NOTICES.cardUpdatedBody}
      to="/artworks"
      actionLabel="Go to artworks"
    />
  );
}
