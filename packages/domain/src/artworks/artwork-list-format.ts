import type { ArtworkDimensions } from './artwork.schema';
import { ARTWORK_LIST_MESSAGES } from './artwork-list.messages';

const CENTIMETRES = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** '120 × 80 × 4 cm', 'Ø 50 cm', both, or '' when none is given. */
export function formatDimensions(dimensions: ArtworkDimensions): string {
  if (dimensions.variable) return ARTWORK_LIST_MESSAGES.variableDimensions;
  const box = [dimensions.height, dimensions.width, dimensions.depth]
    .filter((value): value is number => value !== null)
    .map((value) => CENTIMETRES.format(value));
  const parts: string[] = [];
  if (box.length > 0) parts.push(`${box.join(' × ')} cm`);
  if (dimensions.diameter !== null) parts.push(`Ø ${CENTIMETRES.format(dimensions.diameter)} cm`);
  return parts.join(', ');
}

/** The ID column: the archive number, or 'New' until the server has given one. */
export function formatArtworkId(archiveArtworkNumber: number | null): string {
  return archiveArtworkNumber === null ? ARTWORK_LIST_MESSAGES.noId : String(archiveArtworkNumber);
}
