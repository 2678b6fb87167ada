import { Alert, Button, Card, Group, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle, IconMail } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { SUPPORT_EMAIL } from '@archive/domain/app/app-constants';
import type { Card as StoredCardDetails } from '@archive/domain/billing/billing.schema';
import {
  BILLING_MESSAGES,
  BILLING_NOTICES,
  BILLING_TOASTS,
  EXPIRED_CARD_NOTICE_UNKNOWN,
  expiredCardNotice,
} from '@archive/domain/messages/billing-messages';
import { getPaymentMethod, updatePaymentMethod } from '../../data/api/billing-api';
import { FormErrorAlert } from '../../ui/form-error-alert';
import { PageHeader } from '../../ui/page-header';
import { SuccessRedirect } from '../../ui/success-redirect';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { isCardDeclined } from './billing-errors';
import { CardEntry } from './card-entry';
import type { CardEntryHandle } from './card-entry-handle';
import { settlePayment, usePaymentConfirmation } from './payment-confirmation';

type FailingCard = { status: 'loading' } | { status: 'ready'; card: StoredCardDetails | null };

/** /expired-payment-method: the failing card by its last four digits, and a new card. */
export function ExpiredPaymentMethodPage() {
  const navigate = useNavigate();
  const card = useRef<CardEntryHandle>(null);
  const { confirmPayment, modal } = usePaymentConfirmation();
  const [failing, setFailing] = useState<FailingCard>({ status: 'loading' });
  const [invalidSubmit, setInvalidSubmit] = useState(false);
  const [declined, setDeclined] = useState(false);
  const [submitting, setSubmitting] = useState(false);

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

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || !card.current) return;
    setDeclined(false);
    if (!(await card.current.validate())) {
      setInvalidSubmit(true);
      return;
    }
    setInvalidSubmit(false);
    setSubmitting(true);
    try {
      const paymentMethod = await card.current.createPaymentMethod();
      const state = await updatePaymentMethod({ payment_method: paymentMethod });
      await settlePayment(state, confirmPayment);
      showSuccessToast(BILLING_TOASTS.cardUpdated);
      await navigate('/expired-payment-method/success', { replace: true });
    } catch (error) {
      showErrorToast(BILLING_TOASTS.cardUpdateFailed);
      if (isCardDeclined(error)) setDeclined(true);
      setSubmitting(false);
    }
  }

  return (
    <Stack gap={0} maw={640}>
      <PageHeader
        title={BILLING_NOTICES.expiredTitle}
        description="Your archive stays safe while you update your card."
      />
      <Card>
        <form
          noValidate
          aria-label="Update payment method"
          onSubmit={(event) => void handleSubmit(event)}
        >
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
              onEdit={() => {
                setDeclined(false);
              }}
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
