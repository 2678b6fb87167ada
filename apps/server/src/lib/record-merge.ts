import { API_MESSAGES } from '@archive/domain/messages/api-messages';
import { AppError } from './app-error';

/**
 * Shared by the modules that merge client edits field by field (contacts, artworks;
 * docs/decisions/009): value equality that ignores key order, and the one answer for a record
 * that is not the caller's.
 */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return inner;
    return Object.fromEntries(
      Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
    );
  });
}

/** True when an edit's value equals the stored one (objects compared whatever their key order). */
export function sameValue(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

/** Another user's record, or none: the same 404 either way. */
export function recordNotFound(): AppError {
  return new AppError(404, 'NOT_FOUND', API_MESSAGES.notFound);
}
