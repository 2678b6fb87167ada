import { API_MESSAGES } from '@archive/domain/messages/api-messages';
import { AppError } from './app-error';

/** Another user's record, or none: the same 404 either way. */
export function recordNotFound(): AppError {
  return new AppError(404, 'NOT_FOUND', API_MESSAGES.notFound);
}
