import { MantineProvider } from '@mantine/core';
import { notificationsStore } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { theme } from './theme';

const ToastsHost = lazy(() => import('./toasts-host').then((m) => ({ default: m.ToastsHost })));

/** The longest the toasts wait for an idle moment before they load anyway. */
const IDLE_WAIT_MS = 2000;

/**
 * Toasts are drawn by a chunk of their own (issue 37: Mantine's notifications and their
 * transitions left the first load): it loads when the first screen has settled, or at once
 * when a toast is shown before that. A toast shown earlier waits in Mantine's store and
 * appears as the chunk arrives.
 */
function useToastsReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const show = () => {
      setReady(true);
    };
    const stopWatching = notificationsStore.subscribe(show);
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (typeof window.requestIdleCallback === 'function') {
      idle = window.requestIdleCallback(show, { timeout: IDLE_WAIT_MS });
    } else {
      timer = setTimeout(show, IDLE_WAIT_MS);
    }
    return () => {
      stopWatching();
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ready]);
  return ready;
}

export function Providers({ children }: { children: ReactNode }) {
  const toastsReady = useToastsReady();
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" forceColorScheme="light">
      {toastsReady ? (
        <Suspense fallback={null}>
          <ToastsHost />
        </Suspense>
      ) : null}
      {children}
    </MantineProvider>
  );
}
