import { Button, Tooltip } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import type { ExhibitionPlacement } from '@archive/domain/exhibitions/exhibition-arrangement.schema';
import { EXHIBITION_MESSAGES } from '@archive/domain/exhibitions/exhibition.messages';
import { updateViewingRoom } from '../../data/api/viewing-rooms-api';
import { showErrorToast, showSuccessToast } from '../../ui/toast';

/** A saved exhibition's new arrangement, sent to its room (online only, like every room call). */
export function SaveArrangementButton({
  roomId,
  exhibition,
}: {
  roomId: string;
  exhibition: readonly ExhibitionPlacement[];
}) {
  const network = useNetwork();
  const [saving, setSaving] = useState(false);
  const offline = !network.online;
  return (
    <Tooltip label={EXHIBITION_MESSAGES.offlineHint} disabled={!offline}>
      <Button
        leftSection={<IconDeviceFloppy size={16} />}
        disabled={offline}
        loading={saving}
        onClick={() => {
          setSaving(true);
          updateViewingRoom(roomId, { exhibition: [...exhibition] })
            .then(
              () => {
                showSuccessToast(EXHIBITION_MESSAGES.arrangementSaved);
              },
              () => {
                showErrorToast(EXHIBITION_MESSAGES.arrangementSaveFailed);
              },
            )
            .finally(() => {
              setSaving(false);
            });
        }}
      >
        {EXHIBITION_MESSAGES.saveArrangement}
      </Button>
    </Tooltip>
  );
}
