import { Center, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ARTWORK_SEARCH_DEBOUNCE_MS } from '@archive/domain/artworks/artwork-search';
import { DEFAULT_ARTWORK_SORT } from '@archive/domain/artworks/artwork-sort';
import { retryArtworkSync, type ArtworkListItem } from '../../../data/artworks/artworks-store';
import { PageHeader } from '../../../ui/page-header';
import { showErrorToast } from '../../../ui/toast';
import { detailsPath } from '../detail/use-prev-next';
import {
  artworkListState,
  useArtworkListState,
  useArtworkListView,
} from '../state/artwork-list-state';
import { artworkSelection, useArtworkSelection } from '../state/artwork-selection';
import { AddArtworkButton, NoArtworks, NoSearchResults } from './artwork-list-empty';
import { ARTWORK_LIST_MESSAGES } from '@archive/domain/artworks/artwork-list.messages';
import { ArtworkListToolbar } from './artwork-list-toolbar';
import { ArtworkSelectionBar } from './artwork-selection-bar';
import { ExportButton } from '../export/export-button';
import { ArtworkVirtualList } from './artwork-virtual-list';
import { ScrollToTop } from './scroll-to-top';
import { useFirstScreenWhile } from './use-first-screen';
import { useWarmSearch } from './use-warm-search';

const UPLOAD_FAILED = 'Could not upload the artwork. Please try again later';

interface ArtworksListScreenProps {
  title: string;
  /** More actions on the selection bar, given the selected ids that still exist. */
  selectionActions?: (selectedIds: readonly string[]) => ReactNode;
}

function ListLoader() {
  return (
    <Center mih={240} aria-label={ARTWORK_LIST_MESSAGES.loading}>
      <Loader size="sm" color="ink" type="dots" />
    </Center>
  );
}

/** /artworks and /discovery (spec section 2, Artworks list). */
export function ArtworksListScreen({ title, selectionActions }: ArtworksListScreenProps) {
  const navigate = useNavigate();
  const view = useArtworkListView();
  // Drawn while the store reads the whole list (decision 064); null once it is read.
  const firstScreen = useFirstScreenWhile(view === undefined);
  const selection = useArtworkSelection();
  const [term, setTerm] = useState(() => artworkListState.get().searchTerm);
  // The applied search changes straight from the timer: one render of the list per search.
  const applySearch = useDebouncedCallback(artworkListState.setSearchTerm, {
    delay: ARTWORK_SEARCH_DEBOUNCE_MS,
    flushOnUnmount: true,
  });
  useWarmSearch(view?.all);

  // A new search or order starts at its top, not somewhere in the middle of the old one.
  const applied = useArtworkListState();
  const firstApplied = useRef(applied);
  useEffect(() => {
    if (applied === firstApplied.current) return;
    if (window.scrollY > 0) window.scrollTo({ top: 0 });
  }, [applied]);

  const clearSearch = useCallback(() => {
    applySearch.cancel();
    setTerm('');
    artworkListState.setSearchTerm('');
  }, [applySearch]);

  // The selection outlives the list (another tab may delete an artwork): count what exists.
  // Nothing is built per artwork while nothing is selected, the usual case on opening.
  const all = view?.all;
  const selectedIds = useMemo(() => {
    // Until the list is read, the kept selection is taken as it is.
    if (!all) return firstScreen ? selection : [];
    if (selection.length === 0) return [];
    const wanted = new Set(selection);
    const present = new Set<string>();
    for (const { id } of all) if (wanted.has(id)) present.add(id);
    return selection.filter((id) => present.has(id));
  }, [selection, all, firstScreen]);
  const selectedSet = useMemo(() => new Set(selectedIds), [selectedIds]);
  const selectedWithoutPrice = useMemo(
    () => (all ?? []).filter((item) => selectedSet.has(item.id) && item.price === '').length,
    [all, selectedSet],
  );
  const hasSelection = selectedIds.length > 0;

  const groupIds = useCallback(
    (groupKey: string) =>
      view?.groups.find((group) => group.key === groupKey)?.artworks.map(({ id }) => id) ?? [],
    [view?.groups],
  );
  const handleSelectGroup = useCallback(
    (groupKey: string) => {
      artworkSelection.add(groupIds(groupKey));
    },
    [groupIds],
  );
  const handleClearGroup = useCallback(
    (groupKey: string) => {
      artworkSelection.remove(groupIds(groupKey));
    },
    [groupIds],
  );
  const handleActivate = useCallback(
    (artwork: ArtworkListItem) => {
      if (hasSelection) artworkSelection.toggle(artwork.id);
      else void navigate(detailsPath(artwork.id));
    },
    [hasSelection, navigate],
  );
  const handleUpload = useCallback((id: string) => {
    retryArtworkSync(id).catch(() => {
      showErrorToast(UPLOAD_FAILED);
    });
  }, []);

  function handleOpenSelection() {
    const [only] = selectedIds;
    if (selectedIds.length === 1 && only !== undefined) {
      void navigate(detailsPath(only));
      return;
    }
    // Multi-edit reads the selection: leave only the artworks that still exist in it.
    artworkSelection.replace(selectedIds);
    void navigate('/artworks/multi-edit');
  }

  const total = view?.all.length ?? firstScreen?.total ?? 0;
  // The first screen is the default order's: another search or order waits for the list.
  const firstGroups =
    firstScreen && applied.searchTerm === '' && applied.sortBy === DEFAULT_ARTWORK_SORT
      ? firstScreen.groups
      : null;
  const listGroups = view?.groups ?? firstGroups;
  const shown = useMemo(
    () => view?.groups.reduce((sum, group) => sum + group.artworks.length, 0) ?? 0,
    [view?.groups],
  );
  const description = hasSelection
    ? ARTWORK_LIST_MESSAGES.selected(selectedIds.length)
    : ARTWORK_LIST_MESSAGES.count(total);

  return (
    <>
      <PageHeader title={title} description={description} actions={<AddArtworkButton />} />
      {view === undefined && firstScreen === null ? (
        <ListLoader />
      ) : total === 0 ? (
        <NoArtworks />
      ) : (
        <Stack gap="md">
          <ArtworkListToolbar
            term={term}
            onTermChange={(next) => {
              if (next === '') {
                clearSearch();
              } else {
                setTerm(next);
                applySearch(next);
              }
            }}
            sortBy={applied.sortBy}
            onSortChange={artworkListState.setSortBy}
            canSelectAll={
              view?.groups.some((group) => group.artworks.some(({ id }) => !selectedSet.has(id))) ??
              false
            }
            hasSelection={hasSelection}
            onSelectAll={() => {
              if (view) artworkSelection.add(view.ordered.map(({ id }) => id));
            }}
            onClearSelection={artworkSelection.clear}
          />
          {view?.groups.length === 0 ? (
            <NoSearchResults term={applied.searchTerm} onClear={clearSearch} />
          ) : listGroups === null ? (
            <ListLoader />
          ) : (
            <>
              {view !== undefined && shown < total ? (
                <Text fz="sm" c="var(--archive-muted)" aria-live="polite">
                  {ARTWORK_LIST_MESSAGES.found(shown, total)}
                </Text>
              ) : null}
              {/* One element for the first screen and the whole list: the rows on screen stay. */}
              <ArtworkVirtualList
                groups={listGroups}
                groupCounts={view ? undefined : firstScreen?.groupCounts}
                selected={selectedSet}
                onActivate={handleActivate}
                onToggle={artworkSelection.toggle}
                onUpload={handleUpload}
                onSelectGroup={handleSelectGroup}
                onClearGroup={handleClearGroup}
              />
            </>
          )}
          {hasSelection ? (
            <ArtworkSelectionBar
              count={selectedIds.length}
              onOpen={handleOpenSelection}
              onClear={artworkSelection.clear}
              actions={
                <>
                  <ExportButton artworkIds={selectedIds} withoutPrice={selectedWithoutPrice} />
                  {selectionActions?.(selectedIds)}
                </>
              }
            />
          ) : null}
        </Stack>
      )}
      <ScrollToTop raised={hasSelection} />
    </>
  );
}
