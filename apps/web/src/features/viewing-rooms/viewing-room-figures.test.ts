import { describe, expect, it } from 'vitest';
import { formatTimeSpent } from './viewing-room-figures';

describe('formatTimeSpent', () => {
  it('says seconds, minutes or hours', () => {
    expect([0, 45, 185, 7440].map(formatTimeSpent)).toEqual([
      '0 s',
      '45 s',
      '3 min 5 s',
      '2 h 4 min',
    ]);
  });
});
