import { z } from 'zod';
import { EXHIBITION_MAX_WORKS } from './exhibition-size';

/**
 * A 3D exhibition's arrangement (issue 35; saved by the next issue): which works, where, in
 * which order. Walls are named as a visitor sees them from the entrance, so "left" and "right"
 * mean the same to everyone; 'floor' stands a work on a plinth in the middle of the room.
 */
export const EXHIBITION_PLACES = ['facing', 'right', 'back', 'left', 'floor'] as const;
export type ExhibitionPlace = (typeof EXHIBITION_PLACES)[number];
export type ExhibitionWall = Exclude<ExhibitionPlace, 'floor'>;
/** The walls in the order a visitor walks them, clockwise from the one facing the entrance. */
export const EXHIBITION_WALLS = [
  'facing',
  'right',
  'back',
  'left',
] as const satisfies readonly ExhibitionWall[];

/** The app's 3D exhibition page (decision 056); `?room=<id>` opens a saved one (decision 057). */
export const EXHIBITION_3D_ROUTE = '/artworks/exhibition-3d';

/** The address of a saved exhibition's arrangement in the app. */
export function savedExhibitionAddress(roomId: string): string {
  return `${EXHIBITION_3D_ROUTE}?room=${encodeURIComponent(roomId)}`;
}

export const exhibitionPlacementSchema = z.strictObject({
  artworkId: z.uuid(),
  place: z.enum(EXHIBITION_PLACES),
});
export type ExhibitionPlacement = z.infer<typeof exhibitionPlacementSchema>;

/** The hanging order: works on one wall hang left to right in the order they come here. */
export const exhibitionArrangementSchema = z
  .array(exhibitionPlacementSchema)
  .min(1)
  .max(EXHIBITION_MAX_WORKS)
  .refine(
    (placements) => new Set(placements.map((item) => item.artworkId)).size === placements.length,
    'Each work is placed once',
  );
export type ExhibitionArrangement = z.infer<typeof exhibitionArrangementSchema>;
