import { describe, expect, it } from 'vitest';
import { sameValue } from './same-value';

describe('sameValue', () => {
  it('sees an object with its keys in another order as the same', () => {
    expect(sameValue({ width: 10, height: 20 }, { height: 20, width: 10 })).toBe(true);
    expect(sameValue({ size: { unit: 'cm', depth: 2 } }, { size: { depth: 2, unit: 'cm' } })).toBe(
      true,
    );
  });

  it('tells a changed value, an array in another order and a missing key apart', () => {
    expect(sameValue({ width: 10 }, { width: 11 })).toBe(false);
    expect(sameValue(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameValue({ width: 10, height: 1 }, { width: 10 })).toBe(false);
  });

  it('compares plain values as they are', () => {
    expect(sameValue('Oil on canvas', 'Oil on canvas')).toBe(true);
    expect(sameValue(null, null)).toBe(true);
    expect(sameValue(0, '0')).toBe(false);
    expect(sameValue(null, undefined)).toBe(false);
  });
});
