import {
  IMAGE_DERIVATIVE_NAMES,
  IMAGE_DERIVATIVES,
  type ImageDerivative,
} from '@archive/domain/images/image-limits';
import { IMAGE_MAX_PIXELS } from '@archive/domain/images/image-limits';
import type { MediaPort } from '../../adapters/media/media-port';
import { limitImageWork } from './image-work-limit';

export type Derivatives = Record<ImageDerivative, Buffer>;

const LARGEST_FIRST = [...IMAGE_DERIVATIVE_NAMES].sort(
  (a, b) => IMAGE_DERIVATIVES[b] - IMAGE_DERIVATIVES[a],
);

/**
 * The JPEG derivatives of a checked image: turned upright by its EXIF orientation, fitted
 * inside a square of the derivative's size (never enlarged), transparency flattened onto
 * white, and no metadata at all. Only the largest is decoded from the original; each smaller
 * one comes from the one before.
 */
export function makeDerivatives(media: MediaPort, original: Buffer): Promise<Derivatives> {
  return limitImageWork(() => derive(media, original));
}

async function derive(media: MediaPort, original: Buffer): Promise<Derivatives> {
  const made: Partial<Derivatives> = {};
  let source: Buffer | null = null;
  for (const name of LARGEST_FIRST) {
    const output = await media.toJpeg(source ?? original, {
      size: IMAGE_DERIVATIVES[name],
      background: '#ffffff',
      quality: 82,
      original: source === null ? { maxPixels: IMAGE_MAX_PIXELS } : null,
    });
    made[name] = output;
    source = output;
  }
  return made as Derivatives;
}
