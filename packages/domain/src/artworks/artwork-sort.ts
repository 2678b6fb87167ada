import type { ArtworkListEntry } from './artwork-list-entry';
import { ARTWORK_STATUSES, ARTWORK_STATUS_LABELS } from './artwork-status';

/** Spec section 9: the sort options of the artworks list, each with its direction. */
export const ARTWORK_SORT_OPTIONS = [
  { value: 'all', label: 'All', direction: 'asc' },
  { value: 'artist', label: 'Artist Name', direction: 'asc' },
  { value: 'year', label: 'Year', direction: 'desc' },
  { value: 'owner', label: 'Current Owner', direction: 'desc' },
  { value: 'status', label: 'Status', direction: 'asc' },
  { value: 'dateCreated', label: 'Date Created', direction: 'desc' },
  { value: 'lastModified', label: 'Last Updated', direction: 'desc' },
] as const;

export type ArtworkSortBy = (typeof ARTWORK_SORT_OPTIONS)[number]['value'];
export const DEFAULT_ARTWORK_SORT: ArtworkSortBy = 'artist';

export function isArtworkSortBy(value: unknown): value is ArtworkSortBy {
  return ARTWORK_SORT_OPTIONS.some((option) => option.value === value);
}

export const ARTWORK_GROUP_LABELS = {
  all: 'All artworks',
  noArtist: 'No artist',
  noYear: 'No year',
  noOwner: 'No owner',
  noStatus: 'No status',
  noDate: 'No date',
} as const;

export type SortableArtwork = Pick<
  ArtworkListEntry,
  | 'id'
  | 'artist'
  | 'status'
  | 'archiveArtworkNumber'
  | 'title'
  | 'year'
  | 'currentOwner'
  | 'dateCreated'
  | 'lastModified'
>;

export interface ArtworkGroup<T> {
  key: string;
  label: string;
  artworks: T[];
}

/** Names repeat (an artist's many works, a few owners): each distinct one is folded once. */
const foldedTexts = new Map<string, string>();
const FOLDED_TEXTS_MAX = 100_000;
const PLAIN_ASCII = /^[\x20-\x7e]*$/;

/** Case, accents and repeated spaces do not count when names are compared. */
export function foldName(name: string): string {
  const cached = foldedTexts.get(name);
  if (cached !== undefined) return cached;
  const tidy = name.trim().replace(/\s+/g, ' ');
  // Plain ASCII has no accents to take off: the costly normalisation is for the rest.
  const folded = (
    PLAIN_ASCII.test(tidy) ? tidy : tidy.normalize('NFD').replace(/\p{M}/gu, '')
  ).toLowerCase();
  // A bound on memory for a very long session; refilling costs one fold per name.
  if (foldedTexts.size >= FOLDED_TEXTS_MAX) foldedTexts.clear();
  foldedTexts.set(name, folded);
  return folded;
}

/** A name as the user typed it, without stray spaces: the label of its group. */
function tidyName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** Names sort by their last word (spec section 9): 'Louise Bourgeois' under 'bourgeois'. */
export function lastWordKey(name: string): string {
  const folded = foldName(name);
  return folded.slice(folded.lastIndexOf(' ') + 1);
}

/** A sort key: strings compare by code unit (already folded), numbers by value. */
type Key = string | number;

function compareKey(a: Key, b: Key): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const left = String(a);
  const right = String(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

function compareKeys(a: readonly Key[], b: readonly Key[], desc: readonly boolean[]): number {
  for (let index = 0; index < a.length; index += 1) {
    const order = compareKey(a[index] ?? '', b[index] ?? '');
    if (order !== 0) return desc[index] ? -order : order;
  }
  return 0;
}

/** Numbers as fixed-width text, so they order inside one string key. */
function padNumber(value: number): string {
  return String(Math.max(0, Math.floor(value))).padStart(16, '0');
}

const UNNUMBERED = Number.MAX_SAFE_INTEGER;

/**
 * The folded names of each artwork object, each computed once when a sort first needs it:
 * changing the sort reuses them, and a changed artwork is a new object (the store never
 * mutates one), so none is stale.
 */
class FoldedNames {
  #artist: string | undefined;
  #owner: string | undefined;
  #byTitle: string | undefined;
  #byArtist: string | undefined;

  constructor(private readonly artwork: SortableArtwork) {}

  get artist(): string {
    this.#artist ??= foldName(this.artwork.artist);
    return this.#artist;
  }

  get artistLast(): string {
    const { artist } = this;
    return artist.slice(artist.lastIndexOf(' ') + 1);
  }

  get owner(): string {
    this.#owner ??= foldName(this.artwork.currentOwner);
    return this.#owner;
  }

  get ownerLast(): string {
    const { owner } = this;
    return owner.slice(owner.lastIndexOf(' ') + 1);
  }

  /** Title, ID and id: the order inside an artist's group. */
  get byTitle(): string {
    // \u0000 sorts before every character, so a shorter name comes before its extensions.
    this.#byTitle ??= `${foldName(this.artwork.title)}\u0000${padNumber(
      this.artwork.archiveArtworkNumber ?? UNNUMBERED,
    )}\u0000${this.artwork.id}`;
    return this.#byTitle;
  }

  /** Artist by last word, then full name, title, ID and id, as one string. */
  get byArtist(): string {
    this.#byArtist ??= `${this.artistLast}\u0000${this.artist}\u0000${this.byTitle}`;
    return this.#byArtist;
  }
}

/**
 * Everything worked out for one artwork object, in one place: its folded names, and its group
 * and key inside the group under each sort. One weak entry per artwork rather than one per
 * artwork and sort: at 20,000 artworks, hundreds of thousands of weak entries made each major
 * garbage collection long enough to be felt while scrolling.
 */
interface SortCache {
  names: FoldedNames;
  groups: Partial<Record<ArtworkSortBy, GroupOf>>;
  within: Partial<Record<ArtworkSortBy, string>>;
}

const sortCaches = new WeakMap<SortableArtwork, SortCache>();

function cacheOf(artwork: SortableArtwork): SortCache {
  let cache = sortCaches.get(artwork);
  if (!cache) {
    cache = { names: new FoldedNames(artwork), groups: {}, within: {} };
    sortCaches.set(artwork, cache);
  }
  return cache;
}

function folded(artwork: SortableArtwork): FoldedNames {
  return cacheOf(artwork).names;
}

const STATUS_RANK = new Map<string, number>(
  ARTWORK_STATUSES.map((status, index) => [status, index]),
);

const MONTH_LABEL = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' });
/** Formatting a date takes microseconds; a list spans a few hundred months at most. */
const monthLabels = new Map<number, string>();

function monthLabel(month: number, date: Date): string {
  let label = monthLabels.get(month);
  if (label === undefined) {
    label = MONTH_LABEL.format(date);
    monthLabels.set(month, label);
  }
  return label;
}

interface GroupOf {
  key: string;
  label: string;
  /** Orders the groups; blank values carry 1 first, so they go last in either direction. */
  rank: Key[];
}

interface SortPlan {
  desc: boolean[];
  group: (artwork: SortableArtwork) => GroupOf;
  /** The order inside a group, ascending, as one string compared by code unit. */
  within: (artwork: SortableArtwork) => string;
}

/** 'November 2026' for an ISO date, in the device's time zone; null when not a date. */
function monthGroup(iso: string): GroupOf {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) {
    return { key: 'month:none', label: ARTWORK_GROUP_LABELS.noDate, rank: [1, 0] };
  }
  const month = date.getFullYear() * 12 + date.getMonth();
  return { key: `month:${String(month)}`, label: monthLabel(month, date), rank: [0, month] };
}

/** Newest first inside a month: the time counted down from the largest. */
function newestFirst(iso: string, id: string): string {
  const time = Date.parse(iso);
  return `${padNumber(Number.isNaN(time) ? UNNUMBERED : UNNUMBERED - time)}\u0000${id}`;
}

const PLANS: Record<ArtworkSortBy, SortPlan> = {
  all: {
    desc: [],
    group: () => ({ key: 'all', label: ARTWORK_GROUP_LABELS.all, rank: [] }),
    within: (artwork) =>
      artwork.archiveArtworkNumber === null
        ? `1${artwork.dateCreated}\u0000${artwork.id}`
        : `0${padNumber(artwork.archiveArtworkNumber)}`,
  },
  artist: {
    desc: [false, false, false],
    group: (artwork) => {
      const { artist, artistLast } = folded(artwork);
      return {
        key: `artist:${artist}`,
        label: artist === '' ? ARTWORK_GROUP_LABELS.noArtist : tidyName(artwork.artist),
        rank: [artist === '' ? 1 : 0, artistLast, artist],
      };
    },
    within: (artwork) => folded(artwork).byTitle,
  },
  year: {
    desc: [false, true],
    group: (artwork) => {
      const year = artwork.year.trim();
      if (year === '')
        return { key: 'year:none', label: ARTWORK_GROUP_LABELS.noYear, rank: [1, 0] };
      const number = Number(year);
      return { key: `year:${String(number)}`, label: String(number), rank: [0, number] };
    },
    within: (artwork) => folded(artwork).byArtist,
  },
  owner: {
    desc: [false, true, true],
    group: (artwork) => {
      const { owner, ownerLast } = folded(artwork);
      return {
        key: `owner:${owner}`,
        label: owner === '' ? ARTWORK_GROUP_LABELS.noOwner : tidyName(artwork.currentOwner),
        rank: [owner === '' ? 1 : 0, ownerLast, owner],
      };
    },
    within: (artwork) => folded(artwork).byArtist,
  },
  status: {
    desc: [false],
    group: (artwork) =>
      artwork.status === null
        ? {
            key: 'status:none',
            label: ARTWORK_GROUP_LABELS.noStatus,
            rank: [ARTWORK_STATUSES.length],
          }
        : {
            key: `status:${artwork.status}`,
            label: ARTWORK_STATUS_LABELS[artwork.status],
            rank: [STATUS_RANK.get(artwork.status) ?? 0],
          },
    within: (artwork) => folded(artwork).byArtist,
  },
  dateCreated: {
    desc: [false, true],
    group: (artwork) => monthGroup(artwork.dateCreated),
    within: (artwork) => newestFirst(artwork.dateCreated, artwork.id),
  },
  lastModified: {
    desc: [false, true],
    group: (artwork) => monthGroup(artwork.lastModified),
    within: (artwork) => newestFirst(artwork.lastModified, artwork.id),
  },
};

/**
 * One object per distinct group and label, shared by all its artworks: a few hundred groups
 * instead of one object per artwork and sort for the garbage collector to walk.
 */
const sharedGroups = new Map<string, GroupOf>();
const SHARED_GROUPS_MAX = 100_000;

function shared(sortBy: ArtworkSortBy, group: GroupOf): GroupOf {
  const id = `${sortBy}\u0000${group.key}\u0000${group.label}`;
  const known = sharedGroups.get(id);
  if (known) return known;
  // A bound on memory for a very long session; refilling costs one lookup per artwork.
  if (sharedGroups.size >= SHARED_GROUPS_MAX) sharedGroups.clear();
  sharedGroups.set(id, group);
  return group;
}

/** An artwork's group under a sort, kept with its folded names. */
function groupOf(sortBy: ArtworkSortBy, artwork: SortableArtwork): GroupOf {
  const { groups } = cacheOf(artwork);
  let group = groups[sortBy];
  if (!group) {
    group = shared(sortBy, PLANS[sortBy].group(artwork));
    groups[sortBy] = group;
  }
  return group;
}

/** An artwork's key inside its group under a sort, kept the same way. */
function withinOf(sortBy: ArtworkSortBy, artwork: SortableArtwork): string {
  const { within } = cacheOf(artwork);
  let key = within[sortBy];
  if (key === undefined) {
    key = PLANS[sortBy].within(artwork);
    within[sortBy] = key;
  }
  return key;
}

/**
 * Computes an artwork's groups and keys under every sort ahead of time (a few microseconds an
 * artwork), so the list can do it in small slices while idle instead of all at once when the
 * user changes the sort.
 */
export function prepareArtworkSort(artwork: SortableArtwork): void {
  for (const { value } of ARTWORK_SORT_OPTIONS) {
    groupOf(value, artwork);
    withinOf(value, artwork);
  }
}

/** Each artwork's position in a sort's full order (groups in their order, then inside). */
interface Ranking {
  ranks: Map<SortableArtwork, number>;
  size: number;
}

/**
 * The last orders computed for each sort, newest first. Any subset of the artworks one was
 * computed over (a search's results) is put in order by position, without comparing a string;
 * a new or changed artwork is a new object, not in any, and the order is computed again.
 * A few are kept so that two sets of artworks in use at once do not evict each other.
 */
const rankings = new Map<ArtworkSortBy, Ranking[]>();
const RANKINGS_KEPT = 3;

function knownRanking(
  sortBy: ArtworkSortBy,
  artworks: readonly SortableArtwork[],
): Ranking | undefined {
  return rankings
    .get(sortBy)
    ?.find((ranking) => artworks.every((artwork) => ranking.ranks.has(artwork)));
}

function keepRanking(sortBy: ArtworkSortBy, groups: ArtworkGroup<SortableArtwork>[]): void {
  // A plain Map: at most RANKINGS_KEPT per sort are held, and weak entries cost the garbage
  // collector far more than strong ones.
  const ranks = new Map<SortableArtwork, number>();
  let size = 0;
  for (const group of groups) {
    for (const artwork of group.artworks) {
      ranks.set(artwork, size);
      size += 1;
    }
  }
  const kept = rankings.get(sortBy) ?? [];
  rankings.set(sortBy, [{ ranks, size }, ...kept].slice(0, RANKINGS_KEPT));
}

/** The artworks in the order of `ranking`; null when one object is given twice. */
function inRankOrder<T extends SortableArtwork>(
  artworks: readonly T[],
  ranking: Ranking,
): T[] | null {
  const slots: (T | undefined)[] = new Array<T | undefined>(ranking.size);
  for (const artwork of artworks) {
    const rank = ranking.ranks.get(artwork);
    if (rank === undefined || slots[rank] !== undefined) return null;
    slots[rank] = artwork;
  }
  return slots.filter((slot): slot is T => slot !== undefined);
}

/** Artworks already in list order, cut where the group changes. */
function cutIntoGroups<T extends SortableArtwork>(
  ordered: readonly T[],
  sortBy: ArtworkSortBy,
): ArtworkGroup<T>[] {
  const groups: ArtworkGroup<T>[] = [];
  const byKey = new Map<string, ArtworkGroup<T>>();
  for (const artwork of ordered) {
    const group = groupOf(sortBy, artwork);
    const known = byKey.get(group.key);
    if (known) {
      known.artworks.push(artwork);
    } else {
      // The label as the first artwork in the group's order writes it.
      const created = { key: group.key, label: group.label, artworks: [artwork] };
      byKey.set(group.key, created);
      groups.push(created);
    }
  }
  return groups;
}

/** The groups computed from scratch: artworks into groups, groups sorted, then each group. */
function sortIntoGroups<T extends SortableArtwork>(
  artworks: readonly T[],
  sortBy: ArtworkSortBy,
): ArtworkGroup<T>[] {
  const plan = PLANS[sortBy];
  const buckets = new Map<string, { group: GroupOf; entries: { key: string; artwork: T }[] }>();
  for (const artwork of artworks) {
    const group = groupOf(sortBy, artwork);
    let bucket = buckets.get(group.key);
    if (!bucket) {
      bucket = { group, entries: [] };
      buckets.set(group.key, bucket);
    }
    bucket.entries.push({ key: withinOf(sortBy, artwork), artwork });
  }
  const ordered = [...buckets.values()].sort(
    (a, b) =>
      compareKeys(a.group.rank, b.group.rank, plan.desc) || compareKey(a.group.key, b.group.key),
  );
  return ordered.map(({ group, entries }) => {
    entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    // The label as the first artwork in the group's order writes it.
    const first = entries[0]?.artwork;
    const label = first ? groupOf(sortBy, first).label : group.label;
    return { key: group.key, label, artworks: entries.map((entry) => entry.artwork) };
  });
}

/**
 * The artworks in the order of `sortBy`, cut into the groups the list shows under headers
 * (spec section 9: grouping by year, owner, status or date; 'All' is one group). Artworks are
 * put in their groups first, the few groups are sorted, then each group by one string key per
 * artwork (cached per artwork). The order found is kept (see `rankings`), so a search's
 * results, or the same artworks again, are ordered by position in a few linear passes.
 */
export function groupArtworks<T extends SortableArtwork>(
  artworks: readonly T[],
  sortBy: ArtworkSortBy,
): ArtworkGroup<T>[] {
  const ranking = knownRanking(sortBy, artworks);
  const ordered = ranking ? inRankOrder(artworks, ranking) : null;
  if (ordered) return cutIntoGroups(ordered, sortBy);
  const groups = sortIntoGroups(artworks, sortBy);
  keepRanking(sortBy, groups);
  return groups;
}

/** The artworks in list order, without the groups (the detail page's previous and next). */
export function sortArtworks<T extends SortableArtwork>(
  artworks: readonly T[],
  sortBy: ArtworkSortBy,
): T[] {
  return groupArtworks(artworks, sortBy).flatMap((group) => group.artworks);
}
