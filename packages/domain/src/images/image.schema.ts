import { z } from 'zod';
import { IMAGE_CONTENT_TYPES } from './image-limits';
import { FORM_MESSAGES } from '../messages/form-messages';
import { isSafeText, safeText } from '../text/safe-text';

/**
 * Images of artworks, contacts and the organisation (spec sections 2, 3 and 7;
 * docs/decisions/016-images.md). The browser asks for an upload address, PUTs the bytes there,
 * then links the uploaded key to its record; derivatives live at `url + '/preview.jpg'` and
 * `url + '/medium.jpg'`.
 */

export const IMAGE_DESCRIPTION_MAX_LENGTH = 2000;
export const IMAGE_NAME_MAX_LENGTH = 255;
/** Images one artwork may hold. */
export const ARTWORK_MAX_IMAGES = 100;
/** Images the list shows per artwork (spec section 2: artwork preview count 6). */
export const ARTWORK_PREVIEW_COUNT = 6;

/** The images a preview shows (cover first, at most ARTWORK_PREVIEW_COUNT) and how many more. */
export function artworkImagePreviews<T>(
  images: readonly T[],
  count: number = ARTWORK_PREVIEW_COUNT,
): { shown: T[]; more: number } {
  const shown = images.slice(0, Math.max(0, count));
  return { shown, more: images.length - shown.length };
}

/** A storage key the server handed out: `/`-separated segments, never `..`. */
export const imageKeySchema = safeText()
  .min(1)
  .max(512)
  .regex(/^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/);

/** An image linked to an artwork; the cover is the one with sortIndex 0 (spec section 4). */
export const artworkImageSchema = z.object({
  /** Client-made id of this image (the spec's connectionId); linking it twice changes nothing. */
  connectionId: z.uuid(),
  key: imageKeySchema,
  /** Public address of the original on the files host. */
  url: z.string().max(2048),
  name: z.string().max(IMAGE_NAME_MAX_LENGTH),
  type: z.enum(IMAGE_CONTENT_TYPES),
  description: z.string().max(IMAGE_DESCRIPTION_MAX_LENGTH),
  sortIndex: z.number().int().min(0),
  /** ISO 8601. */
  dateCreated: z.string(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
});
export type ArtworkImage = z.infer<typeof artworkImageSchema>;

/**
 * GET /v1/artworks/imageURLs/:artworkId/1 (and /v1/contacts/imageURLs/:id/1): one upload
 * address. `headers` are the headers the PUT must carry (content type and cache control are
 * signed into the address).
 */
export const imageUrlsParamsSchema = z.strictObject({
  id: z.uuid(),
  count: z.coerce.number().int().min(1).max(1),
});
export const imageUrlsQuerySchema = z.strictObject({
  contentType: z.enum(IMAGE_CONTENT_TYPES).default('image/jpeg'),
});
export const imageUploadSchema = z.object({
  uploadURL: z.string(),
  key: imageKeySchema,
  headers: z.record(z.string(), z.string()),
  /** ISO 8601; the address is refused after it. */
  expiresAt: z.string(),
});
export const imageUrlsResponseSchema = z.object({ imageUploads: z.array(imageUploadSchema) });
export type ImageUrlsResponse = z.infer<typeof imageUrlsResponseSchema>;

/**
 * PUT /v1/artworks/imageURL/:artworkId (spec: imageToConnect, url, description, sortIndex,
 * dateCreated). `key` names the uploaded object; the server checks it is one it handed out for
 * this record, reads it, checks it is a real JPEG or PNG and makes the derivatives.
 */
export const linkImageBodySchema = z.strictObject({
  imageToConnect: z.uuid(),
  key: imageKeySchema,
  url: safeText().max(2048).optional(),
  name: safeText().max(IMAGE_NAME_MAX_LENGTH).default(''),
  description: safeText().max(IMAGE_DESCRIPTION_MAX_LENGTH).default(''),
  sortIndex: z.number().int().min(0).max(ARTWORK_MAX_IMAGES),
  dateCreated: z.iso.datetime({ offset: true }).optional(),
});
export type LinkImageBody = z.input<typeof linkImageBodySchema>;
export const recordIdParamsSchema = z.strictObject({ id: z.uuid() });

export const linkArtworkImageResponseSchema = z.object({
  artworkId: z.uuid(),
  image: artworkImageSchema,
  /** The artwork's version after the call. */
  version: z.number().int().nonnegative(),
});
export type LinkArtworkImageResponse = z.infer<typeof linkArtworkImageResponseSchema>;

/**
 * POST /v1/artworks/importImage/:id (the file-hosting chooser): the server downloads `link`,
 * checks it like an upload and stores it for this artwork; the answer's key is then linked
 * with PUT /v1/artworks/imageURL/:id.
 */
export const IMPORT_LINK_MAX_LENGTH = 2048;
export const importImageBodySchema = z.strictObject({
  link: z
    .url({ protocol: /^https?$/ })
    .max(IMPORT_LINK_MAX_LENGTH)
    .refine(isSafeText, FORM_MESSAGES.invalidCharacters),
  name: safeText().max(IMAGE_NAME_MAX_LENGTH).default(''),
});
export type ImportImageBody = z.input<typeof importImageBodySchema>;
export const importImageResponseSchema = z.object({ key: imageKeySchema });

/** A contact's photo (spec section 3: image, optional). */
export const contactImageSchema = artworkImageSchema.omit({ sortIndex: true });
export type ContactImage = z.infer<typeof contactImageSchema>;

export const linkContactImageResponseSchema = z.object({
  contactId: z.uuid(),
  image: contactImageSchema,
  version: z.number().int().nonnegative(),
});

/** GET /v1/organisation/uploadLogo/:imageType (spec: uploadUrl, key). */
export const LOGO_IMAGE_TYPES = ['jpeg', 'png'] as const;
export const uploadLogoParamsSchema = z.strictObject({ imageType: z.enum(LOGO_IMAGE_TYPES) });
export const uploadLogoResponseSchema = z.object({
  uploadUrl: z.string(),
  key: imageKeySchema,
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
  /** The logo's public address once uploaded: the `logoUrl` to PATCH /v1/organisation with. */
  url: z.string().max(2048),
});

/** Renumbers images 0…n-1 in list order: the first is the cover (spec section 4). */
export function renumberImages<T extends { sortIndex: number }>(images: readonly T[]): T[] {
  return images.map((image, index) => ({ ...image, sortIndex: index }));
}

/** Moves the image at `from` to `to` (drag and drop), renumbering all. */
export function moveImage<T extends { sortIndex: number }>(
  images: readonly T[],
  from: number,
  to: number,
): T[] {
  const ordered = [...images].sort((a, b) => a.sortIndex - b.sortIndex);
  if (from < 0 || from >= ordered.length || to < 0 || to >= ordered.length) {
    return renumberImages(ordered);
  }
  const [moved] = ordered.splice(from, 1);
  if (moved !== undefined) ordered.splice(to, 0, moved);
  return renumberImages(ordered);
}

/** 'Set as cover': the image goes first, the others keep their order. */
export function setCover<T extends { sortIndex: number; connectionId: string }>(
  images: readonly T[],
  connectionId: string,
): T[] {
  const ordered = [...images].sort((a, b) => a.sortIndex - b.sortIndex);
  const index = ordered.findIndex((image) => image.connectionId === connectionId);
  return index === -1 ? renumberImages(ordered) : moveImage(ordered, index, 0);
}

/** Deleting an image reindexes the rest (spec section 4). */
export function removeImage<T extends { sortIndex: number; connectionId: string }>(
  images: readonly T[],
  connectionId: string,
): T[] {
  return renumberImages(
    [...images]
      .sort((a, b) => a.sortIndex - b.sortIndex)
      .filter((image) => image.connectionId !== connectionId),
  );
}
