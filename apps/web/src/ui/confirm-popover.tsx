import { Button, Group, Popover, Stack, Text, type PopoverProps } from '@mantine/core';
import { useState, type ReactNode } from 'react';

interface ConfirmPopoverProps {
  /** The control that opens it; `toggle` opens or closes the confirmation. */
  target: (toggle: () => void, opened: boolean) => ReactNode;
  message: string;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  position?: PopoverProps['position'];
  /** The dropdown's accessible name, when the message alone does not say what it is about. */
  label?: string;
  maw?: number;
}

/**
 * A small confirmation beside the control, for a removal that cannot be undone: the message,
 * Cancel, and the confirming action in red, which takes the focus so Enter confirms and
 * Escape cancels.
 */
export function ConfirmPopover({
  target,
  message,
  cancelLabel,
  confirmLabel,
  onConfirm,
  position = 'top-end',
  label,
  maw = 300,
}: ConfirmPopoverProps) {
  const [opened, setOpened] = useState(false);
  const toggle = () => {
    setOpened((open) => !open);
  };
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position={position}
      withArrow
      shadow="md"
      trapFocus
    >
      <Popover.Target>{target(toggle, opened)}</Popover.Target>
      <Popover.Dropdown aria-label={label} maw={maw}>
        <Stack gap="xs">
          <Text size="sm">{message}</Text>
          <Group gap="xs" justify="flex-end">
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => {
                setOpened(false);
              }}
            >
              {cancelLabel}
            </Button>
            <Button
              size="compact-sm"
              color="red"
              data-autofocus
              onClick={() => {
                setOpened(false);
                onConfirm();
              }}
            >
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
