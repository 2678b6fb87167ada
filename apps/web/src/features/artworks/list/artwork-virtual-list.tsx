import { Box } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ArtworkGroup } from '@archive/domain/artworks/artwork-sort';
import type { ArtworkListItem } from '../../../data/artworks/artworks-store';
import {
  ARTWORK_GROUP_HEADER_HEIGHT as HEADER_HEIGHT,
  ArtworkGroupHeader,
} from './artwork-group-header';
import { ArtworkRow } from './artwork-row';
import { phoneCardHeight } from './artwork-row-height';
import { observeWindowSize, scrollWindowUnlessThere } from './window-metrics';

/** A group's header or one of its artworks; the artworks themselves, not 20,000 wrappers. */
type ListItem = ArtworkGroup<ArtworkListItem> | ArtworkListItem;

function isHeader(item: ListItem): item is ArtworkGroup<ArtworkListItem> {
  return 'artworks' in item;
}

interface ArtworkVirtualListProps {
  groups: ArtworkGroup<ArtworkListItem>[];
  /**
   * Each group's whole count, when `groups` hold only their first artworks (the first screen
   * kept from the last visit): the list is then busy, and a group cannot be selected whole.
   */
  groupCounts?: ReadonlyMap<string, number>;
  selected: ReadonlySet<string>;
  onActivate: (artwork: ArtworkListItem) => void;
  onToggle: (id: string) => void;
  onUpload: (id: string) => void;
  onSelectGroup: (groupKey: string) => void;
  onClearGroup: (groupKey: string) => void;
}

/**
 * A phone's card as the ResizeObserver reports it, once the browser has laid the page out. A
 * card just mounted is taken at its size so far (its estimate, which is exact for nearly every
 * card): reading its height at once forced a layout of the whole page in the middle of the
 * list's first commit, twice the work of the one the browser does anyway (issue 37).
 */
function sizeFromObserver(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Window, Element>,
): number {
  const box = entry?.borderBoxSize[0];
  if (box) return Math.round(box.blockSize);
  const index = instance.indexFromElement(element);
  return (
    instance.itemSizeCache.get(instance.options.getItemKey(index)) ??
    instance.options.estimateSize(index)
  );
}

/**
 * A header and a desktop row have exactly these heights (fixed in their styles), so on a
 * desktop nothing is measured: measuring reads each row's layout as it mounts, a forced layout
 * in every search, sort and fling (a fifth of a search's work at 4× CPU). A phone's card is as
 * tall as its lines (phoneCardHeight); its details wrap, so each card is still measured once
 * drawn, and only one whose details fit on one line differs.
 */
const ROW_HEIGHT_DESKTOP = 86;
/**
 * At most this many items are drawn before the list's start on the page is known: the first
 * screen kept from the last visit, or a small archive. Each is placed relative to the list, so
 * it is where it belongs whatever the margin, and it is on the first paint. A longer list waits
 * for the margin: 20,000 positions worked out twice (before and after it is known) were a sixth
 * of its first render.
 */
const DRAWN_BEFORE_MARGIN = 200;
const OVERSCAN = 6;

/**
 * The grouped list, drawing only the items near the viewport so 20,000 artworks scroll like
 * 20. The page scrolls (not a box inside it), so the window virtualizer is used, offset by
 * where the list starts on the page. Memoised: a keystroke in the search field re-renders the
 * screen, and the list draws again only once the applied search changes its groups.
 */
export const ArtworkVirtualList = memo(function ArtworkVirtualList({
  groups,
  groupCounts,
  selected,
  onActivate,
  onToggle,
  onUpload,
  onSelectGroup,
  onClearGroup,
}: ArtworkVirtualListProps) {
  // Read as the list first renders: read in an effect (Mantine's default), a phone drew the
  // list as a desktop's, then at once again as a phone's, inside the first commit (issue 37).
  const phone = useMediaQuery('(max-width: 47.99em)', undefined, {
    getInitialValueInEffect: false,
  });
  const listRef = useRef<HTMLDivElement>(null);
  // Where the list starts on the page: unknown until the browser has laid it out.
  const [scrollMargin, setScrollMargin] = useState<number | null>(null);

  const items = useMemo(() => {
    const flat: ListItem[] = [];
    for (const group of groups) {
      flat.push(group);
      for (const artwork of group.artworks) flat.push(artwork);
    }
    return flat;
  }, [groups]);

  useLayoutEffect(() => {
    const element = listRef.current;
    if (!element) return;
    // Read when the observer reports, after the browser's own layout: read at once, in the
    // commit, it forced a layout of the whole page (35–85 ms on a phone four times slower,
    // issue 37). The observer reports once on its own, then whenever the toolbar above wraps
    // or a notice appears.
    const observer = new ResizeObserver(() => {
      setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
    });
    if (element.parentElement) observer.observe(element.parentElement);
    return () => {
      observer.disconnect();
    };
  }, []);

  // Stable between renders: the virtualizer recomputes every item's position (20,000 of
  // them) whenever these change, which a scroll's re-render must not cause.
  const estimateSize = useCallback(
    (index: number) => {
      const item = items[index];
      if (!item) return ROW_HEIGHT_DESKTOP;
      if (isHeader(item)) return HEADER_HEIGHT;
      return phone ? phoneCardHeight(item) : ROW_HEIGHT_DESKTOP;
    },
    [items, phone],
  );
  const getItemKey = useCallback(
    (index: number) => {
      const item = items[index];
      if (!item) return index;
      return isHeader(item) ? `group:${item.key}` : item.id;
    },
    [items],
  );

  const virtualizer = useWindowVirtualizer({
    count: scrollMargin === null && items.length > DRAWN_BEFORE_MARGIN ? 0 : items.length,
    estimateSize,
    getItemKey,
    overscan: OVERSCAN,
    scrollMargin: scrollMargin ?? 0,
    // React batches the scroll updates instead of rendering inside every scroll event: fewer,
    // shorter tasks while scrolling fast (overscan covers the frame in between).
    useFlushSync: false,
    measureElement: sizeFromObserver,
    observeElementRect: observeWindowSize,
    scrollToFn: scrollWindowUnlessThere,
  });

  // Sizes measured as phone cards are wrong for desktop rows (and the other way round).
  const measuredAsPhone = useRef(phone);
  useLayoutEffect(() => {
    if (measuredAsPhone.current === phone) return;
    measuredAsPhone.current = phone;
    virtualizer.measure();
  }, [phone, virtualizer]);

  const selectedIn = (group: ArtworkGroup<ArtworkListItem>) =>
    selected.size === 0
      ? 0
      : group.artworks.reduce((sum, artwork) => sum + (selected.has(artwork.id) ? 1 : 0), 0);

  return (
    <Box
      ref={listRef}
      role="list"
      aria-label="Artworks"
      aria-busy={groupCounts ? true : undefined}
      pos="relative"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((virtual) => {
        const item = items[virtual.index];
        if (!item) return null;
        return (
          <div
            key={virtual.key}
            role="listitem"
            data-index={virtual.index}
            ref={phone ? virtualizer.measureElement : undefined}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${String(virtual.start - (scrollMargin ?? 0))}px)`,
            }}
          >
            {isHeader(item) ? (
              <ArtworkGroupHeader
                groupKey={item.key}
                label={item.label}
                count={groupCounts?.get(item.key) ?? item.artworks.length}
                selectedCount={groupCounts ? 0 : selectedIn(item)}
                selectable={!groupCounts}
                onSelect={onSelectGroup}
                onClear={onClearGroup}
              />
            ) : (
              <ArtworkRow
                artwork={item}
                selected={selected.has(item.id)}
                onActivate={onActivate}
                onToggle={onToggle}
                onUpload={onUpload}
              />
            )}
          </div>
        );
      })}
    </Box>
  );
});
