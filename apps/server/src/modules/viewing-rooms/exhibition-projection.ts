import type { Artwork } from '@archive/domain/artworks/artwork.schema';
import type { ExhibitionPlacement } from '@archive/domain/exhibitions/exhibition-arrangement.schema';
import { exhibitionWorkOf } from '@archive/domain/exhibitions/exhibition-work';
import type { PublicExhibition } from '@archive/domain/exhibitions/public-exhibition.schema';

/**
 * A saved exhibition as its public 3D room loads it (decision 057): each work's label facts,
 * its size and frame, and its cover's public address; nothing else of the owner's. Works
 * deleted since are left out, and so are their placements.
 */
export function publicExhibitionOf(
  title: string,
  placements: readonly ExhibitionPlacement[],
  works: readonly Artwork[],
): PublicExhibition {
  const present = new Set(works.map((work) => work.id));
  return {
    title,
    placements: placements.filter((placement) => present.has(placement.artworkId)),
    works: works.map(exhibitionWorkOf),
  };
}
