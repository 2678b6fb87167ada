import type { Artwork } from './artwork.schema';
import type { ArtworkStatus } from './artwork-status';
import { formatDimensions } from './artwork-list-format';
import { artworkSearchText, plainMoneyText } from './artwork-search';
import { foldText } from './name-fold';

/**
 * What the artworks list needs of one artwork, already worked out: the row's texts, the sort's
 * fields and the lowercase text a search looks in. The web keeps one per artwork, packed, in a
 * table of its own written with the artwork (its local store: packed-artwork-list-entry.ts), so
 * the list reads these small flat records instead of unpacking 20,000 full ones
 * (docs/decisions/014-artworks.md, 028).
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
