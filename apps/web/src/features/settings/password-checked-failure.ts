import type { UseFormSetError } from 'react-hook-form';
import { API_MESSAGES } from '@archive/domain/messages/api-messages';
import { isApiError, isOfflineError } from '../../data/api/api-client';
import { showOfflineToast } from '../../ui/offline';
import { showErrorToast } from '../../ui/toast';

/**
 * How a call checked by the current password failed: offline (a toast), the password wrong
 * (403: the form's currentPassword field says so) or anything else (a toast, `failedMessage`).
 */
export function reportPasswordCheckedFailure(
  error: unknown,
  setError: UseFormSetError<{ currentPassword: string }>,
  failedMessage: string,
): void {
  if (isOfflineError(error)) showOfflineToast();
  else if (isApiError(error, 403))
    setError('currentPassword', { type: 'server', message: API_MESSAGES.currentPasswordIncorrect });
  else showErrorToast(failedMessage);
}
