import {
  derivativeFileName,
  IMAGE_DERIVATIVE_NAMES,
  IMAGE_MAX_BYTES,
  IMMUTABLE_CACHE_CONTROL,
} from '@archive/domain/images/image-limits';
import { IMAGE_MESSAGES } from '@archive/domain/images/image.messages';
import type { MediaPort } from '../../adapters/media/media-port';
import type { StoragePort } from '../../adapters/storage/storage-port';
import { AppError } from '../../lib/app-error';
import { checkImage, type CheckedImage } from './image-check';
import { makeDerivatives, type Derivatives } from './image-derivatives';
import { imageRejectionError } from './image-rejection';

export type ProcessedImage = CheckedImage;

/** The key of a derivative stored beside its original: `<key>/preview.jpg`. */
export function derivativeKey(key: string, derivative: keyof Derivatives): string {
  return `${key}/${derivativeFileName(derivative)}`;
}

export async function storeDerivatives(
  storage: StoragePort,
  key: string,
  derivatives: Derivatives,
): Promise<void> {
  for (const name of IMAGE_DERIVATIVE_NAMES) {
    await storage.putObject(
      derivativeKey(key, name),
      derivatives[name],
      'image/jpeg',
      IMMUTABLE_CACHE_CONTROL,
    );
  }
}

/**
 * Checks the original stored under `key` and writes its derivatives beside it, for either
 * adapter: the link call runs it once the browser has uploaded (to S3 straight from the
 * browser, so this is the first time the server sees the bytes). A refused file is deleted
 * with anything under its key, so the store never serves it; the error says why.
 */
export async function processUploadedImage(
  storage: StoragePort,
  media: MediaPort,
  key: string,
): Promise<ProcessedImage> {
  const head = await storage.headObject(key);
  if (head === null) throw new AppError(404, 'NOT_FOUND', IMAGE_MESSAGES.notUploaded);
  if (head.size > IMAGE_MAX_BYTES) {
    await storage.deletePrefix(key);
    throw imageRejectionError('tooLarge');
  }
  const original = await storage.getObject(key);
  if (original === null) throw new AppError(404, 'NOT_FOUND', IMAGE_MESSAGES.notUploaded);
  // The store kept the type the upload was signed for (it refuses a PUT with another).
  const check = await checkImage(media, original.bytes, original.contentType);
  if (!check.ok) {
    await storage.deletePrefix(key);
    throw imageRejectionError(check.reason);
  }
  const heads = await Promise.all(
    IMAGE_DERIVATIVE_NAMES.map((name) => storage.headObject(derivativeKey(key, name))),
  );
  if (heads.some((found) => found === null)) {
    await storeDerivatives(storage, key, await makeDerivatives(media, original.bytes));
  }
  return check.image;
}
