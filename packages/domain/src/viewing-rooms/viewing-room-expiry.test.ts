import { describe, expect, it } from 'vitest';
import { expiryLiesAhead } from './viewing-room-expiry';

describe('a viewing room closing time', () => {
  const now = new Date('2026-11-29T12:00:00Z');

  it('lies ahead a second later, not at the same moment or before', () => {
    expect(expiryLiesAhead(new Date('2026-11-29T12:00:01Z'), now)).toBe(true);
    expect(expiryLiesAhead(new Date('2026-11-29T12:00:00Z'), now)).toBe(false);
    expect(expiryLiesAhead(new Date('2026-11-28T12:00:00Z'), now)).toBe(false);
  });

  it('never lies ahead when it is not a date', () => {
    expect(expiryLiesAhead(new Date('not a date'), now)).toBe(false);
  });
});
