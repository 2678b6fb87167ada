import { Button, Group, Modal, Stack } from '@mantine/core';
import { useRef, useState } from 'react';
import type { SubmitEvent } from 'react';
import type { BillingState } from '@archive/domain/billing/billing.schema';
import { BILLING_NOTICES, BILLING_TOASTS } from '@archive/domain/messages/billing-messages';
import { updatePaymentMethod } from '../../data/api/billing-api';
import { FormErrorAlert } from '../../ui/form-error-alert';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { isCardDeclined } from './billing-errors';
import { CardEntry } from './card-entry';
import type { CardEntryHandle } from './card-entry-handle';
import type { ConfirmPayment } from './payment-confirmation';
import { settlePayment } from './payment-confirmation';

interface UpdateCardModalProps {
  opened: boolean;
  onClose: () => void;
  onUpdated: (state: BillingState) => void;
  confirmPayment: ConfirmPayment;
}

/** Settings → Update card: a new card replaces the one on file (POST /v1/paymentMethod). */
export function UpdateCardModal({
  opened,
  onClose,
  onUpdated,
  confirmPayment,
}: UpdateCardModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={BILLING_NOTICES.updateCardTitle}
      size={440}
      closeOnClickOutside={false}
    >
      {/* Mounted only while open, so the card fields start empty every time. */}
      {opened ? (
        <UpdateCardForm onClose={onClose} onUpdated={onUpdated} confirmPayment={confirmPayment} />
      ) : null}
    </Modal>
  );
}

function UpdateCardForm({
  onClose,
  onUpdated,
  confirmPayment,
}: Omit<UpdateCardModalProps, 'opened'>) {
  const card = useRef<CardEntryHandle>(null);
  const [invalidSubmit, setInvalidSubmit] = useState(false);
  const [declined, setDeclined] = useState(false);
  const [submitting, setSubmitting] = useState(false);

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
      onUpdated(state);
      onClose();
    } catch (error) {
      showErrorToast(BILLING_TOASTS.cardUpdateFailed);
      if (isCardDeclined(error)) setDeclined(true);
      setSubmitting(false);
    }
  }

  return (
    <form noValidate aria-label="Update card" onSubmit={(event) => void handleSubmit(event)}>
      <Stack gap="lg">
        <CardEntry
          ref={card}
          declined={declined}
          onEdit={() => {
            setDeclined(false);
          }}
          disabled={submitting}
        />
        <FormErrorAlert visible={invalidSubmit} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            Save card
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
