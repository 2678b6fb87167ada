import { Badge, Button, Group, Tooltip } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { memo, type KeyboardEvent, type MouseEvent } from 'react';
import { artworkDisplayName } from '@archive/domain/artworks/artwork-display-name';
import { ARTWORK_LIST_MESSAGES } from '@archive/domain/artworks/artwork-list.messages';
import { ARTWORK_MESSAGES } from '@archive/domain/artworks/artwork.messages';
import { ARTWORK_STATUS_LABELS } from '@archive/domain/artworks/artwork-status';
import { OUTBOX_MESSAGES } from '@archive/domain/sync/outbox.messages';
import type { ArtworkListItem } from '../../../data/artworks/artworks-store';
import { formatArtworkId } from '@archive/domain/artworks/artwork-list-format';
import classes from './artwork-row.module.css';
import { CoverThumb } from './cover-thumb';

interface ArtworkRowProps {
  artwork: ArtworkListItem;
  selected: boolean;
  onActivate: (artwork: ArtworkListItem) => void;
  onToggle: (id: string) => void;
  onUpload: (id: string) => void;
}

function stop(event: MouseEvent | KeyboardEvent) {
  event.stopPropagation();
}

/**
 * One artwork of the list; memoised, since a scroll re-renders the visible rows' parent. Plain
 * elements styled by the CSS module, not Mantine components: a fast scroll mounts several rows
 * a frame, and each Mantine Text, Badge or Checkbox costs style work per mount.
 */
export const ArtworkRow = memo(function ArtworkRow({
  artwork,
  selected,
  onActivate,
  onToggle,
  onUpload,
}: ArtworkRowProps) {
  const name = artworkDisplayName({ artist: artwork.artist, artworkValues: artwork });
  const title = artwork.title.trim() || ARTWORK_MESSAGES.untitled;

  return (
    // The row is a click target for the mouse; its keyboard and screen-reader control is the
    // open button below (a row with role=button around a checkbox nests two controls).
    <div
      className={classes.row}
      data-selected={selected || undefined}
      data-testid="artwork-row"
      onClick={() => {
        onActivate(artwork);
      }}
    >
      <div className={classes.check} onClick={stop} onKeyDown={stop}>
        <input
          type="checkbox"
          className={classes.checkbox}
          aria-label={`Select ${name}`}
          checked={selected}
          onChange={() => {
            onToggle(artwork.id);
          }}
        />
      </div>
      <button
        type="button"
        className={classes.open}
        aria-label={name}
        onClick={(event) => {
          event.stopPropagation();
          onActivate(artwork);
        }}
      />
      <CoverThumb url={artwork.cover} />
      <div className={classes.main}>
        <p className={classes.id}>ID {formatArtworkId(artwork.archiveArtworkNumber)}</p>
        <p className={classes.title} title={title}>
          {title}
        </p>
        <p className={classes.artist}>{artwork.artist.trim()}</p>
      </div>
      <p className={classes.details}>{artwork.details}</p>
      <p className={classes.owner}>{artwork.currentOwner.trim()}</p>
      <p className={classes.price}>{artwork.price}</p>
      <div className={classes.side}>
        {artwork.status ? (
          <span className={classes.status} data-status={artwork.status}>
            {ARTWORK_STATUS_LABELS[artwork.status]}
          </span>
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
