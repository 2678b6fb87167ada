import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { RefObject } from 'react';
import { useBlocker } from 'react-router';
import { APP_MESSAGES } from '@archive/domain/messages/app-messages';

interface LeaveGuardProps {
  when: boolean;
  /** Set to true just before a navigation the form itself starts (after a delete). */
  bypass: RefObject<boolean>;
  /** What is unsaved, e.g. 'Your changes to this contact have not been saved.' */
  message?: string;
}

/** Asks before leaving a form with unsaved changes (another route; the form stays intact). */
export function LeaveGuard({
  when,
  bypass,
  message = 'Your changes have not been saved.',
}: LeaveGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      !bypass.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={APP_MESSAGES.leaveTitle}
      size={440}
      centered
    >
      <Stack gap="lg">
        <Text c="var(--archive-muted)">{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            {APP_MESSAGES.leaveStay}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            {APP_MESSAGES.leaveGo}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
