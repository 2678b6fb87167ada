import { Alert } from '@mantine/core';
import { IconDatabaseExclamation } from '@tabler/icons-react';
import { OUTBOX_MESSAGES } from '@archive/domain/sync/outbox.messages';

/**
 * The notice itself, above the page. Drawn with the signed-in frame (not loaded apart) so that,
 * from the last visit's answer, it is there before the screen below it: coming in a moment
 * after, it pushed the whole list down (issue 37, decision 063).
 */
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
