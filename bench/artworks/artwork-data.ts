/**
 * 20,000 artworks that look like a real archive: a few hundred artists with many works each,
 * years over a century, owners repeating, most works with a status, a price, dimensions.
 * Deterministic (a seeded generator), so two runs measure the same list.
 */
import { emptyArtworkValues, type Artwork } from '@archive/domain/artworks/artwork.schema';
import { ARTWORK_STATUSES, type ArtworkStatus } from '@archive/domain/artworks/artwork-status';
import { CURRENCIES } from '@archive/domain/artworks/money';

const FIRST = [
  'Anna',
  'Louise',
  'Pierre',
  'Agnes',
  'Gerhard',
  'Yayoi',
  'Mark',
  'Hilma',
  'Joan',
  'Sol',
  'Bridget',
  'Cy',
  'Helen',
  'Jean',
  'Paula',
  'Ellsworth',
  'Lee',
  'Marlene',
  'Wassily',
  'Frida',
  'Rosemarie',
  'Kazimir',
  'Sonia',
  'Alberto',
  'Niki',
  'Lucio',
  'Tomás',
  'Meret',
  'Ólafur',
  'Zoë',
];
const LAST = [
  'Bourgeois',
  'Soulages',
  'Martin',
  'Richter',
  'Kusama',
  'Rothko',
  'af Klint',
  'Mitchell',
  'LeWitt',
  'Riley',
  'Twombly',
  'Frankenthaler',
  'Dubuffet',
  'Modersohn-Becker',
  'Kelly',
  'Krasner',
  'Dumas',
  'Kandinsky',
  'Kahlo',
  'Trockel',
  'Malevich',
  'Delaunay',
  'Giacometti',
  'de Saint Phalle',
  'Fontana',
  'Saraceno',
  'Oppenheim',
  'Eliasson',
  'Weber',
  'Nakamura',
  'Okafor',
  'Lindqvist',
  'Moreau',
  'Haddad',
  'Novak',
];
const TITLE_WORDS = [
  'Untitled',
  'Composition',
  'Study',
  'Landscape',
  'Figure',
  'Red',
  'Blue',
  'Field',
  'Night',
  'Garden',
  'Echo',
  'Horizon',
  'Interior',
  'Still Life',
  'Portrait',
  'Fragment',
  'Spiral',
  'Window',
  'Light',
  'Grey',
  'Silence',
  'Window',
  'Mother',
  'Harbour',
  'Threshold',
];
const TECHNIQUES = [
  'Oil on canvas',
  'Acrylic on canvas',
  'Watercolour on paper',
  'Bronze',
  'Charcoal on paper',
  'Gouache on board',
  'Mixed media',
  'C-print',
  'Etching',
  'Marble',
  'Ink on rice paper',
  'Screenprint',
  'Glazed ceramic',
  'Video, 12 min',
];
const OWNERS = [
  '',
  '',
  '',
  'Kunsthalle Basel',
  'Private collection',
  'Tate Modern',
  'Fondation Beyeler',
  'Museum Abteiberg',
  'Galerie Weber',
  'Sammlung Goetz',
  'Jane Morrison',
  'Kim Lee',
  'Daniel Okafor',
  'Collection Lambert',
  'The Artist',
];
const LOCATIONS = ['Studio', 'Storage A', 'Storage B', 'Gallery', 'On loan', 'Framer'];

/** Mulberry32: small, fast and good enough to spread the fields. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(next: () => number, list: readonly T[]): T {
  return list[Math.floor(next() * list.length)] as T;
}

function uuid(next: () => number, index: number): string {
  const hex = (count: number) =>
    Array.from({ length: count }, () => Math.floor(next() * 16).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-8${hex(3)}-${index.toString(16).padStart(12, '0')}`;
}

export function makeArtworks(count: number, seed = 1): Artwork[] {
  const next = random(seed);
  const artists = Array.from({ length: 300 }, () => `${pick(next, FIRST)} ${pick(next, LAST)}`);
  const collection = { id: '7f000000-0000-4000-8000-000000000001' };
  const now = Date.UTC(2026, 10, 20);
  return Array.from({ length: count }, (_, index) => {
    const values = emptyArtworkValues(pick(next, CURRENCIES));
    values.title = `${pick(next, TITLE_WORDS)} ${pick(next, TITLE_WORDS).toLowerCase()} ${String(1 + Math.floor(next() * 40))}`;
    values.year = next() < 0.08 ? '' : String(1900 + Math.floor(next() * 127));
    values.technique = pick(next, TECHNIQUES);
    values.dimensions = {
      height: Math.round(20 + next() * 280),
      width: Math.round(20 + next() * 380),
      depth: next() < 0.3 ? Math.round(2 + next() * 60) : null,
      diameter: null,
      variable: next() < 0.02,
    };
    values.currentOwner = pick(next, OWNERS);
    values.location = pick(next, LOCATIONS);
    values.edition = next() < 0.2 ? `${String(1 + Math.floor(next() * 5))}/5` : '';
    values.price.value = next() < 0.85 ? Math.round(500 + next() * 250_000) : null;
    values.insuranceValue.value = values.price.value === null ? null : values.price.value * 1.2;
    values.notes = next() < 0.3 ? 'Condition checked; minor wear on the lower edge.' : '';
    const status: ArtworkStatus | null = next() < 0.1 ? null : pick(next, ARTWORK_STATUSES);
    const created = now - Math.floor(next() * 3 * 365 * 86_400_000);
    const modified = created + Math.floor(next() * (now - created));
    return {
      id: uuid(next, index),
      artist: pick(next, artists),
      artistId: null,
      images: [],
      status,
      collection,
      archiveArtworkNumber: index + 1,
      artworkValues: values,
      isDeleted: false,
      dateCreated: new Date(created).toISOString(),
      lastModified: new Date(modified).toISOString(),
      version: 1,
    };
  });
}
