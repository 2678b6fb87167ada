import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/** The content column of signed-in pages. */
export function PageBody({ children }: { children: ReactNode }) {
  return (
    <Box maw={1280} mx="auto" px={{ base: 20, md: 32 }} py={{ base: 28, md: 48 }}>
      {children}
    </Box>
  );
}
