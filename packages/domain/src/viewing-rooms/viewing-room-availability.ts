import type { ArtworkStatus } from '../artworks/artwork-status';
import { ROOM_PAGE_MESSAGES } from './viewing-room.messages';

/** What a visitor of a viewing room sees of a work's status (decision 032). */
export type RoomAvailability = 'available' | 'reserved' | 'sold' | 'unavailable';

/**
 * Available (or no status), reserved and sold show as such; on site, on loan, in transit and
 * in production are the owner's business and show as 'not available'.
 */
export function roomAvailability(status: ArtworkStatus | null): RoomAvailability {
  switch (status) {
    case null:
    case 'available':
      return 'available';
    case 'reserved':
      return 'reserved';
    case 'sold':
      return 'sold';
    case 'onsite':
    case 'loan':
    case 'transit':
    case 'production':
      return 'unavailable';
  }
}

export const ROOM_AVAILABILITY_LABELS = {
  available: 'Available',
  reserved: 'Reserved',
  sold: 'Sold',
  unavailable: ROOM_PAGE_MESSAGES.notAvailable,
} as const satisfies Record<RoomAvailability, string>;
