import { Box, Group, Paper, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/** The save bar that stays at the bottom of a long form while it scrolls. */
export function FloatingBar({
  children,
  gap = 'sm',
}: {
  children: ReactNode;
  /** Tighter on a phone, where the bar must stay one row. */
  gap?: MantineSpacing;
}) {
  return (
    <Box pos="sticky" bottom={16} style={{ zIndex: 5 }}>
      <Paper shadow="md" radius={4} p="sm" withBorder>
        <Group justify="flex-end" gap={gap}>
          {children}
        </Group>
      </Paper>
    </Box>
  );
}
