import { Button, Group, Modal, Stack } from '@mantine/core';
import type { BillingState } from '@archive/domain/billing/billing.schema';
import { BILLING_NOTICES } from '@archive/domain/messages/billing-messages';
import { FormErrorAlert } from '../../ui/form-error-alert';
import { CardEntry } from './card-entry';
import type { ConfirmPayment } from './payment-confirmation';
import { useCardUpdate } from './use-card-update';

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
  const { card, invalidSubmit, declined, submitting, clearDeclined, onSubmit } = useCardUpdate(
    confirmPayment,
    (state) => {
      onUpdated(state);
      onClose();
    },
  );

  return (
    <form noValidate aria-label="Update card" onSubmit={onSubmit}>
      <Stack gap="lg">
        <CardEntry ref={card} declined={declined} onEdit={clearDeclined} disabled={submitting} />
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
