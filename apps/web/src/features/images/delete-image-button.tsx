import { ActionIcon, Button, Group, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { IMAGE_SCREEN_MESSAGES } from '@archive/domain/images/image-screen.messages';

interface DeleteImageButtonProps {
  position: number;
  onDelete: () => void;
}

/** Delete with a small confirmation beside the button: an image is gone once deleted. */
export function DeleteImageButton({ position, onDelete }: DeleteImageButtonProps) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="top-end"
      withArrow
      shadow="md"
      trapFocus
    >
      <Popover.Target>
        <Tooltip label="Delete" withArrow disabled={opened}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={IMAGE_SCREEN_MESSAGES.deleteImage(position)}
            onClick={() => {
              setOpened((open) => !open);
            }}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown aria-label={IMAGE_SCREEN_MESSAGES.deleteImage(position)}>
        <Stack gap="xs">
          <Text size="sm">{IMAGE_SCREEN_MESSAGES.deleteConfirm}</Text>
          <Group gap="xs" justify="flex-end">
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => {
                setOpened(false);
              }}
            >
              {IMAGE_SCREEN_MESSAGES.cancel}
            </Button>
            <Button
              size="compact-sm"
              color="red"
              data-autofocus
              onClick={() => {
                setOpened(false);
                onDelete();
              }}
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
