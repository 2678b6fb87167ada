import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@archive/domain/app/app-constants';
import { TOAST_LIMIT, TOAST_POSITION } from './toast-placement';

/** Mantine's toasts, drawn where every screen shows them. */
export function ToastsContainer() {
  return (
    <Notifications position={TOAST_POSITION} autoClose={TOAST_AUTO_CLOSE_MS} limit={TOAST_LIMIT} />
  );
}
