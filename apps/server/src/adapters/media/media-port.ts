/**
 * Image work behind one interface (as immich's media repository): the files module holds the
 * rules (what is accepted, which derivatives, how many decodes at once), sharp-media.ts holds
 * the library. Every method throws when the library cannot read the bytes.
 */
export interface MediaPort {
  /** The header alone, without any pixel limit (so a decompression bomb can be told apart). */
  readHeader: (bytes: Buffer) => Promise<ImageHeader>;
  /**
   * Decodes every byte (at a reduced scale where the format allows); throws on a cut-off file
   * or one of more than `maxPixels`.
   */
  decodeAll: (bytes: Buffer, maxPixels: number) => Promise<void>;
  /** A JPEG of `bytes` as `options` says, with no metadata at all (no EXIF, GPS or ICC). */
  toJpeg: (bytes: Buffer, options: JpegOptions) => Promise<Buffer>;
}

export interface ImageHeader {
  /** The library's name of the format: 'jpeg', 'png', … */
  format: string;
  width: number;
  height: number;
  /** The EXIF orientation, 1 (upright) when there is none. */
  orientation: number;
}

export interface JpegOptions {
  /** Fitted inside a square of this side, never enlarged. */
  size: number;
  /** Transparency is flattened onto this colour. */
  background: string;
  quality: number;
  /**
   * An original as uploaded: turned upright by its EXIF orientation, refused when cut off or
   * of more than this many pixels. Null for an image this port made itself.
   */
  original: { maxPixels: number } | null;
}
