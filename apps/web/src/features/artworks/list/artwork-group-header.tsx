import { Button, Group, Text } from '@mantine/core';
import { memo } from 'react';
import { ARTWORK_LIST_MESSAGES } from '@archive/domain/artworks/artwork-list.messages';

/** Fixed, so the virtual list's estimate is exact (artwork-virtual-list.tsx). */
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

/** A group's title (year, owner, status, month or artist) with its own select and clear. */
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
    <Group
      justify="space-between"
      gap="sm"
      wrap="nowrap"
      h={ARTWORK_GROUP_HEADER_HEIGHT}
      pt="lg"
      pb={8}
      px={{ base: 2, sm: 12 }}
      style={{ borderBottom: '1px solid var(--archive-rule)', boxSizing: 'border-box' }}
    >
      <Group gap="xs" wrap="nowrap" miw={0}>
        <Text component="h2" fw={600} fz="md" ff="var(--mantine-font-family-headings)" truncate>
          {label}
        </Text>
        <Text fz="sm" c="var(--archive-muted)" style={{ whiteSpace: 'nowrap' }}>
          {count.toLocaleString('en-US')}
          {selectedCount > 0 ? ` · ${ARTWORK_LIST_MESSAGES.selected(selectedCount)}` : ''}
        </Text>
      </Group>
      <Group gap={4} wrap="nowrap">
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
      </Group>
    </Group>
  );
});
