import { Button, Tooltip } from '@mantine/core';
import { useDisclosure, useNetwork } from '@mantine/hooks';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { ExhibitionPlacement } from '@archive/domain/exhibitions/exhibition-arrangement.schema';
import { EXHIBITION_MESSAGES } from '@archive/domain/exhibitions/exhibition.messages';
import { CreateViewingRoomModal } from './create-viewing-room-modal';

/**
 * The 3D exhibition's 'Save exhibition' (decision 057): a viewing room with the arrangement,
 * so it has the room's address, password, closing time, revoke, figures and enquiries.
 */
export function SaveExhibitionButton({
  exhibition,
}: {
  exhibition: readonly ExhibitionPlacement[];
}) {
  const network = useNetwork();
  const [opened, { open, close }] = useDisclosure(false);
  const offline = !network.online;
  return (
    <>
      <Tooltip label={EXHIBITION_MESSAGES.offlineHint} disabled={!offline}>
        <Button leftSection={<IconDeviceFloppy size={16} />} onClick={open} disabled={offline}>
          {EXHIBITION_MESSAGES.saveExhibition}
        </Button>
      </Tooltip>
      <CreateViewingRoomModal
        opened={opened}
        artworkIds={exhibition.map((placement) => placement.artworkId)}
        exhibition={exhibition}
        onClose={close}
      />
    </>
  );
}
