import { ARTWORK_MESSAGES } from './artwork.messages';
import type { ArtworkValues } from './artwork.schema';

/**
 * The name shown for an artwork in messages: 'Title' by 'Artist', or what there is. Apart from
 * the artwork's rules, which build its schemas: the list's rows show it (issue 37).
 */
export function artworkDisplayName(artwork: {
  artist: string;
  artworkValues: Pick<ArtworkValues, 'title'>;
}): string {
  const title = artwork.artworkValues.title.trim();
  const artist = artwork.artist.trim();
  if (title && artist) return `${title} by ${artist}`;
  return title || artist || ARTWORK_MESSAGES.untitled;
}
