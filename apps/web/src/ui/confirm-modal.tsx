import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  /** 'Cancel' unless the choice needs its own words ('Keep subscription'). */
  cancelLabel?: string;
  /** A red confirm button for what cannot be undone; plain otherwise. */
  destructive?: boolean;
  /** The confirmed action is running: the modal stays open and its buttons wait. */
  busy?: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/**
 * A 440 px confirmation (delete_contact, delete_artwork, cancel or restart a subscription, …):
 * the one confirm modal of the app.
 */
export function ConfirmModal({
  opened,
  title,
  body,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive = true,
  busy = false,
  onClose,
  onConfirm,
}: ConfirmModalProps) {
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} size={440} centered>
      <Stack gap="lg">
        <Text c="var(--archive-muted)">{body}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" disabled={busy} onClick={close}>
            {cancelLabel}
          </Button>
          <Button
            {...(destructive ? { color: 'red' } : {})}
            loading={busy}
            onClick={onConfirm}
            data-autofocus
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
