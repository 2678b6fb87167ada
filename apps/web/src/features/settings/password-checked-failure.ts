import { isApiError, isOfflineError } from '../../data/api/api-client';
import { showOfflineToast } from '../../ui/offline';
import { showErrorToast } from '../../ui/toast';

/**
 * How a call checked by the current password failed: offline (a toast), the password wrong
 * (403: the caller marks its field) or anything else (a toast with `failedMessage`).
 */
export function reportPasswordCheckedFailure(
  error: unknown,
  onWrongPassword: () => void,
  failedMessage: string,
): void {
  if (isOfflineError(error)) showOfflineToast();
  else if (isApiError(error, 403)) onWrongPassword();
  else showErrorToast(failedMessage);
}
