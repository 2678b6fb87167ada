import { TOAST_MESSAGES } from '@archive/domain/messages/api-messages';
import { showErrorToast } from './toast';

export function showOfflineToast(): void {
  showErrorToast(TOAST_MESSAGES.offline);
}
