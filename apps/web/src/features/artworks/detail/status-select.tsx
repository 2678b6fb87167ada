import { ColorSwatch, Group, Select, Text } from '@mantine/core';
import {
  ARTWORK_STATUS_COLOURS,
  ARTWORK_STATUS_LABELS,
  ARTWORK_STATUSES,
  type ArtworkStatus,
} from '@archive/domain/artworks/artwork-status';
import { Controller, useFormContext } from 'react-hook-form';
import type { ArtworkFormValues } from '@archive/domain/artworks/artwork.rules';
import { useArtworkField } from './artwork-field-meta';
import { ClearInAllButton } from './clear-in-all-button';

const STATUS_OPTIONS = ARTWORK_STATUSES.map((status) => ({
  value: status,
  label: ARTWORK_STATUS_LABELS[status],
}));

function isStatus(value: string | null): value is ArtworkStatus {
  return ARTWORK_STATUSES.some((status) => status === value);
}

function StatusDot({ status }: { status: ArtworkStatus | null }) {
  const colour = status ? ARTWORK_STATUS_COLOURS[status] : 'gray';
  return (
    <ColorSwatch
      size={10}
      color={`var(--mantine-color-${colour}-6)`}
      withShadow={false}
      style={{ opacity: status ? 1 : 0.35 }}
    />
  );
}

/** The artwork's status, coloured; it may be cleared (spec section 4). */
export function StatusSelect() {
  const { control } = useFormContext<ArtworkFormValues>();
  const meta = useArtworkField('status', 'No status');
  return (
    <Controller
      control={control}
      name="status"
      render={({ field }) => (
        <Select
          aria-label="Status"
          data={STATUS_OPTIONS}
          value={meta.multiple ? null : field.value}
          placeholder={meta.placeholder}
          onChange={(value) => {
            field.onChange(isStatus(value) ? value : null);
            meta.markSet();
          }}
          onBlur={field.onBlur}
          clearable
          {...(meta.clearInAll
            ? {
                rightSection: <ClearInAllButton label="Status" onClear={meta.clearInAll} />,
                rightSectionPointerEvents: 'all' as const,
              }
            : {})}
          w={{ base: '100%', xs: 200 }}
          leftSection={<StatusDot status={meta.multiple ? null : field.value} />}
          renderOption={({ option }) => (
            <Group gap="xs" wrap="nowrap">
              <StatusDot status={isStatus(option.value) ? option.value : null} />
              <Text fz="sm">{option.label}</Text>
            </Group>
          )}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
}
