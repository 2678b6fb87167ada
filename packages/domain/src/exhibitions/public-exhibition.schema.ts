import { z } from 'zod';
import { artworkDimensionsSchema, boxDimensionsSchema } from '../artworks/artwork.schema';
import { exhibitionPlacementSchema } from './exhibition-arrangement.schema';

/**
 * What a saved exhibition's public page loads for its 3D room (decision 057):
 * `GET /rooms/<token>/exhibition.json`, behind the room's password and closing like its
 * pages. Only what a wall label and the hang need: nothing private (no price, location, owner,
 * notes or costs), and a work's cover by its public address.
 */
export const publicExhibitionWorkSchema = z.object({
  id: z.uuid(),
  artist: z.string(),
  title: z.string(),
  year: z.string(),
  technique: z.string(),
  dimensions: artworkDimensionsSchema,
  isFramed: z.boolean(),
  frameDimensions: boxDimensionsSchema,
  imageAspect: z.number().positive().nullable(),
  /** The cover's address on the files host (derivatives are named from it), or null. */
  cover: z.string().nullable(),
});
export type PublicExhibitionWork = z.infer<typeof publicExhibitionWorkSchema>;

export const publicExhibitionSchema = z.object({
  title: z.string(),
  works: z.array(publicExhibitionWorkSchema),
  placements: z.array(exhibitionPlacementSchema),
});
export type PublicExhibition = z.infer<typeof publicExhibitionSchema>;
