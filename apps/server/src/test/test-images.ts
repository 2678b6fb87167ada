import sharp from 'sharp';

/** Tests only: real image files made with sharp, one for each case the checks decide. */
export interface TestImages {
  /** 800×400 as stored, EXIF orientation 6 (shown 400×800) and a GPS position. */
  jpegWithExif: Buffer;
  /** 1000×500 with transparency. */
  png: Buffer;
  /** The first 60% of a JPEG. */
  truncatedJpeg: Buffer;
  /** A valid PNG of 12000×10000 (120 megapixels) that compresses to a few hundred kB. */
  bomb: Buffer;
  gif: Buffer;
  text: Buffer;
}

/** A picture with detail, so JPEG data runs to the end of the file. */
function noisy(width: number, height: number): sharp.Sharp {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

export async function makeTestImages(): Promise<TestImages> {
  const jpegWithExif = await noisy(800, 400)
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Archive Test Camera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 22/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '4/1 53/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const png = await sharp({
    create: {
      width: 1000,
      height: 500,
      channels: 4,
      background: { r: 0, g: 90, b: 200, alpha: 0.5 },
    },
  })
    .png()
    .toBuffer();
  const fullJpeg = await noisy(600, 600).jpeg().toBuffer();
  const bomb = await sharp({
    create: { width: 12000, height: 10000, channels: 3, background: '#ffffff' },
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const gif = await sharp({
    create: { width: 20, height: 20, channels: 3, background: '#00ff00' },
  })
    .gif()
    .toBuffer();
  return {
    jpegWithExif,
    png,
    truncatedJpeg: fullJpeg.subarray(0, Math.floor(fullJpeg.length * 0.6)),
    bomb,
    gif,
    text: Buffer.from('These are my notes about the artwork, not a picture.\n'),
  };
}

/** Whether EXIF data names a GPS position (the GPS IFD pointer tag 0x8825, either byte order). */
export function hasGpsTag(exif: Buffer | undefined): boolean {
  if (exif === undefined) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}
