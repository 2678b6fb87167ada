import { ActionIcon, Tooltip } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { ARTWORK_SCREEN_MESSAGES } from '@archive/domain/artworks/artwork-screen.messages';

/** Multi-edit: the eraser inside a 'Multiple' field that empties it in every selected artwork. */
export function ClearInAllButton({ label, onClear }: { label: string; onClear: () => void }) {
  const name = ARTWORK_SCREEN_MESSAGES.clearInAll(label);
  return (
    <Tooltip label={name} withArrow>
      <ActionIcon variant="subtle" color="gray" aria-label={name} onClick={onClear}>
        <IconEraser size={16} aria-hidden="true" />
      </ActionIcon>
    </Tooltip>
  );
}
