import { Alert } from '@mantine/core';
import { IconDatabaseExclamation } from '@tabler/icons-react';
import { OUTBOX_MESSAGES } from '@archive/domain/sync/outbox.messages';

/** The notice itself; loaded only when it is shown, so the main bundle does not carry it. */
export function StorageNoticeAlert({ onDismiss }: { onDismiss: () => void }) {
  return (
    <Alert
      role="status"
      color="sienna"
      mb="lg"
      icon={<IconDatabaseExclamation size={18} stroke={1.6} />}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onDismiss}
    >
      {OUTBOX_MESSAGES.storageNotPersisted}
    </Alert>
  );
}
