import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  onClose: () => void;
  onConfirm: () => void;
}

/** A 440 px confirmation with a destructive action (delete_contact, delete_artwork, …). */
export function ConfirmModal({
  opened,
  title,
  body,
  confirmLabel,
  onClose,
  onConfirm,
}: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={440} centered>
      <Stack gap="lg">
        <Text c="var(--archive-muted)">{body}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
