import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '@archive/domain/app/app-constants';
import { theme } from './theme';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" forceColorScheme="light">
      <Notifications position="top-center" autoClose={TOAST_AUTO_CLOSE_MS} limit={3} />
      {children}
    </MantineProvider>
  );
}
