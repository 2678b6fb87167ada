import { Box, Group, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** The save bar that stays at the bottom of a long form while it scrolls. */
export function FloatingBar({ children }: { children: ReactNode }) {
  return (
    <Box pos="sticky" bottom={16} style={{ zIndex: 5 }}>
      <Paper shadow="md" radius={4} p="sm" withBorder>
        <Group justify="flex-end" gap="sm">
          {children}
        </Group>
      </Paper>
    </Box>
  );
}
