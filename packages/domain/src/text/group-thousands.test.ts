import { describe, expect, it } from 'vitest';
import { countText, groupThousands } from './group-thousands';

describe('countText', () => {
  it('writes a count as toLocaleString("en-US") does', () => {
    for (const count of [0, 1, 12, 999, 1_000, 20_000, 123_456, 1_234_567, -4_500]) {
      expect(countText(count)).toBe(count.toLocaleString('en-US'));
    }
  });

  it('groups the whole part of an amount only', () => {
    expect(`${groupThousands('1250000')}.50`).toBe('1,250,000.50');
  });
});
