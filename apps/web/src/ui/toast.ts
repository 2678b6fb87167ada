import { notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@archive/domain/app/app-constants';

export function showSuccessToast(message: string): void {
  notifications.show({ message, color: 'ink', autoClose: TOAST_AUTO_CLOSE_MS });
}

export function showErrorToast(message: string): void {
  notifications.show({ message, color: 'red', autoClose: TOAST_AUTO_CLOSE_MS });
}
