import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { BillingState, PaymentIntent } from '@archive/domain/billing/billing.schema';
import { BILLING_NOTICES } from '@archive/domain/messages/billing-messages';
import { confirmLocalPaymentIntent, refreshBillingSession } from '../../data/api/billing-api';
import type { BillingChangeOptions } from '../../data/api/billing-api';
import { CardDeclinedError, PaymentNotConfirmedError } from './billing-errors';
import { getStripe } from './stripe-loader';
import { loadPaymentsConfig } from './use-payments-config';

export type ConfirmPayment = (
  intent: PaymentIntent,
  options?: BillingChangeOptions,
) => Promise<boolean>;

interface PendingConfirmation {
  intent: PaymentIntent;
  options: BillingChangeOptions;
  resolve: (confirmed: boolean) => void;
}

/**
 * Confirms a payment whose intent is 'requires_action': Stripe shows its own 3-D Secure
 * step (stripe.confirmCardPayment); the local provider shows a bank-like modal whose
 * Confirm calls POST /v1/payments/local/payment_intents/:id/confirm. Render `modal` once.
 */
export function usePaymentConfirmation(): { confirmPayment: ConfirmPayment; modal: ReactNode } {
  const [pending, setPending] = useState<PendingConfirmation | null>(null);
  const [confirming, setConfirming] = useState(false);
  const pendingRef = useRef<PendingConfirmation | null>(null);

  function settle(confirmed: boolean) {
    pendingRef.current?.resolve(confirmed);
    pendingRef.current = null;
    setPending(null);
    setConfirming(false);
  }

  const confirmPayment: ConfirmPayment = async (intent, options = {}) => {
    const config = await loadPaymentsConfig();
    if (config.provider === 'stripe' && config.publishableKey) {
      const stripe = await getStripe(config.publishableKey);
      if (!stripe) return false;
      const result = await stripe.confirmCardPayment(intent.clientSecret);
      const confirmed = !result.error && result.paymentIntent.status === 'succeeded';
      if (confirmed && options.refreshSession !== false) await refreshBillingSession();
      return confirmed;
    }
    return new Promise<boolean>((resolve) => {
      const next = { intent, options, resolve };
      pendingRef.current = next;
      setPending(next);
    });
  };

  async function handleConfirm() {
    const current = pendingRef.current;
    if (!current) return;
    setConfirming(true);
    try {
      const answer = await confirmLocalPaymentIntent(current.intent, current.options);
      settle(answer.status === 'succeeded' || answer.status === 'processing');
    } catch {
      settle(false);
    }
  }

  const modal = (
    <Modal
      opened={pending !== null}
      onClose={() => {
        if (!confirming) settle(false);
      }}
      title={BILLING_NOTICES.confirmPaymentTitle}
      size={440}
      closeOnClickOutside={false}
      zIndex={400}
    >
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="xl" variant="light" color="ink">
            <IconShieldLock size={20} stroke={1.6} />
          </ThemeIcon>
          <Text fz="sm" fw={600} c="ink.9">
            {BILLING_NOTICES.confirmPaymentSecurity}
          </Text>
        </Group>
        <Text fz="sm" c="ink.8">
          {BILLING_NOTICES.confirmPaymentBody}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={() => {
              settle(false);
            }}
            disabled={confirming}
          >
            Cancel
          </Button>
          <Button onClick={() => void handleConfirm()} loading={confirming} data-autofocus>
            Confirm
          </Button>
        </Group>
      </Stack>
    </Modal>
  );

  return { confirmPayment, modal };
}

/**
 * Finishes a billing change whose payment may need more: confirms a 'requires_action'
 * intent. With `newPayment` (a subscription just created), a 'requires_payment_method'
 * intent means the card was refused.
 */
export async function settlePayment(
  state: BillingState,
  confirmPayment: ConfirmPayment,
  { newPayment = false, ...options }: BillingChangeOptions & { newPayment?: boolean } = {},
): Promise<void> {
  const intent = state.subscription?.paymentIntent;
  if (!intent) return;
  if (newPayment && intent.status === 'requires_payment_method') throw new CardDeclinedError();
  if (intent.status !== 'requires_action') return;
  if (!(await confirmPayment(intent, options))) throw new PaymentNotConfirmedError();
}
