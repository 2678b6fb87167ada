import {
  IMAGE_DERIVATIVE_NAMES,
  IMMUTABLE_CACHE_CONTROL,
  isImageContentType,
} from '@archive/domain/images/image-limits';
import { IMAGE_MESSAGES } from '@archive/domain/images/image.messages';
import type { FastifyBaseLogger } from 'fastify';
import type { MediaPort } from '../../adapters/media/media-port';
import {
  isValidKey,
  ObjectExistsError,
  type StoragePort,
  type StoredObject,
  type UploadTarget,
} from '../../adapters/storage/storage-port';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import type { RunExclusive } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { checkImage } from './image-check';
import { makeDerivatives, type Derivatives } from './image-derivatives';
import {
  derivativeKey,
  processUploadedImage,
  storeDerivatives,
  type ProcessedImage,
} from './image-pipeline';
import { splitPath } from './image-path';
import { imageRejectionError } from './image-rejection';
import { createUnlinkedSweep, type ImageReferences, type SweepReport } from './unlinked-sweep';

export interface FilesService {
  /** A signed upload address for a JPEG or PNG under `key`. */
  createUploadUrl: (key: string, contentType: string) => Promise<UploadTarget>;
  /** For the link call: checks the uploaded original and writes its derivatives. */
  processUploadedImage: (key: string) => Promise<ProcessedImage>;
  publicUrl: (key: string) => string;
  /**
   * Removes images (each key with everything under it: derivatives, or a record's folder) after
   * the change that dropped them has committed. A failure leaves an orphan file, never a broken
   * record, so it is logged and never thrown.
   */
  discardImages: (keys: readonly string[], log: FastifyBaseLogger) => Promise<void>;
  /**
   * Local adapter: checks an uploaded file (against `declared`, the type its upload was
   * signed for, when there is one), then stores it and its derivatives.
   */
  acceptUpload: (key: string, bytes: Buffer, declared?: string) => Promise<ProcessedImage>;
  /** Local adapter: an original or a derivative by its path; a missing derivative is made. */
  readFile: (path: string) => Promise<StoredObject | null>;
  /**
   * Copies an original and its derivatives to `toKey` (a saved shared work gets its own
   * files, decision 036); false when the original is missing.
   */
  copyImage: (fromKey: string, toKey: string) => Promise<boolean>;
  /** A module whose records link images tells the sweep how to read a user's linked keys. */
  registerImageReferences: (source: ImageReferences) => void;
  /**
   * Removes old uploads that no record links (unlinked-sweep.ts); null when another server
   * process is sweeping (the sweep runs in one process at a time).
   */
  sweepUnlinked: (now: Date) => Promise<SweepReport | null>;
}

/** 409: the upload address's key already holds an object (one object per key). */
export function uploadAddressUsed(): AppError {
  return new AppError(409, 'UPLOAD_ADDRESS_USED', IMAGE_MESSAGES.uploadAddressUsed);
}

/** Upload keys are valid storage keys that cannot be mistaken for a derivative's path. */
export function isUploadKey(key: string): boolean {
  return isValidKey(key) && splitPath(key).derivative === null;
}

export function createFilesService(
  storage: StoragePort,
  media: MediaPort,
  log: FastifyBaseLogger,
  runExclusive: RunExclusive,
): FilesService {
  const unlinked = createUnlinkedSweep(storage, log);
  // Concurrent first requests for one image's derivatives share one piece of work.
  const making = new Map<string, Promise<Derivatives | null>>();

  async function makeFromOriginal(key: string): Promise<Derivatives | null> {
    const original = await storage.getObject(key);
    if (original === null) return null;
    try {
      const derivatives = await makeDerivatives(media, original.bytes);
      await storeDerivatives(storage, key, derivatives);
      return derivatives;
    } catch (error) {
      log.warn({ err: error, key }, 'Could not make image derivatives');
      return null;
    }
  }

  function derivativesOf(key: string): Promise<Derivatives | null> {
    const pending = making.get(key);
    if (pending !== undefined) return pending;
    const work = makeFromOriginal(key).finally(() => making.delete(key));
    making.set(key, work);
    return work;
  }

  return {
    async createUploadUrl(key, contentType) {
      if (!isUploadKey(key)) throw new Error(`Invalid upload key: ${JSON.stringify(key)}`);
      if (!isImageContentType(contentType)) {
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', IMAGE_MESSAGES.onlyJpegOrPng);
      }
      return storage.createUploadUrl(key, contentType);
    },

    processUploadedImage: (key) => processUploadedImage(storage, media, key),

    publicUrl: (key) => storage.publicUrl(key),

    async discardImages(keys, log) {
      for (const key of keys) {
        try {
          await storage.deletePrefix(key);
        } catch (error) {
          log.warn({ err: error, key }, 'Could not delete image files');
        }
      }
    },

    async acceptUpload(key, bytes, declared) {
      const check = await checkImage(media, bytes, declared ?? null);
      if (!check.ok) throw imageRejectionError(check.reason);
      const derivatives = await makeDerivatives(media, bytes);
      // The type the bytes have; a declared type was checked to agree with it. One object per
      // key: a second PUT to a still valid address never replaces the original (decision 020).
      try {
        await storage.putObject(key, bytes, check.image.contentType, IMMUTABLE_CACHE_CONTROL, {
          onlyIfAbsent: true,
        });
      } catch (error) {
        if (error instanceof ObjectExistsError) throw uploadAddressUsed();
        throw error;
      }
      await storeDerivatives(storage, key, derivatives);
      return check.image;
    },

    async copyImage(fromKey, toKey) {
      if (!isValidKey(fromKey) || !isUploadKey(toKey)) return false;
      const original = await storage.getObject(fromKey);
      if (original === null) return false;
      await storage.putObject(toKey, original.bytes, original.contentType, IMMUTABLE_CACHE_CONTROL);
      for (const name of IMAGE_DERIVATIVE_NAMES) {
        const made = await storage.getObject(derivativeKey(fromKey, name));
        if (made === null) continue;
        await storage.putObject(
          derivativeKey(toKey, name),
          made.bytes,
          made.contentType,
          IMMUTABLE_CACHE_CONTROL,
        );
      }
      return true;
    },

    async readFile(path) {
      if (!isValidKey(path)) return null;
      const stored = await storage.getObject(path);
      if (stored !== null) return stored;
      const { key, derivative } = splitPath(path);
      if (derivative === null) return null;
      const made = await derivativesOf(key);
      return made === null ? null : { bytes: made[derivative], contentType: 'image/jpeg' };
    },

    registerImageReferences: (source) => {
      unlinked.registerReferences(source);
    },
    async sweepUnlinked(now) {
      const result = await runExclusive(ADVISORY_LOCKS.unlinkedSweep, () => unlinked.sweep(now));
      return result.ran ? result.value : null;
    },
  };
}
