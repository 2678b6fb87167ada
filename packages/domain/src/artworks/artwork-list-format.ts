import type { ArtworkDimensions } from './artwork.schema';
import { ARTWORK_LIST_MESSAGES } from './artwork-list.messages';

let centimetres: Intl.NumberFormat | undefined;

/**
 * Made when a dimension is first written (a new or changed work), not as the module loads:
 * a page's first number format costs about 30 ms (over 100 ms on a phone four times slower),
 * and a list opened from its stored entries writes none (issue 37).
 */
function centimetresFormat(): Intl.NumberFormat {
  centimetres ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
  return centimetres;
}

/** '120 × 80 × 4 cm', 'Ø 50 cm', both, or '' when none is given. */
export function formatDimensions(dimensions: ArtworkDimensions): string {
  if (dimensions.variable) return ARTWORK_LIST_MESSAGES.variableDimensions;
  const box = [dimensions.height, dimensions.width, dimensions.depth]
    .filter((value): value is number => value !== null)
    .map((value) => centimetresFormat().format(value));
  const parts: string[] = [];
  if (box.length > 0) parts.push(`${box.join(' × ')} cm`);
  if (dimensions.diameter !== null)
    parts.push(`Ø ${centimetresFormat().format(dimensions.diameter)} cm`);
  return parts.join(', ');
}

/** The ID column: the archive number, or 'New' until the server has given one. */
export function formatArtworkId(archiveArtworkNumber: number | null): string {
  return archiveArtworkNumber === null ? ARTWORK_LIST_MESSAGES.noId : String(archiveArtworkNumber);
}
