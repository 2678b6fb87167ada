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

/**
 * English month names, as Intl's en-GB long month writes them: the list labels its months
 * without Intl, whose first date format on a page costs about 25 ms (100 ms on a phone four
 * times slower) while the list is opening and warming its other orders (issue 37).
 */
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The group an artwork falls in under a sort. */
export interface GroupOf {
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
  const label = `${MONTH_NAMES[month % 12] ?? ''} ${String(Math.floor(month / 12))}`;
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

/** Finds an artwork's group under a sort. */
export type GroupFinder = (sortBy: ArtworkSortBy, artwork: SortableArtwork) => GroupOf;

/**
 * A finder that makes each group once per source value and shares it by every artwork with
 * that value (a few hundred groups for 20,000 artworks, nothing kept per artwork: each object
 * kept per artwork lengthens every major garbage collection). Beyond `keptMax` values of one
 * sort it starts afresh. The web's list keeps one for the whole session
 * (data/artworks/artwork-order.ts); a call without one makes its own.
 */
export function createGroupFinder(keptMax = Infinity): GroupFinder {
  const groupsBySource = new Map<ArtworkSortBy, Map<string | number, GroupOf>>();
  return (sortBy, artwork) => {
    const plan = PLANS[sortBy];
    let known = groupsBySource.get(sortBy);
    if (!known) {
      known = new Map();
      groupsBySource.set(sortBy, known);
    }
    const source = plan.source(artwork);
    let group = known.get(source);
    if (!group) {
      if (known.size >= keptMax) known.clear();
      group = plan.group(artwork, source);
      known.set(source, group);
    }
    return group;
  };
}

/** Artworks already in list order, cut where the group changes. */
export function cutIntoGroups<T extends SortableArtwork>(
  ordered: readonly T[],
  sortBy: ArtworkSortBy,
  groupOf: GroupFinder = createGroupFinder(),
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

/**
 * The work between two of the pauses `sortIntoGroupsInSteps` offers: artworks put in groups,
 * sorted in a run, or merged. About 5 ms on a phone four times slower than a laptop.
 */
const STEP = 1_000;

/**
 * Sorts `items` in place, as `items.sort(compare)` does (a stable sort), pausing every STEP
 * items: runs of STEP sorted at once, then merged pairwise. `compare` must be a total order.
 */
function* sortInSteps<T>(items: T[], compare: (a: T, b: T) => number): Generator<void, void> {
  if (items.length <= STEP) {
    items.sort(compare);
    yield;
    return;
  }
  for (let start = 0; start < items.length; start += STEP) {
    const run = items.slice(start, start + STEP).sort(compare);
    for (let index = 0; index < run.length; index += 1) items[start + index] = run[index] as T;
    yield;
  }
  let from = items;
  let to: T[] = new Array<T>(items.length);
  let moved = 0;
  for (let width = STEP; width < items.length; width *= 2) {
    for (let left = 0; left < items.length; left += 2 * width) {
      const middle = Math.min(left + width, items.length);
      const end = Math.min(left + 2 * width, items.length);
      let i = left;
      let j = middle;
      let k = left;
      while (i < middle && j < end) {
        const a = from[i] as T;
        const b = from[j] as T;
        // The left run's artwork first unless the right one sorts strictly before it: stable.
        if (compare(b, a) < 0) {
          to[k] = b;
          j += 1;
        } else {
          to[k] = a;
          i += 1;
        }
        k += 1;
        moved += 1;
        if (moved % STEP === 0) yield;
      }
      while (i < middle) to[k++] = from[i++] as T;
      while (j < end) to[k++] = from[j++] as T;
    }
    [from, to] = [to, from];
  }
  if (from !== items)
    for (let index = 0; index < items.length; index += 1) items[index] = from[index] as T;
}

/**
 * The groups computed from scratch: artworks into groups, groups sorted, then each group. A
 * generator that pauses every few milliseconds of work, so the web's list can order 20,000
 * artworks between frames (data/artworks/artwork-order.ts); `sortIntoGroups` runs it through.
 */
export function* sortIntoGroupsInSteps<T extends SortableArtwork>(
  artworks: readonly T[],
  sortBy: ArtworkSortBy,
  groupOf: GroupFinder = createGroupFinder(),
): Generator<void, ArtworkGroup<T>[]> {
  const plan = PLANS[sortBy];
  const buckets = new Map<string, { group: GroupOf; artworks: T[] }>();
  let placed = 0;
  for (const artwork of artworks) {
    const group = groupOf(sortBy, artwork);
    const bucket = buckets.get(group.key);
    if (bucket) bucket.artworks.push(artwork);
    else buckets.set(group.key, { group, artworks: [artwork] });
    placed += 1;
    if (placed % STEP === 0) yield;
  }
  const ordered = [...buckets.values()].sort(
    (a, b) =>
      compareKeys(a.group.rank, b.group.rank, plan.desc) || compareKey(a.group.key, b.group.key),
  );
  const groups: ArtworkGroup<T>[] = [];
  for (const { group, artworks: inGroup } of ordered) {
    yield* sortInSteps(inGroup, plan.compare);
    // The label as the first artwork in the group's order writes it.
    const first = inGroup[0];
    const label = first ? groupOf(sortBy, first).label : group.label;
    groups.push({ key: group.key, label, artworks: inGroup });
  }
  return groups;
}

/** Work made of steps (a generator that pauses), done at once: its answer. */
export function allSteps<R>(steps: Generator<void, R>): R {
  for (let step = steps.next(); ; step = steps.next()) if (step.done) return step.value;
}

/** The groups computed from scratch, at once. */
export function sortIntoGroups<T extends SortableArtwork>(
  artworks: readonly T[],
  sortBy: ArtworkSortBy,
  groupOf: GroupFinder = createGroupFinder(),
): ArtworkGroup<T>[] {
  return allSteps(sortIntoGroupsInSteps(artworks, sortBy, groupOf));
}

/**
 * The artworks in the order of `sortBy`, cut into the groups the list shows under headers
 * (spec section 9: grouping by year, owner, status or date; 'All' is one group). Artworks are
 * put in their groups first, the few groups are sorted, then each group by the entry's sort
 * keys (worked out when the artwork was written). The web's list keeps the orders it found
 * and its groups (data/artworks/artwork-order.ts); this is the rule, computed afresh.
 */
export function groupArtworks<T extends SortableArtwork>(
  artworks: readonly T[],
  sortBy: ArtworkSortBy,
): ArtworkGroup<T>[] {
  return sortIntoGroups(artworks, sortBy);
}

/** The artworks in list order, without the groups (the detail page's previous and next). */
export function sortArtworks<T extends SortableArtwork>(
  artworks: readonly T[],
  sortBy: ArtworkSortBy,
): T[] {
  return groupArtworks(artworks, sortBy).flatMap((group) => group.artworks);
}
