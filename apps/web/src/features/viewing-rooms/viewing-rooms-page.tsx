import { Alert, Center, Loader, Stack } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconPresentation } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { VIEWING_ROOM_MESSAGES } from '@archive/domain/viewing-rooms/viewing-room.messages';
import type { ViewingRoom } from '@archive/domain/viewing-rooms/viewing-room.schema';
import { useArtworksById } from '../../data/artworks/artworks-store';
import { listViewingRooms, revokeViewingRoom } from '../../data/api/viewing-rooms-api';
import { ConfirmModal } from '../../ui/confirm-modal';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { EditViewingRoomModal } from './edit-viewing-room-modal';
import { RoomEnquiriesModal } from './room-enquiries-modal';
import { ViewingRoomCard } from './viewing-room-card';

/**
 * /viewing-rooms (decision 033): the owner's rooms with their figures, read from the server
 * (online only: the figures exist nowhere else).
 */
export function ViewingRoomsPage() {
  const network = useNetwork();
  const [rooms, setRooms] = useState<ViewingRoom[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<ViewingRoom | null>(null);
  const [revoking, setRevoking] = useState<ViewingRoom | null>(null);
  const [reading, setReading] = useState<ViewingRoom | null>(null);

  const load = useCallback(async () => {
    try {
      setRooms(await listViewingRooms());
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const ids = useMemo(() => [...new Set(rooms?.flatMap((room) => room.artworkIds) ?? [])], [rooms]);
  const artworks = useArtworksById(ids);
  const names = useMemo(
    () =>
      new Map(
        (artworks ?? []).map((artwork) => [
          artwork.id,
          `${artwork.artist}, ${artwork.artworkValues.title || 'Untitled'}`,
        ]),
      ),
    [artworks],
  );

  async function handleRevoke(room: ViewingRoom) {
    setRevoking(null);
    try {
      await revokeViewingRoom(room.id);
      showSuccessToast(VIEWING_ROOM_MESSAGES.revoked);
      await load();
    } catch {
      showErrorToast(VIEWING_ROOM_MESSAGES.revokeFailed);
    }
  }

  return (
    <>
      <PageHeader title={VIEWING_ROOM_MESSAGES.pageTitle} />
      {rooms === null ? (
        failed ? (
          <Alert color="red">{VIEWING_ROOM_MESSAGES.loadFailed}</Alert>
        ) : (
          <Center mih={240} aria-label="Loading viewing rooms">
            <Loader size="sm" color="ink" type="dots" />
          </Center>
        )
      ) : rooms.length === 0 ? (
        <EmptyState
          icon={<IconPresentation size={24} />}
          title="No viewing rooms"
          description={VIEWING_ROOM_MESSAGES.empty}
        />
      ) : (
        <Stack gap="md">
          {rooms.map((room) => (
            <ViewingRoomCard
              key={room.id}
              room={room}
              names={names}
              online={network.online}
              onEdit={() => {
                setEditing(room);
              }}
              onRevoke={() => {
                setRevoking(room);
              }}
              onEnquiries={() => {
                setReading(room);
              }}
            />
          ))}
        </Stack>
      )}
      {editing === null ? null : (
        <EditViewingRoomModal
          room={editing}
          names={names}
          onClose={() => {
            setEditing(null);
          }}
          onSaved={() => void load()}
        />
      )}
      {reading === null ? null : (
        <RoomEnquiriesModal
          room={reading}
          onClose={() => {
            setReading(null);
          }}
        />
      )}
      <ConfirmModal
        opened={revoking !== null}
        title="Revoke viewing room"
        body={VIEWING_ROOM_MESSAGES.revokeConfirm}
        confirmLabel="Revoke"
        onClose={() => {
          setRevoking(null);
        }}
        onConfirm={() => {
          if (revoking !== null) void handleRevoke(revoking);
        }}
      />
    </>
  );
}
