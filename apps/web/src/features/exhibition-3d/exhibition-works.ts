import type { ExhibitionWork } from '@archive/domain/exhibitions/exhibition-hang';
import type { LocalArtwork } from '../../data/artworks/artworks-store';

/** What the room shows of each artwork: the hang's facts and the images, in their order. */
export interface ExhibitionEntry {
  work: ExhibitionWork;
  /** The images' addresses (originals; derivatives are named from them), cover first. */
  imageUrls: string[];
  imageDescriptions: string[];
}

export function exhibitionEntry(artwork: LocalArtwork): ExhibitionEntry {
  const images = [...artwork.images].sort((a, b) => a.sortIndex - b.sortIndex);
  const cover = images[0];
  const values = artwork.artworkValues;
  return {
    work: {
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
    },
    imageUrls: images.map((image) => image.url),
    imageDescriptions: images.map((image) => image.description),
  };
}
