import { useEffect, useState } from 'react';
import type { ViewingRoom } from '@archive/domain/viewing-rooms/viewing-room.schema';
import { listViewingRooms } from '../../data/api/viewing-rooms-api';

export type SavedExhibition =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed' }
  | { state: 'ready'; room: ViewingRoom & { exhibition: NonNullable<ViewingRoom['exhibition']> } };

/**
 * The saved exhibition `roomId` names (decision 057), read from the owner's rooms: missing
 * when it is not theirs, not an exhibition, or revoked.
 */
export function useSavedExhibition(roomId: string | null): SavedExhibition {
  const [saved, setSaved] = useState<SavedExhibition>(
    roomId === null ? { state: 'none' } : { state: 'loading' },
  );
  useEffect(() => {
    if (roomId === null) {
      setSaved({ state: 'none' });
      return undefined;
    }
    let current = true;
    setSaved({ state: 'loading' });
    listViewingRooms().then(
      (rooms) => {
        if (!current) return;
        const room = rooms.find((item) => item.id === roomId);
        setSaved(
          room && room.exhibition !== null && !room.revoked
            ? { state: 'ready', room: { ...room, exhibition: room.exhibition } }
            : { state: 'missing' },
        );
      },
      () => {
        if (current) setSaved({ state: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [roomId]);
  return saved;
}
