import type { ArtworkDimensions, BoxDimensions } from '@archive/domain/artworks/artwork.schema';

const CM_PER_INCH = 2.54;

// One formatter for all: building one per call (toLocaleString) was the work list's top cost.
const LENGTH = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

function number(value: number): string {
  return LENGTH.format(value);
}

function measure(values: (number | null)[]): string {
  const given = values.filter((value): value is number => value !== null);
  if (given.length === 0) return '';
  const cm = given.map(number).join(' × ');
  const inches = given.map((value) => number(value / CM_PER_INCH)).join(' × ');
  return `${cm} cm (${inches} in)`;
}

/** Height × width × depth in cm with inches in brackets; `Ø` for a diameter. */
export function formatDimensions(dimensions: ArtworkDimensions): string {
  if (dimensions.variable) return 'Dimensions variable';
  const box = measure([dimensions.height, dimensions.width, dimensions.depth]);
  const diameter = dimensions.diameter === null ? '' : `Ø ${measure([dimensions.diameter])}`;
  return [box, diameter].filter((part) => part !== '').join(', ');
}

export function formatBox(dimensions: BoxDimensions): string {
  return measure([dimensions.height, dimensions.width, dimensions.depth]);
}

/** `Artist, Title, 2021`: what a line names a work by. */
export function workHeading(work: { artist: string; title: string; year: string }): string {
  const title = work.title === '' ? 'Untitled' : work.title;
  return [work.artist, title, work.year].filter((part) => part !== '').join(', ');
}

/** The date as printed on every page: `24 November 2026`. */
export function formatDate(date: Date): string {
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
