import { notificationsStore } from '@mantine/notifications';
import { useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '../when-idle';
import { TOAST_LIMIT, TOAST_POSITION } from './toast-placement';

// A toast shown before the container loads is already placed as the container will place it.
notificationsStore.updateState((state) => ({
  ...state,
  limit: TOAST_LIMIT,
  defaultPosition: TOAST_POSITION,
}));

let loading: Promise<ComponentType> | null = null;

/** The container's own module, so Mantine's toasts stay out of the first load's chunks. */
function loadContainer(): Promise<ComponentType> {
  loading ??= import('./toasts-container').then(
    (module) => module.ToastsContainer,
    (cause: unknown) => {
      // Not loaded (offline before the worker cached it): the next toast tries again.
      loading = null;
      throw cause;
    },
  );
  return loading;
}

function anyShown(): boolean {
  const { notifications, queue } = notificationsStore.getState();
  return notifications.length > 0 || queue.length > 0;
}

/**
 * The toasts' container, loaded once the first screen is drawn and the browser is idle, or
 * with the first toast if that comes sooner (decision 067). A toast shown before it mounts
 * waits in Mantine's store and appears with it.
 */
export function LazyNotifications() {
  const [Container, setContainer] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (Container) return;
    let stopped = false;
    const load = () => {
      loadContainer().then(
        (loaded) => {
          if (!stopped) setContainer(() => loaded);
        },
        () => undefined,
      );
    };
    const cancelIdle = whenIdle(load, 5_000);
    if (anyShown()) load();
    const unsubscribe = notificationsStore.subscribe(() => {
      if (anyShown()) load();
    });
    return () => {
      stopped = true;
      unsubscribe();
      cancelIdle();
    };
  }, [Container]);
  return Container ? <Container /> : null;
}
