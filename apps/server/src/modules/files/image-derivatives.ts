import {
  IMAGE_DERIVATIVE_NAMES,
  IMAGE_DERIVATIVES,
  type ImageDerivative,
} from '@archive/domain/images/image-limits';
import sharp from 'sharp';
import { SHARP_INPUT } from './image-check';
import { limitImageWork } from './image-work-limit';

export type Derivatives = Record<ImageDerivative, Buffer>;

const LARGEST_FIRST = [...IMAGE_DERIVATIVE_NAMES].sort(
  (a, b) => IMAGE_DERIVATIVES[b] - IMAGE_DERIVATIVES[a],
);

/**
 * The JPEG derivatives of a checked image: turned upright by its EXIF orientation, fitted
 * inside a square of the derivative's size (never enlarged), transparency flattened onto
 * white, and no metadata at all (sharp drops EXIF, GPS and ICC unless told to keep them).
 * Only the largest is decoded from the original; each smaller one comes from the one before.
 */
export function makeDerivatives(original: Buffer): Promise<Derivatives> {
  return limitImageWork(() => derive(original));
}

async function derive(original: Buffer): Promise<Derivatives> {
  const made: Partial<Derivatives> = {};
  let source: Buffer | null = null;
  for (const name of LARGEST_FIRST) {
    const size = IMAGE_DERIVATIVES[name];
    const input = source === null ? sharp(original, SHARP_INPUT).rotate() : sharp(source);
    const output: Buffer = await input
      .resize(size, size, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, progressive: true })
      .toBuffer();
    made[name] = output;
    source = output;
  }
  return made as Derivatives;
}
