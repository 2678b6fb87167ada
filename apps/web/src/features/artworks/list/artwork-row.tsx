import { Badge, Button, Checkbox, Group, Text, Tooltip } from '@mantine/core';
import { IconCloudUpload, IconPhoto } from '@tabler/icons-react';
import { memo, type KeyboardEvent, type MouseEvent } from 'react';
import { artworkDisplayName } from '@archive/domain/artworks/artwork.rules';
import { ARTWORK_MESSAGES } from '@archive/domain/artworks/artwork.messages';
import {
  ARTWORK_STATUS_COLOURS,
  ARTWORK_STATUS_LABELS,
} from '@archive/domain/artworks/artwork-status';
import { formatMoney } from '@archive/domain/artworks/money';
import { OUTBOX_MESSAGES } from '@archive/domain/sync/outbox.messages';
import type { LocalArtwork } from '../../../data/artworks/artworks-store';
import { formatArtworkId, formatDimensions } from './artwork-list-format';
import { ARTWORK_LIST_MESSAGES } from './artwork-list-messages';
import classes from './artwork-row.module.css';

interface ArtworkRowProps {
  artwork: LocalArtwork;
  selected: boolean;
  onActivate: (artwork: LocalArtwork) => void;
  onToggle: (id: string) => void;
  onUpload: (id: string) => void;
}

function stop(event: MouseEvent | KeyboardEvent) {
  event.stopPropagation();
}

/** One artwork of the list; memoised, since a scroll re-renders the visible rows' parent. */
export const ArtworkRow = memo(function ArtworkRow({
  artwork,
  selected,
  onActivate,
  onToggle,
  onUpload,
}: ArtworkRowProps) {
  const values = artwork.artworkValues;
  const name = artworkDisplayName(artwork);
  const title = values.title.trim() || ARTWORK_MESSAGES.untitled;
  const details = [values.year.trim(), values.technique.trim(), formatDimensions(values.dimensions)]
    .filter(Boolean)
    .join(' · ');
  const price = formatMoney(values.price);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onActivate(artwork);
    }
  }

  return (
    <div
      className={classes.row}
      role="button"
      tabIndex={0}
      aria-label={name}
      aria-pressed={selected}
      data-selected={selected || undefined}
      data-testid="artwork-row"
      onClick={() => {
        onActivate(artwork);
      }}
      onKeyDown={handleKeyDown}
    >
      <div className={classes.check} onClick={stop} onKeyDown={stop}>
        <Checkbox
          aria-label={`Select ${name}`}
          checked={selected}
          onChange={() => {
            onToggle(artwork.id);
          }}
        />
      </div>
      <div className={classes.thumb} aria-hidden>
        <IconPhoto size={22} stroke={1.3} />
      </div>
      <div className={classes.main}>
        <Text fz="xs" c="var(--archive-muted)" ff="monospace">
          ID {formatArtworkId(artwork.archiveArtworkNumber)}
        </Text>
        <Text fw={600} lineClamp={1} title={title}>
          {title}
        </Text>
        <Text fz="sm" c="var(--archive-muted)" lineClamp={1}>
          {artwork.artist.trim()}
        </Text>
      </div>
      <Text className={classes.details} fz="sm" lineClamp={2}>
        {details}
      </Text>
      <Text className={classes.owner} fz="sm" c="var(--archive-muted)" lineClamp={1}>
        {values.currentOwner.trim()}
      </Text>
      <Text className={classes.price} fz="sm" fw={500}>
        {price}
      </Text>
      <div className={classes.side}>
        {artwork.status ? (
          <Badge color={ARTWORK_STATUS_COLOURS[artwork.status]} variant="light" radius="sm">
            {ARTWORK_STATUS_LABELS[artwork.status]}
          </Badge>
        ) : null}
        {artwork.syncState === 'failed' ? (
          <Group gap={6} justify="flex-end" onClick={stop} onKeyDown={stop}>
            <Badge color="red" variant="outline" radius="sm">
              {OUTBOX_MESSAGES.syncFailedTitle}
            </Badge>
            <Tooltip
              label={OUTBOX_MESSAGES.syncFailedManually(
                ARTWORK_LIST_MESSAGES.syncManuallyWhat(name),
              )}
            >
              <Button
                size="compact-xs"
                variant="light"
                color="red"
                leftSection={<IconCloudUpload size={14} />}
                aria-label={`${OUTBOX_MESSAGES.uploadNow} ${name}`}
                onClick={() => {
                  onUpload(artwork.id);
                }}
              >
                {OUTBOX_MESSAGES.uploadNow}
              </Button>
            </Tooltip>
          </Group>
        ) : null}
      </div>
    </div>
  );
});
