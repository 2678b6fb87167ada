/** What an uploaded image may be (spec section 5: only jpeg and png). */
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

export function isImageContentType(value: string): value is ImageContentType {
  return (IMAGE_CONTENT_TYPES as readonly string[]).includes(value);
}

/** Largest upload accepted: 50 MB. */
export const IMAGE_MAX_BYTES = 50 * 1024 * 1024;
export const IMAGE_MAX_MEGABYTES = IMAGE_MAX_BYTES / (1024 * 1024);

/** Largest picture accepted, in pixels; a guard against decompression bombs. */
export const IMAGE_MAX_PIXELS = 100_000_000;
export const IMAGE_MAX_MEGAPIXELS = IMAGE_MAX_PIXELS / 1_000_000;

/** How long a signed upload address stays valid. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

/**
 * An uploaded file that no record links is reclaimed this long after it was last written: a
 * device may upload, lose its signal and send the link days later (decision 016).
 */
export const UNLINKED_FILE_GRACE_DAYS = 30;

/**
 * The cache header the upload PUT carries (spec section 7: "long cache header, max-age one
 * year"); keys are never reused, so every stored file can be cached for good.
 */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Derivative sizes, as the longest edge in pixels (docs/decisions/015-image-storage.md).
 * Smaller images are not enlarged.
 */
export const IMAGE_DERIVATIVES = {
  preview: 400,
  medium: 1600,
} as const;
export type ImageDerivative = keyof typeof IMAGE_DERIVATIVES;
export const IMAGE_DERIVATIVE_NAMES = Object.keys(IMAGE_DERIVATIVES) as ImageDerivative[];

/** The file name a derivative has beside its original: `<image url>/preview.jpg`. */
export function derivativeFileName(derivative: ImageDerivative): `${ImageDerivative}.jpg` {
  return `${derivative}.jpg`;
}

/** Where a derivative of an image loads from (spec section 7: image url plus a suffix). */
export function derivativeUrl(imageUrl: string, derivative: ImageDerivative): string {
  return `${imageUrl.replace(/\/+$/, '')}/${derivativeFileName(derivative)}`;
}

/** Spec section 9: an image that failed to load is tried again after 3 s when online. */
export const IMAGE_RETRY_DELAY_MS = 3000;
