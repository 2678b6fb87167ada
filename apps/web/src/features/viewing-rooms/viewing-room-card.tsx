import { Anchor, Badge, Button, CopyButton, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconCopy, IconCube, IconEye, IconMessage, IconPencil, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { savedExhibitionAddress } from '@archive/domain/exhibitions/exhibition-arrangement.schema';
import { EXHIBITION_MESSAGES } from '@archive/domain/exhibitions/exhibition.messages';
import { VIEWING_ROOM_MESSAGES } from '@archive/domain/viewing-rooms/viewing-room.messages';
import type { ViewingRoom } from '@archive/domain/viewing-rooms/viewing-room.schema';
import { Figure } from '../../ui/figure';
import { formatLongDate } from '../../ui/format-date';
import { formatTimeSpent } from './viewing-room-figures';

interface ViewingRoomCardProps {
  room: ViewingRoom;
  /** Artwork id → how the owner knows it ('Artist, Title'); missing: deleted. */
  names: ReadonlyMap<string, string>;
  online: boolean;
  onEdit: () => void;
  onRevoke: () => void;
  onEnquiries: () => void;
}

/** One room: its link, state, figures and views per work, with copy link, edit and revoke. */
export function ViewingRoomCard({
  room,
  names,
  online,
  onEdit,
  onRevoke,
  onEnquiries,
}: ViewingRoomCardProps) {
  const expired = room.expiresAt !== null && new Date(room.expiresAt).getTime() <= Date.now();
  const closed = room.revoked || expired;
  const { figures } = room;
  return (
    <Paper withBorder radius={4} p="md" component="article" aria-label={room.title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={700} fz="lg">
                {room.title}
              </Text>
              {room.exhibition === null ? null : (
                <Badge variant="light" color="sienna" radius="sm">
                  {EXHIBITION_MESSAGES.badge} · {EXHIBITION_MESSAGES.beta}
                </Badge>
              )}
            </Group>
            <Text fz="sm" c="var(--archive-muted)">
              Created {formatLongDate(room.createdAt)}
              {room.expiresAt === null ? '' : ` · closes ${formatLongDate(room.expiresAt)}`}
              {room.hasPassword ? ' · password' : ''}
              {room.showPrice ? ' · prices shown' : ' · price on request'}
            </Text>
          </Stack>
          {room.revoked ? (
            <Badge color="gray">Revoked</Badge>
          ) : expired ? (
            <Badge color="gray">Closed</Badge>
          ) : (
            <Badge color="teal">Open</Badge>
          )}
        </Group>
        {closed ? null : (
          <Anchor
            href={room.url}
            target="_blank"
            rel="noopener"
            fz="sm"
            style={{ wordBreak: 'break-all' }}
          >
            {room.url}
          </Anchor>
        )}
        <Group gap="xl">
          <Figure label={VIEWING_ROOM_MESSAGES.visits} value={String(figures.visits)} />
          <Figure
            label={VIEWING_ROOM_MESSAGES.uniqueVisitors}
            value={String(figures.uniqueVisitors)}
          />
          <Figure
            label={VIEWING_ROOM_MESSAGES.timeSpent}
            value={formatTimeSpent(figures.secondsSpent)}
          />
          <Figure label={VIEWING_ROOM_MESSAGES.enquiries} value={String(figures.enquiries)} />
        </Group>
        <Text fz="xs" c="var(--archive-muted)">
          {VIEWING_ROOM_MESSAGES.figuresExplained}
        </Text>
        <Table fz="sm" aria-label={`Views per work in ${room.title}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Work</Table.Th>
              <Table.Th ta="right">Views</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {figures.views.map((entry) => (
              <Table.Tr key={entry.artworkId}>
                <Table.Td>
                  {names.get(entry.artworkId) ?? VIEWING_ROOM_MESSAGES.deletedWork}
                </Table.Td>
                <Table.Td ta="right">{entry.views}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {figures.enquiries > 0 ? (
          <Group gap="xs">
            <Button
              variant="light"
              color="sienna"
              leftSection={<IconMessage size={16} />}
              onClick={onEnquiries}
              disabled={!online}
            >
              {`${VIEWING_ROOM_MESSAGES.enquiries} (${String(figures.enquiries)})`}
            </Button>
          </Group>
        ) : null}
        {room.revoked ? null : (
          <Group gap="xs">
            <CopyButton value={room.url}>
              {({ copied, copy }) => (
                <Button variant="default" leftSection={<IconCopy size={16} />} onClick={copy}>
                  {copied ? VIEWING_ROOM_MESSAGES.linkCopied : 'Copy link'}
                </Button>
              )}
            </CopyButton>
            {closed ? null : (
              <Button
                component="a"
                href={room.previewUrl}
                target="_blank"
                rel="noopener"
                variant="default"
                leftSection={<IconEye size={16} />}
                title={VIEWING_ROOM_MESSAGES.previewHint}
              >
                {VIEWING_ROOM_MESSAGES.preview}
              </Button>
            )}
            <Button
              variant="default"
              leftSection={<IconPencil size={16} />}
              onClick={onEdit}
              disabled={!online}
            >
              Edit
            </Button>
            {room.exhibition === null ? null : (
              <Button
                component={Link}
                to={savedExhibitionAddress(room.id)}
                variant="default"
                leftSection={<IconCube size={16} />}
              >
                {EXHIBITION_MESSAGES.editArrangement}
              </Button>
            )}
            <Button
              variant="default"
              color="red"
              leftSection={<IconX size={16} />}
              onClick={onRevoke}
              disabled={!online}
            >
              Revoke
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
