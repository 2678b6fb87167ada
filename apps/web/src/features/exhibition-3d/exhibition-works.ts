import type { ExhibitionWork } from '@archive/domain/exhibitions/exhibition-hang';
import { exhibitionWorkOf, imagesInOrder } from '@archive/domain/exhibitions/exhibition-work';
import type { LocalArtwork } from '../../data/artworks/artworks-store';

/** What the room shows of each artwork: the hang's facts and the images, in their order. */
export interface ExhibitionEntry {
  work: ExhibitionWork;
  /** The images' addresses (originals; derivatives are named from them), cover first. */
  imageUrls: string[];
  imageDescriptions: string[];
}

export function exhibitionEntry(artwork: LocalArtwork): ExhibitionEntry {
  const images = imagesInOrder(artwork);
  return {
    work: exhibitionWorkOf(artwork),
    imageUrls: images.map((image) => image.url),
    imageDescriptions: images.map((image) => image.description),
  };
}
