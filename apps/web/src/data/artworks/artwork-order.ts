import {
  allSteps,
  createGroupFinder,
  cutIntoGroups,
  sortIntoGroups,
  sortIntoGroupsInSteps,
} from '@archive/domain/artworks/artwork-sort';
import type {
  ArtworkGroup,
  ArtworkSortBy,
  SortableArtwork,
} from '@archive/domain/artworks/artwork-sort';
import { runInSlices, type SliceOptions } from './run-in-slices';

/**
 * What the artworks list keeps between its sorts, so that 20,000 artworks are sorted once and
 * a search, a change or the same sort again costs a few linear passes: each sort's groups (one
 * per source value, shared by every artwork with it) and its last orders. The rules are the
 * domain's (artwork-sort.ts); these caches are the list's own (decision 028).
 */

/** Each sort's groups by source value, for the whole session; bounded for a very long one. */
const groupOf = createGroupFinder(100_000);

/**
 * Each artwork's position in a sort's full order (groups in their order, then inside). The
 * positions are written out when first asked for, not when the order is computed: opening the
 * list sorts 20,000 artworks and shows them at once, and the positions wait for the first
 * search or the list's warm-up.
 */
class Ranking {
  #ranks: Map<SortableArtwork, number> | undefined;

  /** `source`: the very list the order was computed for; the same list again is this order. */
  constructor(
    readonly groups: readonly ArtworkGroup<SortableArtwork>[],
    readonly source: readonly SortableArtwork[],
  ) {}

  get ranks(): Map<SortableArtwork, number> {
    return this.#ranks ?? allSteps(this.rankInSteps());
  }

  get size(): number {
    return this.ranks.size;
  }

  /** Writes out the positions, pausing every few thousand (the list's warm-up). */
  *rankInSteps(): Generator<void, Map<SortableArtwork, number>> {
    if (this.#ranks) return this.#ranks;
    // A plain Map: at most RANKINGS_KEPT per sort are held, and weak entries cost the
    // garbage collector far more than strong ones.
    const ranks = new Map<SortableArtwork, number>();
    for (const group of this.groups) {
      for (const artwork of group.artworks) {
        ranks.set(artwork, ranks.size);
        if (ranks.size % 2_000 === 0) yield;
      }
    }
    this.#ranks = ranks;
    return ranks;
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

function keepRanking(
  sortBy: ArtworkSortBy,
  groups: ArtworkGroup<SortableArtwork>[],
  source: readonly SortableArtwork[],
): void {
  const kept = rankings.get(sortBy) ?? [];
  rankings.set(sortBy, [new Ranking(groups, source), ...kept].slice(0, RANKINGS_KEPT));
}

interface PreparingOrder {
  source: readonly SortableArtwork[];
  /** Each asker's own cancellation. */
  askers: (() => boolean)[];
  done: Promise<boolean>;
}

/** The orders being computed in slices, by sort. */
const preparing = new Map<ArtworkSortBy, PreparingOrder>();

/** The order computed for this very list, if one was. */
function orderOf(sortBy: ArtworkSortBy, artworks: readonly SortableArtwork[]): Ranking | undefined {
  return rankings.get(sortBy)?.find((ranking) => ranking.source === artworks);
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

/**
 * The artworks in the order of `sortBy`, in the groups the list shows (the domain's
 * groupArtworks). The order found is kept (see `rankings`), so a search's results, or the same
 * artworks again, are ordered by position in a few linear passes.
 */
export function groupArtworks<T extends SortableArtwork>(
  artworks: readonly T[],
  sortBy: ArtworkSortBy,
): ArtworkGroup<T>[] {
  // This very list was ordered before (the list prepared it, or the same search again).
  const prepared = orderOf(sortBy, artworks);
  if (prepared) return prepared.groups as ArtworkGroup<T>[];
  const ranking = knownRanking(sortBy, artworks);
  const ordered = ranking ? inRankOrder(artworks, ranking) : null;
  if (ordered) return cutIntoGroups(ordered, sortBy, groupOf);
  const groups = sortIntoGroups(artworks, sortBy, groupOf);
  keepRanking(sortBy, groups, artworks);
  return groups;
}

/** Whether `groupArtworks` answers this list in this order from what it keeps. */
export function isArtworkOrderReady(
  artworks: readonly SortableArtwork[],
  sortBy: ArtworkSortBy,
): boolean {
  return orderOf(sortBy, artworks) !== undefined;
}

/**
 * Computes the order of this list in slices between frames and keeps it, so that
 * `groupArtworks` then answers it at once: 20,000 artworks arrive, or the list warms up,
 * without a long task. False when cancelled before the end.
 */
export async function prepareArtworkOrder(
  artworks: readonly SortableArtwork[],
  sortBy: ArtworkSortBy,
  options: SliceOptions = {},
): Promise<boolean> {
  if (orderOf(sortBy, artworks)) return true;
  // One run per list and order: the list and its warm-up may ask for the same one.
  const running = preparing.get(sortBy);
  if (running?.source === artworks) {
    running.askers.push(options.cancelled ?? (() => false));
    return (await running.done) && !(options.cancelled?.() ?? false);
  }
  const askers = [options.cancelled ?? (() => false)];
  const done: Promise<boolean> = runInSlices(sortIntoGroupsInSteps(artworks, sortBy, groupOf), {
    ...options,
    // Abandoned only once everyone who asked for it has gone.
    cancelled: () => askers.every((cancelled) => cancelled()),
  }).then((groups) => {
    if (preparing.get(sortBy)?.done === done) preparing.delete(sortBy);
    if (groups === undefined) return false;
    if (!orderOf(sortBy, artworks)) keepRanking(sortBy, groups, artworks);
    return true;
  });
  preparing.set(sortBy, { source: artworks, askers, done });
  return done;
}

/**
 * Writes out the positions of an order `prepareArtworkOrder` kept (in slices), so the first
 * search or change to that sort only reads them.
 */
export async function prepareArtworkPositions(
  artworks: readonly SortableArtwork[],
  sortBy: ArtworkSortBy,
  options?: SliceOptions,
): Promise<void> {
  const ranking = orderOf(sortBy, artworks);
  if (ranking) await runInSlices(ranking.rankInSteps(), options);
}
