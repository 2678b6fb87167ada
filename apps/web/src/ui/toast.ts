import { notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS, TOAST_LONG_AUTO_CLOSE_MS } from '@archive/domain/app/app-constants';

export function showSuccessToast(message: string): void {
  notifications.show({ message, color: 'ink', autoClose: TOAST_AUTO_CLOSE_MS });
}

export function showErrorToast(message: string): void {
  notifications.show({ message, color: 'red', autoClose: TOAST_AUTO_CLOSE_MS });
}

/** Warnings stay longer (spec section 8: subscription cancelled, warning style, 5 s). */
export function showWarningToast(message: string): void {
  notifications.show({ message, color: 'yellow', autoClose: TOAST_LONG_AUTO_CLOSE_MS });
}
