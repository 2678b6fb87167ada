import { Button, Tooltip } from '@mantine/core';
import { useDisclosure, useNetwork } from '@mantine/hooks';
import { IconPresentation } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { VIEWING_ROOM_MESSAGES } from '@archive/domain/viewing-rooms/viewing-room.messages';

// The modal and its form load when first opened: the list's first load stays small.
const CreateViewingRoomModal = lazy(() =>
  import('./create-viewing-room-modal').then((m) => ({ default: m.CreateViewingRoomModal })),
);

interface CreateViewingRoomButtonProps {
  artworkIds: readonly string[];
}

/** The selection bar's 'Create viewing room' (online only: the room lives on the server). */
export function CreateViewingRoomButton({ artworkIds }: CreateViewingRoomButtonProps) {
  const network = useNetwork();
  const [opened, { open, close }] = useDisclosure(false);
  const offline = !network.online;
  return (
    <>
      <Tooltip label={VIEWING_ROOM_MESSAGES.offlineHint} disabled={!offline}>
        <Button
          variant="default"
          leftSection={<IconPresentation size={16} />}
          onClick={open}
          disabled={offline}
        >
          {VIEWING_ROOM_MESSAGES.createAction}
        </Button>
      </Tooltip>
      {opened ? (
        <Suspense fallback={null}>
          <CreateViewingRoomModal opened={opened} artworkIds={artworkIds} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
