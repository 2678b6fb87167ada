import { describe, expect, it } from 'vitest';
import { ARTWORK_STATUSES } from '../artworks/artwork-status';
import { ROOM_AVAILABILITY_LABELS, roomAvailability } from './viewing-room-availability';

describe('roomAvailability', () => {
  it('shows available, reserved and sold, and hides where a work is behind "not available"', () => {
    const shown = Object.fromEntries(
      [null, ...ARTWORK_STATUSES].map((status) => [
        String(status),
        ROOM_AVAILABILITY_LABELS[roomAvailability(status)],
      ]),
    );
    expect(shown).toEqual({
      null: 'Available',
      available: 'Available',
      reserved: 'Reserved',
      sold: 'Sold',
      onsite: 'Not available',
      loan: 'Not available',
      transit: 'Not available',
      production: 'Not available',
    });
  });
});
