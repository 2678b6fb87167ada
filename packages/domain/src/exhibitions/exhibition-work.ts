import type { Artwork } from '../artworks/artwork.schema';
import type { PublicExhibitionWork } from './public-exhibition.schema';

/** An artwork's images, cover first (sortIndex 0). */
export function imagesInOrder(artwork: Pick<Artwork, 'images'>): Artwork['images'] {
  return [...artwork.images].sort((a, b) => a.sortIndex - b.sortIndex);
}

/**
 * What the hang and a wall label need of an artwork, and its cover's address (decision 056):
 * the app's room reads it from the local store, a public room from the server's projection.
 */
export function exhibitionWorkOf(artwork: Artwork): PublicExhibitionWork {
  const values = artwork.artworkValues;
  const cover = imagesInOrder(artwork)[0];
  return {
    id: artwork.id,
    artist: artwork.artist,
    title: values.title,
    year: values.year,
    technique: values.technique,
    dimensions: values.dimensions,
    isFramed: values.isFramed,
    frameDimensions: values.frame.dimensions,
    imageAspect:
      cover?.width != null && cover.height != null && cover.height > 0
        ? cover.width / cover.height
        : null,
    cover: cover?.url ?? null,
  };
}
