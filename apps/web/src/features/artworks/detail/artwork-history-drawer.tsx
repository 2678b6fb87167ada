import { Alert, Center, Drawer, Loader, Stack, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { HistoryEntry } from '@archive/domain/sync/history.schema';
import { TOAST_MESSAGES } from '@archive/domain/messages/api-messages';
import { fetchArtworkHistory } from '../../../data/artworks/artworks-store';
import { ARTWORK_SCREEN_MESSAGES } from '@archive/domain/artworks/artwork-screen.messages';
import { artworkFieldLabel, formatArtworkFieldValue } from './artwork-field-labels';

type HistoryState =
  | { kind: 'loading' }
  | { kind: 'loaded'; entries: HistoryEntry[] }
  | { kind: 'failed'; message: string };

const WHEN = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function HistoryItem({ entry }: { entry: HistoryEntry }) {
  const who = entry.changedBy ?? 'Someone';
  return (
    <Stack gap={2} pb="sm" style={{ borderBottom: '1px solid var(--archive-rule)' }}>
      <Text fz="sm" fw={500}>
        {artworkFieldLabel(entry.field)}
      </Text>
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        <Text span c="var(--archive-muted)" td="line-through">
          {formatArtworkFieldValue(entry.field, entry.oldValue)}
        </Text>
        {' → '}
        {formatArtworkFieldValue(entry.field, entry.newValue)}
      </Text>
      <Text fz="xs" c="var(--archive-muted)">
        {who} · {WHEN.format(new Date(entry.replacedAt))}
      </Text>
    </Stack>
  );
}

function HistoryList({ artworkId }: { artworkId: string }) {
  const [state, setState] = useState<HistoryState>({ kind: 'loading' });
  useEffect(() => {
    let current = true;
    fetchArtworkHistory(artworkId).then(
      (entries) => {
        if (current) setState({ kind: 'loaded', entries });
      },
      () => {
        const offline = typeof navigator !== 'undefined' && !navigator.onLine;
        const message = offline ? TOAST_MESSAGES.offline : ARTWORK_SCREEN_MESSAGES.historyFailed;
        if (current) setState({ kind: 'failed', message });
      },
    );
    return () => {
      current = false;
    };
  }, [artworkId]);

  if (state.kind === 'loading') {
    return (
      <Center mih={160} aria-label="Loading history">
        <Loader size="sm" color="ink" type="dots" />
      </Center>
    );
  }
  if (state.kind === 'failed') {
    return (
      <Alert color="gray" icon={<IconCloudOff size={18} />} role="status">
        {state.message}
      </Alert>
    );
  }
  if (state.entries.length === 0) {
    return <Text c="var(--archive-muted)">{ARTWORK_SCREEN_MESSAGES.historyEmpty}</Text>;
  }
  return (
    <Stack gap="sm">
      {state.entries.map((entry, index) => (
        <HistoryItem
          key={`${String(entry.version)}-${entry.field}-${String(index)}`}
          entry={entry}
        />
      ))}
    </Stack>
  );
}

interface ArtworkHistoryDrawerProps {
  artworkId: string;
  /** Not synced yet: the server has no history to give. */
  synced: boolean;
  opened: boolean;
  onClose: () => void;
}

/** Every change of the artwork: who, when, which field, old and new value (newest first). */
export function ArtworkHistoryDrawer({
  artworkId,
  synced,
  opened,
  onClose,
}: ArtworkHistoryDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={ARTWORK_SCREEN_MESSAGES.historyTitle}
      position="right"
      size="md"
    >
      {opened && synced ? <HistoryList artworkId={artworkId} /> : null}
      {opened && !synced ? (
        <Text c="var(--archive-muted)">{ARTWORK_SCREEN_MESSAGES.historyNotSynced}</Text>
      ) : null}
    </Drawer>
  );
}
