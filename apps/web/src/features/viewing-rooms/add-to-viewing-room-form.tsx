import { Alert, Button, Center, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { VIEWING_ROOM_MESSAGES } from '@archive/domain/viewing-rooms/viewing-room.messages';
import type { ViewingRoom } from '@archive/domain/viewing-rooms/viewing-room.schema';
import { listViewingRooms, updateViewingRoom } from '../../data/api/viewing-rooms-api';
import { showErrorToast, showSuccessToast } from '../../ui/toast';

interface AddToViewingRoomFormProps {
  artworkIds: readonly string[];
  onCancel: () => void;
  /** The room the works were added to. */
  onAdded: (room: ViewingRoom) => void;
}

function isOpen(room: ViewingRoom, now: number): boolean {
  return !room.revoked && (room.expiresAt === null || new Date(room.expiresAt).getTime() > now);
}

/**
 * Adds the selected works to one of the owner's open rooms (decision 033): they join the end
 * of the room, in the order selected; works already in the room stay where they are.
 */
export function AddToViewingRoomForm({ artworkIds, onCancel, onAdded }: AddToViewingRoomFormProps) {
  const [rooms, setRooms] = useState<ViewingRoom[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [roomId, setRoomId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [nothingNew, setNothingNew] = useState(false);

  useEffect(() => {
    let live = true;
    listViewingRooms()
      .then((all) => {
        if (!live) return;
        const now = Date.now();
        const open = all.filter((room) => isOpen(room, now));
        setRooms(open);
        if (open.length === 1) setRoomId(open[0]?.id ?? null);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, []);

  async function handleAdd() {
    const room = rooms?.find((candidate) => candidate.id === roomId);
    if (room === undefined) return;
    const present = new Set(room.artworkIds);
    const added = artworkIds.filter((id) => !present.has(id));
    if (added.length === 0) {
      setNothingNew(true);
      return;
    }
    setSaving(true);
    try {
      const updated = await updateViewingRoom(room.id, {
        artworkIds: [...room.artworkIds, ...added],
      });
      showSuccessToast(VIEWING_ROOM_MESSAGES.added);
      onAdded(updated);
    } catch {
      showErrorToast(VIEWING_ROOM_MESSAGES.addFailed);
    } finally {
      setSaving(false);
    }
  }

  if (rooms === null) {
    return failed ? (
      <Alert color="red">{VIEWING_ROOM_MESSAGES.loadFailed}</Alert>
    ) : (
      <Center mih={120} aria-label="Loading viewing rooms">
        <Loader size="sm" color="ink" type="dots" />
      </Center>
    );
  }
  if (rooms.length === 0) {
    return (
      <Stack gap="lg">
        <Text>{VIEWING_ROOM_MESSAGES.noOpenRooms}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <form
      noValidate
      aria-label={VIEWING_ROOM_MESSAGES.addToRoom}
      onSubmit={(event) => {
        event.preventDefault();
        void handleAdd();
      }}
    >
      <Stack gap="lg">
        <Text c="var(--archive-muted)">{VIEWING_ROOM_MESSAGES.addHint(artworkIds.length)}</Text>
        <Select
          label="Viewing room"
          placeholder={VIEWING_ROOM_MESSAGES.chooseRoom}
          data={rooms.map((room) => ({
            value: room.id,
            label: `${room.title} (${room.artworkIds.length === 1 ? '1 work' : `${String(room.artworkIds.length)} works`})`,
          }))}
          value={roomId}
          onChange={(value) => {
            setRoomId(value);
            setNothingNew(false);
          }}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-autofocus
        />
        {nothingNew ? (
          <Text role="status" c="var(--archive-muted)">
            {VIEWING_ROOM_MESSAGES.allAlreadyInRoom}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} disabled={roomId === null}>
            {VIEWING_ROOM_MESSAGES.addToRoom}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
