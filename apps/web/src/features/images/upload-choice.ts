import type { FileRejection } from '@mantine/dropzone';
import { IMAGE_SCREEN_MESSAGES } from '@archive/domain/images/image-screen.messages';
import { IMAGE_MESSAGES } from '@archive/domain/images/image.messages';

type Rejection = Pick<FileRejection, 'errors'> & { file: Pick<File, 'name'> };

/** Why the dropzone refused a file, in our words (spec section 5: only jpeg and png). */
function reasonFor(rejection: Rejection): string {
  const codes = rejection.errors.map((error) => error.code);
  if (codes.includes('file-invalid-type')) return IMAGE_MESSAGES.onlyJpegOrPng;
  if (codes.includes('file-too-large')) return IMAGE_MESSAGES.tooLarge;
  if (codes.includes('file-too-small')) return IMAGE_MESSAGES.empty;
  return rejection.errors[0]?.message ?? IMAGE_MESSAGES.onlyJpegOrPng;
}

/** One line per refused file, naming it. */
export function rejectionMessages(rejections: readonly Rejection[]): string[] {
  return rejections.map((rejection) =>
    IMAGE_SCREEN_MESSAGES.rejectedFile(rejection.file.name, reasonFor(rejection)),
  );
}

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
