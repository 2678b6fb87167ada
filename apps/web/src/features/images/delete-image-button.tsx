import { ActionIcon, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { IMAGE_SCREEN_MESSAGES } from '@archive/domain/images/image-screen.messages';
import { ConfirmPopover } from '../../ui/confirm-popover';

interface DeleteImageButtonProps {
  position: number;
  onDelete: () => void;
}

/** Delete with a small confirmation beside the button: an image is gone once deleted. */
export function DeleteImageButton({ position, onDelete }: DeleteImageButtonProps) {
  const label = IMAGE_SCREEN_MESSAGES.deleteImage(position);
  return (
    <ConfirmPopover
      label={label}
      message={IMAGE_SCREEN_MESSAGES.deleteConfirm}
      cancelLabel={IMAGE_SCREEN_MESSAGES.cancel}
      confirmLabel={IMAGE_SCREEN_MESSAGES.delete}
      onConfirm={onDelete}
      target={(toggle, opened) => (
        <Tooltip label={IMAGE_SCREEN_MESSAGES.delete} withArrow disabled={opened}>
          <ActionIcon variant="subtle" color="red" aria-label={label} onClick={toggle}>
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    />
  );
}
