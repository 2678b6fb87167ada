import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@archive/domain/app/app-constants';

/** Where toasts appear (ui/toast.ts puts them in Mantine's store; this draws them). */
export function ToastsHost() {
  return <Notifications position="top-center" autoClose={TOAST_AUTO_CLOSE_MS} limit={3} />;
}
