import { IMAGE_SCREEN_MESSAGES } from '@archive/domain/images/image-screen.messages';

/**
 * Keeps the files that still fit under the caller's maximum, in the order chosen; the rest are
 * named in a message instead of refusing the whole choice.
 */
export function fitToRemaining<T>(
  files: readonly T[],
  remaining: number,
): { kept: T[]; message: string | null } {
  const room = Math.max(0, remaining);
  if (files.length <= room) return { kept: [...files], message: null };
  return { kept: files.slice(0, room), message: IMAGE_SCREEN_MESSAGES.tooMany(room) };
}
