import { Box, Button, Group, Paper, Text } from '@mantine/core';
import { IconArrowRight, IconPencil, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ARTWORK_LIST_MESSAGES } from '@archive/domain/artworks/artwork-list.messages';

interface ArtworkSelectionBarProps {
  count: number;
  onOpen: () => void;
  onClear: () => void;
  /** More actions on the selection: export, and those of other features (composed in app/routes). */
  actions?: ReactNode;
}

/**
 * Stays at the bottom while the list scrolls once something is selected: one artwork opens
 * its details, several open multi-edit (spec section 2).
 */
export function ArtworkSelectionBar({ count, onOpen, onClear, actions }: ArtworkSelectionBarProps) {
  return (
    <Box pos="sticky" bottom={16} mt="md" style={{ zIndex: 5 }}>
      <Paper shadow="md" radius={4} p="sm" withBorder>
        <Group justify="space-between" gap="sm">
          <Text fw={600} aria-live="polite">
            {ARTWORK_LIST_MESSAGES.selected(count)}
          </Text>
          <Group gap="xs">
            <Button variant="default" leftSection={<IconX size={16} />} onClick={onClear}>
              Clear
            </Button>
            {actions}
            <Button
              leftSection={count === 1 ? <IconArrowRight size={16} /> : <IconPencil size={16} />}
              onClick={onOpen}
            >
              {count === 1 ? ARTWORK_LIST_MESSAGES.openOne : ARTWORK_LIST_MESSAGES.editMany(count)}
            </Button>
          </Group>
        </Group>
      </Paper>
    </Box>
  );
}
