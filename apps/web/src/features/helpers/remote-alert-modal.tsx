import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { HELPER_MESSAGES } from '@archive/domain/helpers/helpers.messages';
import type { RemoteAlert } from '@archive/domain/helpers/helpers.schema';

const COLORS = { info: 'blue', warning: 'yellow', critical: 'red' } as const;

/** The remote alert modal (spec section 2): the first active alert, shown once. */
export function RemoteAlertModal({ alert, onClose }: { alert: RemoteAlert; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={alert.title} data-modal="remote_alert">
      <Stack gap="md">
        <Alert
          color={COLORS[alert.level]}
          icon={
            alert.level === 'info' ? <IconInfoCircle size={18} /> : <IconAlertTriangle size={18} />
          }
        >
          <span style={{ whiteSpace: 'pre-wrap' }}>{alert.body}</span>
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose}>{HELPER_MESSAGES.alertClose}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
