/**
 * The list's search and sort (spec section 3, search state: searchTerm, sortBy, sortOrder),
 * shared by the list and the detail page's previous/next. Not persisted (spec section 4): a
 * module-level store that lives as long as the tab, so leaving the list and coming back keeps
 * them. Each sort option has its own direction (ARTWORK_SORT_OPTIONS), so sortOrder follows
 * from sortBy.
 */
import { startTransition, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { narrowsSearch, searchArtworks } from '@archive/domain/artworks/artwork-search';
import {
  DEFAULT_ARTWORK_SORT,
  type ArtworkGroup,
  type ArtworkSortBy,
} from '@archive/domain/artworks/artwork-sort';
import {
  groupArtworks,
  isArtworkOrderReady,
  prepareArtworkOrder,
} from '../../../data/artworks/artwork-order';
import { useArtworkList, type ArtworkListItem } from '../../../data/artworks/artworks-store';

export interface ArtworkListState {
  /** The applied search (after the 50 ms debounce), as typed. */
  searchTerm: string;
  sortBy: ArtworkSortBy;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let state: ArtworkListState = { searchTerm: '', sortBy: DEFAULT_ARTWORK_SORT };

function publish(next: ArtworkListState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const artworkListState = {
  get: (): ArtworkListState => state,
  setSearchTerm: (searchTerm: string): void => {
    if (searchTerm !== state.searchTerm) publish({ ...state, searchTerm });
  },
  setSortBy: (sortBy: ArtworkSortBy): void => {
    if (sortBy !== state.sortBy) publish({ ...state, sortBy });
  },
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useArtworkListState(): ArtworkListState {
  return useSyncExternalStore(
    artworkListState.subscribe,
    artworkListState.get,
    artworkListState.get,
  );
}

export interface ArtworkListView {
  /** Every artwork, before the search. */
  all: ArtworkListItem[];
  groups: ArtworkGroup<ArtworkListItem>[];
  /** The groups' artworks in one list. */
  ordered: ArtworkListItem[];
}

/**
 * The last view computed, shared by every caller: the list and the detail page's previous and
 * next ask for the same view, and 20,000 artworks are searched and sorted once, not per hook.
 */
let last: { artworks: ArtworkListItem[]; list: ArtworkListState; view: ArtworkListView } | null =
  null;

/**
 * The last search's results. Typing on narrows the search, so the next keystroke's search
 * reads these, not every artwork again (a few hundred strings instead of 20,000).
 */
let lastSearch: {
  artworks: ArtworkListItem[];
  term: string;
  found: readonly ArtworkListItem[];
} | null = null;

function searched(artworks: ArtworkListItem[], term: string): readonly ArtworkListItem[] {
  const from =
    lastSearch?.artworks === artworks && narrowsSearch(lastSearch.term, term)
      ? lastSearch.found
      : artworks;
  const found = from === artworks || lastSearch?.term !== term ? searchArtworks(from, term) : from;
  lastSearch = { artworks, term, found };
  return found;
}

export function artworkListView(
  artworks: ArtworkListItem[],
  list: ArtworkListState,
): ArtworkListView {
  if (last?.artworks === artworks && last.list === list) return last.view;
  const groups = groupArtworks(searched(artworks, list.searchTerm), list.sortBy);
  let ordered: ArtworkListItem[] | undefined;
  const view: ArtworkListView = {
    all: artworks,
    groups,
    // Flattened when first read (previous/next), not on every keystroke or change of sort.
    get ordered() {
      ordered ??= groups.flatMap((group) => group.artworks);
      return ordered;
    },
  };
  last = { artworks, list, view };
  return view;
}

/**
 * The store's list once its order is ready. A list just read (20,000 artworks arriving, or the
 * list after any change) is ordered in slices between frames, not in one long task inside a
 * render: meanwhile the list last shown stays (or, on opening, the first screen kept from the
 * last visit). A change of sort or search is ordered at once, from the orders kept.
 */
function useOrderedList(
  artworks: ArtworkListItem[] | undefined,
  sortBy: ArtworkSortBy,
): ArtworkListItem[] | undefined {
  const shown = useRef<ArtworkListItem[] | undefined>(undefined);
  const [orderedList, ordered] = useState<ArtworkListItem[] | null>(null);
  const ready =
    artworks !== undefined &&
    (artworks === shown.current ||
      artworks === orderedList ||
      isArtworkOrderReady(artworks, sortBy));
  useEffect(() => {
    if (artworks === undefined || ready) return;
    let cancelled = false;
    void prepareArtworkOrder(artworks, sortBy, { cancelled: () => cancelled }).then((done) => {
      // Drawn as a transition, in slices, as the order was made (issue 37).
      if (done && !cancelled) {
        startTransition(() => {
          ordered(artworks);
        });
      }
    });
    return () => {
      cancelled = true;
    };
  }, [artworks, sortBy, ready]);
  if (artworks === undefined) {
    shown.current = undefined;
    return undefined;
  }
  if (ready) shown.current = artworks;
  return shown.current;
}

/** The searched, sorted and grouped artworks; undefined while the local store opens. */
export function useArtworkListView(): ArtworkListView | undefined {
  const list = useArtworkListState();
  const artworks = useOrderedList(useArtworkList(), list.sortBy);
  return artworks === undefined ? undefined : artworkListView(artworks, list);
}

/** The artworks as the list currently shows them (searched, sorted), for previous/next. */
export function useOrderedArtworks(): ArtworkListItem[] | undefined {
  return useArtworkListView()?.ordered;
}
