import type { ArtworkListEntry } from '@archive/domain/artworks/artwork-list-entry';
import type { ArtworkStatus } from '@archive/domain/artworks/artwork-status';

/**
 * An entry as one string, the form the web stores it in (many to a stored record: IndexedDB
 * spends far more per record than per byte). Fields are cut by a control character no one
 * types, and entries joined by another; either one slipped into a field is written as a space,
 * in the list only (the artwork keeps it). The fields every sort and group reads come first,
 * the long texts a row or a search reads last: opening the list reads 20,000 entries' keys
 * without passing over their search texts (PackedArtworkListEntry).
 */
const SEPARATOR = '\u0001';
export const PACKED_ENTRIES_SEPARATOR = '\u0002';

/** Each field's position in a packed entry (PackedArtworkListEntry cuts the first five in one pass). */
const FIELD = {
  id: 0,
  artistKey: 1,
  titleKey: 2,
  archiveArtworkNumber: 3,
  artist: 4,
  ownerKey: 5,
  currentOwner: 6,
  year: 7,
  status: 8,
  dateCreated: 9,
  lastModified: 10,
  title: 11,
  details: 12,
  price: 13,
  cover: 14,
  search: 15,
} as const;
const PACKED_FIELDS = Object.keys(FIELD).length;

/**
 * The local store version that last changed this format. A change to it needs a new local
 * store version that rebuilds the entries (decision 014), and this number moves with it: the
 * list's first screen kept outside IndexedDB (artwork-first-screen.ts) is written with it.
 */
export const PACKED_ENTRY_FORMAT = 6;

function packText(value: string): string {
  return value.includes(SEPARATOR) || value.includes(PACKED_ENTRIES_SEPARATOR)
    ? value.replaceAll(SEPARATOR, ' ').replaceAll(PACKED_ENTRIES_SEPARATOR, ' ')
    : value;
}

export function packArtworkListEntry(entry: ArtworkListEntry): string {
  const fields: string[] = new Array<string>(PACKED_FIELDS);
  fields[FIELD.id] = entry.id;
  fields[FIELD.artistKey] = packText(entry.artistKey);
  fields[FIELD.titleKey] = packText(entry.titleKey);
  fields[FIELD.archiveArtworkNumber] =
    entry.archiveArtworkNumber === null ? '' : String(entry.archiveArtworkNumber);
  fields[FIELD.artist] = packText(entry.artist);
  fields[FIELD.ownerKey] = packText(entry.ownerKey);
  fields[FIELD.currentOwner] = packText(entry.currentOwner);
  fields[FIELD.year] = packText(entry.year);
  fields[FIELD.status] = entry.status ?? '';
  fields[FIELD.dateCreated] = entry.dateCreated;
  fields[FIELD.lastModified] = entry.lastModified;
  fields[FIELD.title] = packText(entry.title);
  fields[FIELD.details] = packText(entry.details);
  fields[FIELD.price] = entry.price;
  fields[FIELD.cover] = entry.cover ?? '';
  fields[FIELD.search] = packText(entry.search);
  return fields.join(SEPARATOR);
}

/** Whether `packed` has the fields `packArtworkListEntry` writes (not what they hold). */
export function isPackedArtworkListEntry(packed: string): boolean {
  return (
    !packed.includes(PACKED_ENTRIES_SEPARATOR) && packed.split(SEPARATOR).length === PACKED_FIELDS
  );
}

/** The artwork id of a packed entry, without unpacking the rest. */
export function packedEntryId(packed: string): string {
  return packed.slice(0, packed.indexOf(SEPARATOR));
}

/** The field at `index` of a packed entry, found by walking its separators. */
function fieldAt(packed: string, index: number): string {
  let start = 0;
  for (let passed = 0; passed < index; passed += 1) start = packed.indexOf(SEPARATOR, start) + 1;
  const end = packed.indexOf(SEPARATOR, start);
  return packed.slice(start, end === -1 ? packed.length : end);
}

/**
 * A packed entry read field by field as it is asked for, each field once: opening the list
 * makes 20,000 of these and the default sort reads the first five fields of each; a row reads
 * the rest of its own when drawn, a search the search text. Cutting every field of every entry up
 * front (sixteen strings each) was the largest part of the list's first render.
 * `syncState` is the web's, kept beside the entry.
 */
export class PackedArtworkListEntry<S = undefined> implements ArtworkListEntry {
  // What the default sort (by artist) compares, cut in one pass when the entry is made: the
  // sort reads these hundreds of thousands of times, as plain fields.
  readonly id: string;
  readonly artistKey: string;
  readonly titleKey: string;
  readonly archiveArtworkNumber: number | null;
  readonly artist: string;
  #ownerKey: string | undefined = undefined;
  #currentOwner: string | undefined = undefined;
  #year: string | undefined = undefined;
  #status: ArtworkStatus | null | undefined = undefined;
  #dateCreated: string | undefined = undefined;
  #lastModified: string | undefined = undefined;
  #title: string | undefined = undefined;
  #details: string | undefined = undefined;
  #price: string | undefined = undefined;
  #cover: string | null | undefined = undefined;
  #search: string | undefined = undefined;

  constructor(
    readonly packed: string,
    readonly syncState: S,
  ) {
    const afterId = packed.indexOf(SEPARATOR);
    const afterArtistKey = packed.indexOf(SEPARATOR, afterId + 1);
    const afterTitleKey = packed.indexOf(SEPARATOR, afterArtistKey + 1);
    const afterNumber = packed.indexOf(SEPARATOR, afterTitleKey + 1);
    const afterArtist = packed.indexOf(SEPARATOR, afterNumber + 1);
    this.id = packed.slice(0, afterId);
    this.artistKey = packed.slice(afterId + 1, afterArtistKey);
    this.titleKey = packed.slice(afterArtistKey + 1, afterTitleKey);
    const number = packed.slice(afterTitleKey + 1, afterNumber);
    this.archiveArtworkNumber = number === '' ? null : Number(number);
    this.artist = packed.slice(afterNumber + 1, afterArtist);
  }

  get ownerKey(): string {
    return (this.#ownerKey ??= fieldAt(this.packed, FIELD.ownerKey));
  }
  get currentOwner(): string {
    return (this.#currentOwner ??= fieldAt(this.packed, FIELD.currentOwner));
  }
  get year(): string {
    return (this.#year ??= fieldAt(this.packed, FIELD.year));
  }
  get status(): ArtworkStatus | null {
    if (this.#status === undefined) {
      const status = fieldAt(this.packed, FIELD.status);
      this.#status = status === '' ? null : (status as ArtworkStatus);
    }
    return this.#status;
  }
  get dateCreated(): string {
    return (this.#dateCreated ??= fieldAt(this.packed, FIELD.dateCreated));
  }
  get lastModified(): string {
    return (this.#lastModified ??= fieldAt(this.packed, FIELD.lastModified));
  }
  get title(): string {
    return (this.#title ??= fieldAt(this.packed, FIELD.title));
  }
  get details(): string {
    return (this.#details ??= fieldAt(this.packed, FIELD.details));
  }
  get price(): string {
    return (this.#price ??= fieldAt(this.packed, FIELD.price));
  }
  get cover(): string | null {
    if (this.#cover === undefined) {
      const cover = fieldAt(this.packed, FIELD.cover);
      this.#cover = cover === '' ? null : cover;
    }
    return this.#cover;
  }
  get search(): string {
    return (this.#search ??= fieldAt(this.packed, FIELD.search));
  }

  /** The same entry with another sync state (a new object: lists compare items by identity). */
  withSyncState<T>(syncState: T): PackedArtworkListEntry<T> {
    return new PackedArtworkListEntry(this.packed, syncState);
  }
}

/** The entry `packArtworkListEntry` wrote, as a plain object; throws on a string it did not write. */
export function unpackArtworkListEntry(packed: string): ArtworkListEntry {
  if (!isPackedArtworkListEntry(packed)) throw new Error('Not a packed artwork list entry');
  const entry = new PackedArtworkListEntry(packed, undefined);
  return {
    id: entry.id,
    artist: entry.artist,
    archiveArtworkNumber: entry.archiveArtworkNumber,
    status: entry.status,
    title: entry.title,
    year: entry.year,
    details: entry.details,
    currentOwner: entry.currentOwner,
    price: entry.price,
    cover: entry.cover,
    dateCreated: entry.dateCreated,
    lastModified: entry.lastModified,
    search: entry.search,
    artistKey: entry.artistKey,
    titleKey: entry.titleKey,
    ownerKey: entry.ownerKey,
  };
}
