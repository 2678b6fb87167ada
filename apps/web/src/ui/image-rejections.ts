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
