import type { ArtworkImagesChange } from '@archive/domain/artworks/artwork.schema';
import { renumberImages, type ArtworkImage } from '@archive/domain/images/image.schema';
import type { StoredArtworkImage } from '../../db/schema-artworks';

/** The images as the API shows them: cover first, without the server's link version. */
export function toApiImages(images: readonly StoredArtworkImage[]): ArtworkImage[] {
  return [...images]
    .sort((a, b) => a.sortIndex - b.sortIndex)
    .map(({ linkedVersion: _linkedVersion, ...image }) => image);
}

/** Adds a newly linked image at `sortIndex` (clamped to the end), renumbering all. */
export function insertImage(
  images: readonly StoredArtworkImage[],
  image: StoredArtworkImage,
): StoredArtworkImage[] {
  const ordered = [...images].sort((a, b) => a.sortIndex - b.sortIndex);
  ordered.splice(Math.min(image.sortIndex, ordered.length), 0, image);
  return renumberImages(ordered);
}

export interface ImagesChangeResult {
  images: StoredArtworkImage[];
  /** Images the change deleted; their files go after the commit. */
  removed: StoredArtworkImage[];
}

/**
 * Applies an edit's whole list of images: its order and descriptions. An image the list leaves
 * out is deleted, unless it was linked after the edit's base version (the editing device never
 * saw it): that one is kept, after the listed ones. Unknown connectionIds are ignored.
 */
export function applyImagesChange(
  current: readonly StoredArtworkImage[],
  change: ArtworkImagesChange,
  baseVersion: number,
): ImagesChangeResult {
  const byId = new Map(current.map((image) => [image.connectionId, image]));
  const listed = [...change]
    .sort((a, b) => a.sortIndex - b.sortIndex)
    .flatMap((item) => {
      const image = byId.get(item.connectionId);
      return image === undefined ? [] : [{ ...image, description: item.description }];
    });
  const listedIds = new Set(listed.map((image) => image.connectionId));
  const unlisted = [...current]
    .sort((a, b) => a.sortIndex - b.sortIndex)
    .filter((image) => !listedIds.has(image.connectionId));
  const kept = unlisted.filter((image) => image.linkedVersion > baseVersion);
  const removed = unlisted.filter((image) => image.linkedVersion <= baseVersion);
  return { images: renumberImages([...listed, ...kept]), removed };
}
