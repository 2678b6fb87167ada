import type { Artwork } from './artwork.schema';
import type { ArtworkStatus } from './artwork-status';
import { formatDimensions } from './artwork-list-format';
import { artworkSearchText, plainMoneyText } from './artwork-search';
import { foldText } from './name-fold';

/**
 * What the artworks list needs of one artwork, already worked out: the row's texts, the sort's
 * fields and the lowercase text a search looks in. The web keeps one per artwork in a table of
 * its own, written with the artwork, so the list reads 20,000 of these small flat records
 * instead of unpacking 20,000 full ones (docs/decisions/014-artworks.md).
 */
export interface ArtworkListEntry {
  id: string;
  artist: string;
  archiveArtworkNumber: number | null;
  status: ArtworkStatus | null;
  title: string;
  year: string;
  /** Year, technique and dimensions as the row shows them: '1999 · Bronze · 927 × 891 cm'. */
  details: string;
  currentOwner: string;
  /** 'EUR 12,500.00', or '' without a price. */
  price: string;
  /** The cover's url (the image with the lowest sortIndex), or null. */
  cover: string | null;
  /** As toISOString writes it (when it is a date). */
  dateCreated: string;
  lastModified: string;
  /** Every searchable field in lowercase (artworkSearchText). */
  search: string;
  /**
   * The artist, title and owner as the sort compares them, worked out here so opening the list
   * folds none of 20,000 titles: without case, accents or repeated spaces (foldText), and a
   * name as its last word, U+0000, then the whole name (names sort by last word, spec section
   * 9); '' when blank.
   */
  artistKey: string;
  titleKey: string;
  ownerKey: string;
}

/** 'louise bourgeois' as 'bourgeois\u0000louise bourgeois': compared as text, last word first. */
function nameSortKey(name: string): string {
  const folded = foldText(name);
  if (folded === '') return '';
  return `${folded.slice(folded.lastIndexOf(' ') + 1)}\u0000${folded}`;
}

/** A date as toISOString writes it, so dates order as text; anything else as it was. */
function isoDate(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}

function coverUrl(artwork: Artwork): string | null {
  let cover = artwork.images[0];
  for (const image of artwork.images) if (cover && image.sortIndex < cover.sortIndex) cover = image;
  return cover?.url ?? null;
}

export function toArtworkListEntry(artwork: Artwork): ArtworkListEntry {
  const values = artwork.artworkValues;
  const { price } = values;
  return {
    id: artwork.id,
    artist: artwork.artist,
    archiveArtworkNumber: artwork.archiveArtworkNumber,
    status: artwork.status,
    title: values.title,
    year: values.year,
    details: [values.year.trim(), values.technique.trim(), formatDimensions(values.dimensions)]
      .filter(Boolean)
      .join(' · '),
    currentOwner: values.currentOwner,
    // formatMoney's text without Intl, which costs tens of microseconds an amount.
    price: price.value === null ? '' : `${price.currency} ${plainMoneyText(price.value)}`,
    cover: coverUrl(artwork),
    dateCreated: isoDate(artwork.dateCreated),
    lastModified: isoDate(artwork.lastModified),
    search: artworkSearchText(artwork),
    artistKey: nameSortKey(artwork.artist),
    titleKey: foldText(values.title),
    ownerKey: nameSortKey(values.currentOwner),
  };
}

/**
 * An entry as one string, the form the web stores it in (many to a stored record: IndexedDB
 * spends far more per record than per byte). Fields are cut by a control character no one
 * types, and entries joined by another; either one slipped into a field is written as a space,
 * in the list only (the artwork keeps it).
 */
const SEPARATOR = '\u0001';
export const PACKED_ENTRIES_SEPARATOR = '\u0002';
const PACKED_FIELDS = 16;

function packText(value: string): string {
  return value.includes(SEPARATOR) || value.includes(PACKED_ENTRIES_SEPARATOR)
    ? value.replaceAll(SEPARATOR, ' ').replaceAll(PACKED_ENTRIES_SEPARATOR, ' ')
    : value;
}

export function packArtworkListEntry(entry: ArtworkListEntry): string {
  return [
    entry.id,
    packText(entry.artist),
    entry.archiveArtworkNumber === null ? '' : String(entry.archiveArtworkNumber),
    entry.status ?? '',
    packText(entry.title),
    packText(entry.year),
    packText(entry.details),
    packText(entry.currentOwner),
    entry.price,
    entry.cover ?? '',
    entry.dateCreated,
    entry.lastModified,
    packText(entry.search),
    packText(entry.artistKey),
    packText(entry.titleKey),
    packText(entry.ownerKey),
  ].join(SEPARATOR);
}

/** The artwork id of a packed entry, without unpacking the rest. */
export function packedEntryId(packed: string): string {
  return packed.slice(0, packed.indexOf(SEPARATOR));
}

/**
 * The entry `packArtworkListEntry` wrote; throws on a string it did not write. With a second
 * argument, the web's sync state is made in the same object literal (one allocation per
 * artwork, every field held in the object itself, nothing added afterwards); without one,
 * `syncState` is left undefined.
 */
export function unpackArtworkListEntry(packed: string): ArtworkListEntry;
export function unpackArtworkListEntry<S>(
  packed: string,
  syncState: S,
): ArtworkListEntry & { syncState: S };
export function unpackArtworkListEntry(
  packed: string,
  syncState?: unknown,
): ArtworkListEntry & { syncState: unknown } {
  const fields = packed.split(SEPARATOR);
  if (fields.length !== PACKED_FIELDS) throw new Error('Not a packed artwork list entry');
  const field = (index: number): string => fields[index] ?? '';
  const number = field(2);
  const status = field(3);
  const cover = field(9);
  return {
    id: field(0),
    artist: field(1),
    archiveArtworkNumber: number === '' ? null : Number(number),
    status: status === '' ? null : (status as ArtworkStatus),
    title: field(4),
    year: field(5),
    details: field(6),
    currentOwner: field(7),
    price: field(8),
    cover: cover === '' ? null : cover,
    dateCreated: field(10),
    lastModified: field(11),
    search: field(12),
    artistKey: field(13),
    titleKey: field(14),
    ownerKey: field(15),
    syncState,
  };
}
