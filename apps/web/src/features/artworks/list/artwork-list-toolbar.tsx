import { Button, CloseButton, Group, Kbd, NativeSelect, TextInput } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconArrowsSort, IconChecks, IconSearch, IconX } from '@tabler/icons-react';
import { useRef } from 'react';
import {
  ARTWORK_SORT_OPTIONS,
  isArtworkSortBy,
  type ArtworkSortBy,
} from '@archive/domain/artworks/artwork-sort';
import { ARTWORK_LIST_MESSAGES } from '@archive/domain/artworks/artwork-list.messages';

const SORT_DATA = ARTWORK_SORT_OPTIONS.map(({ value, label }) => ({ value, label }));

interface ArtworkListToolbarProps {
  term: string;
  onTermChange: (term: string) => void;
  sortBy: ArtworkSortBy;
  onSortChange: (sortBy: ArtworkSortBy) => void;
  canSelectAll: boolean;
  hasSelection: boolean;
  onSelectAll: () => void;
  onClearSelection: () => void;
}

/** Search, sort, select all and clear (spec section 2, Artworks list). */
export function ArtworkListToolbar({
  term,
  onTermChange,
  sortBy,
  onSortChange,
  canSelectAll,
  hasSelection,
  onSelectAll,
  onClearSelection,
}: ArtworkListToolbarProps) {
  const searchRef = useRef<HTMLInputElement>(null);
  // '/' focuses the search, as on many list pages; ignored while typing in a field.
  useHotkeys([
    [
      '/',
      () => {
        searchRef.current?.focus();
      },
    ],
  ]);

  return (
    <Group justify="space-between" gap="sm" align="flex-end">
      <Group gap="sm" align="flex-end" style={{ flex: '1 1 420px' }} wrap="wrap">
        <TextInput
          ref={searchRef}
          type="search"
          aria-label={ARTWORK_LIST_MESSAGES.searchPlaceholder}
          placeholder={ARTWORK_LIST_MESSAGES.searchPlaceholder}
          leftSection={<IconSearch size={16} />}
          rightSection={
            term ? (
              <CloseButton
                aria-label="Clear search"
                onClick={() => {
                  onTermChange('');
                  searchRef.current?.focus();
                }}
              />
            ) : (
              <Kbd size="xs" visibleFrom="sm" title={ARTWORK_LIST_MESSAGES.searchHint}>
                /
              </Kbd>
            )
          }
          value={term}
          onChange={(event) => {
            onTermChange(event.currentTarget.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && term) onTermChange('');
          }}
          style={{ flex: '1 1 240px' }}
          maw={{ sm: 360 }}
        />
        {/* The browser's own select: the phone's picker, and no menu's code on the first
            screen (decision 067). */}
        <NativeSelect
          aria-label={ARTWORK_LIST_MESSAGES.sortLabel}
          leftSection={<IconArrowsSort size={16} />}
          data={SORT_DATA}
          value={sortBy}
          onChange={(event) => {
            const { value } = event.currentTarget;
            if (isArtworkSortBy(value)) onSortChange(value);
          }}
          w={{ base: '100%', xs: 200 }}
        />
      </Group>
      <Group gap="xs">
        {hasSelection ? (
          <Button variant="default" leftSection={<IconX size={16} />} onClick={onClearSelection}>
            {ARTWORK_LIST_MESSAGES.clearSelection}
          </Button>
        ) : null}
        <Button
          variant="default"
          leftSection={<IconChecks size={16} />}
          disabled={!canSelectAll}
          onClick={onSelectAll}
        >
          {ARTWORK_LIST_MESSAGES.selectAll}
        </Button>
      </Group>
    </Group>
  );
}
