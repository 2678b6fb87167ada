import { Button } from '@mantine/core';
import { memo } from 'react';
import { ARTWORK_LIST_MESSAGES } from '@archive/domain/artworks/artwork-list.messages';
import { countText } from '@archive/domain/text/group-thousands';
import classes from './artwork-group-header.module.css';

/** Fixed in its styles, so the virtual list's estimate is exact (artwork-virtual-list.tsx). */
export const ARTWORK_GROUP_HEADER_HEIGHT = 59;

interface ArtworkGroupHeaderProps {
  groupKey: string;
  label: string;
  count: number;
  selectedCount: number;
  /** False while the list is still read: the group's artworks are not all known yet. */
  selectable: boolean;
  onSelect: (groupKey: string) => void;
  onClear: (groupKey: string) => void;
}

/**
 * A group's title (year, owner, status, month or artist) with its own select and clear. Plain
 * elements around Mantine's buttons: a fling mounts headers as it mounts rows.
 */
export const ArtworkGroupHeader = memo(function ArtworkGroupHeader({
  groupKey,
  label,
  count,
  selectedCount,
  selectable,
  onSelect,
  onClear,
}: ArtworkGroupHeaderProps) {
  return (
    <div className={classes.header}>
      <div className={classes.title}>
        <h2 className={classes.label}>{label}</h2>
        <span className={classes.count}>
          {countText(count)}
          {selectedCount > 0 ? ` · ${ARTWORK_LIST_MESSAGES.selected(selectedCount)}` : ''}
        </span>
      </div>
      <div className={classes.actions}>
        {selectable && selectedCount < count ? (
          <Button
            size="compact-sm"
            variant="subtle"
            aria-label={ARTWORK_LIST_MESSAGES.selectGroup(label)}
            onClick={() => {
              onSelect(groupKey);
            }}
          >
            Select
          </Button>
        ) : null}
        {selectable && selectedCount > 0 ? (
          <Button
            size="compact-sm"
            variant="subtle"
            color="stone"
            // The subtle variant's own stone text is below 4.5:1 on the page (WCAG AA).
            c="var(--archive-muted)"
            aria-label={ARTWORK_LIST_MESSAGES.clearGroup(label)}
            onClick={() => {
              onClear(groupKey);
            }}
          >
            Clear
          </Button>
        ) : null}
      </div>
    </div>
  );
});
