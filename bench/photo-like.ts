import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/**
 * A photo-like JPEG: coarse random shapes (smooth regions) plus fine noise (grain, texture),
 * so it compresses like a camera file (several MB), not like a flat colour.
 */
export async function photoLike(width: number, height: number): Promise<Buffer> {
  const coarseWidth = Math.ceil(width / 16);
  const coarseHeight = Math.ceil(height / 16);
  const coarse = await sharp(randomBytes(coarseWidth * coarseHeight * 3), {
    raw: { width: coarseWidth, height: coarseHeight, channels: 3 },
  })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = randomBytes(width * height * 3);
  for (let i = 0; i < coarse.length; i += 1) {
    // ±16 levels of grain over the smooth picture.
    coarse[i] = Math.max(0, Math.min(255, (coarse[i] ?? 0) + ((grain[i] ?? 0) >> 3) - 16));
  }
  return sharp(coarse, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}
