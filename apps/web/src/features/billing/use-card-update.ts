import { useRef, useState } from 'react';
import type { SubmitEvent } from 'react';
import type { BillingState } from '@archive/domain/billing/billing.schema';
import { BILLING_TOASTS } from '@archive/domain/messages/billing-messages';
import { updatePaymentMethod } from '../../data/api/billing-api';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { isCardDeclined } from './billing-errors';
import type { CardEntryHandle } from './card-entry-handle';
import type { ConfirmPayment } from './payment-confirmation';
import { settlePayment } from './payment-confirmation';

/**
 * The submit of a form that puts a new card on file (POST /v1/paymentMethod): the settings
 * modal and the expired-card page. `onUpdated` runs once the card is on file and paid with.
 */
export function useCardUpdate(
  confirmPayment: ConfirmPayment,
  onUpdated: (state: BillingState) => Promise<void> | void,
) {
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
      await onUpdated(state);
    } catch (error) {
      showErrorToast(BILLING_TOASTS.cardUpdateFailed);
      if (isCardDeclined(error)) setDeclined(true);
      setSubmitting(false);
    }
  }

  return {
    card,
    invalidSubmit,
    declined,
    submitting,
    clearDeclined: () => {
      setDeclined(false);
    },
    onSubmit: (event: SubmitEvent<HTMLFormElement>) => void handleSubmit(event),
  };
}
