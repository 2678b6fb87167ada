import sharp, { type SharpOptions } from 'sharp';
import type { MediaPort } from './media-port';

/** The one decode of an uploaded file: fail on a cut-off file, refuse a decompression bomb. */
function uploadInput(maxPixels: number): SharpOptions {
  return { failOn: 'truncated', limitInputPixels: maxPixels };
}

/** The MediaPort on sharp (libvips): the only file of the server that imports it. */
export function createSharpMedia(): MediaPort {
  return {
    async readHeader(bytes) {
      const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
      return {
        format: metadata.format,
        width: metadata.width,
        height: metadata.height,
        orientation: metadata.orientation ?? 1,
      };
    },

    async decodeAll(bytes, maxPixels) {
      // JPEGs decode at a reduced scale (cheap) but still read every byte.
      await sharp(bytes, uploadInput(maxPixels))
        .resize(256, 256, { fit: 'inside' })
        .raw()
        .toBuffer();
    },

    toJpeg(bytes, options) {
      // sharp drops EXIF, GPS and ICC unless told to keep them.
      const input =
        options.original === null
          ? sharp(bytes)
          : sharp(bytes, uploadInput(options.original.maxPixels)).rotate();
      return input
        .resize(options.size, options.size, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: options.background })
        .jpeg({ quality: options.quality, progressive: true })
        .toBuffer();
    },
  };
}
