import {
  createGroupFinder,
  cutIntoGroups,
  sortIntoGroups,
} from '@archive/domain/artworks/artwork-sort';
import type {
  ArtworkGroup,
  ArtworkSortBy,
  SortableArtwork,
} from '@archive/domain/artworks/artwork-sort';

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

/**
 * The artworks in the order of `sortBy`, in the groups the list shows (the domain's
 * groupArtworks). The order found is kept (see `rankings`), so a search's results, or the same
 * artworks again, are ordered by position in a few linear passes.
 */
export function groupArtworks<T extends SortableArtwork>(
  artworks: readonly T[],
  sortBy: ArtworkSortBy,
): ArtworkGroup<T>[] {
  const ranking = knownRanking(sortBy, artworks);
  const ordered = ranking ? inRankOrder(artworks, ranking) : null;
  if (ordered) return cutIntoGroups(ordered, sortBy, groupOf);
  const groups = sortIntoGroups(artworks, sortBy, groupOf);
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
