import { Affix, Alert, Paper } from '@mantine/core';
import { IconDatabaseExclamation } from '@tabler/icons-react';
import { OUTBOX_MESSAGES } from '@archive/domain/sync/outbox.messages';

/**
 * The notice itself; loaded only when it is shown, so the main bundle does not carry it. It
 * floats at the foot of the window rather than above the page: it comes once the browser has
 * answered, after the page is drawn, and pushed the whole list down when it did (issue 37).
 */
export function StorageNoticeAlert({ onDismiss }: { onDismiss: () => void }) {
  return (
    <Affix position={{ bottom: 16, left: 16, right: 16 }}>
      <Paper shadow="md" maw={560} mx="auto">
        <Alert
          role="status"
          color="sienna"
          icon={<IconDatabaseExclamation size={18} stroke={1.6} />}
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={onDismiss}
        >
          {OUTBOX_MESSAGES.storageNotPersisted}
        </Alert>
      </Paper>
    </Affix>
  );
}
