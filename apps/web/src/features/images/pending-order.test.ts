import { describe, expect, it } from 'vitest';
import { pendingOrderState } from './pending-order';

describe('pendingOrderState', () => {
  it('keeps the chosen order while the store still has the old one', () => {
    expect(pendingOrderState(['a', 'b', 'c'], ['c', 'a', 'b'])).toBe('pending');
  });

  it('is done once the store shows the chosen order', () => {
    expect(pendingOrderState(['c', 'a', 'b'], ['c', 'a', 'b'])).toBe('done');
  });

  it('lets the store win when an image was added or removed meanwhile', () => {
    expect(pendingOrderState(['a', 'b'], ['b', 'a', 'c'])).toBe('done');
    expect(pendingOrderState(['a', 'd', 'c'], ['c', 'a', 'b'])).toBe('done');
  });
});
