import type { ArtworkFormErrors } from '@archive/domain/artworks/artwork.rules';

/** True when the field at `path`, or the group holding it (a crate list), was touched. */
export function isTouchedPath(touched: unknown, path: string): boolean {
  let current: unknown = touched;
  for (const key of path.split('.')) {
    if (current === true) return true;
    if (current === null || typeof current !== 'object') return false;
    current = (current as Record<string, unknown>)[key];
  }
  return current === true;
}

/**
 * Spec section 5: an error shows once its field was touched (visited and left), or after a
 * failed submit.
 */
export function visibleError(
  errors: ArtworkFormErrors,
  touched: unknown,
  submitFailed: boolean,
  path: string,
): string | undefined {
  const error = errors[path];
  if (error === undefined) return undefined;
  return submitFailed || isTouchedPath(touched, path) ? error : undefined;
}
