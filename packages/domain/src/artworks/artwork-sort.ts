import type { ArtworkListEntry } from './artwork-list-entry';
import { ARTWORK_STATUSES, ARTWORK_STATUS_LABELS } from './artwork-status';
import { foldText } from './name-fold';

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
  | 'artistKey'
  | 'titleKey'
  | 'ownerKey'
>;

export interface ArtworkGroup<T> {
  key: string;
  label: string;
  artworks: T[];
}

/** A name as the user typed it, without stray spaces: the label of its group. */
function tidyName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** Names sort by their last word (spec section 9): 'Louise Bourgeois' under 'bourgeois'. */
export function lastWordKey(name: string): string {
  const folded = foldText(name);
  return folded.slice(folded.lastIndexOf(' ') + 1);
}

/** A group's rank entry: strings compare by code unit (already folded), numbers by value. */
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

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Title, then ID (unnumbered last), then id: the order inside an artist's group. */
function byTitle(a: SortableArtwork, b: SortableArtwork): number {
  return (
    compareText(a.titleKey, b.titleKey) ||
    (a.archiveArtworkNumber ?? Number.MAX_SAFE_INTEGER) -
      (b.archiveArtworkNumber ?? Number.MAX_SAFE_INTEGER) ||
    compareText(a.id, b.id)
  );
}

/** Artist by last word, then full name (both in `artistKey`), then by title. */
function byArtist(a: SortableArtwork, b: SortableArtwork): number {
  return compareText(a.artistKey, b.artistKey) || byTitle(a, b);
}

/** Newest first inside a month. Entries keep their dates as toISOString writes them, so the text orders as the time. */
function newestFirst(field: 'dateCreated' | 'lastModified') {
  return (a: SortableArtwork, b: SortableArtwork): number =>
    compareText(b[field], a[field]) || compareText(a.id, b.id);
}

/** 'All': by ID; the unsynced (no ID yet) last, oldest first. */
function byNumber(a: SortableArtwork, b: SortableArtwork): number {
  const left = a.archiveArtworkNumber;
  const right = b.archiveArtworkNumber;
  if (left !== null && right !== null) return left - right;
  if (left !== null) return -1;
  if (right !== null) return 1;
  return compareText(a.dateCreated, b.dateCreated) || compareText(a.id, b.id);
}

const STATUS_RANK = new Map<string, number>(
  ARTWORK_STATUSES.map((status, index) => [status, index]),
);

const MONTH_LABEL = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' });

interface GroupOf {
  key: string;
  label: string;
  /** Orders the groups; blank values carry 1 first, so they go last in either direction. */
  rank: Key[];
}

/**
 * How a sort groups and orders. An artwork's group follows from one of its values (`source`);
 * the group is made once per distinct value and shared by every artwork with it, so sorting
 * 20,000 artworks makes a few hundred groups, and nothing is kept per artwork (each object
 * kept per artwork lengthens every major garbage collection, felt while scrolling).
 */
interface SortPlan {
  desc: boolean[];
  source: (artwork: SortableArtwork) => string | number;
  group: (artwork: SortableArtwork, source: string | number) => GroupOf;
  /** The order inside a group, ascending. */
  compare: (a: SortableArtwork, b: SortableArtwork) => number;
}

const NOT_A_DATE = -1;

/** The month of an ISO date in the device's time zone, as a number; NOT_A_DATE when not a date. */
function monthOf(iso: string): number {
  const date = new Date(iso);
  const time = date.getTime();
  return Number.isNaN(time) ? NOT_A_DATE : date.getFullYear() * 12 + date.getMonth();
}

/** 'November 2026'. */
function monthGroup(month: number): GroupOf {
  if (month === NOT_A_DATE) {
    return { key: 'month:none', label: ARTWORK_GROUP_LABELS.noDate, rank: [1, 0] };
  }
  const label = MONTH_LABEL.format(new Date(Math.floor(month / 12), month % 12, 1));
  return { key: `month:${String(month)}`, label, rank: [0, month] };
}

function nameGroup(kind: 'artist' | 'owner', name: string, key: string): GroupOf {
  const blank = key === '';
  const label = blank
    ? kind === 'artist'
      ? ARTWORK_GROUP_LABELS.noArtist
      : ARTWORK_GROUP_LABELS.noOwner
    : tidyName(name);
  return { key: `${kind}:${key}`, label, rank: [blank ? 1 : 0, key] };
}

const ALL_GROUP: GroupOf = { key: 'all', label: ARTWORK_GROUP_LABELS.all, rank: [] };

const PLANS: Record<ArtworkSortBy, SortPlan> = {
  all: {
    desc: [],
    source: () => '',
    group: () => ALL_GROUP,
    compare: byNumber,
  },
  artist: {
    desc: [false, false],
    source: (artwork) => artwork.artist,
    group: (artwork) => nameGroup('artist', artwork.artist, artwork.artistKey),
    compare: byTitle,
  },
  year: {
    desc: [false, true],
    source: (artwork) => artwork.year,
    group: (artwork) => {
      const year = artwork.year.trim();
      if (year === '')
        return { key: 'year:none', label: ARTWORK_GROUP_LABELS.noYear, rank: [1, 0] };
      const number = Number(year);
      return { key: `year:${String(number)}`, label: String(number), rank: [0, number] };
    },
    compare: byArtist,
  },
  owner: {
    desc: [false, true],
    source: (artwork) => artwork.currentOwner,
    group: (artwork) => nameGroup('owner', artwork.currentOwner, artwork.ownerKey),
    compare: byArtist,
  },
  status: {
    desc: [false],
    source: (artwork) => artwork.status ?? '',
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
    compare: byArtist,
  },
  dateCreated: {
    desc: [false, true],
    source: (artwork) => monthOf(artwork.dateCreated),
    group: (_artwork, month) => monthGroup(Number(month)),
    compare: newestFirst('dateCreated'),
  },
  lastModified: {
    desc: [false, true],
    source: (artwork) => monthOf(artwork.lastModified),
    group: (_artwork, month) => monthGroup(Number(month)),
    compare: newestFirst('lastModified'),
  },
};

/** Each sort's groups by source value; bounded for a very long session. */
const groupsBySource = new Map<ArtworkSortBy, Map<string | number, GroupOf>>();
const GROUPS_KEPT_MAX = 100_000;

/** An artwork's group under a sort. */
function groupOf(sortBy: ArtworkSortBy, artwork: SortableArtwork): GroupOf {
  const plan = PLANS[sortBy];
  let known = groupsBySource.get(sortBy);
  if (!known) {
    known = new Map();
    groupsBySource.set(sortBy, known);
  }
  const source = plan.source(artwork);
  let group = known.get(source);
  if (!group) {
    if (known.size >= GROUPS_KEPT_MAX) known.clear();
    group = plan.group(artwork, source);
    known.set(source, group);
  }
  return group;
}

/**
 * Each artwork's position in a sort's full order (groups in their order, then inside). The
 * positions are written out when first asked for, not when the order is computed: opening the
 * list sorts 20,000 artworks and shows them at once, and the positions wait for the first
 * search or the list's warm-up.
 */
class Ranking {
  #ranks: Map<SortableArtwork, number> | undefined;

  constructor(private readonly groups: readonly ArtworkGroup<SortableArtwork>[]) {}

  get ranks(): Map<SortableArtwork, number> {
    if (!this.#ranks) {
      // A plain Map: at most RANKINGS_KEPT per sort are held, and weak entries cost the
      // garbage collector far more than strong ones.
      const ranks = new Map<SortableArtwork, number>();
      for (const group of this.groups) {
        for (const artwork of group.artworks) ranks.set(artwork, ranks.size);
      }
      this.#ranks = ranks;
    }
    return this.#ranks;
  }

  get size(): number {
    return this.ranks.size;
  }
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
  const kept = rankings.get(sortBy) ?? [];
  rankings.set(sortBy, [new Ranking(groups), ...kept].slice(0, RANKINGS_KEPT));
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
  const buckets = new Map<string, { group: GroupOf; artworks: T[] }>();
  for (const artwork of artworks) {
    const group = groupOf(sortBy, artwork);
    const bucket = buckets.get(group.key);
    if (bucket) bucket.artworks.push(artwork);
    else buckets.set(group.key, { group, artworks: [artwork] });
  }
  const ordered = [...buckets.values()].sort(
    (a, b) =>
      compareKeys(a.group.rank, b.group.rank, plan.desc) || compareKey(a.group.key, b.group.key),
  );
  return ordered.map(({ group, artworks: inGroup }) => {
    inGroup.sort(plan.compare);
    // The label as the first artwork in the group's order writes it.
    const first = inGroup[0];
    const label = first ? groupOf(sortBy, first).label : group.label;
    return { key: group.key, label, artworks: inGroup };
  });
}

/**
 * The artworks in the order of `sortBy`, cut into the groups the list shows under headers
 * (spec section 9: grouping by year, owner, status or date; 'All' is one group). Artworks are
 * put in their groups first, the few groups are sorted, then each group by the entry's sort
 * keys (worked out when the artwork was written). The order found is kept (see `rankings`), so a search's
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

/**
 * Writes out the positions of an order `groupArtworks` computed for these artworks (a task of
 * its own in the list's warm-up), so the first search or change to that sort only reads them.
 */
export function rankArtworkOrder(
  artworks: readonly SortableArtwork[],
  sortBy: ArtworkSortBy,
): void {
  knownRanking(sortBy, artworks);
}

/** The artworks in list order, without the groups (the detail page's previous and next). */
export function sortArtworks<T extends SortableArtwork>(
  artworks: readonly T[],
  sortBy: ArtworkSortBy,
): T[] {
  return groupArtworks(artworks, sortBy).flatMap((group) => group.artworks);
}
