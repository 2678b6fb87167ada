import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { APP_MESSAGES } from '@archive/domain/messages/app-messages';
import { OUTBOX_MESSAGES } from '@archive/domain/sync/outbox.messages';
import { usePendingChangesCount } from '../../../data/sync/browser-sync';

interface SignOutModalProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}

export function SignOutModal({ opened, onClose, onConfirm }: SignOutModalProps) {
  const [busy, setBusy] = useState(false);
  const unsynced = usePendingChangesCount();

  async function handleConfirm() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={APP_MESSAGES.signOutTitle} size={440}>
      <Stack gap="lg">
        <Text c="var(--archive-muted)">{APP_MESSAGES.signOutBody}</Text>
        {unsynced > 0 ? (
          <Alert color="red" role="alert">
            {OUTBOX_MESSAGES.unsyncedSignOut(unsynced)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void handleConfirm()} loading={busy}>
            Sign out
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
