import { IMAGE_MESSAGES } from '@archive/domain/images/image.messages';
import { AppError } from '../../lib/app-error';
import type { ImageRejection } from './image-check';

/** The answer for a refused image, in the one error shape (docs/decisions/006-error-shape.md). */
export function imageRejectionError(reason: ImageRejection): AppError {
  switch (reason) {
    case 'empty':
      return new AppError(400, 'VALIDATION', IMAGE_MESSAGES.empty);
    case 'tooLarge':
      return new AppError(413, 'BODY_TOO_LARGE', IMAGE_MESSAGES.tooLarge);
    case 'notJpegOrPng':
      return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', IMAGE_MESSAGES.onlyJpegOrPng);
    case 'pngDeclaredJpeg':
      return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', IMAGE_MESSAGES.pngNamedJpeg);
    case 'jpegDeclaredPng':
      return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', IMAGE_MESSAGES.jpegNamedPng);
    case 'tooManyPixels':
      return new AppError(400, 'VALIDATION', IMAGE_MESSAGES.tooManyPixels);
    case 'damaged':
      return new AppError(400, 'VALIDATION', IMAGE_MESSAGES.damaged);
  }
}
