import type { ImageHeadRejection } from './image-content';
import { IMAGE_MAX_MEGABYTES, IMAGE_MAX_MEGAPIXELS } from './image-limits';
import { ARTWORK_MAX_IMAGES } from './image.schema';

/**
 * Image upload messages. The spec words only "only jpeg and png"; the rest are ours
 * (docs/decisions/015-image-storage.md).
 */
export const IMAGE_MESSAGES = {
  onlyJpegOrPng: 'only jpeg and png images can be uploaded',
  pngNamedJpeg:
    'this file is a PNG image but its name says JPEG; rename it to .png and upload it again',
  jpegNamedPng:
    'this file is a JPEG image but its name says PNG; rename it to .jpg and upload it again',
  empty: 'the file is empty',
  tooLarge: `an image can be at most ${IMAGE_MAX_MEGABYTES} MB`,
  tooManyPixels: `an image can have at most ${IMAGE_MAX_MEGAPIXELS} megapixels`,
  damaged: 'this image is damaged or incomplete; export it again and upload the new file',
  uploadAddressInvalid: 'this upload address is not valid; start the upload again',
  uploadAddressExpired: 'this upload address has expired; start the upload again',
  uploadAddressUsed: 'this upload address has already been used; start the upload again',
  notUploaded: 'the image has not been uploaded yet',
  notFound: 'Image not found',
  notThisRecordsUpload: 'this image was not uploaded for this record; start the upload again',
  tooManyImages: `an artwork can have at most ${ARTWORK_MAX_IMAGES} images`,
  /** One answer for every link the server will not or cannot download (decision 020). */
  importRefused: 'the image could not be downloaded from this link',
} as const;

/** Why a file was refused by its content, in the words the server answers with too. */
export function imageRefusalMessage(reason: ImageHeadRejection | 'damaged'): string {
  switch (reason) {
    case 'empty':
      return IMAGE_MESSAGES.empty;
    case 'tooLarge':
      return IMAGE_MESSAGES.tooLarge;
    case 'notJpegOrPng':
      return IMAGE_MESSAGES.onlyJpegOrPng;
    case 'pngDeclaredJpeg':
      return IMAGE_MESSAGES.pngNamedJpeg;
    case 'jpegDeclaredPng':
      return IMAGE_MESSAGES.jpegNamedPng;
    case 'tooManyPixels':
      return IMAGE_MESSAGES.tooManyPixels;
    case 'damaged':
      return IMAGE_MESSAGES.damaged;
  }
}
