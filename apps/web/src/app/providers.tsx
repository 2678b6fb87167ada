import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { theme } from './theme';
import { LazyNotifications } from './toasts/lazy-notifications';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" forceColorScheme="light">
      <LazyNotifications />
      {children}
    </MantineProvider>
  );
}
